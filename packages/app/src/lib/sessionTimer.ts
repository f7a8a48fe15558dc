/** Spec section 9: the session expiry timer. */
export const SESSION_TIMEOUT_MS = 3 * 60 * 60 * 1000;

/** Input (keys, pointer) restarts the timer at most this often: a keystroke need not replace a timer. */
export const INPUT_THROTTLE_MS = 10_000;

export interface SessionTimer {
  /** (Re)starts the timer: called on every navigation, answer to the user's API calls and (throttled) input. */
  touch: () => void;
  /** Stops it (signed out, tests, unmount). */
  stop: () => void;
  /** Whether it is counting down. */
  running: () => boolean;
}

/**
 * Each navigation sets a 3-hour timer; when it fires, `onExpire` removes the token and user data and sends the
 * user to /login (spec section 2). A new navigation replaces the pending timer; so do input and the answers to
 * the API calls the user caused, so that nobody working in a dialog without navigating is signed out. Nothing in
 * the background restarts it.
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

/**
 * An API call started within this long of the user's last input or navigation was caused by the user (a save, a
 * search, a screen's data); a later one is background work (a retry, a lazily loaded widget's refresh) and never
 * keeps an idle session alive.
 */
export const USER_CAUSE_MS = 15_000;

type ActivityListener = () => void;
const listeners = new Set<ActivityListener>();
let lastUserAction = -Infinity;
let pendingCalls = 0;

/** The user did something (a key, a pointer, a navigation): API calls that follow are theirs. */
export function noteUserAction(time: number = Date.now()): void {
  lastUserAction = time;
}

/** How many API calls are waiting for their answer. */
export const pendingApiCalls = () => pendingCalls;

/**
 * The app's own count of API calls in flight, on `<html data-api-pending>`: tests (and anyone debugging) wait for
 * `0` instead of guessing from network silence.
 */
function publishPending() {
  if (typeof document !== 'undefined') document.documentElement.dataset['apiPending'] = String(pendingCalls);
}

/**
 * An API call starts. Answers the function to call when its answer (or failure) is in: then, if the call was caused
 * by the user, the session is in use and the timer restarts, counted from the answer (a slow save does not eat into
 * the three hours).
 */
export function trackApiCall(now: () => number = Date.now): () => void {
  const causedByUser = now() - lastUserAction <= USER_CAUSE_MS;
  pendingCalls += 1;
  publishPending();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pendingCalls -= 1;
    publishPending();
    if (causedByUser) for (const listener of listeners) listener();
  };
}

/** Follows session activity (answers to the user's API calls); answers the unsubscribe function. */
export function onSessionActivity(listener: ActivityListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Calls `touch` on keyboard and pointer input anywhere in the page, at most once per `throttleMs`, and notes every
 * input as the user's (so that the calls it causes count). Answers the function that removes the listeners.
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
    noteUserAction(time);
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
