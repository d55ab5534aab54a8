/**
 * The hero's picture: the funnel film's poster (contracts.md FUNNEL_MEDIA.poster) when the film's
 * media module exists; otherwise, or when the poster fails to load, a scene drawn with the project's
 * art (the monster renderer of core/art, a pet from assets/art) on an island map in the sea at
 * sunrise. The scene's backdrop (a stylesheet picture) shows while the poster loads, so the hero is
 * never a grey box.
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

/**
 * The monsters and a pet over the scene (ui/landing/poster-scene.svg, the hero's CSS background:
 * a file, so its drawing is no JavaScript), in the scene's own coordinates (1600 x 900) and cropped
 * the same way (`slice` here, `cover` there), so they stand on the island at every screen shape.
 */
function Scene() {
  const moxie = useMemo(() => monsterDataUrl(MOXIE, { pose: 'cheer' }), []);
  const friend = useMemo(() => monsterDataUrl(FRIEND), []);
  return (
    <svg className="lp-scene" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <image href={friend} x="1010" y="420" width="170" height="187" />
      <image href="/assets/art/pets/dragon-1.svg" x="330" y="540" width="140" height="140" />
      <image href={moxie} x="430" y="290" width="290" height="319" />
    </svg>
  );
}

/** The hero's background: the film's poster when there is one (over the scene's backdrop), else the drawn scene. */
export function LandingPoster() {
  const [posterFailed, setPosterFailed] = useState(false);
  return (
    <div className="lp-poster" data-testid="landing-poster">
      {/* With the film's poster, only the scene's backdrop shows while it loads: monsters that
          jump to other places when the poster arrives would look like a glitch. */}
      {FUNNEL_POSTER && !posterFailed ? <img className="lp-poster-img" src={FUNNEL_POSTER} alt="" onError={() => setPosterFailed(true)} /> : <Scene />}
    </div>
  );
}
