/**
 * The parents' subject calls (issue 14 item 5; spec part 1 section 7 "Parents"): which subjects a
 * membership has, adding and removing them, the bundle on offer, and taking or leaving it. Every
 * change is made in Stripe first (the subscription's items; the bundle's coupon as a discount) and
 * then saved from Stripe's answer (stripe-sync.ts). Changes take effect without proration: an
 * added subject is open at once and billed from the next charge, a removed one stays billed for
 * the period already paid (docs/decisions.md "My Account: subjects, the bundle, hold cost").
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import Stripe from 'stripe';
import { subject_feedbacks, subscriptions, type ParentRow } from '../../db/schema';
import type { Deps } from '../env';
import { conflict } from '../lib/errors';
import { lookupKeyOf, subjectKeyOf } from './catalogue';
import { callStripe, fromStripeError, stripeOf } from './stripe-client';
import { ALL_SUBJECT_IDS, bundleById, eligibleBundle, fullCentsOf, subjectName, type Bundle } from './subjects-rules';
import { liveStripeRow, toSubscriptionPayload, updateAndSync } from './subscriptions.service';

export const BUNDLE_SUBJECT = (name: string) => `${name} is part of your bundle. To change your subjects, remove the bundle first.`;
export const LAST_SUBJECT = 'That would leave no subject. To stop the membership, cancel it instead.';
export const NOT_CHANGEABLE = 'Your membership cannot change subjects right now. Please resume it first.';
export const NO_BUNDLE = 'Your membership has no bundle to remove.';

type LiveRow = Awaited<ReturnType<typeof liveStripeRow>>;

/** The parent's current subscription row (not ended), any provider, or undefined. */
async function currentRow(deps: Deps, parentId: number) {
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.parent_id, parentId), ne(subscriptions.status, 'CANCELLED')))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row;
}

const changeable = (status: string) => status === 'ACTIVE' || status === 'HOLD';

/** GET `subjects`: every subject with its price and whether the membership has it, the bundle, the monthly total. */
export async function listSubjects(deps: Deps, parent: ParentRow) {
  const row = await currentRow(deps, parent.id);
  const mine = row?.subject_ids ?? [];
  return {
    subjects: ALL_SUBJECT_IDS.map((id) => ({ id, name: subjectName(id), monthly_cents: fullCentsOf([id]), subscribed: mine.includes(id) })),
    bundle: row?.bundle ?? null,
    monthly_cents: row?.monthly_cents ?? 0,
    can_change: !!row && row.provider === 'stripe' && changeable(row.status),
  };
}

/** The live card membership, when its subjects may change. @throws DomainError 409. */
async function changeableRow(deps: Deps, parent: ParentRow): Promise<LiveRow> {
  const row = await liveStripeRow(deps.db, parent.id);
  if (!changeable(row.status)) throw conflict(NOT_CHANGEABLE);
  return row;
}

/** Stripe's monthly price ids of these subjects, by subject id. @throws Error when Stripe lacks one (configuration). */
async function priceIds(stripe: Stripe, subjectIds: readonly number[]): Promise<Map<number, string>> {
  const keys = subjectIds.map((id) => lookupKeyOf(subjectKeyOf(id)));
  const prices = await callStripe(() => stripe.prices.list({ lookup_keys: keys, active: true }));
  const out = new Map<number, string>();
  subjectIds.forEach((id, i) => {
    const price = prices.data.find((p) => p.lookup_key === keys[i]);
    if (!price) throw new Error(`Stripe has no price ${keys[i]}: create it (worker/billing/catalogue.ts).`);
    out.set(id, price.id);
  });
  return out;
}

/** Stripe's subscription items of these subjects (found by their prices' lookup keys). */
async function itemIds(stripe: Stripe, row: LiveRow, subjectIds: readonly number[]): Promise<string[]> {
  const sub = await callStripe(() => stripe.subscriptions.retrieve(row.provider_subscription_id));
  const keys = new Set(subjectIds.map((id) => lookupKeyOf(subjectKeyOf(id))));
  return sub.items.data.filter((it) => keys.has(it.price.lookup_key ?? '')).map((it) => it.id);
}

/** One Stripe update of the subscription's items (and anything else), saved from Stripe's answer. */
async function setSubjects(deps: Deps, row: LiveRow, add: readonly number[], remove: readonly number[], extra: Stripe.SubscriptionUpdateParams = {}) {
  const { stripe } = stripeOf(deps.config);
  const prices = add.length ? await priceIds(stripe, add) : new Map<number, string>();
  const removed = remove.length ? await itemIds(stripe, row, remove) : [];
  const next = [...row.subject_ids.filter((id) => !remove.includes(id)), ...add].sort((a, b) => a - b);
  const items: Stripe.SubscriptionUpdateParams.Item[] = [...add.map((id) => ({ price: prices.get(id)! })), ...removed.map((id) => ({ id, deleted: true }))];
  const saved = await updateAndSync(deps, row, {
    ...(items.length ? { items } : {}),
    proration_behavior: 'none',
    ...extra,
    metadata: { subject_ids: next.join(','), ...extra.metadata },
  });
  return { subscription: toSubscriptionPayload(saved) };
}

