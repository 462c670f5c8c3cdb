// The daily retention job (docs/privacy.md section 4a, AVG art. 5(1)(e)): deletes the documents,
// issued statements (with the request they close), closed requests, unverified accounts, sent mails and ended webhook deliveries whose period has
// ended, one transaction per thing (per batch for mail and webhooks), each deletion audited without
// its content (kind, id, rule, the end of the period). Safe in several
// instances at once: a deletion re-checks its row, and only the run that deleted it writes the audit row.
import type { Db, Tx } from '@ikv/db';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import type { Clock } from '../../infra/clock.ts';
import { inTransaction } from '../../infra/database.ts';
import { EINDSTATUSSEN } from '../aanvraag-regels/aanvraag-status.rules.ts';
import { purgeSentMailBefore } from '../mail/mail.repository.ts';
import { pruneEndedAfleveringen } from '../webhook-outbox/webhook-outbox.repository.ts';
import {
  deleteDocumentRow,
  deleteRequestRow,
  findClosedRequestsWithoutStatement,
  findOldDocuments,
  findOldStatements,
  findRequestsOfCompanies,
  findStatementsOn,
  findUnverifiedAccounts,
  removeStatement,
  removeUnverifiedAccount,
} from './retention.repository.ts';
import {
  documentRetentionEnd,
  documentsNeverDueAfter,
  isDue,
  RETENTION,
  requestRetentionEnd,
  requestsNeverDueAfter,
  sentMailCutoff,
  statementRetentionEnd,
  statementsNeverDueAfter,
  unverifiedAccountEnd,
  webhookDeliveryCutoff,
  type DocumentFacts,
  type RetentionRule,
} from './retention.rules.ts';

export const RETENTION_AUDIT = 'BEWAARTERMIJN_VERSTREKEN';

