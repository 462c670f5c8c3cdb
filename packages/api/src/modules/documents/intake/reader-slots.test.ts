// The process-wide bound on reader processes: at most `max` at once, the longest waiter next, and the
// bounded queue (the public pre-check) refused with 429 and Retry-After when full; the long reading on
// only in a spare slot.
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

  it('the reading on takes a slot only while another stays free and nobody waits, and never delays the rest', async () => {
    const slots = new ReaderSlots(
      () => 2,
      () => 4,
    );
    const started: string[] = [];
    const gates = { first: gate(), spare: gate(), second: gate(), third: gate() };
    const run = (name: keyof typeof gates, queue: 'wait' | 'bounded' | 'spare') =>
      slots.run(async () => {
        started.push(name);
        await gates[name].opened;
        return name;
      }, queue);
    const tick = () => new Promise((r) => setTimeout(r, 0));
    const first = run('first', 'wait');
    const spare = run('spare', 'spare');
    await tick();
    // one slot of two is taken: taking the other would leave none for a first reading or a pre-check
    expect(started).toEqual(['first']);
    expect(slots.load).toEqual({ active: 1, waiting: 1 });
    gates.first.open();
    await first;
    await tick();
    expect(started).toEqual(['first', 'spare']);
    // the slot beside it is free for the others, at once
    const second = run('second', 'bounded');
    await tick();
    expect(started).toEqual(['first', 'spare', 'second']);
    // both taken: a third waits, and gets the slot the reading on frees
    const third = run('third', 'wait');
    await tick();
    expect(slots.load).toEqual({ active: 2, waiting: 1 });
    gates.spare.open();
    await spare;
    await tick();
    expect(started).toEqual(['first', 'spare', 'second', 'third']);
    gates.second.open();
    gates.third.open();
    expect(await Promise.all([second, third])).toEqual(['second', 'third']);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });

  it('with one slot in all, the reading on waits until it is free', async () => {
    const slots = new ReaderSlots(
      () => 1,
      () => 0,
    );
    const g = gate();
    const order: string[] = [];
    const first = slots.run(() => g.opened.then(() => order.push('first')), 'wait');
    const spare = slots.run(async () => order.push('spare'), 'spare');
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual([]);
    g.open();
    await Promise.all([first, spare]);
    expect(order).toEqual(['first', 'spare']);
  });
});
