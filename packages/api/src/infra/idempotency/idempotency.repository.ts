// The idempotency keys of creates (REST and tRPC), per user (PostgreSQL, so a key holds across instances).
import { type Db, isUniqueViolation, Prisma } from '@ikv/db';
import type { StoredKey } from './idempotency.rules.ts';

export interface KeyRef {
  userId: string;
  sleutel: string;
}

/** Claims a fresh key for a running request; false when the key already exists. */
export async function claimKey(
  db: Db,
  ref: KeyRef,
  request: { operatie: string; bodyHash: string },
  now: Date,
): Promise<boolean> {
  try {
    await db.idempotencyKey.create({
      data: { ...ref, ...request, status: 0, antwoord: Prisma.JsonNull, aangemaaktOp: now },
    });
    return true;
  } catch (e) {
    if (isUniqueViolation(e)) return false;
    throw e;
  }
}

export function findKey(db: Db, ref: KeyRef): Promise<(StoredKey & { antwoord: Prisma.JsonValue }) | null> {
  return db.idempotencyKey.findUnique({
    where: { userId_sleutel: ref },
    select: { operatie: true, bodyHash: true, status: true, antwoord: true, aangemaaktOp: true },
  });
}

/** Takes over an expired key or an abandoned claim, if nobody else did since it was read. */
export async function takeOverKey(
  db: Db,
  ref: KeyRef,
  seenAt: Date,
  request: { operatie: string; bodyHash: string },
  now: Date,
): Promise<boolean> {
  const { count } = await db.idempotencyKey.updateMany({
    where: { ...ref, aangemaaktOp: seenAt },
    data: { ...request, status: 0, antwoord: Prisma.JsonNull, aangemaaktOp: now },
  });
  return count === 1;
}

export async function completeKey(
  db: Db,
  ref: KeyRef,
  claimedAt: Date,
  status: number,
  antwoord: Prisma.InputJsonValue,
): Promise<void> {
  await db.idempotencyKey.updateMany({
    where: { ...ref, aangemaaktOp: claimedAt, status: 0 },
    data: { status, antwoord },
  });
}

/** A request that failed leaves no answer behind: the client may try again with the same key. */
export async function releaseKey(db: Db, ref: KeyRef, claimedAt: Date): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { ...ref, aangemaaktOp: claimedAt, status: 0 } });
}

export async function deleteKeysBefore(db: Db, before: Date): Promise<number> {
  const { count } = await db.idempotencyKey.deleteMany({ where: { aangemaaktOp: { lt: before } } });
  return count;
}
