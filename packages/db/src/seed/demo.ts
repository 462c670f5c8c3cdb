// Demo data for `pnpm start` and the e2e run: one adviser, one entrepreneur with the registry's
// test company 69599084 and three financial years. Idempotent: existing rows are left as they are.
import type { Db } from '../client.ts';
import { companyDataFromKvk, type KvkDetail } from '../company-record.ts';
import { hashPassword } from '../factories/password.ts';

export const DEMO_ADVISER_EMAIL = 'adviseur@demo.nl';
export const DEMO_ADVISER_PASSWORD = 'Demo-adviseur-2026';
export const DEMO_ENTREPRENEUR_EMAIL = 'ondernemer@demo.nl';
export const DEMO_ENTREPRENEUR_PASSWORD = 'Demo-ondernemer-2026';

/** KvK test registry record 69599084 (shared/kvk/testdata.json) in the FIXED detail shape. */
const ADRES = { straat: 'Abebe Bikilalaan 17 M', plaats: 'Amsterdam', postcode: '1034WL' };
export const DEMO_COMPANY: KvkDetail = {
  kvkNummer: '69599084',
  juridischeNaam: 'Test EMZ Dagobert',
  rechtsvorm: 'Eenmanszaak',
  formeleRegistratiedatum: '2017-07-10',
  adres: ADRES,
  adressen: [ADRES],
  sbiActiviteiten: [
    {
      sbiCode: '10110',
      sbiOmschrijving: 'Verwerking en conservering van vlees, met uitzondering van vlees van gevogelte',
      indHoofdactiviteit: 'Ja',
    },
    {
      sbiCode: '10120',
      sbiOmschrijving: 'Verwerking en conservering van vlees van gevogelte',
      indHoofdactiviteit: 'Nee',
    },
    { sbiCode: '10130', sbiOmschrijving: 'Vervaardiging van vleesproducten', indHoofdactiviteit: 'Nee' },
  ],
};

/** A butcher's sole proprietorship growing a little each year (euros). */
const DEMO_YEARS = [
  {
    jaar: 2023,
    fiscaleWinst: '58240.00',
    vlottendeActiva: '36400.00',
    immaterieleActiva: '4500.00',
    eigenVermogen: '47800.00',
    balanstotaal: '88600.00',
  },
  {
    jaar: 2024,
    fiscaleWinst: '63910.00',
    vlottendeActiva: '40150.00',
    immaterieleActiva: '3000.00',
    eigenVermogen: '53200.00',
    balanstotaal: '94300.00',
  },
  {
    jaar: 2025,
    fiscaleWinst: '67480.00',
    vlottendeActiva: '44800.00',
    immaterieleActiva: '1500.00',
    eigenVermogen: '59100.00',
    balanstotaal: '101250.00',
  },
];

export interface DemoCredentials {
  adviser: { email: string; password: string };
  entrepreneur: { email: string; password: string };
}

async function ensureUser(
  db: Db,
  user: { email: string; password: string; rol: 'ADVISEUR' | 'ONDERNEMER'; voornaam: string; achternaam: string },
) {
  const existing = await db.user.findUnique({ where: { email: user.email }, select: { id: true, verwijderdOp: true } });
  if (existing) {
    // disabled by an earlier start without the demo (disableDemoAccounts); asked for again now
    if (existing.verwijderdOp) await db.user.update({ where: { id: existing.id }, data: { verwijderdOp: null } });
    return { id: existing.id };
  }
  const { password, ...data } = user;
  return db.user.upsert({
    where: { email: user.email },
    create: { ...data, passwordHash: await hashPassword(password), emailGeverifieerdOp: new Date() },
    update: {},
    select: { id: true },
  });
}

async function ensureCompany(db: Db, ownerId: string) {
  const company = await db.company.upsert({
    where: { kvkNummer_eigenaarId: { kvkNummer: DEMO_COMPANY.kvkNummer, eigenaarId: ownerId } },
    create: {
      ...companyDataFromKvk(DEMO_COMPANY),
      eigenaarId: ownerId,
      // the demo owner is the registry's owner of 69599084: confirmed by the register
      leden: {
        create: {
          userId: ownerId,
          rol: 'EIGENAAR',
          aandeelPercentage: 100,
          eigendomStatus: 'BEVESTIGD',
          eigendomMethode: 'REGISTER',
          eigendomBevestigdOp: new Date(),
        },
      },
    },
    update: {},
    select: { id: true },
  });
  for (const { jaar, ...figures } of DEMO_YEARS) {
    await db.financialYear.upsert({
      where: { companyId_jaar: { companyId: company.id, jaar } },
      create: { companyId: company.id, jaar, ...figures },
      update: {},
    });
  }
}

/** Creates whatever of the demo data is missing; returns the logins to print. */
export async function seedDemo(db: Db): Promise<DemoCredentials> {
  await ensureUser(db, {
    email: DEMO_ADVISER_EMAIL,
    password: DEMO_ADVISER_PASSWORD,
    rol: 'ADVISEUR',
    voornaam: 'Anne',
    achternaam: 'Adviseur',
  });
  const entrepreneur = await ensureUser(db, {
    email: DEMO_ENTREPRENEUR_EMAIL,
    password: DEMO_ENTREPRENEUR_PASSWORD,
    rol: 'ONDERNEMER',
    voornaam: 'Dagobert',
    achternaam: 'Duck',
  });
  await ensureCompany(db, entrepreneur.id);
  return {
    adviser: { email: DEMO_ADVISER_EMAIL, password: DEMO_ADVISER_PASSWORD },
    entrepreneur: { email: DEMO_ENTREPRENEUR_EMAIL, password: DEMO_ENTREPRENEUR_PASSWORD },
  };
}

export const DEMO_EMAILS: readonly string[] = [DEMO_ADVISER_EMAIL, DEMO_ENTREPRENEUR_EMAIL];

/**
 * No default credentials outside a demo (demo-mode.ts): the demo logins left from an earlier run
 * are disabled (login and every token check skip a user with verwijderdOp), their sessions ended
 * (sessieVersie bumped, refresh tokens revoked). Returns the addresses it disabled just now.
 */
export async function disableDemoAccounts(db: Db, now = new Date()): Promise<string[]> {
  return db.$transaction(async (tx) => {
    const users = await tx.user.findMany({
      where: { email: { in: [...DEMO_EMAILS] }, verwijderdOp: null },
      select: { id: true, email: true },
    });
    if (users.length === 0) return [];
    const ids = users.map((u) => u.id);
    await tx.user.updateMany({
      where: { id: { in: ids } },
      data: { verwijderdOp: now, sessieVersie: { increment: 1 } },
    });
    await tx.refreshToken.updateMany({
      where: { userId: { in: ids }, ingetrokkenOp: null },
      data: { ingetrokkenOp: now },
    });
    return users.map((u) => u.email);
  });
}
export { demoMode, type DemoMode } from './demo-mode.ts';
