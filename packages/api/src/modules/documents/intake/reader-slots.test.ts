// The process-wide bound on reader processes: at most `max` at once, the longest waiter next, and the
// bounded queue (the public pre-check) refused with 429 and Retry-After when full.
import { describe, expect, it } from 'vitest';
import { ReaderSlots } from './reader-slots.ts';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('ReaderSlots', () => {
  it('runs at most max readers, hands a freed slot to the longest waiter and refuses beyond the queue', async () => {
    const slots = new ReaderSlots(
      () => 2,
      () => 1,
    );
    const started: string[] = [];
    const gates = { a: gate(), b: gate(), c: gate() };
    const run = (name: keyof typeof gates, queue: 'wait' | 'bounded') =>
      slots.run(async () => {
        started.push(name);
        await gates[name].opened;
        return name;
      }, queue);
    const a = run('a', 'wait');
    const b = run('b', 'wait');
    const c = run('c', 'bounded');
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    expect(slots.load).toEqual({ active: 2, waiting: 1 });
    await expect(slots.run(async () => 'd', 'bounded')).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfter: 10 });
    gates.a.open();
    expect(await a).toBe('a');
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['a', 'b', 'c']);
    expect(slots.load).toEqual({ active: 2, waiting: 0 });
    gates.b.open();
    gates.c.open();
    expect(await Promise.all([b, c])).toEqual(['b', 'c']);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });

  it('the background reading waits however long the queue', async () => {
    const slots = new ReaderSlots(
      () => 1,
      () => 0,
    );
    const g = gate();
    const first = slots.run(() => g.opened.then(() => 1), 'wait');
    const second = slots.run(async () => 2, 'wait');
    g.open();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
  });
});
