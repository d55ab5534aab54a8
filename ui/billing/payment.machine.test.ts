import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { paymentMachine, StepError, type PendingAction } from './payment.machine';

/** The machine with recording fakes of its steps. */
function run(o: { card?: () => Promise<string>; submit?: () => Promise<{ requiresAction: PendingAction | null }>; authenticate?: () => Promise<void>; confirm?: () => Promise<void> }) {
  const calls: string[] = [];
  const machine = paymentMachine.provide({
    actors: {
      createCard: fromPromise(async () => (calls.push('card'), (o.card ?? (async () => 'pm_1'))())),
      submit: fromPromise(async ({ input }: { input: { paymentMethodId: string } }) => (calls.push(`submit ${input.paymentMethodId}`), (o.submit ?? (async () => ({ requiresAction: null })))())),
      authenticate: fromPromise(async ({ input }: { input: { clientSecret: string } }) => (calls.push(`3ds ${input.clientSecret}`), (o.authenticate ?? (async () => undefined))())),
      confirm: fromPromise(async ({ input }: { input: { intentId: string } }) => (calls.push(`confirm ${input.intentId}`), (o.confirm ?? (async () => undefined))())),
      cancelFailure: fromPromise(async ({ input }: { input: { intentId: string } }) => (calls.push(`cancel ${input.intentId}`), 'Your bank did not confirm the card.')),
    },
    actions: {
      reportFailure: (_, p: { event: string }) => void calls.push(`track ${p.event}`),
      finished: () => void calls.push('finished'),
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'SUBMIT' });
  return { actor, calls };
}

const sca = { requiresAction: { intentId: 'seti_1', clientSecret: 'seti_1_secret_x' } };

describe('payment flow', () => {
  it('a card that needs nothing more: card, submit, done', async () => {
    const { actor, calls } = run({});
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['card', 'submit pm_1', 'finished']);
  });

  it('an incomplete card stays in editing with its message and sends nothing', async () => {
    const { actor, calls } = run({ card: () => Promise.reject(new Error('Your card number is incomplete.')) });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Your card number is incomplete.');
    expect(calls).toEqual(['card']);
  });

  it('a refused card: back to editing with the message, tracked', async () => {
    const { actor, calls } = run({ submit: () => Promise.reject(new StepError('Your card was declined.', 'CC Payment Failed')) });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Your card was declined.');
    expect(calls).toEqual(['card', 'submit pm_1', 'track CC Payment Failed']);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('3-D Secure passed: the bank step, then the server confirms, then done', async () => {
    const { actor, calls } = run({ submit: async () => sca });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['card', 'submit pm_1', '3ds seti_1_secret_x', 'confirm seti_1', 'finished']);
  });

  it('3-D Secure failed: the failure is cancelled on the server and its message shown; the parent can try again', async () => {
    const { actor, calls } = run({ submit: async () => sca, authenticate: () => Promise.reject(new Error('We are unable to authenticate your payment method.')) });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(calls).toEqual(['card', 'submit pm_1', '3ds seti_1_secret_x', 'track CC Payment Failed', 'cancel seti_1']);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Your bank did not confirm the card.', action: null });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && calls.length === 10);
    expect(calls.slice(5)).toEqual(calls.slice(0, 5));
  });
});
