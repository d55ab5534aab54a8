/**
 * The picture of a landing page's activity card (ui/landing/entries.ts ActivityArt), from the
 * project's own art: a map (assets/art), the monster renderer, a pet, the game's gem and a film
 * screen (SVG files the stylesheet shows), the subject icons. Images from /assets load lazily:
 * they are below the hero.
 */
import { useMemo } from 'react';
import { monsterDataUrl } from '../../core/art/monster-svg';
import { SubjectIcon } from '../components/icons';
import type { ActivityArt as Art } from './entries';

const CARD_MONSTER = { body: 2, color: 10, eyes: 18, headpart: 29, mouth: 23, pattern: 12 };

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
    case 'videos':
      // Drawn by the stylesheet (art-gems.svg, art-video.svg): pictures, not script.
      return <span className="lp-art-drawn" aria-hidden="true" />;
    case 'books':
      return <SubjectIcon subject="reading" className="lp-art-icon" />;
    case 'skills':
      return <SubjectIcon subject="superSkills" className="lp-art-icon" />;
    case 'science':
      return <SubjectIcon subject="science" className="lp-art-icon" />;
  }
}
