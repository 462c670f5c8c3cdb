// A fake KvK API on 127.0.0.1 (random port) that answers in KvK's own shapes: hal+json on success,
// `{"fout":[{code, omschrijving}]}` as application/json on errors (KVK.md §1.6, §2). Routes can be
// scripted per path with a list of replies (the last one repeats), e.g. 429 then 200.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASISPROFIEL_69599084, BASISPROFIEL_90000749, ZOEKEN_69599084 } from './kvk-fixtures.ts';

export type FakeReply =
  { status: number; json?: unknown; body?: string; contentType?: string; headers?: Record<string, string> } | 'hang';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  apikey: string | undefined;
}

export interface FakeKvkServer {
  /** like https://api.kvk.nl/test/api */
  baseUrl: string;
  requests: FakeRequest[];
  /** number of requests whose path (without query) is `path` */
  hits(path: string): number;
  /** replies for `path`, one per request; the last one repeats */
  script(path: string, replies: FakeReply[]): void;
  close(): Promise<void>;
}

const PREFIX = '/test/api';

export const ok = (json: unknown): FakeReply => ({ status: 200, json, contentType: 'application/hal+json' });
export const fout = (
  status: number,
  code: string,
  omschrijving = 'Foutmelding',
  headers?: Record<string, string>,
): FakeReply => ({
  status,
  json: { fout: [{ code, omschrijving }] },
  headers,
});

const PROFIELEN: Record<string, unknown> = { '69599084': BASISPROFIEL_69599084, '90000749': BASISPROFIEL_90000749 };

/** What the KvK test API answers when nothing is scripted. */
function defaultReply(req: FakeRequest, apiKey: string): FakeReply {
  if (req.apikey !== apiKey)
    return { status: 401, json: { fout: [{ code: 'IPD0000', omschrijving: 'Ongeldige API-sleutel' }] } };
  const profiel = /^\/v1\/basisprofielen\/(\d+)$/.exec(req.path);
  if (profiel) {
    const nr = profiel[1] ?? '';
    if (!/^\d{8}$/.test(nr)) return fout(400, 'IPD0004', 'Het KVK-nummer is niet valide.');
    const json = PROFIELEN[nr];
    return json
      ? ok(json)
      : fout(404, 'IPD0005', `Op basis van het KVK-nummer ${nr} kan het product niet worden geleverd.`);
  }
  if (req.path === '/v2/zoeken') {
    if ((req.query.get('naam') ?? '').toLowerCase() === 'dagobert') return ok(ZOEKEN_69599084);
    return fout(404, 'IPD5200', 'Er zijn geen gegevens gevonden die voldoen aan de opgegeven zoekparameters.');
  }
  return fout(404, 'IPD0001', 'Het gevraagde product bestaat niet.');
}

function send(res: ServerResponse, reply: Exclude<FakeReply, 'hang'>) {
  const body = reply.body ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
  res.writeHead(reply.status, {
    'content-type': reply.contentType ?? 'application/json',
    'api-version': '1.5.0',
    ...reply.headers,
  });
  res.end(body);
}

export async function startFakeKvkServer(options: { apiKey: string }): Promise<FakeKvkServer> {
  const requests: FakeRequest[] = [];
  const scripts = new Map<string, FakeReply[]>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
    const apikey = req.headers.apikey;
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path,
      query: url.searchParams,
      apikey: Array.isArray(apikey) ? apikey[0] : apikey,
    };
    requests.push(request);
    const script = scripts.get(path);
    const reply = script && script.length > 0 ? (script.length > 1 ? script.shift() : script[0]) : undefined;
    const chosen = reply ?? defaultReply(request, options.apiKey);
    if (chosen === 'hang') return; // never answers; closed by close()
    send(res, chosen);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${PREFIX}`,
    requests,
    hits: (path) => requests.filter((r) => r.path === path).length,
    script: (path, replies) => void scripts.set(path, [...replies]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
