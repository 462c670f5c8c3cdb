// Injection everywhere a name goes (issue 16, Trust II item 6): the hostile corpus in the free-text
// fields through the API, then every output that is not a web page — the raw e-mail on a real SMTP
// server, the IKV PDF (pdftotext), the iCalendar files and the adviser's CSV export — against real
// PostgreSQL. Some values are also written straight into the database (bypassing the schema) to
// prove that the output layers escape by themselves and do not rely on the input cleaning alone.
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createAvailability } from '@ikv/db/factories';
import { HOSTILE_NUL, HOSTILE_STRINGS, longWord } from '@ikv/db/hostile-strings';
import { simpleParser } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin, uniqueEmail } from './api-client.ts';
import { pdfText } from './pdf-text.ts';
import { at, mondayAhead } from './scheduling.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { cleanLine, cleanText } from '../src/shared/free-text.rules.ts';
import { queueMail } from '../src/modules/mail/queue-mail.ts';
import { resetConfigForTests } from '../src/infra/config.ts';

type RawMail = { to: string[]; raw: string; subject: string; text: string; html: string | false };
const mails: RawMail[] = [];
let smtp: SMTPServer;
let app: TestApp;

async function mailTo(to: string, subject: RegExp, timeoutMs = 10_000): Promise<RawMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hit = mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
    if (hit) return hit;
    if (Date.now() > deadline)
      throw new Error(
        `no mail to ${to} ${subject} (have: ${mails.map((m) => `${m.to.join(',')} ${m.subject}`).join(' | ')})`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The header block of a raw message, unfolded, as [name, value] lines. */
function headersOf(raw: string): { name: string; value: string }[] {
  const block = raw.split(/\r\n\r\n/)[0]!.replace(/\r\n[ \t]/g, ' ');
  return block
    .split('\r\n')
    .map((l) => ({ name: l.slice(0, l.indexOf(':')).toLowerCase(), value: l.slice(l.indexOf(':') + 1).trim() }));
}

/** No header was injected: no Bcc or X-Injected header, one Subject, every header line well-formed. */
function expectCleanHeaders(m: RawMail) {
  const raw = m.raw;
  const headers = headersOf(raw);
  expect(headers.filter((h) => h.name === 'bcc')).toHaveLength(0);
  expect(headers.filter((h) => h.name === 'x-injected')).toHaveLength(0);
  expect(headers.filter((h) => h.name === 'subject')).toHaveLength(1);
  for (const h of headers) expect(h.name, JSON.stringify(h)).toMatch(/^[a-z0-9-]+$/);
  // the subject is one header (its folded continuation lines start with white space) of printable ASCII
  const subjectLines = raw.split(/\r\n\r\n/)[0]!.split('\r\n');
  const start = subjectLines.findIndex((l) => /^subject:/i.test(l));
  for (let i = start + 1; i < subjectLines.length && /^[ \t]/.test(subjectLines[i]!); i++)
    expect(subjectLines[i]).toMatch(/^[ \t][\x20-\x7e]*$/);
  expect(subjectLines[start]).toMatch(/^Subject: [\x20-\x7e]*$/);
  expect(m.subject).not.toMatch(/[\r\n]/);
  expect(raw.split(/\r\n\r\n/)[0]).not.toMatch(/\r\nBcc:/i);
  if (m.html !== false) expect(m.html).not.toMatch(/<script|<img/i);
}

const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};

// the entrepreneur's names and company name at (near) their maximum lengths, full of markup, formulas and line breaks
const VOORNAAM = ' -2+3 x\r\nBcc: evil@example.com'; // → "-2+3 x Bcc: evil@example.com"
const ACHTERNAAM =
  `<script>alert(1)</script>"><img src=x onerror=alert(1)> \u202Eabc \u200F\u05E9\u05DC\u05D5\u05DD`.padEnd(100, '.');
