// Sending one webhook over HTTP(S), behind the URL guard (webhook-url.rules.ts): a name is resolved
// at every sending and every address it resolves to must be public; the connection then goes to the
// address that was checked (the lookup of the request is that address), so a name cannot resolve
// to something else between the check and the connection. No redirect is followed; the whole
// attempt has a time limit (10 s); the answer's body is read and dropped.
import { promises as dns } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { allResolvedAllowed, checkWebhookUrl, parseIp } from './webhook-url.rules.ts';
import type { WebhookHeaders } from './webhook-signature.rules.ts';

/** A name's addresses (injected in tests: a name that resolves to a private address). */
export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

interface GuardOptions {
  allowLoopback: boolean;
  resolver?: Resolver;
}

type Destination = { ok: true; url: URL; address: string } | { ok: false; reden: string };

const REFUSED = 'Een webhook gaat niet naar een intern, lokaal of gereserveerd adres.';

/** The URL's check, then its name resolved and every address checked; the address to connect to. */
export async function checkWebhookDestination(raw: string, options: GuardOptions): Promise<Destination> {
  const check = checkWebhookUrl(raw, { allowLoopback: options.allowLoopback });
  if (!check.ok) return check;
  if (check.ip) return { ok: true, url: check.url, address: check.host };
  let addresses: string[];
  try {
    addresses = await (options.resolver ?? systemResolver)(check.host);
  } catch {
    return { ok: false, reden: 'De naam in dit webadres bestaat niet (DNS).' };
  }
  // a name never passes as loopback: the test setting allows the literal 127.0.0.1 only
  if (!allResolvedAllowed(addresses, { allowLoopback: false })) return { ok: false, reden: REFUSED };
  return { ok: true, url: check.url, address: addresses[0]! };
}

export type PostResult = { status: number } | { status: null; fout: string };

/** One attempt: POST the body with the signed headers; the receiver's status, or why there is none. */
export async function postWebhook(
  raw: string,
  headers: WebhookHeaders,
  body: string,
  options: GuardOptions & { timeoutMs: number },
): Promise<PostResult> {
  const dest = await checkWebhookDestination(raw, options);
  if (!dest.ok) return { status: null, fout: dest.reden };
  const family = parseIp(dest.address)?.v ?? 4;
  const lookup: LookupFunction = (_host, opts, callback) => {
    if ((opts as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: dest.address, family },
      ]);
    else callback(null, dest.address, family);
  };
  const send = dest.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostResult>((resolve) => {
    let done = false;
    const finish = (r: PostResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = send(
      dest.url,
      {
        method: 'POST',
        lookup,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'IKV-service-webhooks/1',
        },
      },
      (res: IncomingMessage) => {
        res.on('data', () => undefined);
        res.on('end', () => finish({ status: res.statusCode ?? 0 }));
        res.on('error', (e) => finish({ status: null, fout: e.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, fout: `geen antwoord binnen ${Math.round(options.timeoutMs / 1000)} s` });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (e) => finish({ status: null, fout: e.message }));
    req.end(body);
  });
}
