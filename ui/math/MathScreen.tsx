import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { GameBridge } from '../../game';
import type { LevelContent } from '../../core/content/level-schema';
import { DEFAULT_MONSTER, monsterNumberOf } from '../../core/monster/monster-parts';
import type { LessonDetail } from '../../worker/math/lessons.contracts';
import type { AnswerResponse, LevelLockInfo, MathMap, PublicQuestion } from '../../worker/math/math.contracts';
import { api, ApiError } from '../lib/api';
import { useSession } from '../lib/use-session';
import { MonsterAvatar } from '../monster/MonsterAvatar';
import { MonsterMakerModal } from '../monster/MonsterMakerModal';
import { MyMonsterButton } from '../monster/MyMonsterButton';
import { Egg } from '../pets/Egg';
import { MyPetsButton, PetsHub, type PetsEntry } from '../pets/PetsHub';
import { IncentivesButton } from '../store/IncentivesButton';
import { IncentivesPanel } from '../store/IncentivesPanel';
import { complimentFor, COMPLIMENT_MS, DONT_KNOW_MESSAGE, INCORRECT_MESSAGE, INCORRECT_MS } from '../../core/compliments';
import { LearnOverlay } from './LearnOverlay';
import { levelPlayState } from './level-state';
import { LockedModal } from './LockedModal';
import { PhaserGame } from './PhaserGame';
import { MuteButton } from '../sound/MuteButton';
import { playCompliment, playEffect, playNarration, preloadSounds, setMusicEnabled, startMusic, stopAllSounds, stopNarration } from '../sound/sound';
import { lessonTitle, QuestionOverlay, type SubmittedAnswer } from './QuestionOverlay';
import { ExitTopicModal, PracticeButton, TopicPicker, type Topic } from './TopicPicker';

/** The video engine loads only when a video level or the intro opens (keeps the map light). */
const VideoLevel = lazy(() => import('../video/VideoLevel'));
const IntroLevel = lazy(() => import('../video/IntroLevel'));

type Phase =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'map' }
  | { kind: 'locked'; lock: LevelLockInfo }
  | { kind: 'pretest-start'; level: LevelContent; question: PublicQuestion }
  | { kind: 'pretest-end'; level: LevelContent; result: AnswerResponse }
  | { kind: 'learn'; level: LevelContent; question: PublicQuestion; lesson: LessonDetail | null }
  | { kind: 'confirm-exit'; back: Phase }
  | { kind: 'start-level'; level: LevelContent }
  | { kind: 'answering'; level: LevelContent; question: PublicQuestion; notice: string | null }
  | { kind: 'answered'; level: LevelContent; result: AnswerResponse; compliment: string; explain: boolean }
  | { kind: 'intro'; level: LevelContent; pretestCompleted: boolean }
  | { kind: 'video'; level: LevelContent }
  | { kind: 'complete'; level: LevelContent; completed: NonNullable<AnswerResponse['level_completed']> };

function Gem() {
  return (
    <svg className="gem" viewBox="0 0 32 32" aria-hidden="true">
      <path d="M8 4h16l6 8-14 17L2 12z" fill="#4fd1ff" stroke="#1d2b4f" strokeWidth="3" strokeLinejoin="round" />
      <path d="M2 12h28M11 4l5 25M21 4l-5 25" stroke="#1d2b4f" strokeWidth="1.5" opacity="0.5" />
    </svg>
  );
}

/**
 * The math game route: the Phaser canvas (map or level scene) with React overlays for the
 * question, feedback, the start card of level 1 and the level-complete modal.
 * Spec part 1 sections 2 and 4 (game states map / level; level states answering → answered →
 * explanation → completed).
 */
