// A refused request body is drained, not cut (nginx's lingering close): the answer goes out at once,
// and what the client still sends is read and dropped for a while. Closing the connection under a
// client that is still sending makes the kernel reset it, and the client (Node's fetch, browsers)
// then reports a network error instead of the answer (e.g. the 413 of an 11 MB upload).

/** How long and how much of a refused upload is still read (and dropped) after its answer, at most. */
const DRAIN_MAX_MS = 30_000;
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Reads what the client still sends and drops it, in the background, until the body ends, or
 * DRAIN_MAX_BYTES or DRAIN_MAX_MS have passed; then the stream is cancelled (which closes the
 * connection of a client that is still sending). Nothing is kept.
 */
export function drainInBackground(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), DRAIN_MAX_MS);
  timer.unref?.();
  void (async () => {
    let dropped = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        dropped += value.byteLength;
        if (dropped > DRAIN_MAX_BYTES) break;
      }
      await reader.cancel();
    } catch {
      // the client went away, or the deadline cancelled the stream
    } finally {
      clearTimeout(timer);
    }
  })();
}

/** A request's body that nobody has read: drained after the answer (see drainInBackground). */
export function drainUnread(req: Request): void {
  if (req.body && !req.bodyUsed && !req.body.locked) drainInBackground(req.body.getReader());
}
