/** Spec section 9: the session expiry timer. */
export const SESSION_TIMEOUT_MS = 3 * 60 * 60 * 1000;

export interface SessionTimer {
  /** (Re)starts the timer: called on every navigation. */
  touch: () => void;
  /** Stops it (tests, unmount). */
  stop: () => void;
}

/**
 * Each navigation sets a 3-hour timer; when it fires, `onExpire` removes the token and user data and sends the
 * user to /login (spec section 2). A new navigation replaces the pending timer.
 */
export function createSessionTimer(
  onExpire: () => void,
  timeoutMs: number = SESSION_TIMEOUT_MS,
): SessionTimer {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (handle !== undefined) clearTimeout(handle);
    handle = undefined;
  };
  return {
    touch() {
      stop();
      handle = setTimeout(() => {
        handle = undefined;
        onExpire();
      }, timeoutMs);
    },
    stop,
  };
}
