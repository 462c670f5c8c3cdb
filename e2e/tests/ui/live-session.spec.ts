// live.events with the web session cookie on the production server's fast path (apps/web/server.ts →
// live-sse-node.ts, the cookie read by src/auth/session-cookie.ts): a cookie from a real login through
// the login form opens the stream and carries exactly the events of its own user (the same event ids
// as his Bearer stream; none of the other party's), while a tampered cookie or none is refused as tRPC
// refuses it (an UNAUTHORIZED serialized-error event, no data).
import { type BrowserContext } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { bearer, freshOrientatie, loginUi } from '../../fixtures/demo.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

type Stream = { text: () => string; ids: () => string[]; close: () => void; ended: Promise<void> };

function open(url: string, headers: Record<string, string>): Stream {
  const abort = new AbortController();
  let text = '';
  const ended = (async () => {
    const res = await fetch(`${url}/api/trpc/live.events?input=${encodeURIComponent('{}')}`, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: abort.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += value;
    }
  })().catch(() => undefined);
  return {
    text: () => text,
    ids: () => [...text.matchAll(/\nid: (\d+)\n/g)].map((m) => m[1]!),
    close: () => abort.abort(),
    ended,
  };
}

async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  const session = cookies.filter((c) => /^(__Secure-)?authjs\.session-token(\.\d+)?$/.test(c.name));
  expect(session.length).toBeGreaterThan(0);
  return session.map((c) => `${c.name}=${c.value}`).join('; ');
}

test('the session cookie of a web login opens live.events on the fast path, for its own user only', async ({
  browser,
  request,
  baseURL,
}) => {
  const id = await freshOrientatie(request, people.ondernemer);
  const entrepreneurContext = await browser.newContext();
  const adviserContext = await browser.newContext();
  await loginUi(await entrepreneurContext.newPage(), people.ondernemer);
  await loginUi(await adviserContext.newPage(), people.adviseur);
  const entrepreneurCookie = await sessionCookie(entrepreneurContext);
  const adviserCookie = await sessionCookie(adviserContext);
  const entrepreneur = await bearer(request, people.ondernemer);
  const adviser = await bearer(request, people.adviseur);

  const viaCookie = open(baseURL!, { cookie: entrepreneurCookie });
  const viaBearer = open(baseURL!, entrepreneur.headers);
  const adviserViaCookie = open(baseURL!, { cookie: adviserCookie });
  await expect
    .poll(() => [viaCookie, viaBearer, adviserViaCookie].every((s) => s.text().startsWith('event: connected\n')))
    .toBe(true);

  // the adviser writes in the entrepreneur's request, and the entrepreneur answers
  const send = async (headers: Record<string, string>, bericht: string) =>
    expect((await request.post(`/api/aanvragen/${id}/chat`, { headers, data: { bericht } })).status()).toBe(201);
  await send(adviser.headers, 'Live via de sessiecookie?');
  await send(entrepreneur.headers, 'Ja, live via de sessiecookie.');
  await expect.poll(() => viaCookie.text()).toContain('Live via de sessiecookie?');
  await expect.poll(() => adviserViaCookie.text()).toContain('Ja, live via de sessiecookie.');
  await expect.poll(() => viaBearer.ids().length).toBeGreaterThanOrEqual(viaCookie.ids().length);
  // the cookie stream is the entrepreneur's own: his Bearer stream's event ids, none of the adviser's
  expect(viaCookie.ids().length).toBeGreaterThan(0);
  expect(viaCookie.ids()).toEqual(viaBearer.ids());
  expect(adviserViaCookie.ids().filter((i) => viaCookie.ids().includes(i))).toEqual([]);
  expect(viaCookie.text()).toMatch(/\ndata: \{"soort":"chat\.message","aanvraagId":"[^"]+","payload":\{/);
  for (const s of [viaCookie, viaBearer, adviserViaCookie]) s.close();

  // a tampered cookie, or none: tRPC's refusal, no data
  const tampered = entrepreneurCookie.replace(/=([^;]{12})/, (_, v: string) => `=${v.split('').reverse().join('')}`);
  for (const headers of [{ cookie: tampered }, {}] as Record<string, string>[]) {
    const refused = open(baseURL!, headers);
    await refused.ended;
    expect(refused.text()).toMatch(/\nevent: serialized-error\ndata: .*"UNAUTHORIZED"/);
    expect(refused.ids()).toEqual([]);
  }
});
