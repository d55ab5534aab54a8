import { describe, expect, it } from 'vitest';
import { createChangeSignal } from './change-signal';

describe('createChangeSignal', () => {
  it('notifies each listener until it unsubscribes', () => {
    const signal = createChangeSignal();
    const got: string[] = [];
    const offA = signal.subscribe(() => got.push('a'));
    signal.subscribe(() => got.push('b'));
    signal.notify();
    offA();
    offA();
    signal.notify();
    expect(got).toEqual(['a', 'b', 'b']);
  });

  it('reports a throwing listener and still notifies the others when given an error handler', () => {
    const errors: unknown[] = [];
    const signal = createChangeSignal((e) => errors.push(e));
    const got: string[] = [];
    const off = signal.subscribe(() => {
      throw new Error('listener failed');
    });
    signal.subscribe(() => got.push('ok'));
    signal.notify();
    expect(got).toEqual(['ok']);
    expect(errors).toEqual([new Error('listener failed')]);
    off();
    signal.notify();
    expect(errors).toHaveLength(1);
  });

  it('lets the error reach the notifier without an error handler', () => {
    const signal = createChangeSignal();
    signal.subscribe(() => {
      throw new Error('listener failed');
    });
    expect(() => signal.notify()).toThrow('listener failed');
  });
});
