// API.md, Operations: no password, token, cookie, TOTP secret, document content or e-mail body
// reaches a log. Secrets are fed through every logging path (the request line, a REST operation's
// 500 and the procedure's unexpected error, a failing and a periodic background job, the mail log
// transport, the logger's own fields) and the captured lines are searched for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@ikv/db/testing';
import type { Db } from '@ikv/db';
import { call, PASSWORD, registerAndLogin } from '../../../test/api-client.ts';
import { startObservedServer } from '../../../test/observed-server.ts';
import { dispatchRest } from '../../rest/rest-handler.ts';
import { startJobRuntime } from '../jobs/runtime.ts';
import { insertJob } from '../jobs/job-runtime.repository.ts';
import { processDb } from '../database.ts';
import { logTransport } from '../mailer.ts';
import { captureLogs, log, resetMetricsForTests, runJob, startObservability } from './index.ts';
import { resetConfigForTests } from '../config.ts';

let server: Awaited<ReturnType<typeof startObservedServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let logs: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  process.env.METRICS_TOKEN = 'metrics-token-geheim-0123456789abcdef';
  resetConfigForTests();
  resetMetricsForTests();
  await startObservability();
  logs = captureLogs();
  server = await startObservedServer();
});

afterAll(async () => {
  logs.restore();
  await server.close();
  await database.drop();
});

describe('no secret reaches a log', () => {
  it('over every logging path', async () => {
    const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const DOCUMENT = '%PDF-1.4 jaarrekening-inhoud-geheim';
    const MAIL_BODY =
      'Klik op de link om uw wachtwoord te herstellen: https://ikv.example/herstel?code=mailbody-geheim';
    const COOKIE = 'authjs.session-token=cookie-waarde-geheim';

    // the request lines: a login (password in the body), a call with token, cookie and a token in the query
    const person = await registerAndLogin(server.url);
    const login = await call(server.url, 'POST', '/auth/login', {
      json: { email: person.email, wachtwoord: PASSWORD },
    });
    const { accessToken, refreshToken } = login.body as { accessToken: string; refreshToken: string };
    await call(server.url, 'GET', `/ondernemer?token=${refreshToken}`, {
      token: accessToken,
      headers: { cookie: COOKIE },
    });
    await call(server.url, 'POST', '/auth/refresh', { json: { refreshToken } });
    await call(server.url, 'POST', '/auth/login', {
      json: { email: person.email, wachtwoord: 'een-verkeerd-wachtwoord' },
    });

    // a REST operation whose database fails with the secrets in the error: the procedure's
    // unexpected-error line and the REST adapter's 500 line
    const leaky = `connection lost; wachtwoord=${PASSWORD} Authorization: Bearer ${accessToken} cookie=${COOKIE}`;
    const brokenDb = new Proxy(
      {},
      {
        get: () => {
          throw Object.assign(new Error(leaky), { refreshToken, twoFactorSecret: TOTP_SECRET });
        },
      },
    ) as unknown as Db;
    const reply = await dispatchRest(
      {
        method: 'POST',
        pathname: '/api/auth/login',
        search: new URLSearchParams(),
        headers: new Headers({ 'content-type': 'application/json', cookie: COOKIE }),
        readBody: () => Promise.resolve(JSON.stringify({ email: person.email, wachtwoord: PASSWORD })),
        request: () => new Request('http://localhost/api/auth/login', { method: 'POST' }),
      },
      { context: { db: brokenDb } },
    );
    expect(reply.status).toBe(500);

    // a background job that fails with them, once directly and once on its schedule
    await runJob('leaky', () => Promise.reject(Object.assign(new Error(leaky), { wachtwoord: PASSWORD }))).catch(
      () => undefined,
    );
    let failed: () => void = () => undefined;
    const ran = new Promise<void>((resolve) => (failed = resolve));
    const runtime = await startJobRuntime({
      connectionString: database.url,
      db: processDb(),
      tasks: {
        'leaky-periodic': async () => {
          setImmediate(failed);
          throw new Error(`password: ${PASSWORD}`);
        },
      },
    });
    await insertJob(processDb(), 'leaky-periodic', {}, { maxAttempts: 1 });
    await ran;
    await runtime.stop();
    // the error the runtime keeps with the job (its dead letter) is redacted as well
    const kept = await processDb().$queryRaw<
      { last_error: string }[]
    >`SELECT last_error FROM graphile_worker.jobs WHERE task_identifier = 'leaky-periodic'`;
    expect(kept).toHaveLength(1);
    expect(kept[0]!.last_error).not.toContain(PASSWORD);

    // the mail transport without SMTP (its body holds a link with a code)
    await logTransport.send({
      to: person.email,
      subject: 'Wachtwoord herstellen',
      text: MAIL_BODY,
      html: `<p>${MAIL_BODY}</p>`,
    });

    // whatever a developer puts in the fields of a line
    log().warn(
      {
        user: { email: person.email, wachtwoord: PASSWORD, twoFactorSecret: TOTP_SECRET },
        document: { inhoud: Buffer.from(DOCUMENT), content: DOCUMENT },
        mail: { tekst: MAIL_BODY },
        headers: { cookie: COOKIE, authorization: `Bearer ${accessToken}` },
      },
      'fields',
    );
    log().info(
      `interpolated: Bearer ${accessToken} and refresh ${refreshToken.length > 0 ? `token=${refreshToken}` : ''}`,
    );

    const text = logs.raw.join('');
    // the paths did log (a test that saw no line could not fail)
    for (const msg of [
      '"msg":"request"',
      'api: unexpected error',
      'rest: operation failed',
      '"job":"leaky"',
      '"job":"leaky-periodic"',
      'mail: not sent',
      '"msg":"fields"',
      'interpolated',
    ])
      expect(text).toContain(msg);
    expect(logs.lines.filter((l) => l.msg === 'request').length).toBeGreaterThanOrEqual(6);
    for (const secret of [
      PASSWORD,
      'een-verkeerd-wachtwoord',
      accessToken,
      refreshToken,
      'cookie-waarde-geheim',
      TOTP_SECRET,
      'jaarrekening-inhoud-geheim',
      'mailbody-geheim',
      'metrics-token-geheim-0123456789abcdef',
    ]) {
      expect(text, `a log line holds ${secret.slice(0, 12)}…`).not.toContain(secret);
    }
    // the access token's signature part alone neither
    expect(text).not.toContain(accessToken.split('.')[2]!);
  });
});
