// One process-wide bound on reader processes (docs/intake.md, "Bounded and fair"): the
// background reading of uploads and the public document pre-check share INTAKE_READERS child
// processes. The background reading waits its turn; the pre-check waits in a short queue
// (INTAKE_QUEUE) and is answered 429 with Retry-After when that is full, so anonymous requests can
// never keep more readers alive than the bound. A freed slot goes to the longest waiter.
import { DomainError } from '../../../errors/domain-error.ts';

export class ReaderSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly max: () => number,
    private readonly maxQueue: () => number,
  ) {}

  /** Runs `read` in a slot; `queue: 'bounded'` refuses with RATE_LIMITED when the queue is full. */
  async run<T>(read: () => Promise<T>, queue: 'wait' | 'bounded'): Promise<T> {
    if (this.active >= this.max()) {
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
      else this.active--;
    }
  }

  /** Readers running and requests waiting, for the metrics and the tests. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
