/** Spec section 9: the session expiry timer. */
export const SESSION_TIMEOUT_MS = 3 * 60 * 60 * 1000;

/** Input (keys, pointer) restarts the timer at most this often: a keystroke need not replace a timer. */
export const INPUT_THROTTLE_MS = 10_000;

export interface SessionTimer {
  /** (Re)starts the timer: called on every navigation, API call and (throttled) input. */
  touch: () => void;
  /** Stops it (signed out, tests, unmount). */
  stop: () => void;
  /** Whether it is counting down. */
  running: () => boolean;
}

/**
 * Each navigation sets a 3-hour timer; when it fires, `onExpire` removes the token and user data and sends the
 * user to /login (spec section 2). A new navigation replaces the pending timer; so do API calls and input, so
 * that nobody working in a dialog without navigating is signed out.
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
    running: () => handle !== undefined,
  };
}

// ---------- Activity: what restarts the timer besides a navigation ----------

type ActivityListener = () => void;
const listeners = new Set<ActivityListener>();

/** Something the user did reached the server (an API call): the session is in use. */
export function reportSessionActivity(): void {
  for (const listener of listeners) listener();
}

/** Follows session activity (API calls); answers the unsubscribe function. */
export function onSessionActivity(listener: ActivityListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Calls `touch` on keyboard and pointer input anywhere in the page, at most once per `throttleMs`. Answers the
 * function that removes the listeners.
 */
export function listenToInput(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  touch: () => void,
  throttleMs: number = INPUT_THROTTLE_MS,
  now: () => number = Date.now,
): () => void {
  let last = -Infinity;
  const onInput = () => {
    const time = now();
    if (time - last < throttleMs) return;
    last = time;
    touch();
  };
  const options = { capture: true, passive: true } as const;
  target.addEventListener('keydown', onInput, options);
  target.addEventListener('pointerdown', onInput, options);
  return () => {
    target.removeEventListener('keydown', onInput, options);
    target.removeEventListener('pointerdown', onInput, options);
  };
}
