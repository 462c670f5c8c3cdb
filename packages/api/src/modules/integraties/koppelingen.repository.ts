// Koppelingen (consent) and what a client reads through one: the only file of consent that touches Prisma.
import { Prisma, queryPrepared, type AanvraagStatus, type Db, type Tx, type VerklaringType } from '@ikv/db';
import type { KoppelingStatus } from './koppeling.rules.ts';

const koppelingSelect = {
  id: true,
  organisatieId: true,
  email: true,
  kenmerk: true,
  status: true,
  ondernemerId: true,
  aangemaaktOp: true,
  organisatie: { select: { naam: true, soort: true } },
  ondernemer: { select: { voornaam: true, achternaam: true } },
} as const;

export type KoppelingRow = NonNullable<Awaited<ReturnType<typeof findKoppeling>>>;

export function findKoppeling(db: Db | Tx, id: string) {
  return db.koppeling.findUnique({ where: { id }, select: koppelingSelect });
}

export function findOpenKoppelingFor(db: Db | Tx, organisatieId: string, email: string) {
  return db.koppeling.findFirst({
    where: { organisatieId, email, status: { in: ['UITGENODIGD', 'ACTIEF'] } },
    select: { id: true },
  });
}

export function insertKoppeling(
  tx: Tx,
  data: { organisatieId: string; apiClientId: string; email: string; kenmerk: string | null },
) {
  return tx.koppeling.create({ data, select: koppelingSelect });
}

export function lockOrganisatie(tx: Tx, id: string) {
  return tx.$queryRaw<{ id: string }[]>`SELECT id FROM organisaties WHERE id = ${id} FOR UPDATE`;
}

export function findKoppelingenOfOrganisatie(db: Db | Tx, organisatieId: string) {
  return db.koppeling.findMany({
    where: { organisatieId },
    orderBy: [{ aangemaaktOp: 'desc' }, { id: 'desc' }],
    take: 1000,
    select: koppelingSelect,
  });
}

/** The invitations to his address and the links that are his (newest first). */
export function findKoppelingenForPerson(db: Db | Tx, userId: string, email: string) {
  return db.koppeling.findMany({
    where: { OR: [{ ondernemerId: userId }, { ondernemerId: null, email: email.toLowerCase() }] },
    orderBy: [{ aangemaaktOp: 'desc' }, { id: 'desc' }],
    take: 200,
    select: koppelingSelect,
  });
}

/** Moves the koppeling from `from` to `to` if it is still in `from` (0 rows: someone was first). */
export function moveKoppeling(
  tx: Tx,
  id: string,
  from: KoppelingStatus,
  to: KoppelingStatus,
  data: { ondernemerId?: string; geaccepteerdOp?: Date; geweigerdOp?: Date; beeindigdOp?: Date },
) {
  return tx.koppeling.updateMany({ where: { id, status: from }, data: { status: to, ...data } });
}

export function findVerifiedEmail(db: Db | Tx, userId: string) {
  return db.user.findUnique({ where: { id: userId }, select: { email: true, emailGeverifieerdOp: true } });
}

/** One row of `findAanvragenViaKoppeling`: the koppeling's kenmerk and one request, or none (`id` null). */
interface AanvraagViaKoppelingRow {
  kenmerk: string | null;
  id: string | null;
  verklaringType: VerklaringType;
  status: AanvraagStatus;
  aangemaaktOp: Date;
  bijgewerktOp: Date;
  naam: string;
  naamOverride: string | null;
  kvkNummer: string;
}

/**
 * The requests a client reads through koppeling `id`, newest first (at most 500), in ONE prepared
 * statement (issue 41: every client call read the koppeling and then the requests): no rows when the
 * koppeling is not readable by `organisatieId` (koppeling.rules.ts `clientMayRead`: ACTIEF, of that
 * organisation, accepted by a person); one row with `id` null when it is but he has no requests.
 */
export function findAanvragenViaKoppeling(db: Db | Tx, id: string, organisatieId: string) {
  return queryPrepared<AanvraagViaKoppelingRow>(
    db,
    'koppeling-aanvragen',
    Prisma.sql`
      SELECT k.kenmerk, a.id, a."verklaringType", a.status, a."aangemaaktOp", a."bijgewerktOp",
        a.naam, a."naamOverride", a."kvkNummer"
      FROM koppelingen k
      LEFT JOIN LATERAL (
        SELECT a.id, a."verklaringType", a.status, a."aangemaaktOp", a."bijgewerktOp",
          c.naam, c."naamOverride", c."kvkNummer"
        FROM aanvragen a JOIN companies c ON c.id = a."companyId"
        WHERE a."ondernemerId" = k."ondernemerId"
        ORDER BY a."aangemaaktOp" DESC, a.id DESC
        LIMIT 500
      ) a ON true
      WHERE k.id = ${id} AND k."organisatieId" = ${organisatieId} AND k.status = 'ACTIEF' AND k."ondernemerId" IS NOT NULL
      ORDER BY a."aangemaaktOp" DESC, a.id DESC`,
  );
}

const verklaringSelect = {
  aanvraagId: true,
  nummer: true,
  code: true,
  status: true,
  toetsinkomen: true,
  geldigTot: true,
  jws: true,
} as const;

/** The statements issued on the entrepreneur's requests, newest first. */
export function findVerklaringenOf(db: Db | Tx, ondernemerId: string) {
  return db.verklaring.findMany({
    where: { aanvraag: { ondernemerId } },
    orderBy: [{ uitgegevenOp: 'desc' }, { id: 'desc' }],
    take: 500,
    select: verklaringSelect,
  });
}

/** One of the entrepreneur's statements by its number, with the sealed PDF. */
export function findVerklaringPdfOf(db: Db | Tx, ondernemerId: string, nummer: string) {
  return db.verklaring.findFirst({
    where: { nummer, aanvraag: { ondernemerId } },
    select: { nummer: true, pdf: true, pdfSleutelId: true, pdfDataSleutel: true, aanvraagId: true },
  });
}
