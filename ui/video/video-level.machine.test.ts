import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { VideoStateObject } from '../../core/video/types';
import type { VideoAnswerResponse, VideoEndResponse, VideoLevelGame } from '../../worker/math/video/video-level.contracts';
import { DEFAULT_WELCOME_MS, END_CUE, VIDEO_END_STATE, VIDEO_QUESTION_STATE, type VideoCues } from './video-level.machine';
import { provideVideoLevel, type VideoLevelApi } from './video-level.services';

const cues: VideoCues = Object.fromEntries([...Array.from({ length: 21 }, (_, i) => [String(i), { currentTime: i * 10 + 8, cuePoint: i * 10 + 8.5 }]), ['end', { currentTime: 215, cuePoint: 219 }]]);
const q = (cue: number) => ({ id: 100 + cue, cue, question_type: 'VIDEO_M', text: `Question ${cue}`, answers: [], num_blanks: 0 });
const mapGame = { current_level: 17 };
const levelGame = (cue: number) => ({ level: 17, cue, total_cues: 21, question: cue < END_CUE ? q(cue) : null, map_game: mapGame, incentives: { gems: 4 } }) as unknown as VideoLevelGame;
const answered = (result: 'correct' | 'incorrect', cue: number) => ({ result, correct_answer: ['B'], explanation: 'Look at the camels.', cue, question: cue < END_CUE ? q(cue) : null, map_game: mapGame, incentives: { gems: 5, earned: 1 } }) as unknown as VideoAnswerResponse;
const httpError = (status: number, message: string) => Object.assign(new Error(message), { status });

