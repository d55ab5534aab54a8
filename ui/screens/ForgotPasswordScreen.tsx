import { useState, type FormEvent } from 'react';
import { AppLink } from '../components/AppLink';
import { TextField } from '../components/Field';
import { api, ApiError } from '../lib/api';

/** Forgot password: asks for the e-mail (parent) or username (student) and sends a reset link (spec part 1 section 7 `/forgot_password`). */
export function ForgotPasswordScreen() {
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!login.trim()) {
      setError('Please enter your e-mail or username.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSent((await api.forgotPassword(login.trim())).message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "We're sorry something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page page-narrow">
      <form className="card stack" onSubmit={submit} noValidate aria-labelledby="forgot-title">
        <h1 id="forgot-title">Forgot your password?</h1>
        {sent ? (
          <>
            <p className="notice" role="status" data-testid="forgot-sent">
              {sent}
            </p>
            <p className="muted">Kids: the e-mail goes to your grown-up. The link works once, for one hour.</p>
            <AppLink className="btn btn-ghost" to="/login">
              Back to Log In
            </AppLink>
          </>
        ) : (
          <>
            <p className="muted">Grown-ups: enter your e-mail. Kids: enter your username, and we'll e-mail your grown-up.</p>
            {error && (
              <div className="form-error" role="alert" data-testid="forgot-error">
                {error}
              </div>
            )}
            <TextField label="E-mail or username" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} data-testid="forgot-login" />
            <button className="btn btn-primary" type="submit" disabled={busy} data-testid="forgot-submit">
              {busy ? 'Sending…' : 'Send me a link'}
            </button>
            <p className="muted">
              Remembered it? <AppLink to="/login">Log in</AppLink>
            </p>
          </>
        )}
      </form>
    </div>
  );
}
