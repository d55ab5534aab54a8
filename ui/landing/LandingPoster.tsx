/**
 * The hero's picture: the funnel film's poster (contracts.md FUNNEL_MEDIA.poster) when the film's
 * media module exists, over a scene drawn with the project's art kit (the monster renderer of
 * core/art, a pet from assets/art): an island map in the sea at sunrise with Moxie waving. The
 * drawing is also what shows while the poster image loads, so the hero is never a grey box.
 */
import { useMemo, useState } from 'react';
import { monsterDataUrl } from '../../core/art/monster-svg';

/**
 * ui/funnel/funnel-media.ts is written by the funnel-film helper (contracts.md); until it exists the
 * glob is empty and the drawn scene is the poster. Vite resolves the glob at build time.
 */
const media = import.meta.glob<{ FUNNEL_MEDIA: { poster: string } }>('../funnel/funnel-media.ts', { eager: true });
export const FUNNEL_POSTER: string | null = Object.values(media)[0]?.FUNNEL_MEDIA.poster ?? null;

/** Moxie, the funnel's narrator monster (the same description as the home page's hero). */
const MOXIE = { body: 3, color: 7, eyes: 17, headpart: 27, mouth: 22, pattern: 13 };
const FRIEND = { body: 1, color: 8, eyes: 16, headpart: 28, mouth: 21, pattern: 11 };

/** The level path's stops on the island, in viewBox units (1600 x 900). */
const STOPS: ReadonlyArray<readonly [number, number]> = [
  [430, 700], [560, 640], [700, 665], [840, 610], [980, 640], [1120, 590], [1250, 620],
];

function Scene() {
  const moxie = useMemo(() => monsterDataUrl(MOXIE, { pose: 'cheer' }), []);
  const friend = useMemo(() => monsterDataUrl(FRIEND), []);
  const path = STOPS.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
  return (
    <svg className="lp-scene" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="lp-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8fd3ff" />
          <stop offset="0.55" stopColor="#dff3ff" />
          <stop offset="1" stopColor="#fff4cf" />
        </linearGradient>
        <linearGradient id="lp-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3db4f2" />
          <stop offset="1" stopColor="#1773b5" />
        </linearGradient>
        <radialGradient id="lp-sun">
          <stop offset="0" stopColor="#fff7c2" />
          <stop offset="1" stopColor="#ffc83d" />
        </radialGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#lp-sky)" />
      <circle cx="1290" cy="210" r="120" fill="url(#lp-sun)" stroke="#1d2b4f" strokeWidth="6" />
      <g fill="#fff" stroke="#1d2b4f" strokeWidth="6" strokeLinejoin="round">
        <path d="M210 230c0-40 60-56 86-30 18-44 96-40 106 8 44-6 62 52 22 66H226c-30 0-40-30-16-44z" />
        <path d="M1000 330c0-30 46-42 66-22 14-34 74-30 82 6 34-4 48 40 16 50h-150c-24 0-30-22-14-34z" />
      </g>
      <path d="M0 560c160-30 300 10 460-10s330-40 520-14 420 20 620-6V900H0z" fill="url(#lp-sea)" stroke="#1d2b4f" strokeWidth="6" />
      <g fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" opacity="0.7">
        <path d="M90 640q30-16 60 0t60 0" />
        <path d="M1400 700q30-16 60 0t60 0" />
        <path d="M150 820q30-16 60 0t60 0" />
      </g>
      <path d="M300 760c40-120 240-190 520-190s560 40 620 170c20 60-40 100-140 110H420c-110-6-150-40-120-90z" fill="#ffe08a" stroke="#1d2b4f" strokeWidth="6" />
      <path d="M350 740c60-90 250-140 470-140s480 40 540 130c-60 40-160 60-320 62H470c-80-4-130-20-120-52z" fill="#7cc96b" stroke="#1d2b4f" strokeWidth="6" />
      <path d={path} fill="none" stroke="#fff" strokeWidth="10" strokeDasharray="4 22" strokeLinecap="round" />
      {STOPS.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="22" fill={i < 3 ? '#ffc83d' : '#fff'} stroke="#1d2b4f" strokeWidth="6" />
      ))}
      <image href={friend} x="1010" y="420" width="170" height="187" />
      <image href="/assets/art/pets/dragon-1.svg" x="330" y="540" width="140" height="140" />
      <image href={moxie} x="430" y="290" width="290" height="319" />
    </svg>
  );
}

/** The hero's background: the film's poster when there is one, the drawn scene under it. */
export function LandingPoster() {
  const [posterFailed, setPosterFailed] = useState(false);
  return (
    <div className="lp-poster" data-testid="landing-poster">
      <Scene />
      {FUNNEL_POSTER && !posterFailed && <img className="lp-poster-img" src={FUNNEL_POSTER} alt="" onError={() => setPosterFailed(true)} />}
    </div>
  );
}
