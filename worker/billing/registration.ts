/**
 * Paid registration and the SCA steps (issue 14; spec part 1 section 7 "/api/o1 subscription
 * calls"; DECISIONS "Accounts and sign-up"). The order keeps our database whole whatever fails:
 *
 * 1. checks that need no one else (e-mail and usernames free, the consent states the price);
 * 2. Stripe: customer, card attached (a declined card stops here: 402, nothing of ours exists),
 *    subscription with the free month as a trial;
 * 3. one transaction: parent (the sign-up's own service), students, subscription row, consent.
 *    If it fails (an e-mail taken meanwhile), the Stripe subscription is cancelled again.
 *
 * A card that needs 3-D Secure leaves a resumable state: the account exists, logged in, its
 * subscription FAILED with the SetupIntent to authenticate (`requires_action`). Then either
 * `confirm_stripe_setup_intent` (ACTIVE) or `cancel_by_stripe_intent_failure` (Stripe subscription
 * cancelled and the account created by this attempt deleted) ends it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Tx } from '../../db/types';
import { billing_consents, parents, students, subscriptions, type ParentRow } from '../../db/schema';
import { DUPLICATE_ACCOUNT, signUpParent } from '../auth/auth.service';
import { scholarshipSignupsOpen, type Deps } from '../env';
import { conflict, DomainError, invalid, notFound } from '../lib/errors';
import { deleteParentAccount } from '../parents/account-deletion';
import { applyFunnelExtras, endOpenStartflows, releaseStartflows } from '../funnel/registration-extras';
import type { StartflowState } from '../funnel/funnel.contracts';
import { insertStudent, USERNAME_TAKEN } from '../parents/account.service';
import { consentStatesPrice, formatUsd, freeMonthEndMs } from './billing-rules';
import { lookupKeyOf, monthlyCentsOf, subjectKeyOf } from './catalogue';
import { callStripe, stripeOf } from './stripe-client';
import { columnsFromStripe, syncSubscription } from './stripe-sync';
import { toSubscriptionPayload } from './subscriptions.service';

interface NewStudent {
  first_name: string;
  last_name: string;
  username: string;
  grade: number;
  password: string;
  /** The monster made in the funnel (worker/funnel/registration-extras.ts). */
  monster?: StartflowState['monster'];
}

/** The registration answer's students (id, first name, username, grade), in the order sent. */
function registered(kids: Awaited<ReturnType<typeof insertStudents>>) {
  return kids.map(({ row }) => ({ id: row.id, first_name: row.first_name, username: row.username, grade: row.grade }));
}

/** Inserts the new students in `tx` (usernames named `students.<i>.username` in a conflict); returns them with their funnel monsters. */
async function insertStudents(deps: Deps, tx: Tx, parentId: number, kids: NewStudent[]) {
  const out = [];
  for (const [i, kid] of kids.entries()) out.push({ row: await insertStudent(deps, parentId, { ...kid, new_password: kid.password }, tx, `students.${i}.username`), monster: kid.monster });
  return out;
}

interface PaidChoice {
  subject_ids: number[];
  stripe_token: string;
  consent: { text: string; accepted: true };
}

export const CONSENT_WITHOUT_PRICE = 'The terms you accepted do not state the monthly price. Please reload the page and accept them again.';
export const SCA_FAILED = 'Your bank did not confirm the card, so nothing was set up and nothing was charged. Please try again or use another card.';

/** The subscription's `requires_action` when its card waits for 3-D Secure. */
function requiresAction(sub: Stripe.Subscription) {
  const si = sub.pending_setup_intent;
  if (!si || typeof si === 'string' || !si.client_secret) return null;
  return { setup_intent_id: si.id, client_secret: si.client_secret };
}