export default function MathScreen() {
  const { studentId } = useSession();
  const navigate = useNavigate();
  const bridge = useMemo(() => new GameBridge(), []);
  const [mapData, setMapData] = useState<MathMap | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const answersGiven = useRef(0);
  // Monster maker (spec part 1 section 4): opened from the map's HUD; a save redraws the map's monster.
  const [monsterMakerOpen, setMonsterMakerOpen] = useState(false);
  // Incentives panel (store, house, outfit room): opened from the map's HUD; closing redraws the monster in its outfits.
  const [incentivesOpen, setIncentivesOpen] = useState(false);
  const monster = useMemo(() => ({ ...(mapData?.student_monster ?? DEFAULT_MONSTER), outfits: mapData?.monster_outfits ?? [] }), [mapData?.student_monster, mapData?.monster_outfits]);
  // Pick-skill practice: the chosen topic while the game is in pickskill mode, the picker, and
  // the exit-topic modal (holding the level the child is in).
  const [topic, setTopic] = useState<Topic | null>(null);
  const [topicPickerOpen, setTopicPickerOpen] = useState(false);
  const [exitTopicLevel, setExitTopicLevel] = useState<LevelContent | null>(null);
  // Pets (spec part 1 section 2): the gallery from the map's HUD, the egg hatch from a level's earned_pet.
  const [pets, setPets] = useState<PetsEntry | null>(null);

  const showMap = useCallback(
    async (walkFromLevel?: number, keepPhase = false) => {
      if (!studentId) return;
      try {
        const data = await api.mathMap(studentId);
        setMapData(data);
        stopNarration();
        setMusicEnabled(data.flags.app_play_background_music);
        startMusic(data.map.key);
        bridge.emit('map:show', {
          map: data.map,
          levels: data.levels,
          completedLevels: data.completed_levels,
          currentLevel: data.map_game.current_level,
          monster: { ...(data.student_monster ?? DEFAULT_MONSTER), outfits: data.monster_outfits },
          walkFromLevel,
          currentLocked: data.locked !== null,
        });
        if (!keepPhase) setPhase({ kind: 'map' });
      } catch (e) {
        setPhase({ kind: 'error', message: e instanceof ApiError ? e.message : 'We could not load the map.' });
      }
    },
    [bridge, studentId],
  );

  useEffect(() => {
    if (!studentId) {
      void navigate('/select-student', { replace: true });
      return;
    }
    // Loading the map from the server on mount is the effect's job; state is set when it arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void showMap();
  }, [studentId, showMap, navigate]);

  /**
   * Puts a question on screen. Outside the pretest, a lesson's first question comes after its
   * learn overlay (a worked example), once per lesson (lesson_intro_watched).
   */
  const present = useCallback((level: LevelContent, question: PublicQuestion, mode: string) => {
    if (mode === 'pretest' || question.lesson_intro_watched !== false) {
      setPhase({ kind: 'answering', level, question, notice: null });
      return;
    }
    // The phase changes now (so a second "next" can't run), the example fills in when it arrives.
    setPhase({ kind: 'learn', level, question, lesson: null });
    const same = (p: Phase) => p.kind === 'learn' && p.question.id === question.id;
    api.lesson(question.math_lesson.id).then(
      (lesson) => setPhase((p) => (same(p) ? { kind: 'learn', level, question, lesson } : p)),
      // The overlay is a help, not a gate: without it the question still comes.
      () => setPhase((p) => (same(p) ? { kind: 'answering', level, question, notice: null } : p)),
    );
  }, []);

  /** Keeps the HUD's topic in step with the server's mode (a pickskill game resumes after a reload). */
  const syncTopic = useCallback((mode: string, question: PublicQuestion | null) => {
    if (mode !== 'pickskill' || !question) {
      setTopic(null);
      return;
    }
    const lessonId = question.math_lesson.id;
    setTopic((t) => (t?.lessonId === lessonId ? t : { lessonId, name: 'your topic' }));
    api.lesson(lessonId).then(
      (lesson) => setTopic((t) => (t?.lessonId === lessonId ? { lessonId, name: lessonTitle(lesson.name) } : t)),
      () => undefined, // the generic name stays
    );
  }, []);

  const enterLevel = useCallback(
    async (levelNumber: number, setup?: { lesson_id: number }) => {
      if (!mapData || !studentId || levelNumber !== mapData.map_game.current_level) return;
      const level = mapData.levels.find((l) => l.level === levelNumber);
      if (!level) return;
      if (mapData.locked) {
        setPhase({ kind: 'locked', lock: mapData.locked });
        return;
      }
      if (level.type === 'start' && level.assets.video) {
        // The level-1 intro video; its conditional pretest cue needs to know whether the pretest is done.
        setBusy(true);
        try {
          const game = await api.mathGame(studentId, mapData.map.key);
          stopNarration();
          setPhase({ kind: 'intro', level, pretestCompleted: game.learning_mode.pretest.completed_at !== null });
        } catch (e) {
          setPhase({ kind: 'error', message: e instanceof ApiError ? e.message : 'We could not open the level.' });
        } finally {
          setBusy(false);
        }
        return;
      }
      if (level.type === 'start') {
        playNarration(level.start_audio);
        setPhase({ kind: 'start-level', level });
        return;
      }
      if (level.type === 'video' && level.assets.video) {
        bridge.emit('level:show', { level, progress: 0, monster });
        stopNarration();
        setPhase({ kind: 'video', level });
        return;
      }
      setBusy(true);
      try {
        const game = await api.mathGame(studentId, mapData.map.key, setup);
        if (game.locked) {
          setMapData({ ...mapData, locked: game.locked });
          setPhase({ kind: 'locked', lock: game.locked });
          return;
        }
        bridge.emit('level:show', { level, progress: game.map_game.num_revealed, monster, monsterNumber: monsterNumberOf(monster) });
        if (game.map_game.num_revealed === 0) playNarration(level.start_audio);
        setMapData({ ...mapData, map_game: game.map_game, incentives: game.incentives });
        syncTopic(game.learning_mode.learning_mode, game.question);
        const pretestNotStarted = game.learning_mode.learning_mode === 'pretest' && game.map_game.num_problems_pretest_and_correct + game.map_game.num_problems_pretest_and_minus === 0;
        if (game.question && pretestNotStarted) setPhase({ kind: 'pretest-start', level, question: game.question });
        else if (game.question) present(level, game.question, game.learning_mode.learning_mode);
      } catch (e) {
        setPhase({ kind: 'error', message: e instanceof ApiError ? e.message : 'We could not open the level.' });
      } finally {
        setBusy(false);
      }
    },
    [bridge, mapData, monster, studentId, present, syncTopic],
  );

  useEffect(() => bridge.on('map:level-selected', ({ level }) => void enterLevel(level)), [bridge, enterLevel]);

  async function leaveTopic(level: LevelContent) {
    if (!studentId || !mapData) return;
    setBusy(true);
    try {
      const game = await api.mathGame(studentId, mapData.map.key, { learning_mode: 'adaptive' });
      setExitTopicLevel(null);
      setTopic(null);
      setMapData({ ...mapData, map_game: game.map_game, incentives: game.incentives });
      if (game.question) present(level, game.question, game.learning_mode.learning_mode);
    } catch (e) {
      setExitTopicLevel(null);
      setPhase({ kind: 'error', message: e instanceof ApiError ? e.message : 'Something went wrong.' });
    } finally {
      setBusy(false);
    }
  }

  async function startIntroLevel(level: LevelContent) {
    if (!studentId) return;
    setBusy(true);
    try {
      await api.setMathGame(studentId, level.level + 1);
      await showMap(level.level);
    } catch (e) {
      setPhase({ kind: 'error', message: e instanceof ApiError ? e.message : 'Something went wrong.' });
    } finally {
      setBusy(false);
    }
  }

  async function submit(level: LevelContent, question: PublicQuestion, answer: SubmittedAnswer) {
    if (!studentId || busy) return;
    setBusy(true);
    try {
      const result = await api.answer(studentId, question.id, { answer, question_lesson_id: question.math_lesson.id });
      if (result.result === 'invalid') {
        setPhase({ kind: 'answering', level, question, notice: result.message });
        return;
      }
      answersGiven.current += 1;
      if (result.prev_question_correct) {
        playEffect('correct');
        playEffect('pop');
      } else playEffect('tryAgain');
      setMapData((d) => (d ? { ...d, map_game: result.map_game, incentives: { gems: result.incentives.gems } } : d));
      bridge.emit('level:progress', { revealed: result.level_completed ? level.goal : result.map_game.num_revealed, correct: result.prev_question_correct === true });
      const compliment = result.result === 'correct' ? complimentFor(answersGiven.current) + '!' : result.result === 'dont_know' ? DONT_KNOW_MESSAGE : INCORRECT_MESSAGE;
      setPhase({ kind: 'answered', level, result, compliment, explain: false });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) await enterLevel(level.level);
      else setPhase({ kind: 'answering', level, question, notice: e instanceof ApiError ? e.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  async function finishLearning(level: LevelContent, question: PublicQuestion) {
    if (studentId) await api.markLessonIntroWatched(studentId, question.math_lesson.id).catch((e: unknown) => console.warn('lesson_intro_watched not saved', e));
    setPhase({ kind: 'answering', level, question: { ...question, lesson_intro_watched: true }, notice: null });
  }

  /** What follows an answer's feedback: the level-complete modal or the next question. */
  const afterAnswer = useCallback(
    (level: LevelContent, result: AnswerResponse) => {
      if (result.level_completed) setPhase({ kind: 'complete', level, completed: result.level_completed });
      else if (result.question) present(level, result.question, result.learning_mode);
    },
    [present],
  );

  const next = useCallback(() => {
    if (phase.kind !== 'answered') return;
    const { level, result } = phase;
    if (result.pretest_completed) setPhase({ kind: 'pretest-end', level, result });
    else afterAnswer(level, result);
  }, [phase, afterAnswer]);

  // A correct answer's compliment moves on by itself after 3000 ms. After a wrong one, "Nice effort!"
  // (or "No problem!") shows for 2000 ms, then the explanation stays until the child is ready.
  useEffect(() => {
    if (phase.kind !== 'answered') return;
    if (phase.result.prev_question_correct) {
      const t = setTimeout(next, COMPLIMENT_MS);
      return () => clearTimeout(t);
    }
    if (phase.explain) return;
    const t = setTimeout(() => setPhase({ ...phase, explain: true }), INCORRECT_MS);
    return () => clearTimeout(t);
  }, [phase, next]);

  // Sounds live as long as the game screen; a compliment's voice follows its words by 1000 ms.
  useEffect(() => {
    preloadSounds();
    return () => stopAllSounds();
  }, []);
  // Keyed on the answer, not the phase: showing the explanation must not say the words again.
  const answered = phase.kind === 'answered' ? phase.result : null;
  const compliment = phase.kind === 'answered' ? phase.compliment : '';
  useEffect(() => (answered && compliment ? playCompliment(compliment) : undefined), [answered, compliment]);
  useEffect(() => {
    if (phase.kind !== 'complete') return;
    playEffect('levelComplete');
    // The fanfare first, then the level's closing words.
    const t = setTimeout(() => playNarration(phase.level.end_audio), 1200);
    return () => clearTimeout(t);
  }, [phase]);

  const gems = mapData?.incentives.gems ?? 0;
  const inLevel = phase.kind === 'answering' || phase.kind === 'answered' || phase.kind === 'video' || phase.kind === 'intro';
  const questionLevel = phase.kind === 'answering' || phase.kind === 'answered';
  const goal = questionLevel ? phase.level.goal : 0;
  const progress = questionLevel ? Math.min(goal, phase.kind === 'answered' && phase.result.level_completed ? goal : (mapData?.map_game.num_problems_correct ?? 0)) : 0;

  return (
    <div className="game-screen" style={{ background: mapData?.map.palette.sky ?? '#0f5fa3' }} data-level-state={levelPlayState(phase.kind === 'confirm-exit' ? phase.back : phase)}>
      <div className="game-stage">
        <PhaserGame bridge={bridge} />
        <div className="hud">
          {inLevel ? (
            <button className="btn btn-ghost btn-small" onClick={() => setPhase({ kind: 'confirm-exit', back: phase })} data-testid="exit-level">
              ← Map
            </button>
          ) : (
            <button className="btn btn-ghost btn-small" onClick={() => setPhase({ kind: 'confirm-exit', back: phase })} data-testid="exit-map">
              ← Exit
            </button>
          )}
          {mapData && (phase.kind === 'map' || phase.kind === 'locked') && <span className="pill" data-testid="map-title">{mapData.map.title} · Level {mapData.map_game.current_level}</span>}
          {inLevel && topic && (
            <span className="pill topic-chip" data-testid="topic-chip">
              <span>Practising: {topic.name}</span>
              <button className="btn btn-ghost btn-small" onClick={() => phase.kind === 'answering' && setExitTopicLevel(phase.level)} disabled={phase.kind !== 'answering'} data-testid="exit-topic-open">
                Exit topic
              </button>
            </span>
          )}
          {questionLevel && (
            <div className="progress" role="progressbar" aria-label="Level progress" aria-valuemin={0} aria-valuemax={goal} aria-valuenow={progress} data-testid="level-progress">
              <div style={{ width: `${(100 * progress) / goal}%` }} />
            </div>
          )}
          <span style={{ marginLeft: 'auto' }}>
            <MuteButton />
          </span>
          <span className="pill" aria-label={`${gems} gems`} data-testid="gems">
            <Gem /> {gems}
          </span>
        </div>

        {monsterMakerOpen && studentId && (
          <MonsterMakerModal
            studentId={studentId}
            onCancel={() => setMonsterMakerOpen(false)}
            onSaved={() => {
              setMonsterMakerOpen(false);
              void showMap();
            }}
          />
        )}
        {topicPickerOpen && studentId && mapData && (
          <TopicPicker
            studentId={studentId}
            onClose={() => setTopicPickerOpen(false)}
            onPick={(t) => {
              setTopicPickerOpen(false);
              setTopic(t);
              void enterLevel(mapData.map_game.current_level, { lesson_id: t.lessonId });
            }}
          />
        )}
        {exitTopicLevel && topic && <ExitTopicModal topic={topic} busy={busy} onStay={() => setExitTopicLevel(null)} onLeave={() => void leaveTopic(exitTopicLevel)} />}
        {pets && studentId && (
          <PetsHub
            studentId={studentId}
            entry={pets}
            onGems={(gems) => setMapData((d) => (d ? { ...d, incentives: { gems } } : d))}
            onClose={() => {
              setPets(null);
              // After hatching the egg a level earned, the child goes on to the map as usual.
              if (phase.kind === 'complete') void showMap(phase.completed.level);
            }}
          />
        )}
        {incentivesOpen && studentId && (
          <IncentivesPanel
            studentId={studentId}
            monster={mapData?.student_monster ?? DEFAULT_MONSTER}
            gems={gems}
            onGems={(g) => setMapData((d) => (d ? { ...d, incentives: { gems: g } } : d))}
            onClose={() => {
              setIncentivesOpen(false);
              void showMap();
            }}
          />
        )}
        {phase.kind === 'loading' && <div className="overlay-center"><div className="loading">Loading the map…</div></div>}
        {phase.kind === 'error' && (
          <div className="modal-backdrop">
            <div className="card modal stack" role="alert">
              <h2>Oops!</h2>
              <p>{phase.message}</p>
              <button className="btn btn-primary" onClick={() => void showMap()}>
                Try again
              </button>
            </div>
          </div>
        )}
        {phase.kind === 'map' && mapData && (
          // The map's bottom bar: the child's things on either side of the big Play button, so the
          // top bar stays short on a tablet.
          <div className="map-bar">
            <nav className="map-bar-side" aria-label="My monster and practice">
              <MyMonsterButton onClick={() => setMonsterMakerOpen(true)} />
              {!mapData.locked && mapData.levels.find((l) => l.level === mapData.map_game.current_level)?.type === 'sprite' && (
                <PracticeButton onClick={() => setTopicPickerOpen(true)} disabled={busy} />
              )}
            </nav>
            <button className="btn btn-primary" onClick={() => void enterLevel(mapData.map_game.current_level)} disabled={busy} data-testid="play-level">
              {mapData.locked ? `Level ${mapData.map_game.current_level} is resting` : `Play level ${mapData.map_game.current_level}`}
            </button>
            <nav className="map-bar-side map-bar-end" aria-label="My pets and store">
              <MyPetsButton onClick={() => setPets('all')} />
              <IncentivesButton onClick={() => setIncentivesOpen(true)} />
            </nav>
          </div>
        )}
        {phase.kind === 'confirm-exit' && (
          <div className="modal-backdrop">
            <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="exit-title" data-testid="confirm-exit">
              <h2 id="exit-title">{phase.back.kind === 'map' ? 'Leave the map?' : 'Back to the map?'}</h2>
              <p>{phase.back.kind === 'map' ? 'Your monster will wait right here for your next adventure.' : 'Everything you earned is saved. You can come back to this level any time.'}</p>
              <div className="row" style={{ justifyContent: 'center' }}>
                <button className="btn btn-ghost" onClick={() => setPhase(phase.back)} autoFocus data-testid="exit-stay">
                  Keep playing
                </button>
                <button
                  className="btn btn-primary"
                  onClick={() => (phase.back.kind === 'map' ? void navigate('/select-student') : void showMap())}
                  data-testid="exit-confirm"
                >
                  {phase.back.kind === 'map' ? 'Leave' : 'Go to the map'}
                </button>
              </div>
            </div>
          </div>
        )}
        {phase.kind === 'learn' && phase.lesson && <LearnOverlay lesson={phase.lesson} onDone={() => void finishLearning(phase.level, phase.question)} />}
        {phase.kind === 'locked' && <LockedModal lock={phase.lock} monster={monster} onClose={() => setPhase({ kind: 'map' })} />}
        {phase.kind === 'pretest-start' && (
          <div className="modal-backdrop">
            <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="pretest-start-title" data-testid="pretest-start">
              <MonsterAvatar monster={monster} className="monster" alt="" />
              <h2 id="pretest-start-title">Let's see what you know!</h2>
              <p>A few warm-up questions help your monster pick the right adventures for you. Just try your best. It's fine to say "I don't know".</p>
              <button className="btn btn-primary" autoFocus onClick={() => setPhase({ kind: 'answering', level: phase.level, question: phase.question, notice: null })} data-testid="pretest-start-go">
                Let's go!
              </button>
            </div>
          </div>
        )}
        {phase.kind === 'pretest-end' && (
          <div className="modal-backdrop">
            <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="pretest-end-title" data-testid="pretest-end">
              <MonsterAvatar monster={monster} className="monster" alt="" />
              <h2 id="pretest-end-title">Warm-up done!</h2>
              <p>Thanks! Your monster now knows which adventures fit you best. Keep going to fill the map!</p>
              <button
                className="btn btn-primary"
                autoFocus
                onClick={() => afterAnswer(phase.level, phase.result)}
                data-testid="pretest-end-continue"
              >
                Continue
              </button>
            </div>
          </div>
        )}
        {phase.kind === 'start-level' && (
          <div className="modal-backdrop">
            <div className="card modal stack" data-testid="start-level-card">
              <MonsterAvatar monster={monster} className="monster" />
              <h2>{phase.level.title}</h2>
              <p>{phase.level.start_text}</p>
              <button className="btn btn-primary" onClick={() => void startIntroLevel(phase.level)} disabled={busy} data-testid="start-adventure">
                Start the adventure!
              </button>
            </div>
          </div>
        )}
        {phase.kind === 'answering' && (
          <div className="overlay-center">
            <QuestionOverlay key={phase.question.id} question={phase.question} busy={busy} notice={phase.notice} onSubmit={(a) => void submit(phase.level, phase.question, a)} />
          </div>
        )}
        {phase.kind === 'answered' && (
          <div className="overlay-center">
            <div className="card question-card stack" role="status" data-testid="answer-feedback" data-correct={String(phase.result.prev_question_correct)}>
              <div className="compliment" style={{ color: phase.result.prev_question_correct ? undefined : '#e08a00' }}>
                {phase.compliment}
              </div>
              {phase.result.prev_question_correct ? (
                <p className="muted gem-earned">
                  <span className="gem-fly" aria-hidden="true">
                    <Gem />
                  </span>
                  +{phase.result.incentives.earned} gem{phase.result.incentives.earned === 1 ? '' : 's'}
                </p>
              ) : (
                phase.explain && (
                  <div className="feedback feedback-bad" data-testid="explanation">
                    <div>
                      The answer is <strong>{phase.result.prev_answer?.correct_answer.join(', ')}</strong>.
                    </div>
                    <div>{phase.result.prev_answer?.explanation}</div>
                  </div>
                )
              )}
              {(phase.result.prev_question_correct || phase.explain) && (
                <button className="btn btn-primary" onClick={next} autoFocus data-testid="next-question">
                  {phase.result.prev_question_correct ? 'Next →' : 'Got it!'}
                </button>
              )}
            </div>
          </div>
        )}
        {phase.kind === 'video' && studentId && (
          <Suspense fallback={<div className="overlay-center"><div className="loading">Loading the video…</div></div>}>
            <VideoLevel
              studentId={studentId}
              level={phase.level}
              onProgress={(map_game, gems) => setMapData((d) => (d ? { ...d, map_game, incentives: { gems } } : d))}
              onComplete={(r) => {
                setMapData((d) => (d ? { ...d, map_game: r.map_game, incentives: r.incentives } : d));
                setPhase({ kind: 'complete', level: phase.level, completed: r.level_completed });
              }}
              onExit={() => void showMap()}
            />
          </Suspense>
        )}
        {phase.kind === 'intro' && studentId && (
          <Suspense fallback={<div className="overlay-center"><div className="loading">Loading the video…</div></div>}>
            <IntroLevel
              studentId={studentId}
              level={phase.level}
              bridge={bridge}
              monster={monster}
              pretestCompleted={phase.pretestCompleted}
              onFinish={() => void startIntroLevel(phase.level)}
              onMonsterSaved={() => void showMap(undefined, true)}
              gems={gems}
              onGems={(g) => setMapData((d) => (d ? { ...d, incentives: { gems: g } } : d))}
            />
          </Suspense>
        )}
        {phase.kind === 'complete' && !pets && (
          <div className="modal-backdrop">
            <div className="card modal stack" data-testid="level-complete">
              <MonsterAvatar monster={monster} className="monster" />
              <h2>Level {phase.completed.level} complete!</h2>
              <p>{phase.level.end_text}</p>
              <p className="pill" style={{ alignSelf: 'center' }}>
                <Gem /> +{phase.completed.gems_earned} bonus gems
              </p>
              {phase.completed.earned_pet ? (
                <div className="earned-egg" data-testid="earned-pet">
                  <Egg cracks={0} open={false} className="earned-egg-art" />
                  <div className="stack" style={{ gap: 8 }}>
                    <strong>You found a pet egg!</strong>
                    <button className="btn btn-green" onClick={() => setPets('hatch')} autoFocus data-testid="hatch-from-level">
                      Hatch it!
                    </button>
                  </div>
                </div>
              ) : null}
              <button
                className={phase.completed.earned_pet ? 'btn btn-ghost' : 'btn btn-primary'}
                onClick={() => void showMap(phase.completed.level)}
                autoFocus={!phase.completed.earned_pet}
                data-testid="back-to-map"
              >
                Back to the map
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
