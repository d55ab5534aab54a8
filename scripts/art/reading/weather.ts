/**
 * The time-of-day tint and the weather of a reading book picture, drawn over everything: a warm
 * evening glow or a blue night veil (lighter indoors, where the lamps are on), and rain (slanted
 * drops), snow (flakes and a white rim on the ground) or wind (curling streaks and flying leaves).
 * Rain and snow are `<pattern>` tiles, so a whole sky of drops costs a few hundred bytes.
 */
import type { Rng } from '../../../core/art/rng';
import { el, fmt, H, W } from './kit';
import type { Time } from './settings-kit';

/** The tint over the whole picture for the time of day ('' by day). */
export function timeTint(time: Time, indoor: boolean): string {
  if (time === 'evening') return el('rect', { width: W, height: H, fill: '#ff9a6b', opacity: 0.14 });
  if (time === 'night') return el('rect', { width: W, height: H, fill: '#1b2150', opacity: indoor ? 0.22 : 0.34 });
  return '';
}

/** The weather overlay ('' when clear). */
export function weather(kind: 'clear' | 'rain' | 'snow' | 'wind', def: (id: string, markup: string) => void, rng: Rng): string {
  switch (kind) {
    case 'rain':
      def('rain', el('pattern', { id: 'rain', width: 90, height: 120, patternUnits: 'userSpaceOnUse' }, el('path', { d: 'M20 10l-8 26M66 50l-8 26M40 86l-8 26', stroke: '#9fd0ff', 'stroke-width': 5, 'stroke-linecap': 'round' })));
      return el('rect', { width: W, height: H, fill: '#5a6b8a', opacity: 0.16 }) + el('rect', { width: W, height: H, fill: 'url(#rain)' });
    case 'snow':
      def('snow', el('pattern', { id: 'snow', width: 140, height: 140, patternUnits: 'userSpaceOnUse' }, el('circle', { cx: 20, cy: 30, r: 7, fill: '#ffffff' }) + el('circle', { cx: 90, cy: 70, r: 5, fill: '#ffffff' }) + el('circle', { cx: 50, cy: 115, r: 8, fill: '#ffffff' }) + el('circle', { cx: 125, cy: 20, r: 4, fill: '#ffffff' })));
      return el('path', { d: `M0 ${H}V770q300-30 600 0t600 0V${H}Z`, fill: '#ffffff', opacity: 0.9 }) + el('rect', { width: W, height: H, fill: 'url(#snow)', opacity: 0.9 });
    case 'wind': {
      let s = '';
      for (let i = 0; i < 4; i++) {
        const x = rng.range(60, 800);
        const y = 120 + i * 150 + rng.range(-30, 30);
        s += el('path', { d: `M${fmt(x)} ${fmt(y)}h${fmt(rng.range(180, 300))}q50 0 50-30t-40-20`, fill: 'none', stroke: '#ffffff', 'stroke-width': 7, 'stroke-linecap': 'round', opacity: 0.85 });
      }
      for (let i = 0; i < 4; i++) {
        const x = rng.range(100, 1100);
        const y = rng.range(100, 500);
        s += el('path', { d: `M${fmt(x)} ${fmt(y)}q14-22 34 0q-14 22-34 0Z`, fill: ['#ff9f43', '#8fd06b', '#ffd34d'][i % 3], stroke: '#3b2f4a', 'stroke-width': 3, transform: `rotate(${Math.round(rng.range(-40, 40))} ${fmt(x)} ${fmt(y)})` });
      }
      return s;
    }
    default:
      return '';
  }
}
