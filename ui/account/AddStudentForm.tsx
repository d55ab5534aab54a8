import { useState, type FormEvent } from 'react';
import { newStudentFormSchema, type NewStudentForm } from '../../worker/parents/student-form';
import { GRADE_IDS, GRADE_NAMES } from '../../worker/students/grades';
import { SelectField, TextField } from '../components/Field';
import { api, ApiError } from '../lib/api';
import { fieldErrors } from '../lib/forms';
import { failureOf, useFormStatus } from './form-status';
import { useAccount } from './use-account';

const EMPTY: NewStudentForm = { first_name: '', last_name: '', username: '', grade: 0, student_password: '', confirm_student_password: '', account_password: '' };

/** API field names → form field names, so server messages land beside the right input. */
const API_TO_FORM: Record<string, string> = { new_password: 'student_password', parent_password: 'account_password' };

/** The add-student form with the spec's new-student rules (spec part 1 sections 3 and 5). */
export function AddStudentForm() {
  const { refresh } = useAccount();
  const [form, setForm] = useState<NewStudentForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<string | null>(null);
  const { status, dispatch } = useFormStatus();
  const set = (k: keyof NewStudentForm) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = newStudentFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      dispatch({ type: 'invalid' });
      return;
    }
    setErrors({});
    setAdded(null);
    const f = parsed.data;
    try {
      dispatch({ type: 'submit' });
      const student = await api.addStudent({ first_name: f.first_name, last_name: f.last_name, username: f.username, grade: f.grade, new_password: f.student_password, parent_password: f.account_password });
      dispatch({ type: 'success', name: 'add-student' });
      setAdded(`${student.first_name} is ready to play! Username: ${student.username}`);
      setForm(EMPTY);
      await refresh();
    } catch (err) {
      if (err instanceof ApiError) setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [API_TO_FORM[k] ?? k, v])));
      dispatch(failureOf(err));
    }
  }

  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-title" data-testid="add-student-form">
      <h2 id="add-title">Add a student</h2>
      {added && status.actionSuccess && <div className="feedback feedback-good" role="status">{added}</div>}
      {status.generalError && <div className="form-error" role="alert" data-testid="add-student-error">{status.generalError}</div>}
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
      <button className="btn btn-primary" type="submit" disabled={status.submitting} data-testid="add-student-submit">
        {status.submitting ? 'Adding…' : 'Add student'}
      </button>
    </form>
  );
}
