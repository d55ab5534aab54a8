/**
 * The science screen's big panels: All Videos (a tab per habitat plus All, paged with the spec's
 * window: a peek at the next page), the adventure book (stars per habitat) and the badge
 * customiser (four kinds of items, each pick saved at once, reverted with a notice if it fails).
 */
import { BADGE_ITEM_KINDS, badgeItemImageUrl, SCIENCE_BADGE_ITEMS, type BadgeItemKind } from '../../../core/science/badge-items';
import { habitatStatic, SCIENCE_WORLD_STATIC } from '../../../core/science/habitat-static';
import { allVideosPage, filterLessons, starsByHabitat, studentLessonOf, type VideosFilter } from '../science-rules';
import type { BadgeChoice, ScienceMapData, StudentBadge, StudentVideoLesson } from '../science-types';
import { BadgeView } from './BadgeView';
import type { Send } from './view-model';

export function AllVideos({ map, studentLessons, filter, page, send }: { map: ScienceMapData; studentLessons: StudentVideoLesson[]; filter: VideosFilter; page: number; send: Send }) {
  const list = filterLessons(map, filter);
  const { cards, peek, page: shown, pageCount } = allVideosPage(list, page);
  const tabs: { key: VideosFilter; title: string; on: string; off: string }[] = [
    { key: 'all', title: 'All', on: SCIENCE_WORLD_STATIC.allFilterImageSelected, off: SCIENCE_WORLD_STATIC.allFilterImageUnselected },
    ...map.science_habitats.flatMap((h) => {
      const s = habitatStatic(h.key);
      return s ? [{ key: h.key, title: s.title, on: s.allVideosFilterImageSelected, off: s.allVideosFilterImageUnselected }] : [];
    }),
  ];
  return (
    <div className="modal-backdrop science-backdrop">
      <section className="card science-panel science-videos" role="dialog" aria-modal="true" aria-labelledby="science-videos-title" data-testid="science-all-videos" data-filter={filter} data-page={shown}>
        <header className="science-panel-head">
          <h2 id="science-videos-title">All videos</h2>
          <button className="btn btn-ghost btn-small" onClick={() => send({ type: 'CLOSE' })} data-testid="science-videos-close">
            Close
          </button>
        </header>
        <div className="science-tabs" role="tablist" aria-label="Habitats">
          {tabs.map((t) => (
            <button key={t.key} role="tab" aria-selected={filter === t.key} className="science-tab" onClick={() => send({ type: 'FILTER', filter: t.key })} data-testid="science-filter" data-filter={t.key}>
              <img src={filter === t.key ? t.on : t.off} alt="" width="48" height="48" />
              <span>{t.title}</span>
            </button>
          ))}
        </div>
        <ul className="science-video-grid">
          {cards.map(({ lesson, topicKey, topicTitle }) => {
            const star = studentLessonOf(studentLessons, lesson.id)?.star_earned === true;
            return (
              <li key={lesson.id}>
                <button className="science-video-card" onClick={() => send({ type: 'WATCH', lessonId: lesson.id })} data-testid="science-video-card" data-topic={topicKey} data-locked={String(lesson.locked)}>
                  <img src={lesson.video.poster_url} alt="" loading="lazy" width="160" height="90" />
                  <span className="science-video-topic">
                    {star ? '★ ' : ''}
                    {topicTitle}
                    {lesson.locked ? ' 🔒' : ''}
                  </span>
                  <span className="science-video-title">{lesson.title}</span>
                </button>
              </li>
            );
          })}
          {peek && (
            <li aria-hidden="true" className="science-video-peek">
              <img src={peek.lesson.video.poster_url} alt="" loading="lazy" width="160" height="90" />
            </li>
          )}
        </ul>
        <nav className="row science-pages" aria-label="Pages">
          <button className="btn btn-ghost" disabled={shown === 0} onClick={() => send({ type: 'PAGE', page: shown - 1 })} data-testid="science-page-prev">
            ← Back
          </button>
          <span className="science-page-count">
            Page {shown + 1} of {pageCount}
          </span>
          <button className="btn btn-primary" disabled={shown >= pageCount - 1} onClick={() => send({ type: 'PAGE', page: shown + 1 })} data-testid="science-page-next">
            More →
          </button>
        </nav>
      </section>
    </div>
  );
}

