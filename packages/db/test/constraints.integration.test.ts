// The rules the database itself enforces (migration *_constraints), also under concurrency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  constraintOf,
  isCheckViolation,
  isExclusionViolation,
  isUniqueViolation,
  isWriteConflict,
} from '../src/errors.ts';
import {
  createAdviser,
  createAppointment,
  createAvailability,
  createCompany,
  createFinancialYear,
  createUser,
} from '../src/factories/index.ts';
import { openTestDb, type TestDb } from './db-fixture.ts';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.close());

const at = (hhmm: string) => new Date(`2030-03-04T${hhmm}:00Z`);

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a database error');
}

describe('financial_years', () => {
  it('has one row per company and year (unique violation)', async () => {
    const owner = await createUser(t.db);
    const company = await createCompany(t.db, { ownerId: owner.id });
    await createFinancialYear(t.db, { companyId: company.id, jaar: 2024 });

    const e = await rejection(createFinancialYear(t.db, { companyId: company.id, jaar: 2024 }));

    expect(isUniqueViolation(e)).toBe(true);
    expect(constraintOf(e)).toBe('financial_years_companyId_jaar_key');
  });

  it('checks balanstotaal, the correction reason and the year range', async () => {
    const owner = await createUser(t.db);
    const { id: companyId } = await createCompany(t.db, { ownerId: owner.id });
    const cases = [
      { jaar: 2020, balanstotaal: -1 },
      { jaar: 2021, balanscorrectie: 250 },
      { jaar: 2022, balanscorrectie: 250, balanscorrectieReden: '   ' },
      { jaar: 1899 },
    ];
    for (const data of cases)
      expect(isCheckViolation(await rejection(createFinancialYear(t.db, { companyId, ...data })))).toBe(true);
    await createFinancialYear(t.db, {
      companyId,
      jaar: 2023,
      balanscorrectie: 250,
      balanscorrectieReden: 'Herwaardering voorraad',
    });
  });
});

describe('users', () => {
  it('stores e-mail addresses lower-case only', async () => {
    const e = await rejection(
      t.db.user.create({
        data: { email: 'Hoofdletter@Example.nl', passwordHash: 'x', voornaam: 'A', achternaam: 'B' },
      }),
    );
    expect(isCheckViolation(e)).toBe(true);
    expect(constraintOf(e)).toBe('users_email_lowercase');
  });
});

describe('availability', () => {
  it('rejects overlapping blocks of one adviser; adjacent blocks and other advisers are fine', async () => {
    const adviser = await createAdviser(t.db);
    const other = await createAdviser(t.db);
    await createAvailability(t.db, { adviseurId: adviser.id, start: at('09:00'), eind: at('12:00') });
    await createAvailability(t.db, { adviseurId: adviser.id, start: at('12:00'), eind: at('13:00') });
    await createAvailability(t.db, { adviseurId: other.id, start: at('10:00'), eind: at('11:00') });

    const e = await rejection(
      createAvailability(t.db, { adviseurId: adviser.id, start: at('11:30'), eind: at('12:30') }),
    );

    expect(isExclusionViolation(e)).toBe(true);
    expect(constraintOf(e)).toBe('availability_no_overlap');
  });

  it('requires start before eind', async () => {
    const adviser = await createAdviser(t.db);
    const e = await rejection(
      createAvailability(t.db, { adviseurId: adviser.id, start: at('10:00'), eind: at('10:00') }),
    );
    expect(isCheckViolation(e)).toBe(true);
  });
});

