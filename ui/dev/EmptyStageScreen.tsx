import { useMemo } from 'react';
import { GameBridge } from '../../game';
import { PhaserGame } from '../math/PhaserGame';
import { DevBar } from './DevChrome';

/**
 * `/dev/empty`: the game exactly as the map and level previews create it (same page layout, stage
 * and canvas size, same renderer config), but no map or level is ever shown: an empty Phaser
 * scene. It is the frame-rate baseline of `npm run bench:fps` (bench/fps.ts).
 */
export default function EmptyStageScreen() {
  const bridge = useMemo(() => new GameBridge(), []);
  return (
    <div className="dev-page">
      <DevBar back={{ to: '/dev/levels', label: 'All levels' }} title="Empty stage" />
      <main className="dev-workbench">
        <div className="dev-main">
          <div className="dev-stage" data-testid="empty-stage">
            <PhaserGame bridge={bridge} />
          </div>
        </div>
        <aside className="dev-side" />
      </main>
    </div>
  );
}
