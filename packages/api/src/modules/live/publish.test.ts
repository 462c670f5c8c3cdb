import { describe, expect, it } from 'vitest';
import { liveSignals } from './publish.ts';

describe('liveSignals', () => {
  it('names every recipient once, in parts that NOTIFY accepts (under 8000 bytes)', () => {
    const ids = Array.from({ length: 2500 }, (_, i) => `c${String(i).padStart(24, 'x')}`); // cuid-sized
    const signals = liveSignals(ids);
    expect(signals.length).toBeGreaterThan(1);
    for (const s of signals) expect(Buffer.byteLength(JSON.stringify(s))).toBeLessThan(8000);
    expect(signals.flatMap((s) => s.userIds)).toEqual(ids);
  });

  it('one signal for a few recipients, none for nobody', () => {
    expect(liveSignals(['a', 'b'])).toEqual([{ userIds: ['a', 'b'] }]);
    expect(liveSignals([])).toEqual([]);
  });
});
