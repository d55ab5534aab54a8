import type { LessonDetail } from '../../worker/math/lessons.contracts';
import { lessonTitle } from './QuestionOverlay';

/**
 * The learn overlay (spec part 1 section 2): before a child's first question of a lesson, a
 * worked example shows how it is done. Seen once per lesson (lesson_intro_watched).
 */
export function LearnOverlay({ lesson, onDone }: { lesson: LessonDetail; onDone: () => void }) {
  const example = lesson.intro.text.replace(/___/g, '?');
  return (
    <div className="modal-backdrop">
      <div className="card modal stack learn" role="dialog" aria-modal="true" aria-labelledby="learn-title" data-testid="learn-overlay">
        <span className="muted">New skill</span>
        <h2 id="learn-title">{lessonTitle(lesson.name)}</h2>
        <div className="learn-example">
          <div className="learn-label">Example</div>
          <div className="learn-question">{example}</div>
          {lesson.intro.answer.length > 0 && (
            <div className="learn-answer">
              Answer: <strong>{lesson.intro.answer.join(', ')}</strong>
            </div>
          )}
          <p>{lesson.intro.explanation}</p>
        </div>
        <button className="btn btn-primary" onClick={onDone} autoFocus data-testid="learn-done">
          I'm ready!
        </button>
      </div>
    </div>
  );
}
