/**
 * The map's levels for the keyboard (issue 21 part 6): one button per level node, one tab stop
 * (roving tabindex), arrow keys, Home and End to move (ui/math/map-keys.ts), Enter or Space to
 * play the current level, as a tap on its node does. The buttons are visually hidden until one has
 * the focus; then it shows as a label under the top bar, and the map scene rings its node
 * (`map:focus`, game/scenes/map-focus.ts).
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { GameBridge } from '../../game';
import type { MathMap } from '../../worker/math/math.contracts';
import { keyNodes, mapKeyAction, nodeLabel } from './map-keys';
import type { Send } from './views/view-model';

export function MapKeys({ map, bridge, busy, send, say }: { map: MathMap; bridge: GameBridge; busy: boolean; send: Send; say: (text: string) => void }) {
  const nodes = useMemo(() => keyNodes(map), [map]);
  const current = map.map_game.current_level;
  // The tab stop: the level last focused, until the current level changes (then the new current one).
  const [chosen, setChosen] = useState({ level: current, current });
  const focus = chosen.current === current ? chosen.level : current;
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const focused = useRef<number | null>(null);

  // A relaunched map scene (after a walk) draws the ring again if a level button still has the focus.
  useEffect(
    () =>
      bridge.on('scene:ready', ({ scene }) => {
        if (scene === 'MapScene' && focused.current !== null) bridge.emit('map:focus', { level: focused.current });
      }),
    [bridge],
  );
  useEffect(() => () => bridge.emit('map:focus', { level: null }), [bridge]);

  const act = (level: number, key: string) => {
    const action = mapKeyAction(nodes, level, key);
    if (!action) return false;
    if (action.type === 'focus') buttons.current.get(action.level)?.focus();
    else if (action.type === 'open') {
      if (!busy) send({ type: 'LEVEL_SELECTED', level: action.level });
    } else say(action.text);
    return true;
  };
  const onKeyDown = (e: KeyboardEvent, level: number) => {
    // Enter and Space click the button (below); the arrows, Home and End move.
    if (e.key === 'Enter' || e.key === ' ') return;
    if (act(level, e.key)) e.preventDefault();
  };

  return (
    <div className="map-keys" role="group" aria-label="Map levels: arrow keys to choose, Enter to play" data-testid="map-keys">
      {nodes.map((n) => (
        <button
          key={n.level}
          type="button"
          className="map-key"
          ref={(el) => void (el ? buttons.current.set(n.level, el) : buttons.current.delete(n.level))}
          tabIndex={n.level === focus ? 0 : -1}
          aria-current={n.state === 'current' ? 'step' : undefined}
          onFocus={() => {
            focused.current = n.level;
            setChosen({ level: n.level, current });
            bridge.emit('map:focus', { level: n.level });
          }}
          onBlur={() => {
            focused.current = null;
            bridge.emit('map:focus', { level: null });
          }}
          onKeyDown={(e) => onKeyDown(e, n.level)}
          onClick={() => act(n.level, 'Enter')}
          data-testid={`map-key-${n.level}`}
        >
          {nodeLabel(n, map.locked !== null)}
        </button>
      ))}
    </div>
  );
}
