/**
 * Art preview sheet: an HTML page showing every part option (each on the default monster) and a
 * few deterministic pseudo-random combinations, as `<img>` data URLs. Used to screenshot the art.
 *
 * Pure module (no DOM, no Node built-ins): write the returned string to a file and open it in a browser.
 */
import { DEFAULT_MONSTER, MONSTER_PART_TYPES, MONSTER_PARTS, partsOfType, type MonsterDescription } from '../monster/monster-parts';
import { monsterDataUrl, type MonsterSvgOptions } from './monster-svg';

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function card(d: MonsterDescription, label: string, options?: MonsterSvgOptions): string {
  return (
    `<figure><img width="200" height="220" alt="${escapeHtml(label)}" src="${monsterDataUrl(d, options)}">` +
    `<figcaption>${escapeHtml(label)}</figcaption></figure>`
  );
}

/** Deterministic combinations (simple LCG), so the sheet is identical on every run. */
function comboMonsters(count: number): MonsterDescription[] {
  let seed = 20240607;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  const pick = (type: (typeof MONSTER_PART_TYPES)[number]): number => {
    const opts = partsOfType(type);
    const p = opts[next() % opts.length];
    return p === undefined ? DEFAULT_MONSTER[type] : p.id;
  };
  const out: MonsterDescription[] = [];
  for (let i = 0; i < count; i++) {
    out.push({
      body: pick('body'),
      color: pick('color'),
      pattern: pick('pattern'),
      eyes: pick('eyes'),
      mouth: pick('mouth'),
      headpart: pick('headpart'),
    });
  }
  return out;
}

/**
 * HTML document (light background) with one row per part type (its 5 options applied to the
 * default monster) and a row of 10 combinations, the even ones in the 'cheer' pose.
 */
export function previewSheetHtml(): string {
  const rows = MONSTER_PART_TYPES.map((type) => {
    const cards = partsOfType(type)
      .map((p) => card({ ...DEFAULT_MONSTER, [type]: p.id }, `${p.id} ${p.name}`))
      .join('');
    return `<section><h2>${type}</h2><div class="row">${cards}</div></section>`;
  }).join('');
  const nameOf = (id: number): string => MONSTER_PARTS.find((p) => p.id === id)?.name ?? String(id);
  const combos = comboMonsters(10)
    .map((d, i) =>
      card(d, `${nameOf(d.body)} / ${nameOf(d.color)} / ${nameOf(d.headpart)}`, { pose: i % 2 === 0 ? 'cheer' : 'stand' }),
    )
    .join('');
  return (
    '<!doctype html><html><head><meta charset="utf-8"><title>Monster parts</title><style>' +
    'body{margin:0;padding:16px;background:#f7f4ff;font:14px system-ui,sans-serif;color:#2b2140}' +
    'h2{margin:8px 0 4px;text-transform:capitalize;font-size:16px}' +
    '.row{display:flex;flex-wrap:wrap;gap:8px}' +
    'figure{margin:0;padding:6px;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002;text-align:center}' +
    'figcaption{font-size:12px;max-width:200px}' +
    '</style></head><body><h1>Monster parts</h1>' +
    rows +
    `<section><h2>Combinations</h2><div class="row">${combos}</div></section>` +
    '</body></html>'
  );
}
