/**
 * The modal of the funnel's current paused step, over the film's still frame (one component per
 * step family; the statechart says which step and sub-state). Played steps show no modal.
 */
import { MonsterMakerModal } from '../monster/MonsterMakerModal';
import { guestMonsterStore } from '../monster/guest-monster-store';
import { DEFAULT_MONSTER } from '../../core/monster/monster-parts';
import type { FunnelContext, FunnelEvent } from './funnel.machine';
import { AreYouReady, GetOtherViewerButtons, GradeModal, ParentKidBothModal } from './ViewerModals';
import { QuizModal } from './QuizModal';
import { BenefitsModal, EnterEmailKid, EnterEmailParent, ParentAgeModal, StudentsModal } from './DataModals';
import { BillingModal } from './BillingModal';
import { useMemo } from 'react';

export function FunnelModal({ sub, context: c, send }: { sub: string; context: FunnelContext; send: (e: FunnelEvent) => void }) {
  const step = c.lpState;
  const monsterStore = useMemo(() => (step === 'monsterMaker' ? guestMonsterStore(c.monster, (monster) => send({ type: 'monsterMade', monster })) : null), [step, c.monster, send]);
  switch (step) {
    case 'parentKidBothModal':
      return <ParentKidBothModal send={send} />;
    case 'getOtherViewerButtonsKid':
    case 'getOtherViewerButtonsParent':
      return <GetOtherViewerButtons kid={step === 'getOtherViewerButtonsKid'} send={send} />;
    case 'areYouReadyKidModal':
    case 'areYouReadyParentModal':
      return <AreYouReady kid={step === 'areYouReadyKidModal'} send={send} />;
    case 'gradeKidModal':
      return <GradeModal who="kid" grade={c.grade} send={send} />;
    case 'gradeParentModal':
      return <GradeModal who="parent" grade={c.grade} send={send} />;
    case 'gradeBothModal':
      return <GradeModal who="both" grade={c.grade} send={send} />;
    case 'firstQuiz':
    case 'secondQuiz':
      return <QuizModal sub={sub} context={c} send={send} />;
    case 'monsterMaker':
      return monsterStore && <MonsterMakerModal store={monsterStore} onSaved={() => undefined} onCancel={() => send({ type: 'monsterMade', monster: DEFAULT_MONSTER })} />;
    case 'enterEmailKid':
      return <EnterEmailKid send={send} />;
    case 'enterEmailParent':
      return <EnterEmailParent sub={sub} context={c} send={send} />;
    case 'studentsModal':
      return <StudentsModal context={c} send={send} />;
    case 'benefitsModal':
      return <BenefitsModal send={send} />;
    case 'parentAgeModal':
      return <ParentAgeModal sub={sub} send={send} />;
    case 'billingModal':
      return <BillingModal sub={sub} context={c} send={send} />;
    default:
      return null;
  }
}
