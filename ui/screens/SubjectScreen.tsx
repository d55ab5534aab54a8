import { AppLink } from '../components/AppLink';
import { SubjectIcon, type SubjectKey } from '../components/icons';

/**
 * A subject route whose game is not built yet (reading, science, social studies, super skills):
 * says so kindly and offers Math. Replaced by each subject's screen when it lands.
 */
export function SubjectScreen({ subject, name }: { subject: SubjectKey; name: string }) {
  return (
    <div className="page page-narrow">
      <section className="card error-card" data-testid={`subject-${subject}`}>
        <SubjectIcon subject={subject} style={{ width: 96, height: 96 }} />
        <h1>{name}</h1>
        <p className="muted">The {name} adventures are still being built. The monsters are practising their lines!</p>
        <AppLink className="btn btn-primary" to="/math">
          Play Math
        </AppLink>
      </section>
    </div>
  );
}
