import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { MONSTER_PART_TYPES, type MonsterPartType } from '../../core/monster/monster-parts';
import type { MonsterPart, StudentMonster } from '../../worker/monster/monster.contracts';
import { api, ApiError } from '../lib/api';
import { MonsterAvatar } from './MonsterAvatar';
import { closeAction, fromFetch, partsByType, toBody, toDescription, withPart, type MonsterFetchResult } from './monster-maker-rules';

/** Tab labels of the six part types. */
const TYPE_LABELS: Readonly<Record<MonsterPartType, string>> = { body: 'Body', color: 'Color', pattern: 'Pattern', eyes: 'Eyes', mouth: 'Mouth', headpart: 'Headpart' };

type State =
  | { kind: 'loading' }
  | { kind: 'load-error'; message: string }
  | { kind: 'editing'; parts: MonsterPart[]; monster: StudentMonster; saving: boolean; error: string | null };

const message = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

/**
 * Where the maker loads its parts and monster and saves the monster: a student's on the server
 * (the default), or a guest's in memory (the landing funnel, ui/monster/guest-monster-store.ts).
 * `load` resolves to the parts and the monster to edit, or rejects/returns `{error}` with a message;
 * `save` resolves to the saved monster or rejects.
 */
export interface MonsterStore {
  load(): Promise<{ parts: MonsterPart[]; monster: StudentMonster } | { error: string }>;
  save(monster: StudentMonster): Promise<StudentMonster>;
}

/** The student's monster on the server (spec "Monster maker": closing creates a monster whose id is 0, else updates it). */
export function serverMonsterStore(studentId: number): MonsterStore {
  return {
    async load() {
      const [{ monster_parts: parts }, fetched] = await Promise.all([
        api.monsterParts(),
        api.studentMonster(studentId).then(
          (r): MonsterFetchResult => ({ ok: true, student_monster: r.student_monster }),
          (e: unknown): MonsterFetchResult => ({ ok: false, status: e instanceof ApiError ? e.status : 0, message: message(e, 'We could not load your monster.') }),
        ),
      ]);
      const result = fromFetch(fetched, parts);
      return 'error' in result ? result : { parts, monster: result.monster };
    },
    async save(monster) {
      const body = toBody(monster);
      const update = () => api.updateStudentMonster(studentId, body);
      const saved =
        closeAction(monster) === 'create'
          ? // A monster made meanwhile (another tab) answers 409: then this one updates it.
            await api.createStudentMonster(studentId, body).catch((e: unknown) => {
              if (e instanceof ApiError && e.status === 409) return update();
              throw e;
            })
          : await update();
      return saved.student_monster;
    },
  };
}

async function load(store: MonsterStore): Promise<State> {
  try {
    const result = await store.load();
    return 'error' in result ? { kind: 'load-error', message: result.error } : { kind: 'editing', parts: result.parts, monster: result.monster, saving: false, error: null };
  } catch (e) {
    return { kind: 'load-error', message: message(e, 'We could not load the monster parts.') };
  }
}

/**
 * The monster maker modal (spec part 1 sections 2 and 4 "Monster maker"): a big live preview, the
 * six part types as tabs and the five options of the chosen type as thumbnails. Closing ("Done" or
 * Escape) saves: creates the monster when its id is 0, else updates it. A failed save keeps every
 * choice on screen with a kind message, so "Done" can simply be pressed again.
 *
 * @param studentId the student whose monster is edited (on the server)
 * @param store instead of a student: where the monster loads and saves (a guest's, in memory)
 * @param onSaved called with the saved monster; the caller closes the modal and redraws the map
 * @param onCancel called when the maker is closed without a monster to save (it could not load)
 */
