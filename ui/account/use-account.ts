/**
 * What My Account shows, loaded together and reloaded after every change: the parent and students,
 * the newest subscription (the status header's), the subjects, the bundle on offer and the cards.
 * A part that fails to load is left empty with its message; the rest still shows.
 */
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ParentWithStudents } from '../../worker/parents/parents.contracts';
import { api, ApiError } from '../lib/api';
import { loadParent } from '../lib/student-session';
import { billingApi, type EligibleBundle, type PaymentMethod, type SubjectsInfo } from './billing-api';
import type { Subscription } from './status-words';

export interface AccountData {
  parent: ParentWithStudents | null;
  subscription: Subscription | null;
  subjects: SubjectsInfo | null;
  bundleOffer: EligibleBundle | null;
  cards: PaymentMethod[];
  loaded: boolean;
  loadError: string | null;
  /** Reloads everything (after a change). */
  refresh: () => Promise<void>;
}

const EMPTY: AccountData = { parent: null, subscription: null, subjects: null, bundleOffer: null, cards: [], loaded: false, loadError: null, refresh: async () => {} };

/** The subscription the header speaks of: the newest that has not ended, else the newest. */
export function currentSubscription(subs: Subscription[]): Subscription | null {
  return subs.find((s) => s.status !== 'CANCELLED') ?? subs[0] ?? null;
}

const orNull = <T,>(p: Promise<T>): Promise<T | null> => p.catch(() => null);

/** Loads the account; the first parent read shares the top bar's request. */
export function useAccountData(): AccountData {
  const [data, setData] = useState<Omit<AccountData, 'refresh'>>(EMPTY);
  const load = useCallback(async (fresh: boolean) => {
    try {
      const [parent, subs, subjects, offer] = await Promise.all([fresh ? api.parent() : loadParent(), orNull(billingApi.subscriptions()), orNull(billingApi.subjects()), orNull(billingApi.eligibleBundle())]);
      const subscription = currentSubscription(subs?.subscriptions ?? []);
      // Cards exist only with a card membership (the call answers 409 otherwise).
      const cards = subscription?.provider === 'stripe' && subscription.status !== 'CANCELLED' ? ((await orNull(billingApi.paymentMethods()))?.payment_methods ?? []) : [];
      setData({ parent, subscription, subjects, bundleOffer: offer?.eligible_bundle ?? null, cards, loaded: true, loadError: null });
    } catch (e) {
      setData((d) => ({ ...d, loaded: true, loadError: e instanceof ApiError ? e.message : 'Could not load your account.' }));
    }
  }, []);
  useEffect(() => void load(false), [load]);
  const refresh = useCallback(() => load(true), [load]);
  return { ...data, refresh };
}

export const AccountContext = createContext<AccountData>(EMPTY);

/** The account data of the My Account screen around this component. */
export function useAccount(): AccountData {
  return useContext(AccountContext);
}

/** A subject's name as the server lists it (the UI does not import the server's catalogue, which reads the database schema). */
export function useSubjectName(): (id: number) => string {
  const { subjects } = useAccount();
  return (id: number) => subjects?.subjects.find((s) => s.id === id)?.name ?? 'This subject';
}
