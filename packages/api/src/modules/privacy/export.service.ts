// The export of everything kept about a person (AVG art. 15/20, docs/API.md "Privacy (AVG)"): asked for, prepared
// by a job (any instance; a crashed one's work is taken over), mailed as a link, downloadable by him
// alone for 24 hours.
import type { Db } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { appUrl } from '../../infra/app-url.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import type { Clock } from '../../infra/clock.ts';
import { inTransaction } from '../../infra/database.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import { EXPORT_VALID_MS, exportEntries, exportMail, type ExportKind } from './export.rules.ts';
import {
  claimWaitingExport,
  createExport,
  dropExpiredExports,
  findExportFile,
  findExportOf,
  findPersonData,
  finishExport,
} from './privacy.repository.ts';
import { buildZip } from './zip.rules.ts';
import { insertJob } from '../../infra/jobs/job-runtime.repository.ts';
import { toInzage } from './inzage.service.ts';
import { openDocument, sealDocument } from '../../infra/document-crypto.ts';

interface ExportStatus {
  id: string;
  status: 'BEZIG' | 'KLAAR';
  verlooptOp?: string;
}

export async function requestExport(ctx: AuthedContext): Promise<ExportStatus> {
  await consume(ctx, [['accountExport', ctx.actor.userId]]);
  const row = await createExport(ctx.db, ctx.actor.userId, ctx.clock.now());
  await writeAudit(ctx.db, { userId: ctx.actor.userId, actie: 'GEGEVENS_EXPORT_GEVRAAGD', ip: ctx.ip });
  // prepared by a job of the runtime (any instance; the cron runs one every 5 minutes as well)
  await insertJob(ctx.db, ACCOUNT_EXPORTS_JOB, {}, ACCOUNT_EXPORTS_SPEC);
  return { id: row.id, status: 'BEZIG' };
}

export async function exportStatus(ctx: AuthedContext, id: string): Promise<ExportStatus> {
  const row = await findExportOf(ctx.db, id, ctx.actor.userId);
  if (!row) throw new DomainError('EXPORT_NOT_FOUND', 'Deze export bestaat niet.');
  return {
    id: row.id,
    status: row.status,
    ...(row.verlooptOp ? { verlooptOp: row.verlooptOp.toISOString() } : {}),
  };
}

/** The archive's bytes for its owner, within 24 hours of being prepared. */
export async function exportFile(ctx: AuthedContext, id: string): Promise<Uint8Array> {
  const row = await findExportFile(ctx.db, id, ctx.actor.userId);
  if (!row) throw new DomainError('EXPORT_NOT_FOUND', 'Deze export bestaat niet.');
  if (row.status !== 'KLAAR') throw new DomainError('EXPORT_NOT_READY', 'De export wordt nog samengesteld.');
  if (!row.inhoud || !row.verlooptOp || row.verlooptOp <= ctx.clock.now())
    throw new DomainError('EXPORT_EXPIRED', 'Deze export is verlopen; vraag een nieuwe aan.');
  await writeAudit(ctx.db, { userId: ctx.actor.userId, actie: 'GEGEVENS_GEEXPORTEERD', ip: ctx.ip });
  return openDocument({ inhoud: row.inhoud, sleutelId: row.sleutelId, dataSleutel: row.dataSleutel });
}

/** Prepares every waiting export, one per transaction (rows locked, so instances never do one twice). */
export async function prepareWaitingExports(db: Db, clock: Clock): Promise<number> {
  let done = 0;
  for (;;) {
    const prepared = await inTransaction(
      db,
      async (tx) => {
        const claim = await claimWaitingExport(tx);
        if (!claim) return false;
        const now = clock.now();
        const all = await findPersonData(tx, claim.userId);
        const { profiel, documenten, lidmaatschappen, ...rest } = all;
        const data: Record<ExportKind, unknown> = {
          'profiel.json': profiel,
          'bedrijven.json': lidmaatschappen.map(({ company, ...lid }) => ({ lidmaatschap: lid, bedrijf: company })),
          'aanvragen.json': rest.aanvragen,
          'verklaringen.json': rest.verklaringen,
          'meldingen.json': rest.notificaties,
          'berichten.json': rest.chatBerichten,
          'afspraken.json': rest.afspraken,
          'uitnodigingen.json': rest.uitnodigingen,
          'beveiligingslog.json': rest.auditLog,
          'inzages.json': rest.inzages.map(toInzage),
          'koppelingen.json': rest.koppelingen,
          'documenten.json': documenten.map(({ inhoud: _, dataSleutel: _k, sleutelId: _s, ...d }) => d),
        };
        const zip = buildZip(
          exportEntries(
            {
              taal: profiel.taal,
              naam: `${profiel.voornaam} ${profiel.achternaam}`,
              data,
              documents: documenten.map((d) => ({ id: d.id, bestandsnaam: d.bestandsnaam, inhoud: openDocument(d) })),
            },
            now,
          ),
          now,
        );
        await finishExport(tx, claim.id, sealDocument(zip), now, new Date(now.getTime() + EXPORT_VALID_MS));
        const link = `${appUrl()}/api/account/export/${claim.id}/bestand`;
        await queueMail(tx, {
          aan: profiel.email,
          ...exportMail(profiel.taal, profiel.voornaam, link),
          sleutel: `account-export:${claim.id}`,
        });
        return true;
      },
      { timeout: 120_000, maxWait: 10_000 },
    );
    if (!prepared) break;
    done++;
  }
  return done;
}

export const ACCOUNT_EXPORTS_JOB = 'account-exports';
/** One waiting run at most (its key), runs one at a time (its queue). */
const ACCOUNT_EXPORTS_SPEC = { jobKey: ACCOUNT_EXPORTS_JOB, queueName: ACCOUNT_EXPORTS_JOB };

/** The job (every 5 minutes, jobs.ts): exports an instance left unfinished, and the files of expired exports dropped. */
export async function runAccountExports(db: Db, clock: Clock): Promise<void> {
  await prepareWaitingExports(db, clock);
  await dropExpiredExports(db, clock.now());
}
