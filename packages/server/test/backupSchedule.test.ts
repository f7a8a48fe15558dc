import { describe, expect, it } from 'vitest';
import { nextRunAfter, startSchedule, type Clock } from '../src/lib/schedule.js';
import { ConfigError, loadConfig, parseBackupTime } from '../src/config.js';

/** A clock a test moves: timers fire when `advance` passes their time. */
function fakeClock(start: string) {
  let now = Date.parse(start);
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let ids = 0;
  const clock: Clock = {
    now: () => new Date(now),
    setTimer(run, ms) {
      const id = ++ids;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimer(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
  };
  return {
    clock,
    pending: () => timers.length,
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.run();
        // Let the run's promise settle (it re-arms the timer when it ends).
        for (let i = 0; i < 5; i++) await Promise.resolve();
      }
      now = end;
    },
  };
}

describe('the daily backup timer', () => {
  it('finds the next time of day in the business time zone', () => {
    // 01:00 WIB → 02:00 WIB the same day; 03:00 WIB → 02:00 WIB the next day.
    expect(nextRunAfter(new Date('2026-11-21T18:00:00Z'), '02:00', 'Asia/Jakarta').toISOString()).toBe(
      '2026-11-21T19:00:00.000Z',
    );
    expect(nextRunAfter(new Date('2026-11-21T20:00:00Z'), '02:00', 'Asia/Jakarta').toISOString()).toBe(
      '2026-11-22T19:00:00.000Z',
    );
    // Exactly at the time: the next day's.
    expect(nextRunAfter(new Date('2026-11-21T19:00:00Z'), '02:00', 'Asia/Jakarta').toISOString()).toBe(
      '2026-11-22T19:00:00.000Z',
    );
    expect(nextRunAfter(new Date('2026-11-21T10:00:00Z'), '23:30', 'Asia/Makassar').toISOString()).toBe(
      '2026-11-21T15:30:00.000Z',
    );
    // A zone with summer time: 02:30 in Berlin is 00:30Z in summer, 01:30Z in winter.
    expect(nextRunAfter(new Date('2026-07-01T12:00:00Z'), '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-02T00:30:00.000Z',
    );
    expect(nextRunAfter(new Date('2026-12-01T12:00:00Z'), '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-12-02T01:30:00.000Z',
    );
  });

  it('runs once a day at its time, with an injected clock, and stops', async () => {
    const fake = fakeClock('2026-11-21T12:00:00Z');
    const runs: string[] = [];
    const schedule = startSchedule({
      time: '02:00',
      timeZone: 'Asia/Jakarta',
      clock: fake.clock,
      run: async () => void runs.push(fake.clock.now().toISOString()),
    });
    expect(schedule.next()?.toISOString()).toBe('2026-11-21T19:00:00.000Z');
    await fake.advance(6 * 3600_000);
    expect(runs).toEqual([]);
    await fake.advance(3600_000);
    expect(runs).toEqual(['2026-11-21T19:00:00.000Z']);
    expect(schedule.next()?.toISOString()).toBe('2026-11-22T19:00:00.000Z');
    await fake.advance(2 * 86_400_000);
    expect(runs).toEqual([
      '2026-11-21T19:00:00.000Z',
      '2026-11-22T19:00:00.000Z',
      '2026-11-23T19:00:00.000Z',
    ]);
    schedule.stop();
    expect(schedule.next()).toBeNull();
    expect(fake.pending()).toBe(0);
    await fake.advance(2 * 86_400_000);
    expect(runs).toHaveLength(3);
  });

  it('goes on the next day after a run that fails', async () => {
    const fake = fakeClock('2026-11-21T18:59:00Z');
    let calls = 0;
    const schedule = startSchedule({
      time: '02:00',
      timeZone: 'Asia/Jakarta',
      clock: fake.clock,
      run: async () => {
        calls++;
        throw new Error('disk full');
      },
    });
    await fake.advance(2 * 86_400_000);
    expect(calls).toBe(2);
    schedule.stop();
  });

  it('reads PAWON_BACKUP_TIME, PAWON_BACKUP_KEEP and PAWON_BACKUP_MAX_MB', () => {
    expect(loadConfig({}).backup).toEqual({ time: '02:00', keep: 7, maxUploadBytes: 1024 * 1024 * 1024 });
    expect(
      loadConfig({ PAWON_BACKUP_TIME: '3:15', PAWON_BACKUP_KEEP: '30', PAWON_BACKUP_MAX_MB: '200' }).backup,
    ).toEqual({ time: '03:15', keep: 30, maxUploadBytes: 200 * 1024 * 1024 });
    expect(parseBackupTime('off')).toBeNull();
    expect(() => parseBackupTime('25:00')).toThrow(ConfigError);
    expect(() => parseBackupTime('tiap hari')).toThrow(ConfigError);
    expect(() => loadConfig({ PAWON_BACKUP_KEEP: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAWON_BACKUP_MAX_MB: '5000' })).toThrow(ConfigError);
  });
});
