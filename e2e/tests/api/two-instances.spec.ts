// Two app server processes against one database (the deployment of docs/deployment.md in small): a
// journey that hops between the instances on every step, and live delivery: a chat message sent over
// REST to instance 1 arrives on a subscription held open on instance 2 (PostgreSQL LISTEN/NOTIFY, no
// shared memory). Prints the delivery latency over 20 messages.
import { expect, test } from '@playwright/test';
import { bearer, freshOrientatie } from '../../fixtures/demo.ts';
import { startAppInstance, type AppInstance } from '../../support/app-instance.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

const port2 = Number(process.env.E2E_PORT ?? 3100) + 10;
let second: AppInstance | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  second = await startAppInstance({ port: port2 });
});

test.afterAll(async () => {
  await second?.stop();
});

/** Opens live.events on a server with a Bearer token; calls onEvent for each tracked event. */
async function openLive(
  baseURL: string,
  token: string,
  onEvent: (data: { soort: string; payload: { id?: string; bericht?: string } }) => void,
) {
  const controller = new AbortController();
  const res = await fetch(`${baseURL}/api/trpc/live.events?input=${encodeURIComponent('{}')}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
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
  second = second!;
  const id = await freshOrientatie(request, people.ondernemer);
  const owner = await bearer(request, people.ondernemer);
  const adviser = await bearer(request, people.adviseur, second.baseURL);

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
    const res = await request.post(`${baseURL}/api/aanvragen/${id}/chat`, {
      headers: owner.headers,
      data: { bericht: text },
    });
    expect(res.status()).toBe(201);
    await Promise.race([
      got,
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`"${text}" did not arrive on instance 2: ${second?.output().slice(-2000)}`)),
          10_000,
        ),
      ),
    ]);
    latencies.push(arrived.get(text)! - sentAt);
  }
  close();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
  console.log(
    `live delivery instance 1 → instance 2 (send over REST until the event arrives), ${latencies.length} messages: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`,
  );
  expect(arrived.size).toBe(20);
});

test('a journey across both instances: every step on the other one', async ({ request, baseURL }) => {
  const one = baseURL!;
  const two = second!.baseURL;
  // log in on 2, use the token on 1 (shared secrets), and the other way round
  const owner = await bearer(request, people.ondernemer, two);
  const adviser = await bearer(request, people.adviseur, one);
  const [company] = (await (await request.get(`${one}/api/companies`, { headers: owner.headers })).json()) as {
    id: string;
  }[];
  const mine = (await (await request.get(`${two}/api/aanvragen`, { headers: owner.headers })).json()) as {
    id: string;
    status: string;
    verklaringType: string;
  }[];
  for (const a of mine.filter(
    (x) => x.verklaringType === 'ORIENTATIE' && ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'].includes(x.status),
  ))
    expect(
      (await request.post(`${one}/api/aanvragen/${a.id}/withdraw`, { headers: owner.headers, data: {} })).ok(),
    ).toBe(true);

  const created = await request.post(`${two}/api/aanvragen`, {
    headers: owner.headers,
    data: { companyId: company!.id, verklaringType: 'ORIENTATIE' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`${one}/api/aanvragen/${id}/ikv`, { headers: adviser.headers })).status()).toBe(200);
  const taken = await request.patch(`${two}/api/adviseur/aanvragen/${id}`, {
    headers: adviser.headers,
    data: { status: 'IN_BEHANDELING' },
  });
  expect(taken.status()).toBe(200);
  const seen = (await (await request.get(`${one}/api/aanvragen/${id}`, { headers: owner.headers })).json()) as {
    status: string;
    toetsinkomen: number;
  };
  expect(seen).toMatchObject({ status: 'IN_BEHANDELING', toetsinkomen: 63210 });
  const notified = (await (
    await request.get(`${two}/api/notifications/aanvraag/${id}`, { headers: owner.headers })
  ).json()) as { titel: string }[];
  expect(notified.length).toBeGreaterThan(0);
  const pdf = await request.get(`${one}/api/aanvragen/${id}/ikv/pdf`, { headers: owner.headers });
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  for (const base of [one, two]) expect((await request.get(`${base}/api/health`)).status()).toBe(200);
});
