import { useLayoutEffect, useRef } from 'react';
import { createGame, type GameBridge } from '../../game';

/**
 * Mounts the Phaser game inside a div (pattern of phaserjs/template-react-ts): created in a
 * layout effect, destroyed with `destroy(true)` on unmount, so StrictMode leaves one canvas.
 */
export function PhaserGame({ bridge }: { bridge: GameBridge }) {
  const parent = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const game = createGame(parent.current!, bridge);
    return () => game.destroy(true);
  }, [bridge]);
  return <div ref={parent} className="game-canvas" data-testid="game-canvas" />;
}
