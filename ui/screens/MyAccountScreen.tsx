import { useSearchParams } from 'react-router';
import { PaymentPrompt } from '../billing/PaymentPrompt';
import { FeedbackWidget } from '../feedback/FeedbackWidget';
import { useAppNavigate } from '../lib/links';
import { BillingSection } from '../account/BillingSection';
import { MembershipSection } from '../account/MembershipSection';
import { StatusHeader } from '../account/StatusHeader';
import { StudentsSection } from '../account/StudentsSection';
import { SubjectsSection } from '../account/SubjectsSection';
import { AccountContext, useAccountData } from '../account/use-account';
import '../account/account.css';
import type { HomeLocationState } from './AccountDeletedModal';
import { AccountSettings } from './AccountSettings';
import './my-account.css';

/**
 * My Account (spec part 1 section 2 "My Account modals"; issue 14 item 5): the status header,
 * the membership (hold, resume, cancel), students, subjects and the bundle, billing, play options,
 * password, feedback and deleting the account. Prices and payment prompts appear only here, on
 * the parent's screens. The parts live in ui/account/.
 */
export function MyAccountScreen() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const account = useAccountData();
  const { parent, loadError } = account;
  return (
    <AccountContext.Provider value={account}>
      <main className="page stack my-account">
        <h1>{parent ? `Hi, ${parent.first_name}!` : 'My Account'}</h1>
        <PaymentPrompt />
        <StatusHeader />
        {params.get('welcome') && <p className="muted">Your account is ready. Add your child below to start playing.</p>}
        {loadError && <div className="form-error" role="alert">{loadError}</div>}
        {account.loaded && <MembershipSection initial={params.get('action') === 'cancel' ? 'cancel' : params.get('action') === 'hold' ? 'hold' : null} />}
        <StudentsSection />
        <SubjectsSection />
        <BillingSection />
        {parent && <AccountSettings onDeleted={() => void navigate('/', { replace: true, state: { accountDeleted: true } satisfies HomeLocationState })} />}
        <FeedbackWidget author={{ kind: 'parent' }} source="my-account" title="How is Monsterific working for your family?" />
      </main>
    </AccountContext.Provider>
  );
}
