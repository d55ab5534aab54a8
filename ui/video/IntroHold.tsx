/**
 * The screens of the intro's held scenes (one per static state's scene): the big green button
 * (IntroGoButton, placed by IntroLevel), the monster maker, the pretest welcome, the pets gallery,
 * the store and the "why" card. Each calls `onAdvance` when the child is done; the intro machine
 * moves on.
 */
import type { IntroScene } from '../../core/video/intro-chain';
import type { MonsterDescription } from '../../core/monster/monster-parts';
import { MonsterAvatar } from '../monster/MonsterAvatar';
import { MonsterMakerModal } from '../monster/MonsterMakerModal';
import { PetsHub } from '../pets/PetsHub';
import { IncentivesPanel } from '../store/IncentivesPanel';

export interface IntroHoldProps {
  scene: IntroScene;
  studentId: number;
  monster: MonsterDescription;
  gems: number;
  onGems: (gems: number) => void;
  onMonsterSaved: () => void;
  onAdvance: () => void;
}

/**
 * The big green button of the prompt and start-level holds (the narration's "big green button").
 * IntroLevel places it where the captions are not: in the video's top half while the video fills
 * the screen (prompt), above the corner video while the map shows (start level).
 */
export function IntroGoButton({ scene, onAdvance }: { scene: 'prompt' | 'startLevel'; onAdvance: () => void }) {
  return (
    <button className="btn btn-green intro-big-go" onClick={onAdvance} autoFocus data-testid="intro-continue">
      {scene === 'prompt' ? 'Tap to go on' : 'Play!'}
    </button>
  );
}

/** Whether a held scene's screen is the big green button (placed by IntroLevel, not by IntroHold). */
export const isGoScene = (scene: IntroScene): scene is 'prompt' | 'startLevel' => scene === 'prompt' || scene === 'startLevel';

/** The screen of a held scene other than the green button's (null for scenes without one). */
export function IntroHold({ scene, studentId, monster, gems, onGems, onMonsterSaved, onAdvance }: IntroHoldProps) {
  switch (scene) {
    case 'monsterMaker':
      return (
        <MonsterMakerModal
          studentId={studentId}
          onCancel={onAdvance}
          onSaved={() => {
            onMonsterSaved();
            onAdvance();
          }}
        />
      );
    case 'pretest':
      return (
        <div className="modal-backdrop">
          <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="intro-pretest-title" data-testid="intro-pretest">
            <MonsterAvatar monster={monster} className="monster" alt="" />
            <h2 id="intro-pretest-title">Let's see what you know!</h2>
            <p>On your next level, a few warm-up questions help your monster pick the right adventures for you. Just try your best.</p>
            <button className="btn btn-primary" autoFocus onClick={onAdvance} data-testid="intro-continue">
              Sounds good!
            </button>
          </div>
        </div>
      );
    // The pet scene shows the pets gallery (the first egg comes at level 3); closing it moves the intro on.
    case 'petCustomizer':
      return <PetsHub studentId={studentId} entry="all" onGems={onGems} onClose={onAdvance} />;
    case 'store':
      return <IncentivesPanel studentId={studentId} monster={monster} gems={gems} onGems={onGems} onClose={onAdvance} />;
    // Superskills (issue 17): Skill Park, where the episodes wait; the child watches them from /superskills.
    case 'showSuperskill':
      return (
        <div className="modal-backdrop">
          <div className="card modal stack intro-card" role="dialog" aria-modal="true" aria-labelledby="intro-superskills-title" data-testid="intro-superskills">
            <img className="intro-superskills-park" src="/assets/art/superskills/background.svg" alt="Skill Park: a park with a path of numbered star stones" width="480" height="270" />
            <h2 id="intro-superskills-title">Superskills live in Skill Park!</h2>
            <p>Short films about big ideas, like trying again and being kind. Find them under Super Skills, one star stone at a time.</p>
            <button className="btn btn-primary" autoFocus onClick={onAdvance} data-testid="intro-continue">
              Cool!
            </button>
          </div>
        </div>
      );
    case 'why':
      return (
        <div className="modal-backdrop">
          <div className="card modal stack intro-card" role="dialog" aria-modal="true" aria-labelledby="intro-why-title" data-testid="intro-why">
            <h2 id="intro-why-title">Why a little every day?</h2>
            <p>Short practice every day helps you remember more. After you play, the next level rests until tomorrow.</p>
            <button className="btn btn-primary" autoFocus onClick={onAdvance} data-testid="intro-continue">
              Got it!
            </button>
          </div>
        </div>
      );
    default:
      return null;
  }
}
