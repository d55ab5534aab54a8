/**
 * Renders one Superskills state (superskills.machine.ts) over Skill Park, the episode map (the
 * shared SubjectMapStage, assets/subject-maps/superskills.json: a stone per episode, the monster
 * stepping along the path): the play-episode card, the film (shared LessonPlayer), its question
 * (shared QuizModal, asked again after a wrong answer), the grown-up's talk card, the locked modal
 * and the all-episodes-done card.
 */
import { useMemo } from 'react';
import mapJson from '../../../assets/subject-maps/superskills.json';
import { subjectMapSchema, type SubjectNodeState } from '../../../core/content/subject-map-schema';
import type { MonsterDescription } from '../../../core/monster/monster-parts';
import { MonsterAvatar } from '../../monster/MonsterAvatar';
import { LessonPlayer } from '../../subjects/LessonPlayer';
import { QuizModal } from '../../subjects/QuizModal';
import { SubjectMapStage } from '../../subjects/SubjectMapStage';
import type { SnapshotFrom } from 'xstate';
import type { SuperskillsEvent, superskillsMachine } from '../superskills.machine';
import { episodeComplete } from '../superskills-rules';
import type { EpisodeAnswerReply, SuperskillsEpisode } from '../superskills-types';

/** Skill Park: one node per episode (`level-N`), checked once. */
export const SUPERSKILLS_MAP = subjectMapSchema.parse(mapJson);

const PRAISE = ['Yes! That is the superskill!', 'You got it!', 'Right! Super thinking!'];

type Snapshot = SnapshotFrom<typeof superskillsMachine>;
type Send = (e: SuperskillsEvent) => void;

