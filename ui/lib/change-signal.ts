/**
 * The change notification of a framework-free store that React reads with `useSyncExternalStore`
 * (the session, the student session, the sound settings). Delivery is mitt's, the project's one
 * emitter library.
 */
import mitt from 'mitt';

export interface ChangeSignal {
  /** Calls `listener` after every change; returns the unsubscribe (safe to call twice). */
  readonly subscribe: (listener: () => void) => () => void;
  /** Tells every current listener that the store changed. */
  readonly notify: () => void;
}

/**
 * Creates a change signal. With `onListenerError`, a listener that throws is reported there and the
 * other listeners still run (the sound player must never throw into React); without it the error
 * propagates to the `notify` caller.
 */
export function createChangeSignal(onListenerError?: (error: unknown) => void): ChangeSignal {
  const events = mitt<{ change: undefined }>();
  return {
    subscribe: (listener) => {
      const handler = onListenerError
        ? () => {
            try {
              listener();
            } catch (e) {
              onListenerError(e);
            }
          }
        : listener;
      events.on('change', handler);
      return () => events.off('change', handler);
    },
    notify: () => events.emit('change', undefined),
  };
}