export function MonsterMakerModal({ studentId, store: given, onSaved, onCancel }: { onSaved: (monster: StudentMonster) => void; onCancel: () => void } & ({ studentId: number; store?: undefined } | { studentId?: undefined; store: MonsterStore })) {
  const store = useMemo(() => given ?? serverMonsterStore(studentId), [given, studentId]);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [type, setType] = useState<MonsterPartType>('body');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void load(store).then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [store, attempt]);

  const byType = useMemo(() => (state.kind === 'editing' ? partsByType(state.parts) : null), [state]);

  const save = useCallback(async () => {
    if (state.kind !== 'editing' || state.saving) return;
    const { monster } = state;
    setState({ ...state, saving: true, error: null });
    try {
      const saved = await store.save(monster);
      setState((s) => (s.kind === 'editing' ? { ...s, monster: saved, saving: false } : s));
      onSaved(saved);
    } catch (e) {
      const error = `We couldn't save your monster. ${message(e, 'Something went wrong.')} Your choices are still here: press Done to try again.`;
      setState((s) => (s.kind === 'editing' ? { ...s, saving: false, error } : s));
    }
  }, [state, store, onSaved]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    if (state.kind === 'editing') void save();
    else onCancel();
  }

  function onTabKey(e: KeyboardEvent, index: number) {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = MONSTER_PART_TYPES[(index + delta + MONSTER_PART_TYPES.length) % MONSTER_PART_TYPES.length]!;
    setType(next);
    document.getElementById(`monster-tab-${next}`)?.focus();
  }

  const editing = state.kind === 'editing' ? state : null;
  const monster = editing?.monster;
  const description = monster ? toDescription(monster) : null;
  const summary = monster ? MONSTER_PART_TYPES.map((t) => `${TYPE_LABELS[t]}: ${monster[t].name}`).join(', ') : '';

  return (
    <div className="modal-backdrop">
      <div className="card monster-maker" role="dialog" aria-modal="true" aria-labelledby="monster-maker-title" data-testid="monster-maker" onKeyDown={onKeyDown}>
        <h2 id="monster-maker-title" className="mm-title">
          Make your monster!
        </h2>
        {state.kind === 'loading' && <p className="mm-loading">Getting your monster ready…</p>}
        {state.kind === 'load-error' && (
          <div className="stack" role="alert">
            <p>{state.message}</p>
            <div className="row" style={{ justifyContent: 'center' }}>
              <button className="btn btn-ghost" onClick={onCancel} data-testid="monster-maker-cancel">
                Close
              </button>
              <button className="btn btn-primary" autoFocus onClick={() => { setState({ kind: 'loading' }); setAttempt((a) => a + 1); }}>
                Try again
              </button>
            </div>
          </div>
        )}
        {editing && monster && description && byType && (
          <>
            <div className="mm-layout">
              <div className="mm-stage" aria-live="polite">
                <div className="mm-preview" key={Object.values(description).join('-')}>
                  <MonsterAvatar monster={description} alt={`Your monster. ${summary}`} />
                </div>
                <div className="mm-ground" aria-hidden="true" />
              </div>
              <div className="mm-controls">
                <div className="mm-types" role="tablist" aria-label="Monster parts">
                  {MONSTER_PART_TYPES.map((t, i) => (
                    <button
                      key={t}
                      id={`monster-tab-${t}`}
                      type="button"
                      role="tab"
                      className="mm-type"
                      aria-selected={t === type}
                      aria-controls="monster-options"
                      tabIndex={t === type ? 0 : -1}
                      autoFocus={t === type}
                      onClick={() => setType(t)}
                      onKeyDown={(e) => onTabKey(e, i)}
                      data-testid={`monster-type-${t}`}
                    >
                      <img src={monster[t].preview_url} alt="" width={40} height={44} />
                      <span>{TYPE_LABELS[t]}</span>
                    </button>
                  ))}
                </div>
                <div className="mm-options" id="monster-options" role="tabpanel" aria-labelledby={`monster-tab-${type}`}>
                  {byType[type].map((part) => {
                    const selected = monster[type].id === part.id;
                    return (
                      <button
                        key={part.id}
                        type="button"
                        className="mm-option"
                        aria-pressed={selected}
                        aria-label={`${TYPE_LABELS[type]}: ${part.name}`}
                        onClick={() => setState({ ...editing, monster: withPart(monster, part), error: null })}
                        data-testid={`monster-option-${part.id}`}
                      >
                        <img src={part.preview_url} alt="" width={100} height={110} />
                        <span className="mm-option-name">{part.name}</span>
                        {selected && (
                          <svg className="mm-check" viewBox="0 0 24 24" aria-hidden="true">
                            <circle cx="12" cy="12" r="11" fill="#2fbf71" stroke="#1d2b4f" strokeWidth="2" />
                            <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
                          </svg>
                        )}
                      </button>
                    );
                  })}
                </div>
              </div>
            </div>
            {editing.error && (
              <p className="form-error" role="alert" data-testid="monster-maker-error">
                {editing.error}
              </p>
            )}
            <div className="mm-footer">
              <button className="btn btn-green mm-done" onClick={() => void save()} disabled={editing.saving} data-testid="monster-maker-done">
                {editing.saving ? 'Saving…' : 'Done'}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
