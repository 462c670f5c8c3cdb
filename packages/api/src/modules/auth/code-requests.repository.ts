// Prisma access for queued code requests (code-requests.ts).
import type { Db, Tx } from '@ikv/db';

export type CodeRequestRow = { id: string; email: string; doel: string; ip: string | null; aangemaaktOp: Date };

export function insertCodeRequest(
  db: Db | Tx,
  data: { email: string; doel: 'EMAIL_VERIFICATIE' | 'WACHTWOORD_RESET'; ip: string | null; aangemaaktOp: Date },
) {
  return db.codeRequest.create({ data, select: { id: true } });
}

/**
 * Takes up to `limit` queued requests, oldest first, out of the queue inside the caller's
 * transaction: rows another instance is working on are skipped, and a rollback puts them back.
 */
export function claimCodeRequests(tx: Tx, limit: number): Promise<CodeRequestRow[]> {
  return tx.$queryRaw<CodeRequestRow[]>`
    DELETE FROM code_requests WHERE id IN (
      SELECT id FROM code_requests ORDER BY "aangemaaktOp" FOR UPDATE SKIP LOCKED LIMIT ${limit}
    ) RETURNING id, email, doel, ip, "aangemaaktOp"`;
}
