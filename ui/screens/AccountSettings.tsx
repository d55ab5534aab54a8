import { useEffect, useId, useState, type FormEvent } from 'react';
import { parentPasswordField } from '../../worker/auth/parent-form';
import { GRADE_IDS, GRADE_NAMES } from '../../worker/students/grades';
import type { Student } from '../../worker/students/students.contracts';
import { SelectField, TextField } from '../components/Field';
import { ApiError, request } from '../lib/api';
import { accountApi, type AccountPreferences } from '../lib/account-api';

const GENERIC = "We're sorry something went wrong. Please try again.";
const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : GENERIC);

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M12 3v11m0 0l-4.5-4.5M12 14l4.5-4.5M4 17v2.5A1.5 1.5 0 005.5 21h13a1.5 1.5 0 001.5-1.5V17" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Per-student settings on My Account: change the grade (a partial `PUT students/{id}`), and
 * download everything stored about the child as JSON (children's privacy).
 */
export function StudentSettings({ student, onChanged }: { student: Student; onChanged: () => void }) {
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function changeGrade(value: string) {
    setBusy(true);
    setStatus(null);
    try {
      const s = await accountApi.updateStudent(student.id, { grade: Number(value) });
      setStatus({ kind: 'ok', text: `Grade saved: ${GRADE_NAMES[s.grade]}` });
      onChanged();
    } catch (e) {
      setStatus({ kind: 'error', text: messageOf(e) });
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    try {
      const data = await request<unknown>('GET', accountApi.exportUrl(student.id));
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `monsterific-${student.username}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      setStatus({ kind: 'error', text: messageOf(e) });
    }
  }

  return (
    <div className="student-settings stack" data-testid={`student-settings-${student.username}`}>
      <SelectField label="Grade" value={String(student.grade)} disabled={busy} onChange={(e) => void changeGrade(e.target.value)} data-testid={`grade-${student.username}`}>
        {student.grade === 0 && <option value="0">Choose a grade…</option>}
        {GRADE_IDS.map((g) => (
          <option key={g} value={g}>
            {GRADE_NAMES[g]}
          </option>
        ))}
      </SelectField>
      {status && (
        <span className={status.kind === 'ok' ? 'saved-note' : 'field-error'} role="status" data-testid={`grade-status-${student.username}`}>
          {status.text}
        </span>
      )}
      <button type="button" className="btn btn-ghost btn-small" onClick={() => void download()} aria-label={`Download ${student.first_name}'s data`} data-testid={`export-${student.username}`}>
        <DownloadIcon /> Download data
      </button>
    </div>
  );
}

/** A big on/off switch (role="switch"), 44 px or taller. */
function Switch({ checked, onChange, label, disabled, testId }: { checked: boolean; onChange: (v: boolean) => void; label: string; disabled?: boolean; testId: string }) {
  return (
    <button type="button" role="switch" aria-checked={checked} aria-label={label} className="switch" disabled={disabled} onClick={() => onChange(!checked)} data-testid={testId}>
      <span className="switch-knob" />
    </button>
  );
}

/** Account options, password change and account deletion (spec part 1 section 2 "My Account modals"). */
export function AccountSettings({ onDeleted }: { onDeleted: () => void }) {
  const [prefs, setPrefs] = useState<AccountPreferences | null>(null);
  const [prefsStatus, setPrefsStatus] = useState<string | null>(null);
  const [pw, setPw] = useState({ current_password: '', new_password: '', confirm_password: '' });
  const [pwErrors, setPwErrors] = useState<Record<string, string>>({});
  const [pwDone, setPwDone] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deletePassword, setDeletePassword] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const switchLabel = useId();

  useEffect(() => {
    accountApi.preferences().then(
      (r) => setPrefs(r.account_preferences),
      (e: unknown) => setPrefsStatus(messageOf(e)),
    );
  }, []);

  async function savePreference(change: Partial<AccountPreferences>) {
    setPrefsStatus(null);
    try {
      const r = await accountApi.setPreferences(change);
      setPrefs(r.account_preferences);
      setPrefsStatus('Saved');
    } catch (e) {
      setPrefsStatus(messageOf(e));
    }
  }

  async function changePassword(e: FormEvent) {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (!pw.current_password) errors.current_password = 'Please enter your current password.';
    const next = parentPasswordField.safeParse(pw.new_password);
    if (!next.success) errors.new_password = next.error.issues[0]!.message;
    if (!pw.confirm_password) errors.confirm_password = 'Please confirm your password.';
    else if (pw.confirm_password !== pw.new_password) errors.confirm_password = 'The passwords do not match.';
    setPwErrors(errors);
    setPwDone(false);
    if (Object.keys(errors).length) return;
    try {
      await accountApi.updatePassword(pw.current_password, pw.new_password);
      setPw({ current_password: '', new_password: '', confirm_password: '' });
      setPwDone(true);
    } catch (err) {
      setPwErrors(err instanceof ApiError ? { ...err.fields, _: err.message } : { _: GENERIC });
    }
  }

  async function deleteAccount(e: FormEvent) {
    e.preventDefault();
    if (!deletePassword) return setDeleteError('Please enter your account password.');
    try {
      await accountApi.deleteAccount(deletePassword);
      // The home page logs out and confirms (AccountDeletedModal): logging out here first would let
      // this protected page's redirect to /login win the race.
      onDeleted();
    } catch (err) {
      setDeleteError(messageOf(err));
    }
  }

  return (
    <>
      <section className="card stack" aria-labelledby="options-title" data-testid="account-options">
        <h2 id="options-title">Play options</h2>
        <div className="option-row">
          <div>
            <div id={switchLabel} className="option-title">Don't lock at the daily limit</div>
            <p className="muted">
              Normally a new math level opens on the next day, so play stays short and steady. Turn this on to let your children keep going.
            </p>
          </div>
          {prefs && <Switch checked={prefs.dont_lock_at_daily_limit} onChange={(v) => void savePreference({ dont_lock_at_daily_limit: v })} label="Don't lock at the daily limit" testId="dont-lock-switch" />}
        </div>
        <div className="option-row">
          <div>
            <div className="option-title">Read questions aloud automatically for Pre-K to grade 1</div>
            <p className="muted">
              Young children hear each new math question and its choices as it appears. Every child can still tap the speaker to hear it again.
            </p>
          </div>
          {prefs && (
            <Switch
              checked={prefs.auto_read_aloud}
              onChange={(v) => void savePreference({ auto_read_aloud: v })}
              label="Read questions aloud automatically for Pre-K to grade 1"
              testId="auto-read-switch"
            />
          )}
        </div>
        {prefsStatus && (
          <span className={prefsStatus === 'Saved' ? 'saved-note' : 'field-error'} role="status" data-testid="options-status">
            {prefsStatus}
          </span>
        )}
      </section>

      <form className="card stack" onSubmit={changePassword} noValidate aria-labelledby="password-title" data-testid="password-form">
        <h2 id="password-title">Change your password</h2>
        {pwErrors._ && <div className="form-error" role="alert">{pwErrors._}</div>}
        {pwDone && <div className="feedback feedback-good" role="status">Your password is changed.</div>}
        <TextField label="Current password" type="password" autoComplete="current-password" value={pw.current_password} onChange={(e) => setPw({ ...pw, current_password: e.target.value })} error={pwErrors.current_password} />
        <div className="grid-2">
          <TextField label="New password (5 or more)" type="password" autoComplete="new-password" value={pw.new_password} onChange={(e) => setPw({ ...pw, new_password: e.target.value })} error={pwErrors.new_password} />
          <TextField label="Confirm new password" type="password" autoComplete="new-password" value={pw.confirm_password} onChange={(e) => setPw({ ...pw, confirm_password: e.target.value })} error={pwErrors.confirm_password} />
        </div>
        <button className="btn btn-primary align-start" type="submit">
          Change password
        </button>
      </form>

      <section className="card stack danger-zone" aria-labelledby="delete-title" data-testid="delete-account">
        <h2 id="delete-title">Delete your account</h2>
        <p className="muted">This deletes your account and all of your children's data for good: progress, gems, monsters, feedback and usage. Download their data first if you want to keep it.</p>
        {!deleting ? (
          <button type="button" className="btn btn-ghost danger-button align-start" onClick={() => setDeleting(true)} data-testid="delete-start">
            Delete account…
          </button>
        ) : (
          <form className="stack" onSubmit={deleteAccount} noValidate>
            {deleteError && <div className="form-error" role="alert">{deleteError}</div>}
            <TextField label="Your account password" type="password" autoComplete="current-password" value={deletePassword} onChange={(e) => setDeletePassword(e.target.value)} data-testid="delete-password" />
            <div className="row">
              <button type="submit" className="btn danger-button-solid" data-testid="delete-confirm">
                Delete everything
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setDeleting(false)}>
                Keep my account
              </button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
