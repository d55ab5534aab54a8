import { useEffect, useState } from 'react';
import type { Student } from '../../worker/students/students.contracts';
import { GRADE_NAMES } from '../../worker/students/grades';
import { api, ApiError } from '../lib/api';
import { session } from '../lib/session';
import { loadParent } from '../lib/student-session';
import { useSession } from '../lib/use-session';
import { MonsterAvatar } from '../monster/MonsterAvatar';
import { AppLink } from '../components/AppLink';
import { useAppNavigate } from '../lib/links';
import { PaymentPrompt } from '../billing/PaymentPrompt';

/** Who is playing? A parent picks one of its students; a student sees itself. */
export function SelectStudentScreen() {
  const s = useSession();
  const navigate = useAppNavigate();
  const [students, setStudents] = useState<Student[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const load = s.role === 'student' ? api.student('-').then((st) => [st]) : loadParent().then((p) => p.students);
    load.then(setStudents, (e: unknown) => setError(e instanceof ApiError ? e.message : 'Could not load students.'));
  }, [s.role]);

  function pick(id: number) {
    session.selectStudent(id);
    navigate('/math');
  }

  return (
    <main className="page stack">
      <h1>Who's playing?</h1>
      {/* Only for a parent (never a child): on hold, or the last payment failed (issue 14 item 6). */}
      {s.role === 'parent' && <PaymentPrompt />}
      {error && <div className="form-error" role="alert">{error}</div>}
      {students && students.length === 0 && (
        <div className="card">
          <p>No students yet.</p>
          <AppLink className="btn btn-primary" to="/my-account">
            Add a student
          </AppLink>
        </div>
      )}
      <div className="student-grid">
        {students?.map((st) => (
          <button key={st.id} className="card student-card" onClick={() => pick(st.id)} style={{ cursor: 'pointer', font: 'inherit', color: 'inherit' }} data-testid={`select-${st.username}`}>
            <MonsterAvatar alt="" />
            <span className="name">{st.first_name}</span>
            <span className="muted">
              {GRADE_NAMES[st.grade] ?? ''} · Level {st.current_level}
            </span>
          </button>
        ))}
      </div>
    </main>
  );
}
