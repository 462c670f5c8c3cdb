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
 * transaction (a rollback puts them back). One job handles the queue at a time (code-requests.ts);
 * should two claims meet, the second waits and then skips the rows the first deleted.
 */
export function claimCodeRequests(tx: Tx, limit: number): Promise<CodeRequestRow[]> {
  return tx.$queryRaw<CodeRequestRow[]>`
    DELETE FROM code_requests WHERE id IN (
      SELECT id FROM code_requests ORDER BY "aangemaaktOp" FOR UPDATE LIMIT ${limit}
    ) RETURNING id, email, doel, ip, "aangemaaktOp"`;
}
