/**
 * billingModal (spec part 1 section 2 "funnel modals: add subject, create password, billing"):
 * choose subjects (the entry point's preselected), then the parent's password and each child's
 * username and password (a username suggested from the name, editable), then the payment form
 * (contracts.md PaymentForm, register mode) through payment-slot.tsx.
 */
import { Suspense, useState, type FormEvent } from 'react';
import type { FunnelContext, FunnelEvent } from './funnel.machine';
import { FUNNEL_SUBJECTS, registrationOf, suggestUsername, type StudentAccount } from './funnel.rules';
import { FunnelCard } from './FunnelCard';
import { PaymentSlot } from './payment-slot';

type Send = (e: FunnelEvent) => void;

function AddSubject({ context: c, send }: { context: FunnelContext; send: Send }) {
  const [chosen, setChosen] = useState<number[]>(c.subjectIds);
  const toggle = (id: number) => setChosen(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  return (
    <FunnelCard title="Choose subjects" lead="Pick what your children will learn. You can change this any time in My Account." testId="billingModal-addSubject" wide>
      <div className="funnel-subjects" role="group" aria-label="Subjects">
        {FUNNEL_SUBJECTS.map((s) => (
          <button key={s.id} type="button" className="btn btn-ghost funnel-subject" aria-pressed={chosen.includes(s.id)} onClick={() => toggle(s.id)} data-testid={`subject-${s.key}`}>
            <span className="funnel-check" aria-hidden="true" />
            {s.name}
          </button>
        ))}
      </div>
      {chosen.length === 0 && <p className="field-error">Choose at least one subject.</p>}
      <button className="btn btn-green funnel-next" disabled={chosen.length === 0} onClick={() => send({ type: 'chooseSubjects', subjectIds: chosen })} data-testid="subjects-continue">
        Continue
      </button>
    </FunnelCard>
  );
}

function CreatePassword({ context: c, send }: { context: FunnelContext; send: Send }) {
  const [firstName, setFirst] = useState(c.firstName ?? '');
  const [lastName, setLast] = useState(c.lastName ?? '');
  const [password, setPassword] = useState(c.password);
  const [accounts, setAccounts] = useState<StudentAccount[]>(() =>
    c.students.map((s) => c.accounts.find((a) => a.studentId === s.id) ?? { studentId: s.id, username: suggestUsername(s.name), password: '' }),
  );
  const e = c.errors;
  const set = (id: number, patch: Partial<StudentAccount>) => setAccounts(accounts.map((a) => (a.studentId === id ? { ...a, ...patch } : a)));
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    send({ type: 'createAccount', form: { firstName, lastName, password, students: accounts } });
  };
  const field = (id: string, label: string, value: string, onChange: (v: string) => void, opts: { type?: string; auto?: string; error?: string | undefined; hint?: string }) => (
    <div className="field" data-invalid={Boolean(opts.error) || undefined}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={opts.type ?? 'text'} autoComplete={opts.auto ?? 'off'} value={value} onChange={(ev) => onChange(ev.target.value)} aria-invalid={Boolean(opts.error)} data-testid={id} />
      {opts.hint && !opts.error && <span className="funnel-fineprint">{opts.hint}</span>}
      {opts.error && <span className="field-error">{opts.error}</span>}
    </div>
  );
  return (
    <FunnelCard title="Create your accounts" lead={`For ${c.email ?? 'your account'}: your password, and a username and password for each child.`} testId="billingModal-createPassword" wide>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="funnel-grid">
          {field('parent-first', 'Your first name', firstName, setFirst, { auto: 'given-name', error: e.firstName })}
          {field('parent-last', 'Your last name', lastName, setLast, { auto: 'family-name', error: e.lastName })}
          {field('parent-password', 'Your password', password, setPassword, { type: 'password', auto: 'new-password', error: e.password, hint: 'At least 5 characters.' })}
        </div>
        {c.students.map((s) => {
          const a = accounts.find((x) => x.studentId === s.id)!;
          return (
            <fieldset key={s.id} className="funnel-kid-account">
              <legend>{s.name}</legend>
              <div className="funnel-grid">
                {field(`username-${s.id}`, 'Username', a.username, (v) => set(s.id, { username: v.replace(/\s/g, '') }), { error: e[`username-${s.id}`], hint: 'Letters and numbers, 5 or more.' })}
                {field(`kid-password-${s.id}`, 'Password', a.password, (v) => set(s.id, { password: v }), { type: 'password', auto: 'new-password', error: e[`password-${s.id}`], hint: '6 characters or more.' })}
              </div>
            </fieldset>
          );
        })}
        <div className="row funnel-row">
          <button type="button" className="btn btn-ghost" onClick={() => send({ type: 'back' })}>
            Back
          </button>
          <button type="submit" className="btn btn-green" data-testid="accounts-continue">
            Continue
          </button>
        </div>
      </form>
    </FunnelCard>
  );
}

export function BillingModal({ sub, context: c, send }: { sub: string; context: FunnelContext; send: Send }) {
  if (sub === 'addSubject') return <AddSubject context={c} send={send} />;
  if (sub === 'createPassword') return <CreatePassword context={c} send={send} />;
  return (
    <FunnelCard title="Start your free month" testId="billingModal-payment" wide>
      <Suspense fallback={<div className="funnel-spinner" aria-label="Loading the payment form" />}>
        <PaymentSlot mode="register" registration={registrationOf(c)} onPaid={(result) => send({ type: 'paid', result })} />
      </Suspense>
      <button className="btn btn-ghost btn-small funnel-back" onClick={() => send({ type: 'back' })}>
        Back
      </button>
    </FunnelCard>
  );
}
