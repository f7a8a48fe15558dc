import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionTimer,
  listenToInput,
  noteUserAction,
  onSessionActivity,
  pendingApiCalls,
  SESSION_TIMEOUT_MS,
  trackApiCall,
  USER_CAUSE_MS,
} from './sessionTimer';

describe('session timer (spec section 2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 3 hours', () => {
    expect(SESSION_TIMEOUT_MS).toBe(3 * 60 * 60 * 1000);
  });

  it('fires once, 3 hours after a navigation', () => {
    const onExpire = vi.fn();
    const timer = createSessionTimer(onExpire);
    timer.touch();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS * 2);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('restarts on each navigation', () => {
    const onExpire = vi.fn();
    const timer = createSessionTimer(onExpire);
    timer.touch();
    vi.advanceTimersByTime(2 * 60 * 60 * 1000);
    timer.touch();
    vi.advanceTimersByTime(2 * 60 * 60 * 1000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stops', () => {
    const onExpire = vi.fn();
    const timer = createSessionTimer(onExpire);
    timer.touch();
    timer.stop();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS * 2);
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe('what restarts the session timer, and what does not', () => {
  const HOUR = 60 * 60 * 1000;
  let stops: Array<() => void> = [];
  beforeEach(() => {
    vi.useFakeTimers();
    stops = [];
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    vi.useRealTimers();
  });

  /** A signed-in page as RootView wires it: a navigation now, then activity and input restart the timer. */
  function signedInPage() {
    const onExpire = vi.fn();
    const timer = createSessionTimer(onExpire);
    const page = new EventTarget() as unknown as Window;
    stops.push(onSessionActivity(() => timer.touch()));
    stops.push(listenToInput(page, () => timer.touch()));
    noteUserAction();
    timer.touch();
    return { onExpire, timer, page };
  }

  it('the answer to a call the user caused restarts it, counted from the answer', () => {
    const { onExpire } = signedInPage();
    const done = trackApiCall(); // the screen's data, right after the navigation
    vi.advanceTimersByTime(2 * HOUR); // a very slow answer
    done();
    vi.advanceTimersByTime(2 * HOUR);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HOUR);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('a call made in the background, long after the last input, never keeps an idle session alive', () => {
    const { onExpire } = signedInPage();
    vi.advanceTimersByTime(USER_CAUSE_MS + 1);
    for (let i = 0; i < 13; i += 1) {
      trackApiCall()(); // e.g. a widget refreshing itself
      vi.advanceTimersByTime(15 * 60 * 1000);
    }
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("input restarts it (at most every 10 s), and the calls that follow it count as the user's", () => {
    const { onExpire, page } = signedInPage();
    vi.advanceTimersByTime(2 * HOUR);
    page.dispatchEvent(new Event('keydown'));
    const done = trackApiCall();
    vi.advanceTimersByTime(HOUR);
    done();
    vi.advanceTimersByTime(3 * HOUR - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('counts the calls in flight on <html data-api-pending>, each answer once', () => {
    const before = pendingApiCalls();
    const first = trackApiCall();
    const second = trackApiCall();
    expect(document.documentElement.dataset['apiPending']).toBe(String(before + 2));
    first();
    first();
    expect(pendingApiCalls()).toBe(before + 1);
    second();
    expect(document.documentElement.dataset['apiPending']).toBe(String(before));
  });
});
