/**
 * The picture of a landing page's activity card (ui/landing/entries.ts ActivityArt), from the
 * project's own art: a map (assets/art), the monster renderer, a pet, the game's gem, the subject
 * icons. Images from /assets load lazily: they are below the hero.
 */
import { useMemo } from 'react';
import { monsterDataUrl } from '../../core/art/monster-svg';
import { SubjectIcon } from '../components/icons';
import { GemIcon } from '../pets/GemIcon';
import type { ActivityArt as Art } from './entries';

const CARD_MONSTER = { body: 2, color: 10, eyes: 18, headpart: 29, mouth: 23, pattern: 12 };

/** A film screen with a play mark: the video lessons' picture. */
function VideoArt() {
  return (
    <svg viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      <rect x="6" y="8" width="108" height="68" rx="14" fill="#1b8fd6" stroke="#1d2b4f" strokeWidth="5" />
      <path d="M50 28v32l26-16z" fill="#fff" stroke="#1d2b4f" strokeWidth="4" strokeLinejoin="round" />
      <path d="M40 84h40" stroke="#1d2b4f" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

export function ActivityArt({ art }: { art: Art }) {
  const monster = useMemo(() => (art === 'monster' ? monsterDataUrl(CARD_MONSTER) : ''), [art]);
  switch (art) {
    case 'map':
      return <img className="lp-art-map" src="/assets/art/ocean/map.svg" alt="" loading="lazy" width={160} height={110} />;
    case 'monster':
      return <img className="lp-art-figure" src={monster} alt="" width={100} height={110} />;
    case 'pets':
      return <img className="lp-art-figure" src="/assets/art/pets/axolotl-2.svg" alt="" loading="lazy" width={110} height={110} />;
    case 'gems':
      return (
        <span className="lp-gems" aria-hidden="true">
          <GemIcon size={44} />
          <GemIcon size={62} />
          <GemIcon size={44} />
        </span>
      );
    case 'books':
      return <SubjectIcon subject="reading" className="lp-art-icon" />;
    case 'videos':
      return <VideoArt />;
    case 'skills':
      return <SubjectIcon subject="superSkills" className="lp-art-icon" />;
    case 'science':
      return <SubjectIcon subject="science" className="lp-art-icon" />;
  }
}
