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
 * Every step is an injected actor (the component provides the real calls; tests fakes):
 * `createCard` → PaymentMethod id; `submit(pm)` → `{ requiresAction }`; `authenticate(secret)`
 * (Stripe.js); `confirm(intent id)`; `cancelFailure(intent id)` → the message to show. A failed
 * step rejects with {@link StepError} (its message is shown; `event` is tracked by the
 * `reportFailure` action).
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
  paymentMethodId: string | null;
  action: PendingAction | null;
}

const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);
const GENERIC = "We're sorry something went wrong. Please try again.";

export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as { type: 'SUBMIT' } | { type: 'EDIT' } },
  actors: {
    createCard: fromPromise<string>(async () => {
      throw new Error('createCard not provided');
    }),
    submit: fromPromise<{ requiresAction: PendingAction | null }, { paymentMethodId: string }>(async () => {
      throw new Error('submit not provided');
    }),
    authenticate: fromPromise<void, { clientSecret: string }>(async () => {
      throw new Error('authenticate not provided');
    }),
    confirm: fromPromise<void, { intentId: string }>(async () => {
      throw new Error('confirm not provided');
    }),
    cancelFailure: fromPromise<string, { intentId: string }>(async () => {
      throw new Error('cancelFailure not provided');
    }),
  },
  actions: {
    /** Tracks a failed step's event (provided by the component). */
    reportFailure: (_, _params: { event: string }) => undefined,
    /** The flow finished: the parent paid or the card is saved (provided by the component). */
    finished: () => undefined,
  },
}).createMachine({
  id: 'payment',
  context: { error: null, paymentMethodId: null, action: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: { target: 'creatingCard', actions: assign({ error: null }) },
        EDIT: { actions: assign({ error: null }) },
      },
    },
    creatingCard: {
      invoke: {
        src: 'createCard',
        onDone: { target: 'submitting', actions: assign({ paymentMethodId: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error, GENERIC) }) },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ paymentMethodId: context.paymentMethodId! }),
        onDone: [
          { guard: ({ event }) => event.output.requiresAction !== null, target: 'authenticating', actions: assign({ action: ({ event }) => event.output.requiresAction }) },
          { target: 'done' },
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
        input: ({ context }) => ({ clientSecret: context.action!.clientSecret }),
        onDone: { target: 'confirming' },
        onError: { target: 'cancelling', actions: { type: 'reportFailure', params: { event: 'CC Payment Failed' } } },
      },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ intentId: context.action!.intentId }),
        onDone: { target: 'done' },
        onError: { target: 'cancelling', actions: { type: 'reportFailure', params: { event: 'CC Payment Failed' } } },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelFailure',
        input: ({ context }) => ({ intentId: context.action!.intentId }),
        onDone: { target: 'editing', actions: assign({ error: ({ event }) => event.output, action: null, paymentMethodId: null }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error, GENERIC), action: null, paymentMethodId: null }) },
      },
    },
    done: { type: 'final', entry: 'finished' },
  },
});
