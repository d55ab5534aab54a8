import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { levelJsonText } from './level-json';

const dir = mkdtempSync(join(tmpdir(), 'level-json-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('levelJsonText', () => {
  const generated = { level: 17, assets: { background: '/assets/b.svg', audio: [], video: { vimeoId: null, src: null, cues: { '0': { currentTime: 8, cuePoint: 8.25 } } } } };

  it("keeps the media script's video (source, file and real cue times) over the generator's placeholder", () => {
    const path = join(dir, 'level-17.json');
    const rendered = { source: 'own', id: 'desert-17', vimeoId: null, src: '/assets/video/desert-17.webm', cues: { '0': { currentTime: 9.5, cuePoint: 9.75 } } };
    writeFileSync(path, JSON.stringify({ level: 17, assets: { background: '/assets/old.svg', audio: [], video: rendered } }));
    const out = JSON.parse(levelJsonText(path, generated));
    expect(out.assets.video).toEqual(rendered);
    expect(out.assets.background).toBe('/assets/b.svg');
  });

  it('writes the generated level as it is when there is no file yet, with a final newline', () => {
    const text = levelJsonText(join(dir, 'missing.json'), generated);
    expect(JSON.parse(text)).toEqual(generated);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('refuses to overwrite a file that is not JSON', () => {
    const path = join(dir, 'broken.json');
    writeFileSync(path, '{ not json');
    expect(() => levelJsonText(path, generated)).toThrow(SyntaxError);
  });
});
