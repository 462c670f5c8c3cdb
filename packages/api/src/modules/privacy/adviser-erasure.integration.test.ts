// An adviser's account deletion (docs/privacy.md section 4; `pnpm delete-adviser`): the statement he
// issued stays verifiable under his name (his professional record), while his account is pseudonymised;
// his open request goes back to the queue and his appointment is cancelled, the entrepreneur told.
import { dirname, resolve } from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '@ikv/db/factories';
import { call, createAdviserAndLogin } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeIssuable } from '../../../test/trust.ts';
import { systemClock } from '../../infra/clock.ts';
import { eraseAdviser } from './adviser-erasure.service.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const run = promisify(execFile);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function deleteAdviserCli(email: string): Promise<{ code: number; out: string }> {
  try {
    const r = await run(resolve(root, 'node_modules/.bin/tsx'), ['scripts/delete-adviser.ts', email], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: app.databaseUrl },
    });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? -1, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

describe('adviser account deletion', () => {
  it('keeps his issued statement verifiable under his name; his open work is handed back, the entrepreneurs told', async () => {
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const adviserRow = await app.db.user.update({
      where: { email: adviser.email },
      data: { voornaam: 'Vera', achternaam: 'Verklaarder' },
    });
    const patch = (id: string, json: unknown) =>
      call(app.url, 'PATCH', `/adviseur/aanvragen/${id}`, { token: adviser.token, json });

    // he issues a statement
    const issued = await createRequest(app, '69599084', { voornaam: 'Iris', achternaam: 'Inkomen' });
    expect((await patch(issued.aanvraagId, { status: 'IN_BEHANDELING' })).status).toBe(200);
    const calc = await call(app.url, 'POST', `/aanvragen/${issued.aanvraagId}/ikv`, {
      token: adviser.token,
      json: {},
    });
    expect(calc.status).toBe(200);
    const jaren = (calc.body.jaren as { jaar: number }[]).map((j) => j.jaar);
    await makeIssuable(app.url, app.db, issued.aanvraagId, adviser.token, jaren);
    const done = await patch(issued.aanvraagId, {
      status: 'AFGEROND',
      conclusie: 'Het toetsinkomen is vastgesteld op de gecontroleerde documenten.',
    });
    expect(done.status).toBe(200);
    const { code } = await app.db.verklaring.findUniqueOrThrow({ where: { aanvraagId: issued.aanvraagId } });
    const before = await call(app.url, 'GET', `/verificatie/${code}`);
    expect(before.status).toBe(200);
    expect(before.body.adviseur).toEqual({ naam: 'Vera Verklaarder' });

    // he handles an open request, has a confirmed appointment with a proposed move, and free time
    const open = await createRequest(app, '69599076', { voornaam: 'Olaf', achternaam: 'Open' });
    expect((await patch(open.aanvraagId, { status: 'IN_BEHANDELING' })).status).toBe(200);
    const start = new Date(Date.now() + 2 * 24 * 3600_000);
    const afspraak = await createAppointment(app.db, {
      adviseurId: adviserRow.id,
      ondernemerId: open.owner.userId,
      aanvraagId: open.aanvraagId,
      status: 'BEVESTIGD',
      start,
      eind: new Date(start.getTime() + 3600_000),
      verplaatsingStart: new Date(start.getTime() + 24 * 3600_000),
      verplaatsingEind: new Date(start.getTime() + 25 * 3600_000),
      verplaatsingDoor: 'ADVISEUR',
    });
    await app.db.availability.create({
      data: {
        adviseurId: adviserRow.id,
        start: new Date(start.getTime() + 5 * 24 * 3600_000),
        eind: new Date(start.getTime() + 5 * 24 * 3600_000 + 3600_000),
      },
    });

    const gewist = await app.db.outgoingMail.count({ where: { aan: 'gewist@verwijderd.invalid' } });
    expect(await eraseAdviser(app.db, systemClock, adviser.email)).toEqual({
      userId: adviserRow.id,
      aanvragen: 1,
      afspraken: 1,
    });

    // the statement still verifies, under his name, as valid
    const after = await call(app.url, 'GET', `/verificatie/${code}`);
    expect(after.status).toBe(200);
    expect(after.body.adviseur).toEqual({ naam: 'Vera Verklaarder' });
    expect(after.body.status).toBe(before.body.status);
    // the entrepreneur's view of the statement names him too
    const mine = await call(app.url, 'GET', `/aanvragen/${issued.aanvraagId}`, { token: issued.owner.token });
    expect(mine.body.verklaring.adviseur).toEqual({ naam: 'Vera Verklaarder' });

    // the account itself is pseudonymised and can no longer be used
    const row = await app.db.user.findUniqueOrThrow({ where: { id: adviserRow.id } });
    expect(row).toMatchObject({ voornaam: 'Verwijderde', achternaam: 'gebruiker', telefoonnummer: null });
    expect(row.email).not.toBe(adviser.email);
    expect((await call(app.url, 'GET', '/adviseur/aanvragen', { token: adviser.token })).status).toBe(401);
    const login = await call(app.url, 'POST', '/auth/login', {
      json: { email: adviser.email, wachtwoord: 'x'.repeat(12) },
    });
    expect(login.status).toBe(401);

    // the open request is back in the queue and its entrepreneur told; the appointment cancelled, told too
    expect((await app.db.aanvraag.findUniqueOrThrow({ where: { id: open.aanvraagId } })).behandelaarId).toBeNull();
    const notes = await app.db.notification.findMany({
      where: { userId: open.owner.userId },
      orderBy: { aangemaaktOp: 'asc' },
    });
    expect(notes.map((n) => n.titel)).toEqual(
      expect.arrayContaining(['Uw aanvraag gaat naar een andere adviseur', 'Afspraak geannuleerd']),
    );
    expect(await app.db.appointment.findUniqueOrThrow({ where: { id: afspraak.id } })).toMatchObject({
      status: 'GEANNULEERD',
      verplaatsingStart: null,
    });
    expect(await app.db.availability.count({ where: { adviseurId: adviserRow.id } })).toBe(0);
    // his goodbye mail goes out and is then erased from the outbox: nothing to his address remains
    await expect.poll(() => app.db.outgoingMail.count({ where: { aan: adviser.email } }), { timeout: 10_000 }).toBe(0);
    expect(await app.db.outgoingMail.count({ where: { aan: 'gewist@verwijderd.invalid' } })).toBeGreaterThan(gewist);
  }, 120_000);

  it('pnpm delete-adviser: an unknown address changes nothing; a known one is deleted', async () => {
    const unknown = await deleteAdviserCli('niemand@example.nl');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('Er is geen adviseur met dit e-mailadres.');

    const adviser = await createAdviserAndLogin(app.url, app.db);
    const ok = await deleteAdviserCli(adviser.email);
    expect(ok.out).toContain('verwijderd');
    expect(ok.code).toBe(0);
    expect(await app.db.user.count({ where: { email: adviser.email } })).toBe(0);
    // an entrepreneur is no adviser: refused
    const e = await createRequest(app, '69599084', { voornaam: 'Eva', achternaam: 'Ondernemer' });
    expect((await deleteAdviserCli(e.owner.email)).code).toBe(2);
    expect(await app.db.user.count({ where: { email: e.owner.email } })).toBe(1);
  }, 120_000);
});