/** The machine's state as a dotted name ('PlayingEpisode.question'). */
export function superskillsState(value: unknown): string {
  if (typeof value === 'string') return value;
  const [top, inner] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${top}.${superskillsState(inner)}`;
}

/** Each episode stone's look: done, the offered one selected, the rest open or locked. */
export function stoneStates(episodes: readonly SuperskillsEpisode[], level: number, unlocked: number, max: number): Record<string, SubjectNodeState> {
  const out: Record<string, SubjectNodeState> = {};
  for (let n = 1; n <= max; n++) {
    const e = episodes.find((x) => x.episode_number === n);
    out[`level-${n}`] = n === level ? 'selected' : e && episodeComplete(e) ? 'done' : n <= unlocked ? 'unselected' : 'locked';
  }
  return out;
}

export function SuperskillsView({ snapshot, send, monster, judge }: { snapshot: Snapshot; send: Send; monster: MonsterDescription; judge: (episode: number, q: number, a: number) => Promise<EpisodeAnswerReply> }) {
  const c = snapshot.context;
  const state = superskillsState(snapshot.value);
  const episode = c.episodes.find((e) => e.episode_number === c.level) ?? null;
  const max = Math.min(c.maxLevel, SUPERSKILLS_MAP.nodes.length);
  const nodes = useMemo(() => stoneStates(c.episodes, c.level, c.unlockedLevel, max), [c.episodes, c.level, c.unlockedLevel, max]);
  const playing = state.startsWith('PlayingEpisode');

  return (
    <>
      <SubjectMapStage
        map={SUPERSKILLS_MAP}
        nodeStates={nodes}
        // Each step of the machine is a walk from the last level (one level per 200 ms while catching up).
        monsterAt={`level-${c.walkFrom}`}
        walkTo={`level-${c.monsterLevel}`}
        monster={monster}
        onSelect={(key) => {
          const n = Number(/^level-(\d+)$/.exec(key)?.[1] ?? NaN);
          if (Number.isInteger(n)) send({ type: 'SELECT_LEVEL', level: n });
        }}
      >
        {!playing && (
          <div className="hud superskills-hud">
            <h1 className="superskills-title">Skill Park</h1>
            <p className="superskills-count card" data-testid="superskills-count">
              Episode {c.level} of {max}
            </p>
          </div>
        )}
        {/* Inside the stage as a cover (.map-bar): the scene keeps the monster and its stone clear of it. */}
        {state === 'ShowPlayEpisodeModal' && episode && (
          <aside className="card map-bar superskills-card stack" aria-labelledby="superskills-episode-title" data-testid="superskills-play-modal" data-episode={episode.episode_number}>
            <p className="superskills-kicker">Episode {episode.episode_number}</p>
            <h2 id="superskills-episode-title">{episode.title}</h2>
            <p className="superskills-lead">{episode.big_idea}</p>
            <button className="btn btn-green superskills-big" autoFocus onClick={() => send({ type: 'PLAY' })} data-testid="superskills-play">
              {episode.locked ? '🔒 Ask a grown-up' : episodeComplete(episode) ? 'Watch again' : 'Play'}
            </button>
            <p className="superskills-hint">Or tap another stone you have reached.</p>
          </aside>
        )}
      </SubjectMapStage>
      {state === 'loading' && (
        <div className="modal-backdrop superskills-backdrop">
          <div className="card modal stack" role="status" data-testid="superskills-busy">
            <MonsterAvatar monster={monster} className="superskills-monster" alt="" />
            <p className="superskills-lead">Opening Skill Park…</p>
          </div>
        </div>
      )}
      {state.startsWith('PlayingEpisode.film') && episode && (
        <LessonPlayer key={episode.episode_number} video={episode.video} onEnded={() => send({ type: 'FILM_ENDED' })} onError={() => send({ type: 'FILM_FAILED' })} exitLabel="Go on" />
      )}
      {/* Leaving is for the film; after it the question and the talk card lead to the completion. */}
      {state === 'PlayingEpisode.film' && (
        <button className="btn btn-ghost btn-small superskills-close" onClick={() => send({ type: 'CLOSE' })} data-testid="superskills-close">
          ← Map
        </button>
      )}
      {state === 'PlayingEpisode.question' && episode && (
        <div className="modal-backdrop superskills-backdrop">
          <QuizModal
            title={episode.title}
            questions={[{ id: episode.question.id, prompt: episode.question.text, page_number: 0, answers: episode.question.answers }]}
            judge={(q, a) => judge(episode.episode_number, q, a)}
            onOutcome={() => send({ type: 'ANSWERED' })}
            retryWrong
            summary={false}
            praise={PRAISE}
          />
        </div>
      )}
      {state === 'PlayingEpisode.talk' && episode && (
        <div className="modal-backdrop superskills-backdrop">
          <div className="card modal stack superskills-talk" role="dialog" aria-modal="true" aria-labelledby="superskills-talk-title" data-testid="superskills-talk">
            <h2 id="superskills-talk-title">Talk about it together</h2>
            <p className="superskills-lead">{episode.parent_prompt.ask}</p>
            <p className="superskills-tip">
              <strong>Tip for the grown-up:</strong> {episode.parent_prompt.tip}
            </p>
            <button className="btn btn-green superskills-big" autoFocus onClick={() => send({ type: 'DONE' })} data-testid="superskills-talk-done">
              Done!
            </button>
          </div>
        </div>
      )}
      {state === 'Locked' && (
        <div className="modal-backdrop superskills-backdrop">
          <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="superskills-locked-title" data-testid="superskills-locked">
            <MonsterAvatar monster={monster} className="superskills-monster" alt="" />
            <h2 id="superskills-locked-title">This episode is for members</h2>
            <p>Ask a grown-up to open every Superskills episode for you. Episode 1 is yours to watch right now!</p>
            <button className="btn btn-primary" autoFocus onClick={() => send({ type: 'CLOSE' })} data-testid="superskills-locked-ok">
              OK
            </button>
          </div>
        </div>
      )}
      {state === 'ShowAllEpisodesDone' && (
        <aside className="card superskills-card stack" data-testid="superskills-all-done">
          <div className="superskills-star" aria-hidden="true" />
          <h2>You watched every episode!</h2>
          <p className="superskills-lead">You are a Superskills star. Tap any stone to watch a favourite again.</p>
        </aside>
      )}
    </>
  );
}
