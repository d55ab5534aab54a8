import { useState, type FormEvent } from 'react';
import { signUpFormSchema, type SignUpForm } from '../../worker/auth/parent-form';
import { TextField } from '../components/Field';
import { api, ApiError, sessionClient } from '../lib/api';
import { fieldErrors } from '../lib/forms';
import { AppLink } from '../components/AppLink';
import { useAppNavigate } from '../lib/links';

const EMPTY: SignUpForm = { first_name: '', last_name: '', email: '', password: '', confirm_password: '' };

/** Free parent sign-up (DECISIONS: POST /api/o1/parents), then on to adding a student. */
export function SignUpScreen() {
  const navigate = useAppNavigate();
  const [form, setForm] = useState<SignUpForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof SignUpForm) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = signUpFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const { confirm_password: _confirm, ...body } = parsed.data;
      const res = await api.createParent(body);
      sessionClient.storeLogin(res);
      navigate('/my-account?welcome=1');
    } catch (err) {
      if (err instanceof ApiError) setErrors({ ...err.fields, _: err.message });
      else setErrors({ _: "We're sorry something went wrong. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page page-narrow">
      <form className="card stack" onSubmit={submit} noValidate aria-labelledby="signup-title">
        <h1 id="signup-title">Create your parent account</h1>
        <p className="muted">Free to start. You'll add your child next.</p>
        {errors._ && (
          <div className="form-error" role="alert" data-testid="signup-error">
            {errors._}
          </div>
        )}
        <div className="grid-2">
          <TextField label="First name" autoComplete="given-name" value={form.first_name} onChange={set('first_name')} error={errors.first_name} data-testid="signup-first-name" />
          <TextField label="Last name" autoComplete="family-name" value={form.last_name} onChange={set('last_name')} error={errors.last_name} data-testid="signup-last-name" />
        </div>
        <TextField label="E-mail" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} data-testid="signup-email" />
        <div className="grid-2">
          <TextField label="Password" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} error={errors.password} data-testid="signup-password" />
          <TextField label="Confirm password" type="password" autoComplete="new-password" value={form.confirm_password} onChange={set('confirm_password')} error={errors.confirm_password} data-testid="signup-confirm" />
        </div>
        <button className="btn btn-primary" type="submit" disabled={busy} data-testid="signup-submit">
          {busy ? 'Creating…' : 'Create account'}
        </button>
        <p className="muted">
          Already a member? <AppLink to="/login">Log in</AppLink>
        </p>
      </form>
    </main>
  );
}