export function AdventureBook({ map, studentLessons, send }: { map: ScienceMapData; studentLessons: StudentVideoLesson[]; send: Send }) {
  const rows = starsByHabitat(map, studentLessons);
  const total = rows.reduce((n, r) => n + r.stars, 0);
  return (
    <div className="modal-backdrop science-backdrop">
      <section className="card science-panel science-book" role="dialog" aria-modal="true" aria-labelledby="science-book-title" data-testid="science-book">
        <header className="science-panel-head">
          <h2 id="science-book-title">My adventure book</h2>
          <button className="btn btn-ghost btn-small" autoFocus onClick={() => send({ type: 'CLOSE' })} data-testid="science-book-close">
            Close
          </button>
        </header>
        <p className="science-lead">
          {total} {total === 1 ? 'star' : 'stars'} so far. Every lesson you finish adds one!
        </p>
        <ul className="science-book-pages">
          {rows.map((r) => (
            <li key={r.key} className="science-book-page" data-testid="science-book-habitat" data-habitat={r.key} data-stars={r.stars}>
              <img src={habitatStatic(r.key)?.previewImage} alt="" width="160" height="100" />
              <span className="science-book-title">{r.title}</span>
              <span className="science-book-stars" aria-label={`${r.stars} of ${r.total} stars`}>
                ★ {r.stars} / {r.total}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const KIND_TITLES: Record<BadgeItemKind, string> = { background: 'Pattern', border: 'Frame', color: 'Colour', pose: 'Pose' };

const colourOf = (look: StudentBadge) => SCIENCE_BADGE_ITEMS.find((i) => i.id === look.color_science_badge_item_id)?.hex ?? '#8fd3ff';

const choiceOf = (look: StudentBadge): BadgeChoice => ({
  background_science_badge_item_id: look.background_science_badge_item_id,
  border_science_badge_item_id: look.border_science_badge_item_id,
  color_science_badge_item_id: look.color_science_badge_item_id,
  pose_science_badge_item_id: look.pose_science_badge_item_id,
});

export function BadgeCustomizer({ look, topicKey, title, saving, notice, send }: { look: StudentBadge; topicKey: string; title: string; saving: boolean; notice: string | null; send: Send }) {
  const field = (kind: BadgeItemKind): keyof BadgeChoice => `${kind}_science_badge_item_id`;
  return (
    <div className="modal-backdrop science-backdrop">
      <section className="card science-panel science-customizer" role="dialog" aria-modal="true" aria-labelledby="science-customizer-title" data-testid="science-customizer">
        <header className="science-panel-head">
          <h2 id="science-customizer-title">Make your badge: {title}</h2>
          <button className="btn btn-green btn-small" onClick={() => send({ type: 'CLOSE' })} data-testid="science-customizer-done">
            Done
          </button>
        </header>
        <div className="science-customizer-body">
          <BadgeView look={look} topicKey={topicKey} title={title} size={180} />
          <div className="science-kinds">
            {BADGE_ITEM_KINDS.map((kind) => (
              <fieldset key={kind} className="science-kind">
                <legend>{KIND_TITLES[kind]}</legend>
                {SCIENCE_BADGE_ITEMS.filter((i) => i.kind === kind).map((i) => {
                  const chosen = look[field(kind)] === i.id;
                  return (
                    <button
                      key={i.id}
                      className={`science-item${chosen ? ' science-item-on' : ''}`}
                      aria-pressed={chosen}
                      aria-label={`${KIND_TITLES[kind]}: ${i.name}`}
                      disabled={saving}
                      onClick={() => send({ type: 'PICK_ITEM', choice: { ...choiceOf(look), [field(kind)]: i.id } })}
                      data-testid="science-item"
                      data-item={`${kind}-${i.key}`}
                    >
                      {/* A pattern is white: shown on the badge's colour, as on the badge. */}
                      <img src={badgeItemImageUrl(i)} alt="" width="40" height="40" style={kind === 'background' ? { background: colourOf(look), borderRadius: '50%' } : undefined} />
                    </button>
                  );
                })}
              </fieldset>
            ))}
          </div>
        </div>
        {notice && (
          <p className="feedback feedback-invalid" role="alert" data-testid="science-badge-notice">
            {notice}
          </p>
        )}
      </section>
    </div>
  );
}
