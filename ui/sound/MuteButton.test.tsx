import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MuteButton } from './MuteButton';
import { createSoundPlayer } from './sound';

describe('MuteButton', () => {
  it('labels what a tap does and draws an inline SVG icon', () => {
    const player = createSoundPlayer({ storage: null, createHowl: () => ({ play: () => 0, stop: () => null, unload: () => null }) });
    const on = renderToStaticMarkup(<MuteButton player={player} />);
    expect(on).toContain('aria-label="Mute sounds"');
    expect(on).toContain('class="btn btn-ghost btn-small sound-toggle"');
    expect(on).toContain('<svg');
    expect(on).toMatch(/min-width:44px/);
    player.setMuted(true);
    expect(renderToStaticMarkup(<MuteButton player={player} />)).toContain('aria-label="Turn sounds on"');
  });
});