/** The checks of a removal: not a bundle's subject, not the last one. */
function checkRemoval(row: LiveRow, subjectIds: readonly number[]) {
  const bundle = bundleById(row.bundle);
  const bundled = bundle && subjectIds.find((id) => bundle.subject_ids.includes(id));
  if (bundled) throw conflict(BUNDLE_SUBJECT(subjectName(bundled)));
  if (row.subject_ids.every((id) => subjectIds.includes(id))) throw conflict(LAST_SUBJECT);
}

/**
 * PUT `subject` {add_subject, subject_id}: adds or removes one subject (no change when it is
 * already so). @throws DomainError 409 without a changeable membership, for a bundle's subject or the last one.
 */
export async function changeSubject(deps: Deps, parent: ParentRow, body: { add_subject: boolean; subject_id: number }) {
  const row = await changeableRow(deps, parent);
  const has = row.subject_ids.includes(body.subject_id);
  if (body.add_subject === has) return { subscription: toSubscriptionPayload(row) };
  if (body.add_subject) return setSubjects(deps, row, [body.subject_id], []);
  checkRemoval(row, [body.subject_id]);
  return setSubjects(deps, row, [], [body.subject_id]);
}

/** DELETE `subjects` with a feedback body: removes these subjects and keeps why. @throws as {@link changeSubject}. */
export async function removeSubjects(deps: Deps, parent: ParentRow, body: { subject_ids: number[]; reason?: string | undefined; feedback?: string | undefined }) {
  const row = await changeableRow(deps, parent);
  const remove = body.subject_ids.filter((id) => row.subject_ids.includes(id));
  if (!remove.length) return { subscription: toSubscriptionPayload(row) };
  checkRemoval(row, remove);
  const result = await setSubjects(deps, row, [], remove);
  await deps.db.insert(subject_feedbacks).values({ parent_id: parent.id, subject_ids: remove, reason: body.reason || null, feedback: body.feedback || null, created_at: new Date(deps.clock.nowMs()) });
  return result;
}

/** GET `eligible_bundle`: the bundle this membership could take, with its price, or null (none on offer, or no changeable card membership). */
export async function getEligibleBundle(deps: Deps, parent: ParentRow) {
  const row = await currentRow(deps, parent.id);
  if (!row || row.provider !== 'stripe' || !changeable(row.status)) return { eligible_bundle: null };
  return { eligible_bundle: eligibleBundle(row.subject_ids, row.bundle) };
}

/** The bundle's Stripe coupon, made on first use with the bundle's terms (the same id in test mode, live mode and the fake). */
async function ensureCoupon(stripe: Stripe, bundle: Bundle): Promise<string> {
  try {
    return (await stripe.coupons.retrieve(bundle.coupon_id)).id;
  } catch (e) {
    if (!(e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing')) throw fromStripeError(e);
  }
  const coupon = await callStripe(() => stripe.coupons.create({ id: bundle.coupon_id, percent_off: bundle.percent_off, duration: 'forever', name: `Monsterific ${bundle.name}` }));
  return coupon.id;
}

/**
 * PUT `discount` {discount_to_add}: takes the bundle: adds its missing subjects and its discount in
 * one Stripe update, remembering the subjects chosen before (Stripe metadata) so removing the
 * bundle gives them back. A membership that has the bundle already is answered as it is.
 */
export async function addDiscount(deps: Deps, parent: ParentRow, body: { discount_to_add: string }) {
  const row = await changeableRow(deps, parent);
  const bundle = bundleById(body.discount_to_add)!;
  if (row.bundle === bundle.id) return { subscription: toSubscriptionPayload(row) };
  const coupon = await ensureCoupon(stripeOf(deps.config).stripe, bundle);
  const add = bundle.subject_ids.filter((id) => !row.subject_ids.includes(id));
  return setSubjects(deps, row, add, [], { discounts: [{ coupon }], metadata: { bundle: bundle.id, pre_bundle_subject_ids: row.subject_ids.join(',') } });
}

/**
 * DELETE `discount_bundle`: leaves the bundle: the discount ends and the membership goes back to
 * the subjects chosen before the bundle (all of the bundle's when that is unknown).
 * @throws DomainError 409 {@link NO_BUNDLE}.
 */
export async function removeBundle(deps: Deps, parent: ParentRow) {
  const row = await changeableRow(deps, parent);
  if (!row.bundle) throw conflict(NO_BUNDLE);
  const { stripe } = stripeOf(deps.config);
  const sub = await callStripe(() => stripe.subscriptions.retrieve(row.provider_subscription_id));
  const before = (sub.metadata?.pre_bundle_subject_ids ?? '').split(',').map(Number).filter((id) => ALL_SUBJECT_IDS.includes(id));
  const keep = before.length ? before : row.subject_ids;
  const remove = row.subject_ids.filter((id) => !keep.includes(id));
  return setSubjects(deps, row, [], remove, { discounts: '', metadata: { bundle: '', pre_bundle_subject_ids: '' } });
}
