import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { GameBridge } from '../../game';
import { afterNextPaint } from '../lib/after-paint';
import { api } from '../lib/api';
import { useSession } from '../lib/use-session';
import { playEffect, preloadSounds, soundPlayer, stopAllSounds } from '../sound/sound';
import { mathLevelState } from './math-game.state';
import { provideMathGame } from './math-game.services';
import { LiveRegion, useAnnouncements } from './LiveAnnouncer';
import { MathGameView } from './MathGameView';
import { PhaserGame } from './PhaserGame';
import { GameHud } from './views/GameHud';
import { useGameCovers } from './use-game-covers';

/**
 * The math game route: the Phaser canvas (map or level scene) with React overlays for the
 * question, feedback, the start card of level 1 and the level-complete modal. The flow is the
 * statechart of math-game.machine.ts (spec part 1 sections 2 and 4); this screen provides its
 * API calls, bridge, sound and navigation, forwards the game's taps, and renders its state.
 */
export default function MathScreen() {
  const { studentId } = useSession();
  if (!studentId) return <Navigate to="/select-student" replace />;
  return <MathGame studentId={studentId} />;
}

function MathGame({ studentId }: { studentId: number }) {
  const navigate = useNavigate();
  const [bridge] = useState(() => new GameBridge());
  const [machine] = useState(() => provideMathGame({ api, bridge, sound: soundPlayer(), leave: () => void navigate('/select-student'), afterPaint: afterNextPaint }));
  const [snapshot, send] = useMachine(machine, { input: { studentId } });
  const { message, say } = useAnnouncements(snapshot);
  // The scenes frame the map and the level clear of the bars and the question card.
  const stage = useRef<HTMLDivElement>(null);
  useGameCovers(stage, bridge);

  // The map scene's tap on the current level's node opens it, like the Play button.
  useEffect(() => bridge.on('map:level-selected', ({ level }) => send({ type: 'LEVEL_SELECTED', level })), [bridge, send]);
  // The scenes' own sounds (a tap on the monster or a node, the confetti); the player mutes them with the rest.
  useEffect(() => bridge.on('game:sound', ({ effect }) => playEffect(effect)), [bridge]);
  // Sounds live as long as the game screen.
  useEffect(() => {
    preloadSounds();
    return () => stopAllSounds();
  }, []);

  return (
    <div className="game-screen" style={{ background: snapshot.context.map?.map.palette.sky ?? '#0f5fa3' }} data-level-state={mathLevelState(snapshot)}>
      <div className="game-stage" ref={stage}>
        <PhaserGame bridge={bridge} />
        <GameHud snapshot={snapshot} send={send} />
        <MathGameView snapshot={snapshot} send={send} bridge={bridge} say={say} />
      </div>
      <LiveRegion message={message} />
    </div>
  );
}
