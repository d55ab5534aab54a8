/**
 * The funnel's grown-up modals (spec part 1 sections 2 "funnel modals: email, students, parent age,
 * benefits" and 3 "form status"): the e-mail capture (Editing, Saving, Saved, Error), the children
 * with their grades, what the membership gives, and the grown-up's 18+ answer.
 */
import { useState, type FormEvent } from 'react';
import type { FunnelContext, FunnelEvent } from './funnel.machine';
import { GRADES, gradeLabel, type FunnelStudent } from './funnel.rules';
import { FunnelCard } from './FunnelCard';

type Send = (e: FunnelEvent) => void;

export function EnterEmailKid({ send }: { send: Send }) {
  return (
    <FunnelCard title="Time to get a grown-up!" lead="Your grown-up types their e-mail next, so your monster is saved." testId="enterEmailKid">
      <button className="btn btn-green funnel-next" autoFocus onClick={() => send({ type: 'continue' })} data-testid="grownup-here">
        My grown-up is here
      </button>
    </FunnelCard>
  );
}

/** enterEmailParent, with the spec's form status: Editing, Saving, Saved, Error. */
export function EnterEmailParent({ sub, context: c, send }: { sub: string; context: FunnelContext; send: Send }) {
  const [email, setEmail] = useState(c.email ?? '');
  const error = c.errors.email;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'submitEmail', email });
  };
  return (
    <FunnelCard title="Where should we send progress reports?" lead="Your e-mail keeps your child's place, and you get a short report each day they play." testId="enterEmailParent">
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field" data-invalid={Boolean(error) || undefined}>
          <label htmlFor="funnel-email">Your e-mail</label>
          <input id="funnel-email" type="email" inputMode="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} readOnly={sub === 'Saving' || sub === 'Saved'} aria-invalid={Boolean(error)} aria-describedby={error ? 'funnel-email-error' : undefined} data-testid="email-input" />
          {error && (
            <span id="funnel-email-error" className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
        <button type="submit" className={`btn btn-green funnel-next${sub === 'Saving' ? ' btn-checking' : ''}`} disabled={sub === 'Saving' || sub === 'Saved'} data-testid="email-submit">
          {sub === 'Saving' ? 'Saving…' : sub === 'Saved' ? 'Saved!' : sub === 'Error' ? 'Try again' : 'Continue'}
        </button>
        <p className="funnel-fineprint">We never share your e-mail. No card needed for this step.</p>
      </form>
    </FunnelCard>
  );
}

/** studentsModal: each child's name and grade (the grade modal's answer preselected). */
export function StudentsModal({ context: c, send }: { context: FunnelContext; send: Send }) {
  const [kids, setKids] = useState<FunnelStudent[]>(() => (c.students.length ? c.students : [{ id: 1, name: '', grade: c.grade ?? 1 }]));
  const [tried, setTried] = useState(false);
  const update = (id: number, patch: Partial<FunnelStudent>) => setKids(kids.map((k) => (k.id === id ? { ...k, ...patch } : k)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const named = kids.map((k) => ({ ...k, name: k.name.trim() }));
    if (named.every((k) => k.name)) send({ type: 'saveStudents', students: named });
  };
  return (
    <FunnelCard title="Who will we be teaching?" lead="Add each child with their grade." testId="studentsModal" wide>
      <form className="stack" onSubmit={submit} noValidate>
        {kids.map((k, i) => (
          <div className="funnel-student" key={k.id}>
            <div className="field" data-invalid={(tried && !k.name.trim()) || undefined}>
              <label htmlFor={`kid-name-${k.id}`}>Child {i + 1}'s name</label>
              <input id={`kid-name-${k.id}`} autoComplete="off" autoFocus={i === 0} value={k.name} onChange={(e) => update(k.id, { name: e.target.value })} data-testid={`student-name-${i}`} />
              {tried && !k.name.trim() && <span className="field-error">Please enter a name.</span>}
            </div>
            <div className="field">
              <label htmlFor={`kid-grade-${k.id}`}>Grade</label>
              <select id={`kid-grade-${k.id}`} value={k.grade} onChange={(e) => update(k.id, { grade: Number(e.target.value) })} data-testid={`student-grade-${i}`}>
                {GRADES.map((g) => (
                  <option key={g} value={g}>
                    {gradeLabel(g)}
                  </option>
                ))}
              </select>
            </div>
            {kids.length > 1 && (
              <button type="button" className="btn btn-ghost btn-small funnel-remove" onClick={() => setKids(kids.filter((x) => x.id !== k.id))} aria-label={`Remove child ${i + 1}`}>
                Remove
              </button>
            )}
          </div>
        ))}
        <div className="row funnel-row">
          {kids.length < 6 && (
            <button type="button" className="btn btn-ghost" onClick={() => setKids([...kids, { id: Math.max(...kids.map((k) => k.id)) + 1, name: '', grade: c.grade ?? 1 }])} data-testid="add-student">
              + Add another child
            </button>
          )}
          <button type="submit" className="btn btn-green" data-testid="students-submit">
            Continue
          </button>
        </div>
      </form>
    </FunnelCard>
  );
}

const BENEFITS = [
  'Math from Pre-K to grade 8, at your child’s own level',
  'Short teacher videos when a question is tricky',
  'A monster, pets and a map that make practice fun',
  'A daily progress report in your inbox',
  'First month free; a reminder e-mail three days before it ends',
  'Hold or cancel any time in My Account, online, in two clicks',
];

export function BenefitsModal({ send }: { send: Send }) {
  return (
    <FunnelCard title="What your membership gives you" testId="benefitsModal" wide>
      <ul className="funnel-benefits">
        {BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <button className="btn btn-green funnel-next" onClick={() => send({ type: 'continue' })} data-testid="benefits-continue">
        Sounds good!
      </button>
    </FunnelCard>
  );
}

/** parentAgeModal: a grown-up confirms they are 18 or over before any payment step. */
export function ParentAgeModal({ sub, send }: { sub: string; send: Send }) {
  if (sub === 'notAdult') {
    return (
      <FunnelCard title="Please ask a grown-up" lead="A parent or another grown-up over 18 finishes the sign-up. Hand them the screen!" testId="parentAgeModal">
        <button className="btn btn-green funnel-next" autoFocus onClick={() => send({ type: 'confirmAdult' })} data-testid="adult-yes">
          I'm a grown-up, 18 or over
        </button>
      </FunnelCard>
    );
  }
  return (
    <FunnelCard title="Grown-ups only from here" lead="Are you 18 or over?" testId="parentAgeModal">
      <div className="funnel-choices">
        <button className="btn btn-green funnel-choice" autoFocus onClick={() => send({ type: 'confirmAdult' })} data-testid="adult-yes">
          Yes, I'm 18 or over
        </button>
        <button className="btn btn-ghost funnel-choice" onClick={() => send({ type: 'denyAdult' })} data-testid="adult-no">
          No
        </button>
      </div>
    </FunnelCard>
  );
}
