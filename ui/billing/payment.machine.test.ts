import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { paymentMachine, StepError, type PendingAction, type StepInput } from './payment.machine';

/** The machine with recording fakes of its steps. */
function run(o: { card?: () => Promise<string>; submit?: () => Promise<{ requiresAction: PendingAction | null; result: unknown }>; authenticate?: () => Promise<void> }) {
  const calls: string[] = [];
  const machine = paymentMachine.provide({
    actors: {
      createCard: fromPromise(({ input }: { input: StepInput }) => (calls.push(`card ${String(input.request)}`), (o.card ?? (() => Promise.resolve('pm_1')))())),
      submit: fromPromise(({ input }: { input: StepInput }) => (calls.push(`submit ${input.paymentMethodId}`), (o.submit ?? (() => Promise.resolve({ requiresAction: null, result: 'paid' })))())),
      authenticate: fromPromise(({ input }: { input: StepInput }) => (calls.push(`3ds ${input.action.clientSecret}`), (o.authenticate ?? (() => Promise.resolve()))())),
      confirm: fromPromise(({ input }: { input: StepInput }) => (calls.push(`confirm ${input.action.intentId}`), Promise.resolve())),
      cancelFailure: fromPromise(({ input }: { input: StepInput }) => (calls.push(`cancel ${input.action.intentId}`), Promise.resolve('Your bank did not confirm the card.'))),
    },
    actions: {
      reportFailure: (_, p: { event: string }) => void calls.push(`track ${p.event}`),
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'SUBMIT', request: 'form' });
  return { actor, calls };
}

const sca = { requiresAction: { intentId: 'seti_1', clientSecret: 'seti_1_secret_x' }, result: 'registered' };

describe('payment flow', () => {
  it('a card that needs nothing more: card, submit, done', async () => {
    const { actor, calls } = run({});
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['card form', 'submit pm_1']);
    expect(actor.getSnapshot().context.result).toBe('paid');
  });

  it('an incomplete card stays in editing with its message and sends nothing', async () => {
    const { actor, calls } = run({ card: () => Promise.reject(new Error('Your card number is incomplete.')) });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Your card number is incomplete.');
    expect(calls).toEqual(['card form']);
  });

  it('a refused card: back to editing with the message, tracked', async () => {
    const { actor, calls } = run({ submit: () => Promise.reject(new StepError('Your card was declined.', 'CC Payment Failed')) });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Your card was declined.');
    expect(calls).toEqual(['card form', 'submit pm_1', 'track CC Payment Failed']);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('3-D Secure passed: the bank step, then the server confirms, then done', async () => {
    const { actor, calls } = run({ submit: () => Promise.resolve(sca) });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['card form', 'submit pm_1', '3ds seti_1_secret_x', 'confirm seti_1']);
    expect(actor.getSnapshot().context.result).toBe('registered');
  });

  it('3-D Secure failed: the failure is cancelled on the server and its message shown; the parent can try again', async () => {
    const { actor, calls } = run({ submit: () => Promise.resolve(sca), authenticate: () => Promise.reject(new Error('We are unable to authenticate your payment method.')) });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(calls).toEqual(['card form', 'submit pm_1', '3ds seti_1_secret_x', 'track CC Payment Failed', 'cancel seti_1']);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Your bank did not confirm the card.', action: null });
    actor.send({ type: 'SUBMIT', request: 'form' });
    await waitFor(actor, (s) => s.matches('editing') && calls.length === 10);
    expect(calls.slice(5)).toEqual(calls.slice(0, 5));
  });
});
