import { useState, type FormEvent } from 'react';
import type { Student } from '../../worker/students/students.contracts';
import { GRADE_NAMES } from '../../worker/students/grades';
import { TextField } from '../components/Field';
import { useAppNavigate } from '../lib/links';
import { session } from '../lib/session';
import { MonsterAvatar } from '../monster/MonsterAvatar';
import { StudentSettings } from '../screens/AccountSettings';
import { AddStudentForm } from './AddStudentForm';
import { billingApi } from './billing-api';
import { useFormStatus } from './form-status';
import { FormMessages, Modal } from './Modal';
import { useAccount } from './use-account';

/** The remove-student modal: removing a child deletes its data, so the account password confirms it. */
function RemoveStudentModal({ student, onClose }: { student: Student; onClose: () => void }) {
  const { refresh } = useAccount();
  const [password, setPassword] = useState('');
  const { status, dispatch, run } = useFormStatus();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password) return dispatch({ type: 'invalid' });
    if (await run('remove-student', () => billingApi.removeStudent(student.id, password))) {
      await refresh();
      onClose();
    }
  }
  return (
    <Modal title={`Remove ${student.first_name}?`} testId="remove-student-modal" onClose={onClose}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <p>This removes {student.first_name} (@{student.username}) and all of {student.first_name}'s progress, gems, monsters and pets for good. Download the data first if you want to keep it.</p>
        <TextField label="Your account password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={status.submitted && !password ? 'Please enter your account password.' : undefined} data-testid="remove-student-password" />
        <FormMessages error={status.generalError} />
        <div className="row modal-actions">
          <button type="submit" className="btn danger-button-solid" disabled={status.submitting} data-testid="remove-student-confirm">
            Remove {student.first_name}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Keep {student.first_name}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The parent's students (play, grade, data, remove) and the add-student form. */
export function StudentsSection() {
  const { parent, refresh } = useAccount();
  const navigate = useAppNavigate();
  const [removing, setRemoving] = useState<Student | null>(null);
  function play(id: number) {
    session.selectStudent(id);
    void navigate('/math');
  }
  return (
    <>
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
                {s.math_placement && (
                  <p className="placement-note" data-testid={`placement-${s.username}`}>
                    {s.math_placement.message}
                  </p>
                )}
                <button className="btn btn-blue btn-small" onClick={() => play(s.id)}>
                  Play as {s.first_name}
                </button>
                <StudentSettings student={s} onChanged={() => void refresh()} />
                <button type="button" className="btn btn-ghost btn-small danger-button" onClick={() => setRemoving(s)} data-testid={`remove-student-${s.username}`}>
                  Remove {s.first_name}…
                </button>
              </div>
            ))}
          </div>
        </section>
      )}
      <AddStudentForm />
      {removing && <RemoveStudentModal student={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