/** @throws DomainError conflict when the e-mail or a username is taken, or a username repeats. */
async function checkNamesFree(deps: Deps, email: string | null, kids: NewStudent[]) {
  if (email) {
    const [taken] = await deps.db.select({ id: parents.id }).from(parents).where(eq(parents.email, email));
    if (taken) throw conflict(DUPLICATE_ACCOUNT, { email: DUPLICATE_ACCOUNT });
  }
  const names = kids.map((k) => k.username.toLowerCase());
  const repeated = names.findIndex((n, i) => names.indexOf(n) !== i);
  if (repeated >= 0) throw conflict(USERNAME_TAKEN, { [`students.${repeated}.username`]: USERNAME_TAKEN });
  if (names.length === 0) return;
  const rows = await deps.db.select({ username: students.username }).from(students).where(inArray(students.username, names));
  if (rows.length) {
    const i = names.indexOf(rows[0]!.username);
    throw conflict(USERNAME_TAKEN, { [`students.${i}.username`]: USERNAME_TAKEN });
  }
}

/**
 * Creates the Stripe side: customer, card, subscription with the free month.
 * @throws DomainError 402 (card refused), 422 (unknown card), 503 (Stripe unreachable).
 */
async function createStripeSide(deps: Deps, who: { email: string; name: string }, choice: PaidChoice, trialEndMs: number) {
  const { stripe } = stripeOf(deps.config);
  const keys = choice.subject_ids.map((id) => lookupKeyOf(subjectKeyOf(id)));
  const prices = await callStripe(() => stripe.prices.list({ lookup_keys: keys, active: true }));
  const priceIds = keys.map((k) => prices.data.find((p) => p.lookup_key === k)?.id);
  if (priceIds.some((p) => !p)) throw new Error(`Stripe has no price for ${keys.filter((_, i) => !priceIds[i]).join(', ')}: create them (worker/billing/catalogue.ts).`);
  const customer = await callStripe(() => stripe.customers.create({ email: who.email, name: who.name, metadata: { app: 'monsterific' } }));
  const pm = await callStripe(() => stripe.paymentMethods.attach(choice.stripe_token, { customer: customer.id }), 'stripe_token');
  await callStripe(() => stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } }));
  const sub = await callStripe(() =>
    stripe.subscriptions.create({
      customer: customer.id,
      items: priceIds.map((price) => ({ price: price! })),
      trial_end: Math.floor(trialEndMs / 1000),
      default_payment_method: pm.id,
      metadata: { subject_ids: choice.subject_ids.join(',') },
      expand: ['pending_setup_intent'],
    }),
  );
  return { customer, sub };
}

/** Cancels a Stripe subscription whose account could not be saved; a failure here is only logged (the caller already fails). */
async function compensate(deps: Deps, subscriptionId: string) {
  try {
    await stripeOf(deps.config).stripe.subscriptions.cancel(subscriptionId);
  } catch (e) {
    console.error(`Stripe subscription ${subscriptionId} of a failed registration could not be cancelled: ${(e as Error).message}`);
  }
}

/** Writes the subscription row and the consent in `tx`; returns the row. */
async function saveSubscription(tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0], deps: Deps, parentId: number, choice: PaidChoice, customerId: string, sub: Stripe.Subscription) {
  const now = new Date(deps.clock.nowMs());
  const monthly = monthlyCentsOf(choice.subject_ids);
  const [row] = await tx
    .insert(subscriptions)
    .values({
      parent_id: parentId,
      subject_ids: choice.subject_ids,
      provider: 'stripe',
      provider_subscription_id: sub.id,
      provider_customer_id: customerId,
      monthly_cents: monthly,
      ...columnsFromStripe(sub),
      created_at: now,
      updated_at: now,
    })
    .returning();
  await tx.insert(billing_consents).values({ parent_id: parentId, subscription_id: row!.id, consent_text: choice.consent.text, monthly_cents: monthly, trial_end: row!.trial_end, accepted_at: now });
  return row!;
}

/** @throws DomainError invalid {@link CONSENT_WITHOUT_PRICE} when the consent text does not state the price. */
function checkConsent(choice: PaidChoice) {
  const monthly = monthlyCentsOf(choice.subject_ids);
  if (!consentStatesPrice(choice.consent.text, monthly)) throw invalid(CONSENT_WITHOUT_PRICE, { 'consent.text': `${CONSENT_WITHOUT_PRICE} (${formatUsd(monthly)} a month)` });
}

