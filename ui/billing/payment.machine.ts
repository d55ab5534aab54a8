/**
 * The payment form's flow as a statechart (issue 14 items 3 and 4): the card becomes a Stripe
 * PaymentMethod, the server registers or saves it, a card needing 3-D Secure runs the bank's step
 * and is confirmed (or, when it fails, the registration is cancelled), then done.
 *
 *   editing --SUBMIT--> creatingCard --> submitting --> done
 *                                          | requires_action
 *                                          v
 *                                      authenticating --> confirming --> done
 *                                          | failed
 *                                          v
 *                                      cancelling --> editing (with the bank's failure)
 *
 * Every step is an injected actor (payment-actors.ts the real calls; tests fakes), given the
 * SUBMIT event's `request` (what the form holds at that moment: Stripe, the card field, the
 * parent's names, the registration...): `createCard` → PaymentMethod id; `submit` → `{
 * requiresAction, result }`; `authenticate` (Stripe.js); `confirm`; `cancelFailure` → the message
 * to show. A failed step rejects with {@link StepError} (its message is shown; `event` is tracked
 * by the `reportFailure` action). At `done`, `context.result` is the server's answer.
 */
import { assign, fromPromise, setup } from 'xstate';

/** A 3-D Secure step the server asked for. */
export interface PendingAction {
  intentId: string;
  clientSecret: string;
}

/** A failed step: the message for the parent, and the catalogue's tracked event if any. */
export class StepError extends Error {
  constructor(
    message: string,
    readonly event?: 'Registration Failed' | 'CC Payment Failed',
  ) {
    super(message);
  }
}

export interface PaymentContext {
  error: string | null;
  /** The SUBMIT's request, handed to every step. */
  request: unknown;
  paymentMethodId: string | null;
  action: PendingAction | null;
  /** The submit step's answer (the registration or the saved cards). */
  result: unknown;
}

/** What each step gets. */
export interface StepInput {
  request: unknown;
  paymentMethodId: string;
  /** The pending 3-D Secure step (authenticate, confirm, cancelFailure). */
  action: PendingAction;
}

/** The steps' input, from the context (the action and card exist in the states that need them). */
const inputOf = ({ context }: { context: PaymentContext }): StepInput => ({ request: context.request, paymentMethodId: context.paymentMethodId ?? '', action: context.action ?? { intentId: '', clientSecret: '' } });

const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);
const GENERIC = "We're sorry something went wrong. Please try again.";

export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as { type: 'SUBMIT'; request: unknown } | { type: 'EDIT' } },
  actors: {
    createCard: fromPromise<string, StepInput>(() => Promise.reject(new Error('createCard not provided'))),
    submit: fromPromise<{ requiresAction: PendingAction | null; result: unknown }, StepInput>(() => Promise.reject(new Error('submit not provided'))),
    authenticate: fromPromise<void, StepInput>(() => Promise.reject(new Error('authenticate not provided'))),
    confirm: fromPromise<void, StepInput>(() => Promise.reject(new Error('confirm not provided'))),
    cancelFailure: fromPromise<string, StepInput>(() => Promise.reject(new Error('cancelFailure not provided'))),
  },
  actions: {
    /** Tracks a failed step's event (payment-actors.ts: the guest behaviour event). */
    reportFailure: (_, _params: { event: string }) => undefined,
  },
}).createMachine({
  id: 'payment',
  context: { error: null, request: null, paymentMethodId: null, action: null, result: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: { target: 'creatingCard', actions: assign({ error: null, request: ({ event }) => event.request }) },
        EDIT: { actions: assign({ error: null }) },
      },
    },
    creatingCard: {
      invoke: {
        src: 'createCard',
        input: inputOf,
        onDone: { target: 'submitting', actions: assign({ paymentMethodId: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error, GENERIC) }) },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: inputOf,
        onDone: [
          { guard: ({ event }) => event.output.requiresAction !== null, target: 'authenticating', actions: assign({ action: ({ event }) => event.output.requiresAction, result: ({ event }) => event.output.result }) },
          { target: 'done', actions: assign({ result: ({ event }) => event.output.result }) },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error, GENERIC) }),
            { type: 'reportFailure', params: ({ event }) => ({ event: event.error instanceof StepError && event.error.event ? event.error.event : '' }) },
          ],
        },
      },
    },
    authenticating: {
      invoke: {
        src: 'authenticate',
        input: inputOf,
        onDone: { target: 'confirming' },
        onError: { target: 'cancelling', actions: { type: 'reportFailure', params: { event: 'CC Payment Failed' } } },
      },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: inputOf,
        onDone: { target: 'done' },
        onError: { target: 'cancelling', actions: { type: 'reportFailure', params: { event: 'CC Payment Failed' } } },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelFailure',
        input: inputOf,
        onDone: { target: 'editing', actions: assign({ error: ({ event }) => event.output, action: null, paymentMethodId: null }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error, GENERIC), action: null, paymentMethodId: null }) },
      },
    },
    done: { type: 'final' },
  },
});
