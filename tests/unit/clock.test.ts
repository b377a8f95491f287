import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock, setClock } from '../../api/clock';

describe('the app clock', () => {
  afterEach(resetClock);

  it('is the machine time until a test moves it', () => {
    const before = Date.now();
    const read = now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });

  it('can be stopped at an instant and moved forward', () => {
    setClock('2026-11-24T08:00:00Z');
    expect(now().toISOString()).toBe('2026-11-24T08:00:00.000Z');
    advanceClock(86_400_000);
    expect(now().toISOString()).toBe('2026-11-25T08:00:00.000Z');
    setClock(null);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('runs on from an offset when moved while running', () => {
    advanceClock(3_600_000);
    expect(now().getTime() - Date.now()).toBeGreaterThan(3_599_000);
  });

  it('refuses to move outside tests', () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => setClock('2026-01-01T00:00:00Z')).toThrow(/only be moved in tests/);
      expect(() => advanceClock(1)).toThrow(/only be moved in tests/);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });
});
