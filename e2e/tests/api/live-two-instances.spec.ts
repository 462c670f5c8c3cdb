// Live delivery across app instances: a second app server process against the same database. A
// chat message sent over REST to instance 1 arrives on a subscription held open on instance 2
// (PostgreSQL LISTEN/NOTIFY, no shared memory). Prints the delivery latency over 20 messages.
import { expect, test } from '@playwright/test';
import { ADVISEUR, bearer, freshOrientatie, ONDERNEMER } from '../../fixtures/demo.ts';
import { startAppInstance, type AppInstance } from '../../support/app-instance.ts';

const port2 = Number(process.env.E2E_PORT ?? 3100) + 10;
let second: AppInstance | null = null;

test.afterAll(async () => {
  await second?.stop();
});

/** Opens live.events on a server with a Bearer token; calls onEvent for each tracked event. */
async function openLive(baseURL: string, token: string, onEvent: (data: { soort: string; payload: { id?: string; bericht?: string } }) => void) {
  const controller = new AbortController();
  const res = await fetch(`${baseURL}/api/trpc/live.events?input=${encodeURIComponent('{}')}`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let connected!: () => void;
  const ready = new Promise<void>((r) => (connected = r));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (/^event: connected/m.test(block)) connected();
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^id: /m.test(block) && data && !/^event:/m.test(block)) onEvent(JSON.parse(data));
        }
      }
    } catch {
      // aborted
    }
  })();
  await ready;
  return () => controller.abort();
}

test('a message sent on one instance arrives live on another instance', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  second = await startAppInstance({ port: port2 });
  const id = await freshOrientatie(request);
  const owner = await bearer(request, ONDERNEMER);
  const adviser = await bearer(request, ADVISEUR, second.baseURL);

  const arrived = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  const close = await openLive(second.baseURL, adviser.token, (data) => {
    if (data.soort !== 'chat.message' || !data.payload.bericht) return;
    arrived.set(data.payload.bericht, performance.now());
    waiters.get(data.payload.bericht)?.();
  });

  const latencies: number[] = [];
  for (let i = 0; i < 20; i++) {
    const text = `bericht ${i} via instantie 1`;
    const got = new Promise<void>((r) => waiters.set(text, r));
    const sentAt = performance.now();
    const res = await request.post(`${baseURL}/api/aanvragen/${id}/chat`, { headers: owner.headers, data: { bericht: text } });
    expect(res.status()).toBe(201);
    await Promise.race([got, new Promise((_, reject) => setTimeout(() => reject(new Error(`"${text}" did not arrive on instance 2: ${second?.output().slice(-2000)}`)), 10_000))]);
    latencies.push(arrived.get(text)! - sentAt);
  }
  close();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
  console.log(`live delivery instance 1 → instance 2 (send over REST until the event arrives), ${latencies.length} messages: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`);
  expect(arrived.size).toBe(20);
});
