import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionTimer, SESSION_TIMEOUT_MS } from './sessionTimer';

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
