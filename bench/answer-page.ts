/**
 * What bench/answer-latency.ts runs in the page and how it reads it back: the recorder installed
 * before the app loads (each click on Check, the answer requests' Resource Timing with their
 * Server-Timing, the long animation frames) and the long frames reduced to where the time went.
 * All times are ms on the page's clock.
 */
import { round } from './lib';

/** What the page records per click on Check (ms on the page's clock; null until seen). */
export interface PageTiming {
  t0: number;
  pressedMs: number | null;
  feedbackMs: number | null;
  /** The verdict the feedback card showed. */
  correct: boolean | null;
}

/** The answer request's Resource Timing entry, reduced (ms on the page's clock). */
export interface PageRequest {
  startTime: number;
  responseEnd: number;
  serverTiming: { name: string; duration: number }[];
}

/**
 * The page's recorder, installed before the app loads. A string, not a function: tsx compiles named
 * inner functions with a `__name` helper the page lacks (as bench/fps.ts).
 */
export const RECORDER = `(() => {
  const w = window;
  w.__answerTimings = [];
  w.__answerRequests = [];
  performance.setResourceTimingBufferSize(100000);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.name.includes('/student_answers')) continue;
      w.__answerRequests.push({ startTime: e.startTime, responseEnd: e.responseEnd, serverTiming: (e.serverTiming || []).map((s) => ({ name: s.name, duration: s.duration })) });
    }
  }).observe({ type: 'resource', buffered: true });
  // Long animation frames (over 50 ms) with their scripts: where the client's time goes.
  w.__longFrames = [];
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longFrames.push({ startTime: e.startTime, duration: e.duration, renderStart: e.renderStart, styleAndLayoutStart: e.styleAndLayoutStart, scripts: e.scripts.map((s) => ({ invoker: s.invoker, fn: s.sourceFunctionName, url: (s.sourceURL || '').split('/').pop(), start: s.startTime, duration: s.duration, forcedStyleAndLayout: s.forcedStyleAndLayoutDuration })) });
  }).observe({ type: 'long-animation-frame', buffered: true });
  // After the frame that shows a change: the next animation frame, then a task after its paint.
  const afterFrame = (rec, key) => requestAnimationFrame(() => setTimeout(() => { if (rec[key] === null) rec[key] = performance.now() - rec.t0; }, 0));
  document.addEventListener('click', (e) => {
    const button = e.target && e.target.closest ? e.target.closest('[data-testid="check-answer"]') : null;
    if (!button || button.disabled) return;
    const rec = { t0: e.timeStamp, pressedMs: null, feedbackMs: null, correct: null };
    w.__answerTimings.push(rec);
    let pressedSeen = false;
    const look = () => {
      const feedback = document.querySelector('[data-testid="answer-feedback"]');
      const check = document.querySelector('[data-testid="check-answer"]');
      if (!pressedSeen && (feedback || !check || check.disabled || check.getAttribute('aria-busy') === 'true')) {
        pressedSeen = true;
        afterFrame(rec, 'pressedMs');
      }
      if (feedback) {
        observer.disconnect();
        rec.correct = feedback.getAttribute('data-correct') === 'true';
        afterFrame(rec, 'feedbackMs');
      }
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  }, true);
})();`;

/** A long animation frame, reduced: its length, its rendering part and its scripts (ms). */
export interface LongFrame {
  ms: number;
  /** From the frame's rendering start (rAF callbacks, style, layout, paint) to its end. */
  renderMs: number;
  /** Its scripts over 5 ms, longest first: `invoker (function, file) ms`. */
  scripts: string[];
}

/** A long-animation-frame entry as the page records it (ms on the page's clock). */
export interface PageLongFrame {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: { invoker: string; fn: string; url: string; start: number; duration: number; forcedStyleAndLayout: number }[];
}

/** A recorded long frame as the results keep it. */
export function describeFrame(f: PageLongFrame): LongFrame {
  return {
    ms: round(f.duration),
    renderMs: round(f.renderStart > 0 ? f.startTime + f.duration - f.renderStart : 0),
    scripts: f.scripts
      .filter((s) => s.duration > 5)
      .sort((a, b) => b.duration - a.duration)
      .map((s) => `${s.invoker} (${s.fn || '?'}, ${s.url || '?'}) ${Math.round(s.duration)}`),
  };
}

/** Scripts of long frames (each answer's, all together) summed (ms), longest first, at most 8: where the client's time goes. */
export function topScripts(frames: LongFrame[]): { script: string; ms: number; frames: number }[] {
  const sum = new Map<string, { ms: number; frames: number }>();
  for (const f of frames) {
    for (const s of f.scripts) {
      const m = /^(.*) (\d+)$/.exec(s);
      if (!m) continue;
      const e = sum.get(m[1]!) ?? { ms: 0, frames: 0 };
      sum.set(m[1]!, { ms: e.ms + Number(m[2]), frames: e.frames + 1 });
    }
    const render = sum.get('rendering (rAF callbacks, style, layout, paint)') ?? { ms: 0, frames: 0 };
    sum.set('rendering (rAF callbacks, style, layout, paint)', { ms: render.ms + f.renderMs, frames: render.frames + 1 });
  }
  return [...sum.entries()].map(([script, e]) => ({ script, ms: Math.round(e.ms), frames: e.frames })).sort((a, b) => b.ms - a.ms).slice(0, 8);
}
