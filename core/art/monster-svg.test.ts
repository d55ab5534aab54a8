import { describe, it, expect } from 'vitest';
import {
  DEFAULT_MONSTER,
  MONSTER_PART_TYPES,
  MONSTER_PARTS,
  isValidMonster,
  monsterNumberOf,
  partsOfType,
  type MonsterDescription,
} from '../monster/monster-parts';
import { monsterDataUrl, monsterSvg } from './monster-svg';
import { previewSheetHtml } from './preview-sheet';

/**
 * Tiny well-formedness check: every opening tag is closed in order, self-closing tags allowed,
 * attributes quoted, nothing but whitespace-free text outside the root element.
 * Returns an error message, or null when balanced.
 */
function tagBalanceError(xml: string): string | null {
  const tagRe = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let last = 0;
  let roots = 0;
  for (let m = tagRe.exec(xml); m !== null; m = tagRe.exec(xml)) {
    const between = xml.slice(last, m.index);
    if (/[<>]/.test(between)) return `stray markup near offset ${last}: ${between.slice(0, 40)}`;
    if (stack.length === 0 && between.trim() !== '') return `text outside root at ${last}`;
    last = tagRe.lastIndex;
    const [, closing, name = '', , selfClosing] = m;
    if (closing === '/') {
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? 'nothing'}>`;
    } else {
      if (stack.length === 0) roots++;
      if (selfClosing !== '/') stack.push(name);
    }
  }
  if (xml.slice(last).trim() !== '') return 'trailing content';
  if (stack.length > 0) return `unclosed <${stack.join('> <')}>`;
  if (roots !== 1) return `expected 1 root element, got ${roots}`;
  return null;
}

function allMonsters(): MonsterDescription[] {
  const out: MonsterDescription[] = [];
  for (const body of partsOfType('body'))
    for (const color of partsOfType('color'))
      for (const pattern of partsOfType('pattern'))
        for (const eyes of partsOfType('eyes'))
          for (const mouth of partsOfType('mouth'))
            for (const headpart of partsOfType('headpart'))
              out.push({ body: body.id, color: color.id, pattern: pattern.id, eyes: eyes.id, mouth: mouth.id, headpart: headpart.id });
  return out;
}

describe('monsterNumberOf', () => {
  it('numbers the monster 1-5 by its body, and an invalid body as 1', () => {
    expect([1, 2, 3, 4, 5].map((body) => monsterNumberOf({ body }))).toEqual([1, 2, 3, 4, 5]);
    expect(monsterNumberOf({ body: 6 })).toBe(1);
    expect(monsterNumberOf({ body: 0 })).toBe(1);
  });
});

describe('monster parts', () => {
  it('has 30 parts, 5 per type, in the spec id ranges', () => {
    expect(MONSTER_PARTS).toHaveLength(30);
    const ranges: Record<string, [number, number]> = {
      body: [1, 5],
      color: [6, 10],
      pattern: [11, 15],
      eyes: [16, 20],
      mouth: [21, 25],
      headpart: [26, 30],
    };
    for (const type of MONSTER_PART_TYPES) {
      const parts = partsOfType(type);
      expect(parts.map((p) => p.legacy_number)).toEqual([1, 2, 3, 4, 5]);
      expect(parts.map((p) => p.id)).toEqual([0, 1, 2, 3, 4].map((i) => (ranges[type]?.[0] ?? NaN) + i));
      for (const p of parts) expect(p.name.length).toBeGreaterThan(0);
    }
  });

  it('default monster is the first option of each type', () => {
    expect(DEFAULT_MONSTER).toEqual({ body: 1, color: 6, pattern: 11, eyes: 16, mouth: 21, headpart: 26 });
    for (const type of MONSTER_PART_TYPES) expect(DEFAULT_MONSTER[type]).toBe(partsOfType(type)[0]?.id);
    expect(isValidMonster(DEFAULT_MONSTER)).toBe(true);
  });

  it('isValidMonster rejects ids of the wrong type or non-integers', () => {
    expect(isValidMonster({ ...DEFAULT_MONSTER, eyes: 1 })).toBe(false);
    expect(isValidMonster({ ...DEFAULT_MONSTER, body: 6 })).toBe(false);
    expect(isValidMonster({ ...DEFAULT_MONSTER, headpart: 31 })).toBe(false);
    expect(isValidMonster({ ...DEFAULT_MONSTER, mouth: 21.5 })).toBe(false);
    expect(isValidMonster({ ...DEFAULT_MONSTER, color: Number.NaN })).toBe(false);
  });
});

describe('monsterSvg', () => {
  it('renders every one of the 15,625 combinations (both poses) as well-formed SVG without undefined/NaN', () => {
    const all = allMonsters();
    expect(all).toHaveLength(15625);
    for (const d of all) {
      for (const pose of ['stand', 'cheer'] as const) {
        const svg = monsterSvg(d, { pose });
        const err = tagBalanceError(svg);
        if (err !== null) throw new Error(`${JSON.stringify(d)} ${pose}: ${err}`);
        if (svg.includes('undefined') || svg.includes('NaN') || svg.includes('Infinity')) {
          throw new Error(`${JSON.stringify(d)} ${pose}: contains undefined/NaN`);
        }
      }
    }
  });

  it('is a standalone 400x440 SVG document', () => {
    const svg = monsterSvg(DEFAULT_MONSTER);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="440" viewBox="0 0 400 440">')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toMatch(/<clipPath id="[^"]+">/);
  });

  it('the tag checker itself catches broken markup', () => {
    expect(tagBalanceError('<svg><g></svg>')).not.toBeNull();
    expect(tagBalanceError('<svg><g/></svg>')).toBeNull();
    expect(tagBalanceError('<svg><g><path/></g></svg><svg/>')).not.toBeNull();
  });

  it('clip path ids are unique across two different monsters', () => {
    const ids = (svg: string): string[] => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '');
    const a = ids(monsterSvg(DEFAULT_MONSTER));
    const b = ids(monsterSvg({ ...DEFAULT_MONSTER, mouth: 22, body: 3 }));
    const c = ids(monsterSvg(DEFAULT_MONSTER, { pose: 'cheer' }));
    expect(a.length).toBeGreaterThan(0);
    for (const list of [a, b, c]) expect(new Set(list).size).toBe(list.length);
    for (const id of a) {
      expect(b).not.toContain(id);
      expect(c).not.toContain(id);
    }
    // Every url(#id) reference points at an id defined in the same document.
    const withMouthClip = monsterSvg({ ...DEFAULT_MONSTER, mouth: 22 });
    const defined = new Set(ids(withMouthClip));
    for (const m of withMouthClip.matchAll(/url\(#([^)]+)\)/g)) expect(defined.has(m[1] ?? '')).toBe(true);
  });

  it('each option of each part type changes the output', () => {
    for (const type of MONSTER_PART_TYPES) {
      const outputs = new Set(partsOfType(type).map((p) => monsterSvg({ ...DEFAULT_MONSTER, [type]: p.id })));
      expect(outputs.size, type).toBe(5);
    }
  });

  it('the cheer pose differs from standing', () => {
    expect(monsterSvg(DEFAULT_MONSTER, { pose: 'cheer' })).not.toBe(monsterSvg(DEFAULT_MONSTER));
    expect(monsterSvg(DEFAULT_MONSTER, { pose: 'stand' })).toBe(monsterSvg(DEFAULT_MONSTER));
  });

  it('closed eyes (a blink) change only the eyes: every eye type closes, the rest of the drawing stays', () => {
    for (const eyes of partsOfType('eyes').map((p) => p.id)) {
      const d = { ...DEFAULT_MONSTER, eyes };
      const open = monsterSvg(d);
      const closed = monsterSvg(d, { eyes: 'closed' });
      expect(closed).not.toBe(open);
      expect(tagBalanceError(closed)).toBeNull();
      // Everything before the eyes (outfits behind, headpart, arms, feet, body, cheeks) is the same.
      const eyesAt = open.indexOf('<circle', open.lastIndexOf('<ellipse'));
      expect(closed.slice(0, eyesAt)).toBe(open.slice(0, eyesAt));
      // No white of the eye is left showing.
      expect(closed.slice(eyesAt)).not.toContain('fill="#ffffff"');
    }
    expect(monsterSvg(DEFAULT_MONSTER, { eyes: 'open' })).toBe(monsterSvg(DEFAULT_MONSTER));
  });

  it('throws for ids outside their type', () => {
    const bad: MonsterDescription[] = [
      { ...DEFAULT_MONSTER, body: 0 },
      { ...DEFAULT_MONSTER, body: 6 },
      { ...DEFAULT_MONSTER, color: 5 },
      { ...DEFAULT_MONSTER, pattern: 16 },
      { ...DEFAULT_MONSTER, eyes: 21 },
      { ...DEFAULT_MONSTER, mouth: 20 },
      { ...DEFAULT_MONSTER, headpart: 31 },
      { ...DEFAULT_MONSTER, headpart: 26.5 },
    ];
    for (const d of bad) {
      expect(() => monsterSvg(d)).toThrow(new Error('Invalid monster part id'));
      expect(() => monsterDataUrl(d)).toThrow('Invalid monster part id');
    }
  });
});

describe('monsterDataUrl', () => {
  it('percent-encodes the SVG into a data URL', () => {
    const url = monsterDataUrl(DEFAULT_MONSTER, { pose: 'cheer' });
    const prefix = 'data:image/svg+xml;charset=utf-8,';
    expect(url.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(url.slice(prefix.length))).toBe(monsterSvg(DEFAULT_MONSTER, { pose: 'cheer' }));
    expect(url).not.toMatch(/[<>"#\s]/);
  });
});

describe('previewSheetHtml', () => {
  it('shows the 30 options plus 10 combinations', () => {
    const html = previewSheetHtml();
    expect(html.match(/<img /g)).toHaveLength(40);
  });
});

describe('outfits on the monster', () => {
  const worn = (svg: string) => [...svg.matchAll(/data-outfit="([^"]+)"/g)].map((m) => m[1]);

  it('draws shown outfits on every body, the cape behind the monster and the rest in front', () => {
    for (const body of [1, 2, 3, 4, 5]) {
      const svg = monsterSvg({ ...DEFAULT_MONSTER, body, outfits: ['hero-cape', 'party-hat', 'star-glasses', 'balloon'] });
      expect(worn(svg)).toEqual(['hero-cape', 'star-glasses', 'party-hat', 'balloon']);
      expect(svg.indexOf('data-outfit="hero-cape"')).toBeLessThan(svg.indexOf('clip-path="url(#mbc-'));
      expect(svg.indexOf('data-outfit="party-hat"')).toBeGreaterThan(svg.indexOf('clip-path="url(#mbc-'));
    }
  });

  it('ignores unknown keys, keeps one outfit per position, and leaves the plain monster unchanged', () => {
    expect(worn(monsterSvg({ ...DEFAULT_MONSTER, outfits: ['no-such-hat', 'party-hat', 'wizard-hat'] }))).toEqual(['wizard-hat']);
    expect(monsterSvg({ ...DEFAULT_MONSTER, outfits: [] })).toBe(monsterSvg(DEFAULT_MONSTER));
  });

  it('takes a top headpart (crown) off under a hat but keeps side headparts (horns)', () => {
    const crowned = { ...DEFAULT_MONSTER, headpart: 30 };
    expect(monsterSvg({ ...crowned, outfits: ['party-hat'] })).not.toContain('#ff5c8a');
    expect(monsterSvg(crowned)).toContain('#ff5c8a');
    expect(monsterSvg({ ...DEFAULT_MONSTER, outfits: ['party-hat'] })).toContain('#fff1d6');
  });
});