describe('appointments', () => {
  it('lets proposals overlap but never two confirmed appointments', async () => {
    const adviser = await createAdviser(t.db);
    const client = await createUser(t.db);
    const base = { adviseurId: adviser.id, ondernemerId: client.id, start: at('14:00'), eind: at('15:00') };
    await createAppointment(t.db, { ...base, status: 'BEVESTIGD' });
    const proposal = await createAppointment(t.db, { ...base, status: 'VOORGESTELD' });
    await createAppointment(t.db, { ...base, start: at('14:30'), status: 'VOORGESTELD' });

    const insert = await rejection(
      createAppointment(t.db, { ...base, start: at('14:59'), eind: at('16:00'), status: 'BEVESTIGD' }),
    );
    const confirm = await rejection(
      t.db.appointment.update({ where: { id: proposal.id }, data: { status: 'BEVESTIGD' } }),
    );

    expect(isExclusionViolation(insert)).toBe(true);
    expect(constraintOf(insert)).toBe('appointments_no_double_booking');
    expect(isExclusionViolation(confirm)).toBe(true);
  });

  // Both wait for the other's index entry; PostgreSQL then rejects one with 23P01 or, rarely (~1 %), 40P01.
  it('confirms only one of two overlapping proposals confirmed at the same moment', async () => {
    const adviser = await createAdviser(t.db);
    const client = await createUser(t.db);
    const base = { adviseurId: adviser.id, ondernemerId: client.id, start: at('16:00'), eind: at('17:00') };
    const proposals = await Promise.all([
      createAppointment(t.db, base),
      createAppointment(t.db, { ...base, start: at('16:30'), eind: at('17:30') }),
    ]);

    const results = await Promise.allSettled(
      proposals.map((p) =>
        t.db.$transaction((tx) => tx.appointment.update({ where: { id: p.id }, data: { status: 'BEVESTIGD' } })),
      ),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(isExclusionViolation(failure.reason) || isWriteConflict(failure.reason)).toBe(true);
  });
});

describe('aanvragen', () => {
  it('allows one open request per company, type and applicant', async () => {
    const owner = await createUser(t.db);
    const partner = await createUser(t.db);
    const { id: companyId } = await createCompany(t.db, { ownerId: owner.id });
    const request = { companyId, ondernemerId: owner.id, verklaringType: 'IKV' as const };
    const first = await t.db.aanvraag.create({ data: request });
    await t.db.aanvraag.create({ data: { ...request, verklaringType: 'ORIENTATIE' } });
    // another applicant (a partner) has his own open IKV request for the same company
    await t.db.aanvraag.create({ data: { ...request, ondernemerId: partner.id } });

    const e = await rejection(t.db.aanvraag.create({ data: { ...request, status: 'IN_BEHANDELING' } }));
    expect(isUniqueViolation(e)).toBe(true);
    expect(constraintOf(e)).toBe('aanvragen_one_open_per_company_type_applicant');

    await t.db.aanvraag.update({ where: { id: first.id }, data: { status: 'AFGEROND' } });
    await t.db.aanvraag.create({ data: request });
  });
});

describe('company shares', () => {
  async function shareTotal(companyId: string) {
    const [company, sum] = await Promise.all([
      t.db.company.findUniqueOrThrow({ where: { id: companyId }, select: { aandeelTotaal: true } }),
      t.db.companyMember.aggregate({ where: { companyId }, _sum: { aandeelPercentage: true } }),
    ]);
    return { kept: Number(company.aandeelTotaal), actual: Number(sum._sum.aandeelPercentage ?? 0) };
  }

  it('keeps aandeelTotaal equal to the sum of the shares (insert, update, delete)', async () => {
    const owner = await createUser(t.db);
    const partner = await createUser(t.db);
    const { id: companyId } = await createCompany(t.db, { ownerId: owner.id, aandeelPercentage: 60 });
    const member = await t.db.companyMember.create({
      data: { companyId, userId: partner.id, rol: 'PARTNER', aandeelPercentage: 25 },
    });
    expect(await shareTotal(companyId)).toEqual({ kept: 85, actual: 85 });
    await t.db.companyMember.update({ where: { id: member.id }, data: { aandeelPercentage: 40 } });
    expect(await shareTotal(companyId)).toEqual({ kept: 100, actual: 100 });
    await t.db.companyMember.delete({ where: { id: member.id } });
    expect(await shareTotal(companyId)).toEqual({ kept: 60, actual: 60 });
  });

  it('rejects a single share outside 0–100 and a total above 100', async () => {
    const owner = await createUser(t.db);
    const partner = await createUser(t.db);
    const { id: companyId } = await createCompany(t.db, { ownerId: owner.id, aandeelPercentage: 100 });
    const over = await rejection(
      t.db.companyMember.create({ data: { companyId, userId: partner.id, rol: 'PARTNER', aandeelPercentage: 0.01 } }),
    );
    expect(isCheckViolation(over)).toBe(true);
    expect(constraintOf(over)).toBe('companies_shares_max_100');
    const negative = await rejection(
      t.db.companyMember.create({ data: { companyId, userId: partner.id, rol: 'PARTNER', aandeelPercentage: -5 } }),
    );
    expect(isCheckViolation(negative)).toBe(true);
  });

  it('never exceeds 100 % when 20 transactions raise partner shares at once', async () => {
    const owner = await createUser(t.db);
    const { id: companyId } = await createCompany(t.db, { ownerId: owner.id, aandeelPercentage: 50 });
    const partners = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db)));
    const members = await Promise.all(
      partners.map((p) =>
        t.db.companyMember.create({ data: { companyId, userId: p.id, rol: 'PARTNER', aandeelPercentage: 0 } }),
      ),
    );

    // each asks for 5 %: 50 + 20 × 5 = 150, so exactly 10 fit
    const results = await Promise.allSettled(
      members.map((m) =>
        t.db.$transaction(async (tx) => {
          const current = await tx.companyMember.findUniqueOrThrow({ where: { id: m.id } });
          return tx.companyMember.update({
            where: { id: m.id },
            data: { aandeelPercentage: Number(current.aandeelPercentage) + 5 },
          });
        }),
      ),
    );

    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.length - failures.length).toBe(10);
    expect(failures.every((f) => isCheckViolation(f.reason))).toBe(true);
    expect(await shareTotal(companyId)).toEqual({ kept: 100, actual: 100 });
  });
});
