/**
 * The funnel's who-is-watching modals (spec part 1 sections 2 "funnel modals: kid and parent,
 * are-you-ready, grade selection" and 4 "Landing funnel"): parentKidBothModal, the
 * getOtherViewerButtons pair, the areYouReady pair and the three grade modals.
 */
import type { FunnelEvent } from './funnel.machine';
import { GRADES, gradeLabel } from './funnel.rules';
import { Choices, FunnelCard } from './FunnelCard';

type Send = (e: FunnelEvent) => void;

export function ParentKidBothModal({ send }: { send: Send }) {
  return (
    <FunnelCard title="Who is watching?" lead="Tap who is here with Moxie today." testId="parentKidBothModal">
      <Choices>
        <button className="btn btn-blue funnel-choice" autoFocus onClick={() => send({ type: 'chooseViewer', choice: 'parent' })} data-testid="viewer-parent">
          A grown-up
        </button>
        <button className="btn btn-primary funnel-choice" onClick={() => send({ type: 'chooseViewer', choice: 'kid' })} data-testid="viewer-kid">
          A kid
        </button>
        <button className="btn btn-green funnel-choice" onClick={() => send({ type: 'chooseViewer', choice: 'both' })} data-testid="viewer-both">
          Both of us
        </button>
      </Choices>
    </FunnelCard>
  );
}

/** getOtherViewerButtonsKid / getOtherViewerButtonsParent: fetch the other one, or carry on alone. */
export function GetOtherViewerButtons({ kid, send }: { kid: boolean; send: Send }) {
  return (
    <FunnelCard title={kid ? 'Can you get a grown-up?' : 'Is your child nearby?'} testId={kid ? 'getOtherViewerButtonsKid' : 'getOtherViewerButtonsParent'}>
      <Choices>
        <button className="btn btn-green funnel-choice" autoFocus onClick={() => send({ type: 'otherViewer', coming: true })} data-testid="other-coming">
          {kid ? "I'll go and get them" : "I'll get my child"}
        </button>
        <button className="btn btn-ghost funnel-choice" onClick={() => send({ type: 'otherViewer', coming: false })} data-testid="other-not-here">
          {kid ? 'Not right now' : 'Show me on my own'}
        </button>
      </Choices>
    </FunnelCard>
  );
}

/** areYouReadyKidModal / areYouReadyParentModal: back together, or the other one did not come. */
export function AreYouReady({ kid, send }: { kid: boolean; send: Send }) {
  return (
    <FunnelCard title="Are you ready?" lead={kid ? 'Is your grown-up here with you now?' : 'Is your child here with you now?'} testId={kid ? 'areYouReadyKidModal' : 'areYouReadyParentModal'}>
      <Choices>
        <button className="btn btn-green funnel-choice" autoFocus onClick={() => send({ type: 'ready', here: true })} data-testid="ready-here">
          We're both here!
        </button>
        <button className="btn btn-ghost funnel-choice" onClick={() => send({ type: 'ready', here: false })} data-testid="ready-not-here">
          {kid ? "They couldn't come" : "They're busy"}
        </button>
      </Choices>
    </FunnelCard>
  );
}

/** gradeKidModal / gradeParentModal / gradeBothModal: the grade list, Pre-K to 8. */
export function GradeModal({ who, grade, send }: { who: 'kid' | 'parent' | 'both'; grade: number | undefined; send: Send }) {
  const title = who === 'kid' ? 'What grade are you in?' : who === 'parent' ? 'What grade is your child in?' : 'Which grade are we learning?';
  return (
    <FunnelCard title={title} lead="Moxie starts the questions at the right level." testId={`grade${who === 'kid' ? 'Kid' : who === 'parent' ? 'Parent' : 'Both'}Modal`}>
      <div className="funnel-grades" role="group" aria-label="Grades">
        {GRADES.map((g) => (
          <button key={g} className="btn btn-ghost funnel-grade" aria-pressed={grade === g} autoFocus={g === (grade ?? 0)} onClick={() => send({ type: 'chooseGrade', grade: g })} data-testid={`grade-${g}`}>
            {gradeLabel(g)}
          </button>
        ))}
      </div>
    </FunnelCard>
  );
}
