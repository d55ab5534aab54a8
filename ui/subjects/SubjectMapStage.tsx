/**
 * The shared subject map on screen (issue 15 contract 5a): the Phaser game showing
 * game/scenes/SubjectMapScene.ts for `map`, the keyboard's node buttons, and whatever the screen
 * puts over it (`children`: its top bar `.hud`, a bottom bar `.map-bar`; the scene keeps the
 * monster clear of them, ui/math/use-game-covers.ts). The stage owns its bridge and plays the
 * scene's sounds.
 *
 * Usage (reading): `<SubjectMapStage map={readingMap} nodeStates={{ 'level-1': 'done', 'level-2': 'selected' }}
 * monsterAt="level-1" walkTo="level-2" monster={student.monster} onSelect={pick} onArrived={(key) => setAt(key)} />`.
 * Changing the props updates the running scene (node looks, a walk) without restarting it.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { GameBridge } from '../../game';
import type { SubjectMap, SubjectNodeState } from '../../core/content/subject-map-schema';
import type { MonsterDescription } from '../../core/monster/monster-parts';
import { PhaserGame } from '../math/PhaserGame';
import { useGameCovers } from '../math/use-game-covers';
import { playEffect } from '../sound/sound';
import { SubjectMapKeys } from './SubjectMapKeys';
import { showCommand } from './subject-map-stage';

export interface SubjectMapStageProps {
  map: SubjectMap;
  /** Each node's look by key (a node not listed is locked). */
  nodeStates: Record<string, SubjectNodeState>;
  /** The node the monster stands on. */
  monsterAt: string;
  /** Another node: the monster walks there along the path, then `onArrived(walkTo)`. */
  walkTo?: string | undefined;
  /** The student's monster, as the math map draws it. */
  monster: MonsterDescription;
  /** The child tapped a node (or the monster on it), or pressed Enter on its button; locked nodes too. */
  onSelect: (key: string) => void;
  onArrived?: ((key: string) => void) | undefined;
  /** Overlays inside the stage (top bar, bottom bar, modals). */
  children?: ReactNode;
}

export function SubjectMapStage({ map, nodeStates, monsterAt, walkTo, monster, onSelect, onArrived, children }: SubjectMapStageProps) {
  const [bridge] = useState(() => new GameBridge());
  const stage = useRef<HTMLDivElement>(null);
  useGameCovers(stage, bridge);
  // The latest callbacks, so the bridge subscriptions live as long as the stage.
  const handlers = useRef({ onSelect, onArrived });
  useLayoutEffect(() => {
    handlers.current = { onSelect, onArrived };
  });

  useEffect(() => {
    bridge.emit('subject-map:show', showCommand({ map, nodeStates, monsterAt, walkTo, monster }));
  }, [bridge, map, nodeStates, monsterAt, walkTo, monster]);
  useEffect(() => {
    const offs = [
      bridge.on('subject-map:node-selected', ({ key }) => handlers.current.onSelect(key)),
      bridge.on('subject-map:arrived', ({ key }) => handlers.current.onArrived?.(key)),
      bridge.on('game:sound', ({ effect }) => playEffect(effect)),
    ];
    return () => offs.forEach((off) => off());
  }, [bridge]);

  return (
    <div className="game-stage subject-map-stage" ref={stage} style={{ background: map.palette.sky }} data-testid="subject-map-stage">
      <PhaserGame bridge={bridge} />
      <SubjectMapKeys map={map} nodeStates={nodeStates} monsterAt={monsterAt} bridge={bridge} onSelect={(key) => handlers.current.onSelect(key)} />
      {children}
    </div>
  );
}
