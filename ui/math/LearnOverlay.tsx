import type { LessonDetail } from '../../worker/math/lessons.contracts';
import { SpeakButton } from '../components/SpeakButton';
import { answerSpeech } from '../lib/speech';
import { figureSrc, lessonTitle } from './QuestionOverlay';

/**
 * The learn overlay (spec part 1 section 2): before a child's first question of a lesson, a
 * worked example shows how it is done. Seen once per lesson (lesson_intro_watched). Its speaker
 * reads the example, its answer and the explanation (issue 18).
 */
export function LearnOverlay({ lesson, onDone }: { lesson: LessonDetail; onDone: () => void }) {
  const example = lesson.intro.text.replace(/___/g, '?');
  const title = lessonTitle(lesson.name);
  const figure = lesson.intro.figure;
  // Said as the card shows it: the title, the example with its picture's alt (the blanks are
  // "blank", mathSpeech), then the worked answer.
  const spoken = [/[.?!]$/.test(title) ? title : `${title}.`, 'Example:', lesson.intro.text, figure?.alt ?? '', answerSpeech(lesson.intro.answer, lesson.intro.explanation)].filter(Boolean).join(' ');
  return (
    <div className="modal-backdrop">
      <div className="card modal stack learn" role="dialog" aria-modal="true" aria-labelledby="learn-title" data-testid="learn-overlay">
        <span className="muted">New skill</span>
        <h2 id="learn-title">{title}</h2>
        <div className="learn-example">
          <div className="learn-example-head">
            <div className="learn-label">Example</div>
            <SpeakButton text={spoken} label="Read the example aloud" testId="speak-example" />
          </div>
          {figure && (
            <div className="question-figure learn-figure">
              <img src={figureSrc(figure.svg)} alt={figure.alt} data-testid="learn-figure" draggable={false} />
            </div>
          )}
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
