import { describe, expect, it } from 'vitest';
import type { MathMap } from '../../worker/math/math.contracts';
import { keyNodes, mapKeyAction, nodeLabel, type KeyNode } from './map-keys';

const map = {
  map: { nodes: [{ level: 3, x: 300, y: 400 }, { level: 1, x: 100, y: 500 }, { level: 2, x: 200, y: 450 }, { level: 4, x: 400, y: 380 }] },
  levels: [{ level: 1, title: 'Intro' }, { level: 2, title: 'Shells' }, { level: 3, title: 'Counting Fish' }, { level: 4, title: 'Tides' }],
  completed_levels: [1, 2],
  map_game: { current_level: 3 },
} as unknown as MathMap;

describe('keyboard play of the map (issue 21 part 6)', () => {
  const nodes = keyNodes(map);

  it('lists the nodes in level order with their titles and states', () => {
    expect(nodes).toEqual<KeyNode[]>([
      { level: 1, title: 'Intro', state: 'completed' },
      { level: 2, title: 'Shells', state: 'completed' },
      { level: 3, title: 'Counting Fish', state: 'current' },
      { level: 4, title: 'Tides', state: 'locked' },
    ]);
  });

  it('moves the focus with the arrow keys, Home and End, stopping at the ends', () => {
    expect(mapKeyAction(nodes, 3, 'ArrowRight')).toEqual({ type: 'focus', level: 4 });
    expect(mapKeyAction(nodes, 3, 'ArrowDown')).toEqual({ type: 'focus', level: 4 });
    expect(mapKeyAction(nodes, 3, 'ArrowLeft')).toEqual({ type: 'focus', level: 2 });
    expect(mapKeyAction(nodes, 3, 'ArrowUp')).toEqual({ type: 'focus', level: 2 });
    expect(mapKeyAction(nodes, 4, 'ArrowRight')).toEqual({ type: 'focus', level: 4 });
    expect(mapKeyAction(nodes, 1, 'ArrowLeft')).toEqual({ type: 'focus', level: 1 });
    expect(mapKeyAction(nodes, 3, 'Home')).toEqual({ type: 'focus', level: 1 });
    expect(mapKeyAction(nodes, 1, 'End')).toEqual({ type: 'focus', level: 4 });
  });

  it('opens the current level with Enter or Space, and says why another level does not open', () => {
    expect(mapKeyAction(nodes, 3, 'Enter')).toEqual({ type: 'open', level: 3 });
    expect(mapKeyAction(nodes, 3, ' ')).toEqual({ type: 'open', level: 3 });
    expect(mapKeyAction(nodes, 1, 'Enter')).toEqual({ type: 'say', text: 'Level 1 is done! Your level is level 3.' });
    expect(mapKeyAction(nodes, 4, ' ')).toEqual({ type: 'say', text: 'Level 4 is locked. Your level is level 3.' });
  });

  it('leaves other keys (Tab, letters) and an unknown focus alone', () => {
    expect(mapKeyAction(nodes, 3, 'Tab')).toBeNull();
    expect(mapKeyAction(nodes, 3, 'a')).toBeNull();
    expect(mapKeyAction(nodes, 9, 'ArrowRight')).toBeNull();
    expect(mapKeyAction([], 3, 'Enter')).toBeNull();
  });

  it('names each button with its level, title and what Enter does', () => {
    expect(nodeLabel(nodes[2]!)).toBe('Level 3: Counting Fish. Your level: press Enter to play.');
    expect(nodeLabel(nodes[2]!, true)).toBe('Level 3: Counting Fish. Your level, resting for now.');
    expect(nodeLabel(nodes[0]!)).toBe('Level 1: Intro. Done!');
    expect(nodeLabel({ level: 4, title: '', state: 'locked' })).toBe('Level 4. Locked.');
  });
});