const BEDRIJF = `=HYPERLINK("http://evil","x") ${longWord(120)} <svg/onload=alert(2)>`.slice(0, 200);
const OPMERKING =
  `${longWord(300)} ${'<b>conclusie</b> '.repeat(5)}x\r\nBcc: evil@example.com =1+1 ${'woord '.repeat(400)}`.slice(
    0,
    4000,
  );
const ONDERWERP = 'Gesprek x\r\nATTENDEE:mailto:evil@example.com\r\nBEGIN:VEVENT;a,b\\c <script>alert(1)</script>';

let owner: { email: string; token: string; userId: string };
let adviser: { email: string; token: string; id: string };
let aanvraagId: string;
let companyId: string;
let appointmentId: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((p) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              raw,
              subject: p.subject ?? '',
              text: p.text ?? '',
              html: p.html ?? false,
            });
            callback();
          })
          .catch((e: Error) => callback(e));
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  resetConfigForTests();
  app = await startTestApp();

  owner = await registerAndLogin(app.url, {
    email: uniqueEmail('vijandig'),
    voornaam: VOORNAAM,
    achternaam: ACHTERNAAM,
  });
  await app.db.user.update({ where: { id: owner.userId }, data: { emailGeverifieerdOp: new Date() } });
  const a = await createAdviserAndLogin(app.url, app.db);
  adviser = { ...a, id: (await app.db.user.findUniqueOrThrow({ where: { email: a.email } })).id };
  companyId = (await call(app.url, 'POST', '/companies', { token: owner.token, json: { kvkNummer: '69599084' } })).body
    .id;
  const renamed = await call(app.url, 'PUT', `/companies/${companyId}`, {
    token: owner.token,
    json: { naam: BEDRIJF },
  });
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  await call(app.url, 'POST', `/companies/financials/${companyId}`, {
    token: owner.token,
    json: { boekjaren: [2023, 2024, 2025].map((jaar) => ({ jaar, fiscaleWinst: 30000, ...H })) },
  });
  aanvraagId = (
    await call(app.url, 'POST', '/aanvragen', { token: owner.token, json: { companyId, verklaringType: 'IKV' } })
  ).body.id;
  expect((await call(app.url, 'POST', `/aanvragen/${aanvraagId}/ikv`, { token: adviser.token, json: {} })).status).toBe(
    200,
  );
  expect(
    (
      await call(app.url, 'PATCH', `/adviseur/aanvragen/${aanvraagId}`, {
        token: adviser.token,
        json: { status: 'IN_BEHANDELING', opmerking: OPMERKING },
      })
    ).status,
  ).toBe(200);

  // an appointment the entrepreneur proposes with a CRLF subject, confirmed by the adviser
  const day = mondayAhead(2);
  await createAvailability(app.db, {
    adviseurId: adviser.id,
    start: new Date(at(day, '09:00')),
    eind: new Date(at(day, '17:00')),
  });
  const proposed = await call(app.url, 'POST', '/appointments', {
    token: owner.token,
    json: { adviserId: adviser.id, start: at(day, '10:00'), end: at(day, '11:00'), onderwerp: ONDERWERP },
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  appointmentId = proposed.body.id;
  expect(
    (await call(app.url, 'POST', `/adviseur/appointments/${appointmentId}/approve`, { token: adviser.token, json: {} }))
      .status,
  ).toBe(200);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('free text at the API', () => {
  it('every corpus string is stored without control characters; markup and formulas are kept as text', async () => {
    // an account without a company: once one is linked, the name is fixed (API.md, Trust III)
    const unlinked = await registerAndLogin(app.url, { email: uniqueEmail('vijandig-profiel') });
    for (const h of HOSTILE_STRINGS) {
      const res = await call(app.url, 'PUT', '/ondernemer', { token: unlinked.token, json: { achternaam: h.value } });
      expect(res.status, h.name).toBe(200);
      expect(res.body.achternaam, h.name).toBe(cleanLine(h.value));
      expect(res.body.achternaam, h.name).toContain(h.literal);
      // eslint-disable-next-line no-control-regex -- control characters are what this looks for
      expect(res.body.achternaam, h.name).not.toMatch(/[\u0000-\u001F\u007F\u202A-\u202E]/);
    }
    const chat = await call(app.url, 'POST', `/aanvragen/${aanvraagId}/chat`, {
      token: owner.token,
      json: { bericht: 'regel 1\r\nregel 2\u0007\u202E <img src=x onerror=alert(1)>' },
    });
    expect(chat.status).toBe(201);
    expect(chat.body.bericht).toBe('regel 1\nregel 2 <img src=x onerror=alert(1)>');
    expect(chat.body.bericht).toBe(cleanText('regel 1\r\nregel 2\u0007\u202E <img src=x onerror=alert(1)>'));
  });

  it('a NUL byte is a 400 in every kind of field, and the length limits count the cleaned text', async () => {
    const unlinked = await registerAndLogin(app.url, { email: uniqueEmail('vijandig-lengte') });
    expectProblem(
      await call(app.url, 'PUT', '/ondernemer', { token: owner.token, json: { voornaam: HOSTILE_NUL } }),
      400,
    );
    expectProblem(
      await call(app.url, 'PUT', `/companies/${companyId}`, { token: owner.token, json: { naam: HOSTILE_NUL } }),
      400,
    );
    expectProblem(
      await call(app.url, 'PATCH', `/adviseur/aanvragen/${aanvraagId}`, {
        token: adviser.token,
        json: { opmerking: HOSTILE_NUL },
      }),
      400,
    );
    expectProblem(
      await call(app.url, 'POST', `/aanvragen/${aanvraagId}/chat`, {
        token: owner.token,
        json: { bericht: HOSTILE_NUL },
      }),
      400,
    );
    // only control characters: empty after cleaning, so "required" holds
    expectProblem(
      await call(app.url, 'PUT', '/ondernemer', { token: unlinked.token, json: { voornaam: '\u0007\r\n\u202E' } }),
      400,
    );
    // 100 characters plus invisible ones fits a 100-character name
    const padded = await call(app.url, 'PUT', '/ondernemer', {
      token: unlinked.token,
      json: { voornaam: `${'a'.repeat(100)}\u0007\u202E` },
    });
    expect(padded.status).toBe(200);
    expectProblem(
      await call(app.url, 'PUT', '/ondernemer', { token: unlinked.token, json: { voornaam: 'a'.repeat(101) } }),
      400,
    );
  });
});

describe('e-mail', () => {
  it('registration with a CRLF name: the greeting carries the name, no header is added', async () => {
    const m = await mailTo(owner.email, /e-mailadres/);
    expectCleanHeaders(m);
    expect(m.text).toContain('Beste -2+3 x Bcc: evil@example.com,');
  });

  it('an appointment subject with CRLF and iCalendar lines: one encoded Subject header, in every mail', async () => {
    const proposal = await mailTo(adviser.email, /Gesprek/);
    const confirmed = await mailTo(owner.email, /Gesprek/);
    for (const m of [proposal, confirmed]) {
      expectCleanHeaders(m);
      expect(m.subject).toContain(
        'Gesprek x ATTENDEE:mailto:evil@example.com BEGIN:VEVENT;a,b\\c <script>alert(1)</script>',
      );
      expect(m.to).toHaveLength(1);
    }
  });

  it('a subject with CRLF already in the outbox (old data) is still sent as one header', async () => {
    const to = uniqueEmail('oud');
    await queueMail(app.db, {
      aan: to,
      onderwerp: 'Oud x\r\nBcc: evil@example.com\r\nX-Injected: 1\rY',
      tekst: 'x\r\nBcc: evil@example.com',
    });
    const m = await mailTo(to, /Oud/);
    expectCleanHeaders(m);
    expect(m.subject).toBe('Oud x Bcc: evil@example.com X-Injected: 1 Y');
    expect(m.to).toEqual([to]);
  });
});

describe('IKV PDF', () => {
  it('shows the hostile names, company name and remark literally; long words wrap; the PDF is well-formed', async () => {
    const res = await fetch(`${app.url}/api/aanvragen/${aanvraagId}/ikv/pdf`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const info = execFileSync('/usr/bin/pdfinfo', ['-'], { input: bytes }).toString();
    expect(info).toMatch(/Pages:\s+[2-9]/);
    expect(info).toMatch(/Page size:\s+595\.2\d x 841\.8\d pts \(A4\)/);
    const text = await pdfText(bytes);
    expect(text).toContain('-2+3 x Bcc: evil@example.com');
    expect(text).toContain('<script>alert(1)</script>"><img src=x onerror=alert(1)>');
    // the Hebrew word is not in the embedded font: question marks, never other letters; the override is gone
    expect(text).toContain('abc ????');
    expect(text).not.toMatch(/[ÝÕÜ]/);
    expect(text).toContain('=HYPERLINK("http://evil","x")');
    expect(text).toContain('<svg/onload=alert(2)>');
    expect(text).toContain('<b>conclusie</b>');
    expect(text).toContain('x Bcc: evil@example.com =1+1');
    // a 120- and a 300-letter word break across lines (with a hyphen) instead of running off the page
    const joined = text.replace(/-\s+/g, '').replace(/\s+/g, '');
    expect(joined).toContain(longWord(120));
    expect(joined).toContain(longWord(300));
    // every line of the laid-out text stays within the page: no line much wider than the text column
    const layout = execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
    const widest = Math.max(...layout.split('\n').map((l) => l.trimEnd().length));
    expect(widest).toBeLessThan(160);
    // the footer cuts the company name with an ellipsis
    expect(text).toMatch(/=HYPERLINK\("http:\/\/evil","x"\) W+… · Aanvraagnummer/);
  }, 30_000);
});

describe('iCalendar', () => {
  const octets = (s: string) => Buffer.byteLength(s, 'utf8');

  function expectNoInjection(ics: string, events: number) {
    const lines = ics.split('\r\n');
    expect(
      lines.every((l) => octets(l) <= 75),
      lines.filter((l) => octets(l) > 75).join('\n'),
    ).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // only CRLF line ends
    const unfolded = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(events);
    expect(unfolded.filter((l) => l.startsWith('ATTENDEE'))).toHaveLength(events);
    expect(unfolded.filter((l) => l.startsWith('ORGANIZER'))).toHaveLength(events);
    expect(unfolded.some((l) => /^(X-INJECTED|BCC)/i.test(l))).toBe(false);
    // each party keeps its own address: the name stays inside CN="…" (no quote or line break in it)
    expect(unfolded.find((l) => l.startsWith('ORGANIZER'))).toMatch(
      new RegExp(`^ORGANIZER;CN="[^"]*":MAILTO:${adviser.email}$`, 'i'),
    );
    expect(unfolded.find((l) => l.startsWith('ATTENDEE'))).toMatch(
      new RegExp(`^ATTENDEE;RSVP=FALSE;ROLE="REQ-PARTICIPANT";CN="[^"]*":MAILTO:${owner.email}$`, 'i'),
    );
    return unfolded;
  }

  it('the subject from the API is escaped per RFC 5545 and folded at 75 octets', async () => {
    const res = await call<string>(app.url, 'GET', `/appointments/${appointmentId}/calendar.ics`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    const unfolded = expectNoInjection(res.body, 1);
    expect(unfolded.find((l) => l.startsWith('SUMMARY:'))).toBe(
      'SUMMARY:Gesprek x ATTENDEE:mailto:evil@example.com BEGIN:VEVENT\\;a\\,b\\\\c <script>alert(1)</script>',
    );
    const event = Object.values(ical.sync.parseICS(res.body)).find((e): e is VEvent => e?.type === 'VEVENT')!;
    expect(event.summary).toBe(
      'Gesprek x ATTENDEE:mailto:evil@example.com BEGIN:VEVENT;a,b\\c <script>alert(1)</script>',
    );
  });

  it('raw CR/LF and quotes already stored (old data) cannot add properties or change an address', async () => {
    await app.db.appointment.update({
      where: { id: appointmentId },
      data: {
        onderwerp: 'Oud x\r\nATTENDEE:mailto:evil@example.com\rX-INJECTED:1\nBEGIN:VEVENT',
        locatie: 'Kamer 1\r\nBCC:x',
        reden: 'a\r\nb',
      },
    });
    await app.db.user.update({
      where: { id: adviser.id },
      data: { voornaam: 'Eva":MAILTO:evil@example.com;X="', achternaam: 'x\r\nATTENDEE:mailto:evil@example.com' },
    });
    await app.db.user.update({
      where: { id: owner.userId },
      data: { achternaam: `${'é\u05E9'.repeat(60)}"\r\nBEGIN:VEVENT` },
    });
    try {
      for (const [token, path] of [
        [owner.token, `/appointments/${appointmentId}/calendar.ics`],
        [adviser.token, '/appointments/calendar.ics'],
      ] as const) {
        const res = await call<string>(app.url, 'GET', path, { token });
        expect(res.status).toBe(200);
        const unfolded = expectNoInjection(res.body, 1);
        expect(unfolded.find((l) => l.startsWith('SUMMARY:'))).toBe(
          'SUMMARY:Oud x\\nATTENDEE:mailto:evil@example.com\\nX-INJECTED:1\\nBEGIN:VEVENT',
        );
        expect(unfolded.find((l) => l.startsWith('LOCATION:'))).toBe('LOCATION:Kamer 1\\nBCC:x');
        const event = Object.values(ical.sync.parseICS(res.body)).find((e): e is VEvent => e?.type === 'VEVENT')!;
        expect(event.summary).toBe('Oud x\nATTENDEE:mailto:evil@example.com\nX-INJECTED:1\nBEGIN:VEVENT');
        expect(String((event.organizer as { val?: string })?.val ?? event.organizer).toLowerCase()).toBe(
          `mailto:${adviser.email}`,
        );
      }
    } finally {
      await app.db.user.update({ where: { id: adviser.id }, data: { voornaam: 'Ada', achternaam: 'Adviseur' } });
      await app.db.user.update({ where: { id: owner.userId }, data: { achternaam: ACHTERNAAM } });
    }
  });
});

describe('CSV export', () => {
  it('neutralises formulas in the company and entrepreneur cells and quotes them correctly', async () => {
    const res = await fetch(`${app.url}/api/adviseur/aanvragen/export.csv`, {
      headers: { authorization: `Bearer ${adviser.token}` },
    });
    expect(res.status).toBe(200);
    const csv = await res.text();
    const row = csv.split('\r\n').find((l) => l.includes('HYPERLINK'))!;
    expect(row).toBeDefined();
    expect(row).toContain(`;"'=HYPERLINK(""http://evil"",""x"") ${longWord(120)} <svg/onload=alert(2)>";`);
    expect(row).toContain(`;"'-2+3 x Bcc: evil@example.com <script>alert(1)</script>""><img src=x onerror=alert(1)>`);
    // no cell of the row starts with a formula character
    const cells = row.match(/("([^"]|"")*"|[^;]*)(;|$)/g)!.map((c) => c.replace(/;$/, '').replace(/^"/, ''));
    for (const c of cells) expect(c, c).not.toMatch(/^\s*[=+@]|^\s*-\D/);

    // a company name with a formula after white space, straight in the database (old data)
    await app.db.company.update({ where: { id: companyId }, data: { naamOverride: ' \t=1+1' } });
    const again = await (
      await fetch(`${app.url}/api/adviseur/aanvragen/export.csv`, {
        headers: { authorization: `Bearer ${adviser.token}` },
      })
    ).text();
    expect(again).toContain(`;"' \t=1+1";`);
  });
});
