/**
 * The subject map's nodes for the keyboard (as the math map's, ui/math/MapKeys.tsx): one button
 * per node, one tab stop (a roving tabindex), arrow keys, Home and End to move, Enter or Space to
 * choose the node as a tap does. The buttons are visually hidden until one has the focus; then it
 * shows as a label under the top bar, and the scene rings its node (`subject-map:focus`).
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { GameBridge } from '../../game';
import { nodeButtonLabel, nodeKeyAction, nodesInOrder } from '../../core/content/subject-map-rules';
import type { SubjectMap, SubjectNodeState } from '../../core/content/subject-map-schema';
import { tabStop } from './subject-map-stage';

export function SubjectMapKeys({ map, nodeStates, monsterAt, bridge, onSelect }: { map: SubjectMap; nodeStates: Record<string, SubjectNodeState>; monsterAt: string; bridge: GameBridge; onSelect: (key: string) => void }) {
  const nodes = useMemo(() => nodesInOrder(map), [map]);
  const [last, setLast] = useState<string | null>(null);
  const stop = tabStop(map, nodeStates, monsterAt, last);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focused = useRef<string | null>(null);

  // A relaunched scene (another map, an edited one) rings the node again if a button still has the focus.
  useEffect(
    () =>
      bridge.on('scene:ready', ({ scene }) => {
        if (scene === 'SubjectMapScene' && focused.current !== null) bridge.emit('subject-map:focus', { key: focused.current });
      }),
    [bridge],
  );

  const onKeyDown = (e: KeyboardEvent, key: string) => {
    // Enter and Space click the button; the arrows, Home and End move.
    if (e.key === 'Enter' || e.key === ' ') return;
    const action = nodeKeyAction(nodes.map((n) => n.key), key, e.key);
    if (action?.type !== 'focus') return;
    e.preventDefault();
    buttons.current.get(action.key)?.focus();
  };

  return (
    <div className="map-keys" role="group" aria-label={`${map.title}: arrow keys to choose, Enter to open`} data-testid="subject-map-keys">
      {nodes.map((n) => {
        const state = nodeStates[n.key] ?? 'locked';
        return (
          <button
            key={n.key}
            type="button"
            className="map-key"
            ref={(el) => void (el ? buttons.current.set(n.key, el) : buttons.current.delete(n.key))}
            tabIndex={n.key === stop ? 0 : -1}
            aria-current={state === 'selected' ? 'step' : undefined}
            onFocus={() => {
              focused.current = n.key;
              setLast(n.key);
              bridge.emit('subject-map:focus', { key: n.key });
            }}
            onBlur={() => {
              focused.current = null;
              bridge.emit('subject-map:focus', { key: null });
            }}
            onKeyDown={(e) => onKeyDown(e, n.key)}
            onClick={() => onSelect(n.key)}
            data-testid={`subject-map-key-${n.key}`}
          >
            {nodeButtonLabel(n, state)}
          </button>
        );
      })}
    </div>
  );
}
