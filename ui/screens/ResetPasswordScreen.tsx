import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ActionTokenInfo } from '../../worker/auth/auth.contracts';
import { AppLink } from '../components/AppLink';
import { TextField } from '../components/Field';
import { api, ApiError } from '../lib/api';

const GENERIC = "We're sorry something went wrong. Please try again.";

/**
 * Choose a new password from an e-mailed link `/reset-password?token=...`: the token is checked
 * first (`/validate_action_token`), then used once (`/update_password_with_token`).
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [info, setInfo] = useState<ActionTokenInfo | null>(null);
  const [linkError, setLinkError] = useState<string | null>(token ? null : 'This link is not valid. Please ask for a new password reset e-mail.');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    api.validateActionToken(token).then(setInfo, (e: unknown) => setLinkError(e instanceof ApiError ? e.message : GENERIC));
  }, [token]);

  const minLength = info?.role === 'student' ? 6 : 5;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!password) next.new_password = 'Please enter a new password.';
    else if (password.length < minLength) next.new_password = info?.role === 'student' ? "The student's password must be longer than 5 characters." : 'Your password must be at least 5 characters.';
    if (!confirm) next.confirm = 'Please confirm the password.';
    else if (password && confirm !== password) next.confirm = 'The passwords do not match.';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      setDone((await api.updatePasswordWithToken(token, password)).message);
    } catch (err) {
      if (err instanceof ApiError && err.fields.token) setLinkError(err.fields.token);
      else if (err instanceof ApiError) setErrors({ ...err.fields, _: err.message });
      else setErrors({ _: GENERIC });
    } finally {
      setBusy(false);
    }
  }

  let content;
  if (done) {
    content = (
      <>
        <p className="notice" role="status" data-testid="reset-done">
          {done}
        </p>
        <AppLink className="btn btn-primary" to="/login" data-testid="reset-login">
          Log In
        </AppLink>
      </>
    );
  } else if (linkError) {
    content = (
      <>
        <div className="form-error" role="alert" data-testid="reset-link-error">
          {linkError}
        </div>
        <AppLink className="btn btn-primary" to="/forgot-password">
          Send a new link
        </AppLink>
      </>
    );
  } else if (!info) {
    content = <p className="muted">Checking your link…</p>;
  } else {
    content = (
      <>
        <p className="muted" data-testid="reset-for">
          {info.role === 'student' ? `Choose a new password for ${info.first_name}.` : `Hi ${info.first_name}! Choose a new password.`}
        </p>
        {errors._ && (
          <div className="form-error" role="alert">
            {errors._}
          </div>
        )}
        <TextField label="New password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.new_password} data-testid="reset-password" />
        <TextField label="Confirm password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} data-testid="reset-confirm" />
        <button className="btn btn-primary" type="submit" disabled={busy} data-testid="reset-submit">
          {busy ? 'Saving…' : 'Save new password'}
        </button>
      </>
    );
  }

  return (
    <div className="page page-narrow">
      <form className="card stack" onSubmit={submit} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title">New password</h1>
        {content}
      </form>
    </div>
  );
}
