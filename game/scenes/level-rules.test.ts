import { describe, expect, it } from 'vitest';
import { spriteImageUrl } from './level-rules';

describe('spriteImageUrl', () => {
  const image = { '1': '/assets/a1.svg', '2': '/assets/a2.svg', '3': '/assets/a3.svg', '4': '/assets/a4.svg', '5': '/assets/a5.svg' };

  it("uses the image of the monster number when the sprite has an image map", () => {
    expect(spriteImageUrl({ image_url: '/assets/a.svg', image }, 3)).toBe('/assets/a3.svg');
  });

  it('falls back to image_url without a map or without a monster number', () => {
    expect(spriteImageUrl({ image_url: '/assets/a.svg' }, 3)).toBe('/assets/a.svg');
    expect(spriteImageUrl({ image_url: '/assets/a.svg', image })).toBe('/assets/a.svg');
  });
});
