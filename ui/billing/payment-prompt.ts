/**
 * Who sees which payment prompt (issue 14 item 6; spec part 1 section 3 "Payment prompts";
 * DECISIONS "Access"): prices and payment prompts only to parents, never to a child. A pure rule.
 */

export type PaymentPromptCode = 'ASK_PAYMENT_HARD' | 'ASK_PAYMENT_SOFT';

/** What a screen shows for an account's prompt. */
export type PromptView =
  /** Nothing to ask. */
  | { kind: 'none' }
  /** A child: a kind "ask a grown-up" line, no price, no button to pay (ui/math/LockedModal.tsx says it on the locked level). */
  | { kind: 'ask-grown-up' }
  /** A parent, membership on hold (soft): a dismissible banner with a way back to My Account. */
  | { kind: 'banner'; dismissible: true }
  /** A parent, payment failed (hard): a clear panel with "Update card", not dismissible. */
  | { kind: 'panel'; dismissible: false };

/**
 * The view for `viewer` when the account's prompt is `prompt` (null: none). A soft banner the
 * parent closed stays closed (`dismissed`); a hard panel cannot be closed while payment fails.
 */
export function promptView(viewer: 'parent' | 'student' | null, prompt: PaymentPromptCode | null, dismissed = false): PromptView {
  if (!prompt || !viewer) return { kind: 'none' };
  if (viewer === 'student') return { kind: 'ask-grown-up' };
  if (prompt === 'ASK_PAYMENT_HARD') return { kind: 'panel', dismissible: false };
  return dismissed ? { kind: 'none' } : { kind: 'banner', dismissible: true };
}