/**
 * `create_stripe_subscription`: a new parent, students and a Stripe subscription with the free month.
 * @returns the new parent, tokens (for the route's cookie), the subscription payload and the 3-D Secure step if any.
 * @throws DomainError 409 {@link DUPLICATE_ACCOUNT} / username taken, 422 consent or fields, 402 card refused, 503 Stripe unreachable or not configured.
 */
export async function registerWithStripe(deps: Deps, body: { email: string; password: string; first_name: string; last_name: string; students: NewStudent[]; startflow_key?: string | undefined } & PaidChoice) {
  stripeOf(deps.config);
  checkConsent(body);
  await checkNamesFree(deps, body.email, body.students);
  const trialEnd = freeMonthEndMs(deps.clock.nowMs());
  const { customer, sub } = await createStripeSide(deps, { email: body.email, name: `${body.first_name} ${body.last_name}` }, body, trialEnd);
  try {
    const saved = await deps.db.transaction(async (tx) => {
      const account = await signUpParent(deps, body, tx);
      const kids = await insertStudents(deps, tx, account.parent.id, body.students);
      const row = await saveSubscription(tx, deps, account.parent.id, body, customer.id, sub);
      // A card waiting for 3-D Secure keeps the flow open until it is confirmed.
      await applyFunnelExtras(deps, tx, account.parent.id, kids, body.startflow_key, requiresAction(sub) !== null);
      return { account, row, kids };
    });
    return { ...saved.account, students: registered(saved.kids), subscription: toSubscriptionPayload(saved.row), requires_action: requiresAction(sub) };
  } catch (e) {
    await compensate(deps, sub.id);
    throw e;
  }
}

/**
 * `create_stripe_subscription_with_token_validated`: the same for a signed-in parent (students optional).
 * @throws as {@link registerWithStripe}; 409 when the parent already has a live paid subscription.
 */
export async function subscribeParent(deps: Deps, parent: ParentRow, body: PaidChoice & { students?: NewStudent[] | undefined }) {
  stripeOf(deps.config);
  checkConsent(body);
  const live = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.parent_id, parent.id), inArray(subscriptions.status, ['ACTIVE', 'HOLD', 'CANCELLED_END_OF_BILLING_PERIOD', 'GIFT', 'SCHOLARSHIP', 'FAILED'])));
  if (live.length) throw conflict('Your account already has a membership. You can change it in My Account.');
  await checkNamesFree(deps, null, body.students ?? []);
  const { customer, sub } = await createStripeSide(deps, { email: parent.email, name: `${parent.first_name} ${parent.last_name}` }, body, freeMonthEndMs(deps.clock.nowMs()));
  try {
    const row = await deps.db.transaction(async (tx) => {
      const kids = await insertStudents(deps, tx, parent.id, body.students ?? []);
      await applyFunnelExtras(deps, tx, parent.id, kids, undefined);
      return saveSubscription(tx, deps, parent.id, body, customer.id, sub);
    });
    return { subscription: toSubscriptionPayload(row), requires_action: requiresAction(sub) };
  } catch (e) {
    await compensate(deps, sub.id);
    throw e;
  }
}

/** Answer to a scholarship sign-up while they are closed (AppConfig.scholarshipSignups). */
export const SCHOLARSHIPS_CLOSED = 'Scholarship sign-ups are not open right now. You can start with the free month instead.';

/**
 * `create_scholarship_subscription`: a new parent and students with a SCHOLARSHIP subscription, no card.
 * @throws DomainError 403 `scholarships_closed` while sign-ups are closed (production by default:
 *   a SCHOLARSHIP membership is paid access, and who qualifies is not decided yet), 409 duplicate
 *   e-mail or username.
 */
