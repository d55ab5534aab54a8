import { useEffect, useState } from 'react';
import type { LessonWithStudent } from '../../worker/math/lessons.contracts';
import { api, ApiError } from '../lib/api';
import { lessonTitle } from './QuestionOverlay';
import { groupTopics, topicStars, type TopicGroup } from './topic-rules';

/** A chosen topic: the lesson practised in pick-skill mode and its name for the HUD. */
export interface Topic {
  lessonId: number;
  name: string;
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
        fill={filled ? '#ffc93c' : '#fff'}
        stroke="#1d2b4f"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Practice a topic" (spec part 1 section 4: a lesson parameter switches the game to pickskill):
 * the lessons of the child's grade grouped by skill, each with stars for how far along it is.
 * Picking one calls `onPick`; the caller starts the level in pick-skill mode.
 */
export function TopicPicker({ studentId, onPick, onClose }: { studentId: number; onPick: (topic: Topic) => void; onClose: () => void }) {
  const [groups, setGroups] = useState<TopicGroup[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const { math_lessons } = await api.lessonsWithStudent(studentId);
      const grade = math_lessons[0]?.grade;
      const { skills } = grade === undefined ? { skills: [] } : await api.skills(grade);
      if (live) setGroups(groupTopics(math_lessons, skills));
    })().catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : 'We could not load the topics.'));
    return () => {
      live = false;
    };
  }, [studentId]);

  const pick = (lesson: LessonWithStudent) => onPick({ lessonId: lesson.id, name: lessonTitle(lesson.name) });

  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="card modal topic-picker stack" role="dialog" aria-modal="true" aria-labelledby="topic-title" data-testid="topic-picker">
        <h2 id="topic-title">Practice a topic</h2>
        <p className="muted">Pick something to practise. Your map progress keeps growing while you play.</p>
        {error && <p className="form-error" role="alert">{error}</p>}
        {!groups && !error && <p className="muted">Loading topics…</p>}
        {groups && (
          <div className="topic-groups">
            {groups.map((g) => (
              <section key={g.skillId} className="topic-group" aria-label={g.name}>
                <h3>{g.name}</h3>
                <div className="topic-list">
                  {g.lessons.map((l) => {
                    const stars = topicStars(l.stats);
                    return (
                      <button key={l.id} type="button" className="topic-card" onClick={() => pick(l)} data-testid={`topic-${l.id}`} data-stars={stars}>
                        <span className="topic-name">{lessonTitle(l.name)}</span>
                        <span className="topic-stars" role="img" aria-label={`${stars} of 3 stars`}>
                          {[1, 2, 3].map((n) => (
                            <Star key={n} filled={n <= stars} />
                          ))}
                        </span>
                      </button>
                    );
                  })}
                </div>
              </section>
            ))}
          </div>
        )}
        <button type="button" className="btn btn-ghost" onClick={onClose} autoFocus data-testid="topic-picker-close">
          Back to the map
        </button>
      </div>
    </div>
  );
}

/** The HUD button that opens the topic picker. */
export function PracticeButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="btn btn-ghost btn-small practice-button" onClick={onClick} disabled={disabled} data-testid="open-topic-picker">
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="#ff6b6b" stroke="#1d2b4f" strokeWidth="2" />
        <circle cx="12" cy="12" r="6" fill="#fff" stroke="#1d2b4f" strokeWidth="1.8" />
        <circle cx="12" cy="12" r="2.6" fill="#ff6b6b" stroke="#1d2b4f" strokeWidth="1.6" />
      </svg>
      Practice
    </button>
  );
}

/** The exit-topic modal (spec part 1 section 2, named modal "exit topic"): leave pick-skill for the child's own path. */
export function ExitTopicModal({ topic, busy, onStay, onLeave }: { topic: Topic; busy: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <div className="modal-backdrop">
      <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="exit-topic-title" data-testid="exit-topic">
        <h2 id="exit-topic-title">Stop practising this topic?</h2>
        <p>
          You practised <strong>{topic.name}</strong>. Everything you earned is saved, and your monster will pick your next adventures again.
        </p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <button className="btn btn-ghost" onClick={onStay} autoFocus data-testid="exit-topic-stay">
            Keep practising
          </button>
          <button className="btn btn-primary" onClick={onLeave} disabled={busy} data-testid="exit-topic-confirm">
            Leave the topic
          </button>
        </div>
      </div>
    </div>
  );
}
