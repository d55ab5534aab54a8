import { useState, type FormEvent } from 'react';
import { AppLink } from '../components/AppLink';
import { TextField } from '../components/Field';
import { api, ApiError, sessionClient } from '../lib/api';
import { useAppNavigate } from '../lib/links';
import { homeFor } from '../lib/page-access';

/** Log in with an e-mail (parent) or a username (student). */
export function LoginScreen() {
  const navigate = useAppNavigate();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!login.trim() || !password) {
      setError('Please enter your e-mail or username and your password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api.login(login.trim(), password);
      if (!sessionClient.storeLogin(res)) throw new ApiError(0, "We're sorry something went wrong. Please try again.");
      navigate(homeFor(res.role));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "We're sorry something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page page-narrow">
      <form className="card stack" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Welcome back!</h1>
        <p className="muted">Kids: use your username. Grown-ups: use your e-mail.</p>
        {error && (
          <div className="form-error" role="alert" data-testid="login-error">
            {error}
          </div>
        )}
        <TextField label="E-mail or username" name="email_or_username" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} data-testid="login-username" />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="login-password" />
        <AppLink to="/forgot-password" className="forgot-link" data-testid="login-forgot">
          Forgot your password?
        </AppLink>
        <button className="btn btn-primary" type="submit" disabled={busy} data-testid="login-submit">
          {busy ? 'Logging in…' : 'Log In'}
        </button>
        <p className="muted">
          New here? <AppLink to="/signup">Create a free parent account</AppLink>
        </p>
      </form>
    </main>
  );
}
