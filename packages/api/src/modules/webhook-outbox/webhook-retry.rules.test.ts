import { describe, expect, it } from 'vitest';
import { isAfgeleverd, retryDelayMs, volgendePoging, WEBHOOK_RETRY_WINDOW_MS } from './webhook-retry.rules.ts';

const T0 = new Date('2026-11-29T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('webhook retry schedule', () => {
  it('doubles from 30 s and caps at 4 hours', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(9)).toBe(30_000 * 256);
    expect(retryDelayMs(10)).toBe(4 * 3600_000);
    expect(retryDelayMs(500)).toBe(4 * 3600_000);
  });

  it('keeps trying for 24 hours, the last attempt at the end, then gives up', () => {
    expect(volgendePoging(T0, 1, T0)).toEqual(at(30_000));
    // simulate the whole day of failures: every attempt runs when it is due
    let nu = T0;
    let pogingen = 0;
    const attempts: Date[] = [nu];
    for (;;) {
      pogingen++;
      const next = volgendePoging(T0, pogingen, nu);
      if (!next) break;
      expect(next.getTime()).toBeGreaterThan(nu.getTime());
      attempts.push(next);
      nu = next;
    }
    expect(attempts.at(-1)).toEqual(at(WEBHOOK_RETRY_WINDOW_MS));
    expect(attempts.length).toBeGreaterThan(10);
    expect(attempts.length).toBeLessThan(20);
    expect(volgendePoging(T0, 3, at(WEBHOOK_RETRY_WINDOW_MS - 1000))).toEqual(at(WEBHOOK_RETRY_WINDOW_MS));
    expect(volgendePoging(T0, 3, at(WEBHOOK_RETRY_WINDOW_MS))).toBeNull();
  });

  it('only a 2xx is delivered', () => {
    expect(isAfgeleverd(200)).toBe(true);
    expect(isAfgeleverd(204)).toBe(true);
    expect(isAfgeleverd(301)).toBe(false);
    expect(isAfgeleverd(500)).toBe(false);
    expect(isAfgeleverd(null)).toBe(false);
  });
});
