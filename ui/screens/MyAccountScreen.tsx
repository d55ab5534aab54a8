import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ParentWithStudents } from '../../worker/parents/parents.contracts';
import { newStudentFormSchema, type NewStudentForm } from '../../worker/parents/student-form';
import { GRADE_IDS, GRADE_NAMES } from '../../worker/students/grades';
import { SelectField, TextField } from '../components/Field';
import { api, ApiError } from '../lib/api';
import { fieldErrors } from '../lib/forms';
import { session } from '../lib/session';
import { loadParent } from '../lib/student-session';
import { MonsterAvatar } from '../monster/MonsterAvatar';
import { FeedbackWidget } from '../feedback/FeedbackWidget';
import type { HomeLocationState } from './AccountDeletedModal';
import { AccountSettings, StudentSettings } from './AccountSettings';
import './my-account.css';
import { useAppNavigate } from '../lib/links';

const EMPTY: NewStudentForm = { first_name: '', last_name: '', username: '', grade: 0, student_password: '', confirm_student_password: '', account_password: '' };

/** API field names → form field names, so server messages land beside the right input. */
const API_TO_FORM: Record<string, string> = { new_password: 'student_password', parent_password: 'account_password' };

/**
 * My Account: the parent's students (play, grade, data download), the add-student form, account
 * options, password, feedback, and deleting the account.
 */
export function MyAccountScreen() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const [parent, setParent] = useState<ParentWithStudents | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState<NewStudentForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  // On opening, the request the top bar's greeting sends is shared; after a change, a fresh one.
  const load = useCallback((fresh: boolean) => {
    (fresh ? api.parent() : loadParent()).then(setParent, (e: unknown) => setLoadError(e instanceof ApiError ? e.message : 'Could not load your account.'));
  }, []);
  useEffect(() => load(false), [load]);

  const set = (k: keyof NewStudentForm) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = newStudentFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const f = parsed.data;
      const student = await api.addStudent({ first_name: f.first_name, last_name: f.last_name, username: f.username, grade: f.grade, new_password: f.student_password, parent_password: f.account_password });
      setAdded(`${student.first_name} is ready to play! Username: ${student.username}`);
      setForm(EMPTY);
      load(true);
    } catch (err) {
      if (err instanceof ApiError) {
        const mapped = Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [API_TO_FORM[k] ?? k, v]));
        setErrors({ ...mapped, _: err.message });
      } else setErrors({ _: "We're sorry something went wrong. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  function play(id: number) {
    session.selectStudent(id);
    navigate('/math');
  }

  return (
    <main className="page stack">
      <h1>{parent ? `Hi, ${parent.first_name}!` : 'My Account'}</h1>
      {params.get('welcome') && <p className="muted">Your account is ready. Add your child below to start playing.</p>}
      {loadError && <div className="form-error" role="alert">{loadError}</div>}
      {parent && parent.students.length > 0 && (
        <section className="stack" aria-labelledby="students-title">
          <h2 id="students-title">Your students</h2>
          <div className="student-grid">
            {parent.students.map((s) => (
              <div className="card student-card" key={s.id} data-testid={`student-${s.username}`}>
                <MonsterAvatar alt="" />
                <span className="name">{s.first_name}</span>
                <span className="muted">
                  {GRADE_NAMES[s.grade] ?? 'No grade'} · Level {s.current_level} · @{s.username}
                </span>
                <button className="btn btn-blue btn-small" onClick={() => play(s.id)}>
                  Play as {s.first_name}
                </button>
                <StudentSettings student={s} onChanged={() => load(true)} />
              </div>
            ))}
          </div>
        </section>
      )}
      <form className="card stack" onSubmit={submit} noValidate aria-labelledby="add-title" data-testid="add-student-form">
        <h2 id="add-title">Add a student</h2>
        {added && <div className="feedback feedback-good" role="status">{added}</div>}
        {errors._ && <div className="form-error" role="alert" data-testid="add-student-error">{errors._}</div>}
        <div className="grid-2">
          <TextField label="First name" value={form.first_name} onChange={set('first_name')} error={errors.first_name} data-testid="student-first-name" />
          <TextField label="Last name" value={form.last_name} onChange={set('last_name')} error={errors.last_name} data-testid="student-last-name" />
        </div>
        <div className="grid-2">
          <TextField label="Username (letters and numbers, 5 or more)" value={form.username} onChange={set('username')} error={errors.username} autoComplete="off" data-testid="student-username" />
          <SelectField label="Grade" value={String(form.grade)} onChange={set('grade')} error={errors.grade} data-testid="student-grade">
            <option value="0">Choose a grade…</option>
            {GRADE_IDS.map((g) => (
              <option key={g} value={g}>
                {GRADE_NAMES[g]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid-2">
          <TextField label="Student password (6 or more)" type="password" autoComplete="new-password" value={form.student_password} onChange={set('student_password')} error={errors.student_password} data-testid="student-password" />
          <TextField label="Confirm student password" type="password" autoComplete="new-password" value={form.confirm_student_password} onChange={set('confirm_student_password')} error={errors.confirm_student_password} data-testid="student-confirm" />
        </div>
        <TextField label="Your account password" type="password" autoComplete="current-password" value={form.account_password} onChange={set('account_password')} error={errors.account_password} data-testid="student-account-password" />
        <button className="btn btn-primary" type="submit" disabled={busy} data-testid="add-student-submit">
          {busy ? 'Adding…' : 'Add student'}
        </button>
      </form>
      {parent && <AccountSettings onDeleted={() => void navigate('/', { replace: true, state: { accountDeleted: true } satisfies HomeLocationState })} />}
      <FeedbackWidget author={{ kind: 'parent' }} source="my-account" title="How is Monsterific working for your family?" />
    </main>
  );
}
