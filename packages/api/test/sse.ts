// A minimal server-sent-events reader for tests: opens a tRPC subscription over fetch and yields
// its tracked events ({id, data}) as they arrive. Aborting the signal closes the stream.
type SseEvent = { id: string | null; event: string | null; data: unknown };

export function subscribe(
  baseUrl: string,
  path: string,
  input: unknown,
  options: { token: string; lastEventId?: string },
) {
  const controller = new AbortController();
  const received: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let failure: unknown = null;
  const url = `${baseUrl}/api/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
  const headers: Record<string, string> = { authorization: `Bearer ${options.token}`, accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const done = (async () => {
    const res = await fetch(url, { headers, signal: controller.signal });
    if (!res.ok || !res.body) throw new Error(`subscription ${res.status}: ${await res.text()}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) return;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let id: string | null = null;
        let event: string | null = null;
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('id:')) id = line.slice(3).trim();
          else if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (data.length === 0) continue;
        received.push({ id, event, data: JSON.parse(data.join('\n')) });
        for (const w of waiters.splice(0)) w();
      }
    }
  })().catch((e: unknown) => {
    if (!controller.signal.aborted) failure = e;
    for (const w of waiters.splice(0)) w();
  });

  /** The tracked data events (not the connection/ping events). */
  const events = () => received.filter((e) => e.id !== null && e.event === null);

  return {
    events,
    /** Waits until `n` tracked events have arrived (rejects after `timeoutMs`). */
    async waitFor(n: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (events().length < n) {
        if (failure) throw failure;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${n} events, got ${events().length}: ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      return events();
    },
    /** Waits until the server has acknowledged the stream (its "connected" event). */
    async connected(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!received.some((e) => e.event === 'connected')) {
        if (failure) throw failure;
        if (Date.now() > deadline) throw new Error('subscription did not connect');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close() {
      controller.abort();
      return done;
    },
  };
}
