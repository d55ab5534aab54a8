/**
 * A video question over the paused video (spec question types VIDEO_BLNK, VIDEO_M,
 * VIDEO_SELECTION, VIDEO_SELECTION_ONE_OPTION, VIDEO_TEXT_INSIDE, VIDEO_TEXT_OUTSIDE). Check is
 * enabled only when the answer is complete (spec part 1 section 5); the server judges it.
 * VIDEO_TEXT_INSIDE puts its input boxes inside the picture, where the video draws the sign.
 */
import { Fragment, useState } from 'react';
import type { PublicVideoQuestion } from '../../worker/math/video/video-level.contracts';
import type { VideoSubmission } from '../../worker/math/video/video-questions';

/** Completeness as the client sees it (the public question has no correct data). */
export function isSubmittable(q: PublicVideoQuestion, a: { choice: number | null; selected: number[]; texts: string[] }): boolean {
  const filled = (v: string | undefined) => (v ?? '').trim() !== '';
  switch (q.question_type) {
    case 'VIDEO_BLNK':
      return q.num_blanks > 0 && Array.from({ length: q.num_blanks }, (_, i) => a.texts[i]).every(filled);
    case 'VIDEO_M':
      return a.choice !== null;
    case 'VIDEO_SELECTION':
      return a.selected.length > 0;
    case 'VIDEO_SELECTION_ONE_OPTION':
      return a.selected.length === 1;
    default:
      return q.answers.every((_, i) => filled(a.texts[i]));
  }
}

function Tick() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <path d="M4 10.5 8.5 15 16 5.5" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function VideoQuestionCard({ question, busy, onSubmit }: { question: PublicVideoQuestion; busy: boolean; onSubmit: (answer: VideoSubmission) => void }) {
  const [choice, setChoice] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [texts, setTexts] = useState<string[]>([]);
  const type = question.question_type;
  const ready = isSubmittable(question, { choice, selected, texts }) && !busy;
  const setText = (i: number, v: string) => setTexts((t) => Object.assign([...t], { [i]: v }));

  function submit() {
    if (!ready) return;
    if (type === 'VIDEO_M') onSubmit({ answer_id: choice });
    else if (type === 'VIDEO_SELECTION' || type === 'VIDEO_SELECTION_ONE_OPTION') onSubmit({ answer_ids: selected });
    else if (type === 'VIDEO_BLNK') onSubmit({ answer_data: Array.from({ length: question.num_blanks }, (_, i) => (texts[i] ?? '').trim()) });
    else onSubmit({ answer_data: question.answers.map((_, i) => (texts[i] ?? '').trim()) });
  }

  const input = (i: number, className = 'vq-input', style?: React.CSSProperties) => (
    <input
      key={i}
      className={className}
      style={style}
      inputMode={type === 'VIDEO_BLNK' || type === 'VIDEO_TEXT_INSIDE' ? 'numeric' : 'text'}
      aria-label={`Answer ${i + 1}`}
      value={texts[i] ?? ''}
      maxLength={40}
      onChange={(e) => setText(i, e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && submit()}
      autoFocus={i === 0}
      data-testid={`vq-text-${i}`}
    />
  );

  let body;
  if (type === 'VIDEO_BLNK') {
    const parts = question.text.split(/_{3,}/);
    body = (
      <p className="vq-text" data-testid="vq-text">
        {parts.map((part, i) => (
          <Fragment key={i}>
            {part}
            {i < parts.length - 1 && input(i)}
          </Fragment>
        ))}
      </p>
    );
  } else {
    const one = type === 'VIDEO_M' || type === 'VIDEO_SELECTION_ONE_OPTION';
    body = (
      <>
        <p className="vq-text" data-testid="vq-text">{question.text}</p>
        {(type === 'VIDEO_M' || type === 'VIDEO_SELECTION' || type === 'VIDEO_SELECTION_ONE_OPTION') && (
          <div className="vq-options" role={one ? 'radiogroup' : 'group'} aria-label="Options">
            {question.answers.map((a, i) => {
              const checked = type === 'VIDEO_M' ? choice === a.id : selected.includes(a.id);
              return (
                <button
                  key={a.id}
                  type="button"
                  role={one ? 'radio' : 'checkbox'}
                  aria-checked={checked}
                  className={`vq-option${one ? ' radio' : ''}`}
                  onClick={() => {
                    if (type === 'VIDEO_M') setChoice(a.id);
                    else if (type === 'VIDEO_SELECTION_ONE_OPTION') setSelected([a.id]);
                    else setSelected((s) => (s.includes(a.id) ? s.filter((x) => x !== a.id) : [...s, a.id]));
                  }}
                  data-testid={`vq-option-${i}`}
                >
                  <span className="vq-tick">{checked && <Tick />}</span>
                  {a.answer_text}
                </button>
              );
            })}
          </div>
        )}
        {type === 'VIDEO_TEXT_OUTSIDE' && <p>{question.answers.map((_, i) => input(i))}</p>}
      </>
    );
  }

  return (
    <>
      {type === 'VIDEO_TEXT_INSIDE' &&
        question.answers.map((a, i) => input(i, 'vq-input vq-inside', { left: `${a.position?.x ?? 50}%`, top: `${a.position?.y ?? 50}%` }))}
      <div className={`vq-layer${type === 'VIDEO_TEXT_INSIDE' ? ' vq-layer-bottom' : ''}`}>
        <div className="card vq-card" role="dialog" aria-label="Question" data-testid="video-question" data-type={type} data-cue={question.cue}>
          {body}
          <div className="vq-actions">
            <button className="btn btn-green" disabled={!ready} onClick={submit} data-testid="vq-check">
              Check
            </button>
          </div>
        </div>
      </div>
    </>
  );
}