export async function registerScholarship(deps: Deps, body: { email: string; password: string; first_name: string; last_name: string; students: NewStudent[]; subject_ids: number[]; startflow_key?: string | undefined }) {
  if (!scholarshipSignupsOpen(deps.config)) throw new DomainError('forbidden', SCHOLARSHIPS_CLOSED, 'scholarships_closed');
  await checkNamesFree(deps, body.email, body.students);
  const now = new Date(deps.clock.nowMs());
  return deps.db.transaction(async (tx) => {
    const account = await signUpParent(deps, body, tx);
    const kids = await insertStudents(deps, tx, account.parent.id, body.students);
    await applyFunnelExtras(deps, tx, account.parent.id, kids, body.startflow_key);
    const [row] = await tx.insert(subscriptions).values({ parent_id: account.parent.id, status: 'SCHOLARSHIP', subject_ids: body.subject_ids, provider: 'none', created_at: now, updated_at: now }).returning();
    return { ...account, students: registered(kids), subscription: toSubscriptionPayload(row!), requires_action: null };
  });
}

/** The parent's subscription row waiting for this SetupIntent. @throws DomainError 404 (also for another parent's). */
async function rowOfSetupIntent(deps: Deps, parentId: number, setupIntentId: string) {
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.pending_setup_intent_id, setupIntentId), eq(subscriptions.parent_id, parentId)));
  if (!row?.provider_subscription_id) throw notFound('Card setup');
  return row as typeof row & { provider_subscription_id: string };
}

/**
 * `confirm_stripe_setup_intent`: after the browser's 3-D Secure step, reads the SetupIntent and the
 * subscription from Stripe and saves their state (ACTIVE once the card is set up).
 * @throws DomainError 404 unknown SetupIntent, 402 {@link SCA_FAILED} when the bank refused it.
 */
export async function confirmSetupIntent(deps: Deps, parent: ParentRow, setupIntentId: string) {
  const row = await rowOfSetupIntent(deps, parent.id, setupIntentId);
  const { stripe } = stripeOf(deps.config);
  const si = await callStripe(() => stripe.setupIntents.retrieve(setupIntentId));
  if (si.status === 'requires_payment_method' || si.status === 'canceled') throw new DomainError('payment_required', SCA_FAILED, 'authentication_failed');
  const sub = await callStripe(() => stripe.subscriptions.retrieve(row.provider_subscription_id, { expand: ['pending_setup_intent'] }));
  const saved = await syncSubscription(deps.db, sub, deps.clock.nowMs());
  if (requiresAction(sub) === null) await endOpenStartflows(deps, parent.id);
  return { subscription: toSubscriptionPayload(saved ?? row), requires_action: requiresAction(sub) };
}

/**
 * `cancel_by_stripe_intent_failure`: the parent's bank refused (or the parent abandoned) the 3-D
 * Secure step of a registration: cancels the Stripe subscription and deletes the account this
 * registration created, so the e-mail can sign up again. A signed-in parent's own older account
 * (subscribeParent) keeps everything but the failed subscription.
 * @throws DomainError 404 unknown SetupIntent; 409 when the card was in fact set up (nothing is cancelled).
 */
export async function cancelByIntentFailure(deps: Deps, parent: ParentRow, setupIntentId: string) {
  const row = await rowOfSetupIntent(deps, parent.id, setupIntentId);
  const { stripe } = stripeOf(deps.config);
  const si = await callStripe(() => stripe.setupIntents.retrieve(setupIntentId));
  if (si.status === 'succeeded') throw conflict('Your card was confirmed after all: your membership is active.');
  const sub = await callStripe(() => stripe.subscriptions.retrieve(row.provider_subscription_id));
  if (sub.status !== 'canceled') await callStripe(() => stripe.subscriptions.cancel(row.provider_subscription_id));
  const others = await deps.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.parent_id, row.parent_id));
  // A parent made by this registration has this one subscription and was created with it.
  const madeByIt = others.length === 1 && Math.abs(parent.created_at.getTime() - row.created_at.getTime()) < 60_000;
  if (madeByIt) {
    await releaseStartflows(deps, row.parent_id); // the funnel's resume link outlives the deleted account
    await deleteParentAccount(deps.db, row.parent_id);
  }
  else await deps.db.delete(subscriptions).where(eq(subscriptions.id, row.id));
  return { cancelled: true as const, message: SCA_FAILED };
}
