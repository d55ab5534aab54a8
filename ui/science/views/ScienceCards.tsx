/**
 * The science screen's cards: loading and error, "Map not found", the topic card (its lessons with
 * their stars, the badge), the lesson's result (the star, "try it at home" for the grown-up, the
 * next lesson), and the locked modal (asks for a grown-up, never shows a price).
 */
import type { MonsterDescription } from '../../../core/monster/monster-parts';
import { MonsterAvatar } from '../../monster/MonsterAvatar';
import { badgeOfTopic } from '../science-lookups';
import { studentLessonOf, topicStarred } from '../science-rules';
import type { ScienceBadge, ScienceTopic, StudentVideoLesson, VideoLesson } from '../science-types';
import { BadgeView } from './BadgeView';
import type { Send } from './view-model';

export function BusyCard({ text }: { text: string }) {
  return (
    <div className="modal-backdrop science-backdrop">
      <div className="card modal stack" role="status" data-testid="science-busy">
        <div className="science-spinner" aria-hidden="true" />
        <p className="science-lead">{text}</p>
      </div>
    </div>
  );
}

export function ErrorCard({ message, send }: { message: string; send: Send }) {
  return (
    <div className="modal-backdrop science-backdrop">
      <div className="card modal stack" role="alert" data-testid="science-error">
        <h2>Oops! The science world got stuck.</h2>
        <p>{message}</p>
        <button className="btn btn-primary" autoFocus onClick={() => send({ type: 'RETRY' })} data-testid="science-retry">
          Try again
        </button>
      </div>
    </div>
  );
}

export function MapMissing({ send }: { send: Send }) {
  return (
    <div className="modal-backdrop science-backdrop">
      <div className="card modal stack" role="alert" data-testid="science-map-missing">
        <h2>Map not found</h2>
        <p>This habitat&apos;s map is on an adventure of its own. Let&apos;s pick another one!</p>
        <button className="btn btn-primary" autoFocus onClick={() => send({ type: 'BACK' })} data-testid="science-missing-back">
          Back to the world
        </button>
      </div>
    </div>
  );
}

function Star({ on }: { on: boolean }) {
  return <span className={on ? 'science-star science-star-on' : 'science-star'} aria-label={on ? 'star earned' : 'no star yet'} role="img" />;
}

export function TopicCard({ topic, studentLessons, badges, send }: { topic: ScienceTopic; studentLessons: StudentVideoLesson[]; badges: ScienceBadge[]; send: Send }) {
  const earned = topicStarred(topic, studentLessons);
  const mine = badgeOfTopic({ badges }, topic.id);
  return (
    <aside className="card science-topic stack" aria-labelledby="science-topic-title" data-testid="science-topic" data-topic={topic.key}>
      <button className="btn btn-ghost btn-small science-close" onClick={() => send({ type: 'CLOSE' })} aria-label="Close" data-testid="science-topic-close">
        ✕
      </button>
      <h2 id="science-topic-title">{topic.title}</h2>
      <ul className="science-lessons">
        {topic.video_lessons.map((l) => {
          const mineLesson = studentLessonOf(studentLessons, l.id);
          return (
            <li key={l.id} className="science-lesson-row">
              <Star on={mineLesson?.star_earned === true} />
              <span className="science-lesson-title">{l.title}</span>
              <button className={`btn ${l.locked ? 'btn-ghost' : 'btn-green'} science-watch`} autoFocus onClick={() => send({ type: 'WATCH', lessonId: l.id })} data-testid="science-watch" data-locked={String(l.locked)}>
                {l.locked ? '🔒 Locked' : mineLesson?.completed_at ? 'Watch again' : 'Watch'}
              </button>
            </li>
          );
        })}
      </ul>
      {mine && (
        <div className="science-topic-badge row">
          <BadgeView look={mine.look} topicKey={topic.key} title={topic.title} size={92} earned={earned} />
          {earned ? (
            <button className="btn btn-primary" onClick={() => send({ type: 'BADGE' })} data-testid="science-customise">
              Make your badge
            </button>
          ) : (
            <p className="science-hint">Watch the film and answer every question to win this badge!</p>
          )}
        </div>
      )}
    </aside>
  );
}

export function LessonResult({ lesson, studentLesson, next, send }: { lesson: VideoLesson; studentLesson: StudentVideoLesson | undefined; next: VideoLesson | null; send: Send }) {
  const star = studentLesson?.star_earned === true;
  const home = lesson.try_at_home;
  return (
    <div className="modal-backdrop science-backdrop">
      <div className="card modal science-result" role="dialog" aria-modal="true" aria-labelledby="science-result-title" data-testid="science-result" data-star={String(star)}>
        <div className="science-result-main stack">
          {star && <div className="science-big-star" aria-hidden="true" />}
          <h2 id="science-result-title">{star ? 'You earned a star!' : 'Great watching!'}</h2>
          <p className="science-lead">{star ? 'Your star and your badge are yours to keep.' : 'Answer every question right to win this lesson’s star.'}</p>
          <div className="row science-actions">
            <button className="btn btn-ghost" onClick={() => send({ type: 'BACK' })} data-testid="science-result-back">
              Back
            </button>
            <button className="btn btn-primary" onClick={() => send({ type: 'WATCH_AGAIN' })} data-testid="science-watch-again">
              Watch again
            </button>
            {next && (
              <button className="btn btn-green" autoFocus onClick={() => send({ type: 'WATCH', lessonId: next.id })} data-testid="science-next-lesson">
                Next: {next.title}
              </button>
            )}
          </div>
        </div>
        <section className="science-home" aria-labelledby="science-home-title" data-testid="science-try-at-home">
          <h3 id="science-home-title">Try it at home: {home.title}</h3>
          <p className="science-home-label">You need</p>
          <ul>
            {home.materials.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <ol>
            {home.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <p>{home.what_happens}</p>
          <p className="science-grown-up">
            <strong>For the grown-up:</strong> {home.grown_up_note}
          </p>
        </section>
      </div>
    </div>
  );
}

export function ScienceLockedModal({ monster, send }: { monster: MonsterDescription; send: Send }) {
  return (
    <div className="modal-backdrop science-backdrop">
      <div className="card modal stack" role="dialog" aria-modal="true" aria-labelledby="science-locked-title" data-testid="science-locked">
        <MonsterAvatar monster={monster} className="monster" alt="" />
        <h2 id="science-locked-title">This lesson is for members</h2>
        <p>Ask a grown-up to open every science lesson for you. The first lesson of each habitat is yours to watch right now!</p>
        <button className="btn btn-primary" autoFocus onClick={() => send({ type: 'CLOSE_LOCKED' })} data-testid="science-locked-ok">
          OK
        </button>
      </div>
    </div>
  );
}
