// Half-open intervals [start, end): touching intervals do not overlap. Pure; the database's
// exclusion constraints (tstzrange '[)') apply the same rule as the final arbiter.
export interface Interval {
  start: Date;
  end: Date;
}

const ms = (d: Date) => d.getTime();

export function overlaps(a: Interval, b: Interval): boolean {
  return ms(a.start) < ms(b.end) && ms(b.start) < ms(a.end);
}

/** inner lies completely within outer (the edges may touch). */
export function contains(outer: Interval, inner: Interval): boolean {
  return ms(outer.start) <= ms(inner.start) && ms(inner.end) <= ms(outer.end);
}

/** The intervals of `candidates` that overlap `interval`. */
export function conflictsWith<T extends Interval>(interval: Interval, candidates: readonly T[]): T[] {
  return candidates.filter((c) => overlaps(interval, c));
}

/** Sorted, with overlapping and touching intervals merged into one. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].filter((i) => ms(i.start) < ms(i.end)).sort((a, b) => ms(a.start) - ms(b.start));
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && ms(i.start) <= ms(last.end)) {
      if (ms(i.end) > ms(last.end)) last.end = new Date(ms(i.end));
    } else {
      out.push({ start: new Date(ms(i.start)), end: new Date(ms(i.end)) });
    }
  }
  return out;
}

/** `interval` lies inside the union of `blocks` (adjacent blocks count as one). */
export function insideAny(interval: Interval, blocks: readonly Interval[]): boolean {
  return mergeIntervals(blocks).some((b) => contains(b, interval));
}

/** What is left of `blocks` after taking out `busy`: the free slots, sorted. */
export function subtractIntervals(blocks: readonly Interval[], busy: readonly Interval[]): Interval[] {
  const taken = mergeIntervals(busy);
  const free: Interval[] = [];
  for (const block of mergeIntervals(blocks)) {
    let cursor = ms(block.start);
    const end = ms(block.end);
    for (const b of taken) {
      if (ms(b.end) <= cursor || ms(b.start) >= end) continue;
      if (ms(b.start) > cursor) free.push({ start: new Date(cursor), end: new Date(ms(b.start)) });
      cursor = Math.max(cursor, ms(b.end));
      if (cursor >= end) break;
    }
    if (cursor < end) free.push({ start: new Date(cursor), end: new Date(end) });
  }
  return free;
}

/** Only the parts of `intervals` inside [from, to). */
export function clipIntervals(intervals: readonly Interval[], window: Interval): Interval[] {
  return intervals
    .filter((i) => overlaps(i, window))
    .map((i) => ({
      start: new Date(Math.max(ms(i.start), ms(window.start))),
      end: new Date(Math.min(ms(i.end), ms(window.end))),
    }));
}
