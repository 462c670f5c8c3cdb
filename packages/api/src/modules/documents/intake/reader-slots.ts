// One process-wide bound on reader processes (docs/intake.md, "Bounded and fair"): the
// background reading of uploads and the public document pre-check share INTAKE_READERS child
// processes. The background reading waits its turn; the pre-check waits in a short queue
// (INTAKE_QUEUE) and is answered 429 with Retry-After when that is full, so anonymous requests can
// never keep more readers alive than the bound. A freed slot goes to the longest waiter. The long
// reading on of a document cut short by time (docs/intake.md, "Reading on") takes a slot only when
// nobody waits and another slot stays free, so it never holds up a first reading or a pre-check.
import { DomainError } from '../../../errors/domain-error.ts';

/** How a reading waits: its turn; in a short queue (refused when full); or for a spare slot. */
export type SlotQueue = 'wait' | 'bounded' | 'spare';

export class ReaderSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly spareWaiting: (() => void)[] = [];

  constructor(
    private readonly max: () => number,
    private readonly maxQueue: () => number,
  ) {}

  /**
   * Runs `read` in a slot; `queue: 'bounded'` refuses with RATE_LIMITED when the queue is full;
   * `'spare'` waits until nobody else waits and a slot besides its own stays free (with one slot in
   * all: until it is free).
   */
  async run<T>(read: () => Promise<T>, queue: SlotQueue): Promise<T> {
    if (queue === 'spare') {
      if (this.spareFree()) this.active++;
      else await new Promise<void>((resolve) => this.spareWaiting.push(resolve));
    } else if (this.active >= this.max()) {
      if (queue === 'bounded' && this.waiting.length >= this.maxQueue())
        throw new DomainError(
          'RATE_LIMITED',
          'Er worden nu veel documenten gelezen; probeer het over enkele seconden opnieuw.',
          { retryAfter: 10 },
        );
      // the slot is handed over by the one who frees it (active stays counted)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.active++;
    try {
      return await read();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else {
        this.active--;
        if (this.spareWaiting.length > 0 && this.spareFree()) {
          this.active++;
          this.spareWaiting.shift()!();
        }
      }
    }
  }

  private spareFree(): boolean {
    return this.waiting.length === 0 && this.active < Math.max(1, this.max() - 1);
  }

  /** Readers running and readings waiting, for the metrics and the tests. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length + this.spareWaiting.length };
  }
}