interface RetentionRun {
  documents: number;
  statements: number;
  requests: number;
  accounts: number;
  mails: number;
  webhookDeliveries: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** When a closed request closed: its last move to an end status, else its last change. */
const closedOn = (r: { statusHistorie: { op: Date }[]; bijgewerktOp: Date }) =>
  r.statusHistorie[0]?.op ?? r.bijgewerktOp;

/** The facts of each old document: its company's requests and the statements resting on it. */
async function documentFacts(db: Db, now: Date) {
  const docs = await findOldDocuments(db, documentsNeverDueAfter(now));
  if (docs.length === 0) return [];
  const companyIds = [...new Set(docs.map((d) => d.companyId))];
  const requests = await findRequestsOfCompanies(db, companyIds, EINDSTATUSSEN);
  const statements = await findStatementsOn(
    db,
    docs.map((d) => d.id),
  );
  return docs.map((doc) => {
    const facts: DocumentFacts = {
      geuploadOp: doc.geuploadOp,
      statementsIssuedOn: statements.filter((s) => s.documentIds.includes(doc.id)).map((s) => s.uitgegevenOp),
      requests: requests
        .filter((r) => r.companyId === doc.companyId)
        .map((r) =>
          EINDSTATUSSEN.includes(r.status) ? { open: false as const, closedOn: closedOn(r) } : { open: true as const },
        ),
    };
    return { doc, end: documentRetentionEnd(facts) };
  });
}

async function deleteDueDocuments(db: Db, now: Date): Promise<number> {
  let deleted = 0;
  for (const { doc, end } of await documentFacts(db, now)) {
    if (!isDue(end.endsOn, now)) continue;
    const gone = await inTransaction(db, async (tx) => {
      if (!(await deleteDocumentRow(tx, doc.id))) return false;
      await writeAudit(tx, {
        userId: doc.geuploadDoorId,
        actie: RETENTION_AUDIT,
        ip: null,
        details: {
          soort: 'DOCUMENT',
          id: doc.id,
          documentSoort: doc.soort,
          jaar: doc.jaar,
          regel: end.rule,
          termijnVerstreken: end.endsOn?.toISOString() ?? null,
        },
      });
      return true;
    });
    if (gone) deleted++;
  }
  return deleted;
}

/** The audit row of a deleted request (to its entrepreneur): its number, the rule and the period's end — no figure. */
function auditRequestRemoved(
  tx: Tx,
  request: { id: string; nummer: number; ondernemerId: string },
  rule: RetentionRule,
  endsOn: Date,
) {
  return writeAudit(tx, {
    userId: request.ondernemerId,
    actie: RETENTION_AUDIT,
    ip: null,
    details: {
      soort: 'AANVRAAG',
      id: request.id,
      nummer: request.nummer,
      regel: rule,
      termijnVerstreken: endsOn.toISOString(),
    },
  });
}

/**
 * Issued statements seven years after their issue: deleted, leaving only what lets the public
 * verification say so (number, hashes of code and PDF, dates), and the request they close goes with
 * them (its calculations are the statement's figures: nothing of it may outlive the statement, not even
 * as a draft PDF). Run after the documents, so that those resting on a statement go by their own rule
 * first. The audit rows go to the entrepreneur.
 */
async function removeDueStatements(db: Db, now: Date): Promise<{ statements: number; requests: number }> {
  let removed = 0;
  let requests = 0;
  for (const statement of await findOldStatements(db, statementsNeverDueAfter(now))) {
    const endsOn = statementRetentionEnd(statement.uitgegevenOp);
    if (!isDue(endsOn, now)) continue;
    const gone = await inTransaction(db, async (tx) => {
      if (!(await removeStatement(tx, statement.id, now))) return false;
      await writeAudit(tx, {
        userId: statement.aanvraag.ondernemerId,
        actie: RETENTION_AUDIT,
        ip: null,
        details: {
          soort: 'VERKLARING',
          id: statement.id,
          nummer: statement.nummer,
          regel: 'VERKLARING_BEWAARTERMIJN',
          termijnVerstreken: endsOn.toISOString(),
        },
      });
      const request = { id: statement.aanvraagId, ...statement.aanvraag };
      if (!(await deleteRequestRow(tx, request.id, EINDSTATUSSEN, true))) return 'statement';
      await auditRequestRemoved(tx, request, 'VERKLARING_BEWAARTERMIJN', endsOn);
      return 'both';
    });
    if (gone) removed++;
    if (gone === 'both') requests++;
  }
  return { statements: removed, requests };
}

/** Requests closed without a statement, 24 months after they closed (docs/privacy.md section 4a). */
async function deleteDueRequests(db: Db, now: Date): Promise<number> {
  let deleted = 0;
  for (const request of await findClosedRequestsWithoutStatement(db, requestsNeverDueAfter(now), EINDSTATUSSEN)) {
    const end = requestRetentionEnd({ state: { open: false, closedOn: closedOn(request) }, statementIssuedOn: null });
    if (!end.endsOn || !isDue(end.endsOn, now)) continue;
    const endsOn = end.endsOn;
    const gone = await inTransaction(db, async (tx) => {
      if (!(await deleteRequestRow(tx, request.id, EINDSTATUSSEN))) return false;
      await auditRequestRemoved(tx, request, end.rule, endsOn);
      return true;
    });
    if (gone) deleted++;
  }
  return deleted;
}

async function removeUnverifiedAccounts(db: Db, now: Date): Promise<number> {
  let removed = 0;
  const before = new Date(now.getTime() - RETENTION.unverifiedAccountDays * DAY_MS);
  for (const account of await findUnverifiedAccounts(db, before)) {
    const endsOn = unverifiedAccountEnd({ ...account, requestCount: account._count.aanvragen });
    if (!isDue(endsOn, now)) continue;
    const gone = await inTransaction(db, async (tx) => {
      const result = await removeUnverifiedAccount(tx, account.id);
      if (!result) return false;
      await writeAudit(tx, {
        userId: null,
        actie: RETENTION_AUDIT,
        ip: null,
        details: {
          soort: 'ACCOUNT',
          id: account.id,
          bedrijven: result.companies,
          regel: 'NIET_GEVERIFIEERD',
          termijnVerstreken: endsOn?.toISOString() ?? null,
        },
      });
      return true;
    });
    if (gone) removed++;
  }
  return removed;
}

async function purgeSentMail(db: Db, now: Date): Promise<number> {
  const cutoff = sentMailCutoff(now);
  return inTransaction(db, async (tx) => {
    const count = await purgeSentMailBefore(tx, cutoff);
    if (count > 0)
      await writeAudit(tx, {
        userId: null,
        actie: RETENTION_AUDIT,
        ip: null,
        details: { soort: 'MAIL', aantal: count, regel: 'MAIL_VERZONDEN', verzondenVoor: cutoff.toISOString() },
      });
    return count;
  });
}

/** Ended webhook deliveries (their signed body and the receiver's answers) 30 days after they ended. */
async function pruneWebhookDeliveries(db: Db, now: Date): Promise<number> {
  const cutoff = webhookDeliveryCutoff(now);
  return inTransaction(db, async (tx) => {
    const count = await pruneEndedAfleveringen(tx, cutoff);
    if (count > 0)
      await writeAudit(tx, {
        userId: null,
        actie: RETENTION_AUDIT,
        ip: null,
        details: {
          soort: 'WEBHOOK_AFLEVERING',
          aantal: count,
          regel: 'WEBHOOK_AFGEROND',
          afgeleverdVoor: cutoff.afgeleverdVoor.toISOString(),
          misluktVensterVoor: cutoff.misluktVensterVoor.toISOString(),
        },
      });
    return count;
  });
}

/** One run: everything due at the clock's now is deleted (docs/privacy.md section 4a). */
export async function enforceRetention(db: Db, clock: Clock): Promise<RetentionRun> {
  const now = clock.now();
  const documents = await deleteDueDocuments(db, now);
  const { statements, requests: withStatements } = await removeDueStatements(db, now);
  const requests = withStatements + (await deleteDueRequests(db, now));
  const accounts = await removeUnverifiedAccounts(db, now);
  const mails = await purgeSentMail(db, now);
  const webhookDeliveries = await pruneWebhookDeliveries(db, now);
  return { documents, statements, requests, accounts, mails, webhookDeliveries };
}