/** A video level with a fake API (replies in order), a fake player and a simulated clock. */
function startLevel(replies: { videoLevel?: (VideoLevelGame | Error)[]; answerVideo?: (VideoAnswerResponse | Error)[]; endVideoLevel?: (VideoEndResponse | Error)[] }, welcome: { text: string | null; ms: number | null } = { text: null, ms: null }) {
  const log: string[] = [];
  const next = <T,>(list: (T | Error)[] | undefined): Promise<T> => {
    const r = list?.shift();
    return r === undefined ? new Promise(() => undefined) : r instanceof Error ? Promise.reject(r) : Promise.resolve(r);
  };
  const api: VideoLevelApi = {
    videoLevel: () => next(replies.videoLevel),
    answerVideo: (_s, id, body) => (log.push(`answer ${id} ${JSON.stringify(body)}`), next(replies.answerVideo)),
    endVideoLevel: () => (log.push('end'), next(replies.endVideoLevel)),
  };
  const player = {
    setNextCuePoint: (v: VideoStateObject) => (log.push(`cue ${v.state} ${v.next_cue_point} ${v.next_sub_state}`), Promise.resolve()),
    seek: (s: number) => (log.push(`seek ${s}`), Promise.resolve()),
    play: () => (log.push('play'), Promise.resolve(true)),
    pause: (t?: number | null) => (log.push(`pause ${t}`), Promise.resolve()),
  };
  const clock = new SimulatedClock();
  const machine = provideVideoLevel({ api, studentId: 3, onProgress: (_m, gems) => log.push(`progress ${gems}`), onComplete: () => log.push('complete') });
  const actor = createActor(machine, { input: { cues, customWelcome: welcome.text, welcomeMs: welcome.ms }, clock }).start();
  const flow = () => (actor.getSnapshot().value as { flow: string }).flow;
  const ready = async () => {
    actor.send({ type: 'READY', player });
    await flush();
  };
  return { actor, log, clock, flow, ready };
}
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('video level machine (spec part 1 sections 3, 5, 9)', () => {
  it('a first visit plays from 0 to cue 0, pauses there at its currentTime for the question', async () => {
    const v = startLevel({ videoLevel: [levelGame(0)] });
    expect(v.flow()).toBe('waiting');
    await v.ready();
    expect(v.flow()).toBe('watching');
    expect(v.log).toEqual(['progress 4', `cue ${VIDEO_QUESTION_STATE} 8.5 0`, 'seek 0', 'play']);
    v.actor.send({ type: 'CUE', state: VIDEO_QUESTION_STATE, sub: 5 }); // another cue's point: ignored
    expect(v.flow()).toBe('watching');
    v.actor.send({ type: 'CUE', state: VIDEO_QUESTION_STATE, sub: 0 });
    expect(v.flow()).toBe('question');
    expect(v.log.at(-1)).toBe('pause 8');
  });

  it('a return visit resumes just before the next unanswered cue', async () => {
    const v = startLevel({ videoLevel: [levelGame(18)] });
    await v.ready();
    expect(v.log.slice(-3)).toEqual([`cue ${VIDEO_QUESTION_STATE} 188.5 18`, 'seek 178', 'play']);
  });

  it('an answer: judged by the server, the feedback, then Keep watching plays on to the next cue', async () => {
    const v = startLevel({ videoLevel: [levelGame(0)], answerVideo: [answered('incorrect', 1)] });
    await v.ready();
    v.actor.send({ type: 'CUE', state: VIDEO_QUESTION_STATE, sub: 0 });
    v.actor.send({ type: 'SUBMIT', answer: { answer_id: 7 } });
    expect(v.flow()).toBe('submitting');
    v.actor.send({ type: 'SUBMIT', answer: { answer_id: 7 } });
    await flush();
    expect(v.log.filter((l) => l.startsWith('answer'))).toEqual(['answer 100 {"answer":{"answer_id":7}}']);
    expect(v.flow()).toBe('feedback');
    expect(v.actor.getSnapshot().context.compliment).toBe('Great!');
    expect(v.log.at(-1)).toBe('progress 5');
    v.actor.send({ type: 'CONTINUE' });
    await flush();
    expect(v.flow()).toBe('watching');
    expect(v.log.slice(-2)).toEqual([`cue ${VIDEO_QUESTION_STATE} 18.5 1`, 'play']);
  });

  it('a failed answer keeps the question with a message; a 409 continues from where the server is', async () => {
    const v = startLevel({ videoLevel: [levelGame(0), levelGame(2)], answerVideo: [httpError(422, 'Pick an answer.'), new Error('x'), httpError(409, 'Already answered.')] });
    await v.ready();
    v.actor.send({ type: 'CUE', state: VIDEO_QUESTION_STATE, sub: 0 });
    v.actor.send({ type: 'SUBMIT', answer: { answer_id: 7 } });
    await flush();
    expect(v.flow()).toBe('question');
    expect(v.actor.getSnapshot().context.notice).toBe('Pick an answer.');
    v.actor.send({ type: 'SUBMIT', answer: { answer_id: 7 } });
    await flush();
    expect(v.actor.getSnapshot().context.notice).toBe('Something went wrong. Please try again.');
    v.actor.send({ type: 'SUBMIT', answer: { answer_id: 7 } });
    await flush();
    expect(v.flow()).toBe('watching');
    expect(v.actor.getSnapshot().context.cue).toBe(2);
    expect(v.log.slice(-2)).toEqual([`cue ${VIDEO_QUESTION_STATE} 28.5 2`, 'play']);
  });

  it('after the last cue the end cue completes the level (pause at the end, then the server)', async () => {
    const done = { level_completed: { level: 17 } } as unknown as VideoEndResponse;
    const v = startLevel({ videoLevel: [levelGame(END_CUE)], endVideoLevel: [done] });
    await v.ready();
    expect(v.log).toContain(`cue ${VIDEO_END_STATE} 219 21`);
    v.actor.send({ type: 'CUE', state: VIDEO_END_STATE, sub: END_CUE });
    await flush();
    expect(v.log.slice(-3)).toEqual(['pause 215', 'end', 'complete']);
    expect(v.flow()).toBe('done');
  });

  it('the video ending before the end cue also completes, only when every cue is answered; a failed end shows an error', async () => {
    const early = startLevel({ videoLevel: [levelGame(3)] });
    await early.ready();
    early.actor.send({ type: 'ENDED' });
    expect(early.flow()).toBe('watching');
    const v = startLevel({ videoLevel: [levelGame(END_CUE)], endVideoLevel: [httpError(500, 'Not now.')] });
    await v.ready();
    v.actor.send({ type: 'ENDED' });
    await flush();
    expect(v.flow()).toBe('error');
    expect(v.actor.getSnapshot().context.error).toBe('Not now.');
    const bad = startLevel({ videoLevel: [new Error('offline')] });
    await bad.ready();
    expect(bad.actor.getSnapshot().context.error).toBe('We could not open the level.');
  });

  it('the custom welcome shows over the start for its length (default 6000 ms), on a first visit only', async () => {
    const v = startLevel({ videoLevel: [levelGame(0)] }, { text: 'Welcome to the desert!', ms: 23000 });
    await v.ready();
    expect(v.actor.getSnapshot().matches({ welcome: 'showing' })).toBe(true);
    v.clock.increment(22999);
    expect(v.actor.getSnapshot().matches({ welcome: 'showing' })).toBe(true);
    v.clock.increment(1);
    expect(v.actor.getSnapshot().matches({ welcome: 'hidden' })).toBe(true);
    const d = startLevel({ videoLevel: [levelGame(0)] }, { text: 'Hi', ms: null });
    await d.ready();
    d.clock.increment(DEFAULT_WELCOME_MS - 1);
    expect(d.actor.getSnapshot().matches({ welcome: 'showing' })).toBe(true);
    d.clock.increment(1);
    expect(d.actor.getSnapshot().matches({ welcome: 'hidden' })).toBe(true);
    const back = startLevel({ videoLevel: [levelGame(4)] }, { text: 'Hi', ms: null });
    await back.ready();
    expect(back.actor.getSnapshot().matches({ welcome: 'hidden' })).toBe(true);
  });
});
