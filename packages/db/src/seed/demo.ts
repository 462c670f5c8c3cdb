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
    { sbiCode: '10110', sbiOmschrijving: 'Verwerking en conservering van vlees, met uitzondering van vlees van gevogelte', indHoofdactiviteit: true },
    { sbiCode: '10120', sbiOmschrijving: 'Verwerking en conservering van vlees van gevogelte', indHoofdactiviteit: false },
    { sbiCode: '10130', sbiOmschrijving: 'Vervaardiging van vleesproducten', indHoofdactiviteit: false },
  ],
};

/** A butcher's sole proprietorship growing a little each year (euros). */
const DEMO_YEARS = [
  { jaar: 2023, fiscaleWinst: '58240.00', vlottendeActiva: '36400.00', immaterieleActiva: '4500.00', eigenVermogen: '47800.00', balanstotaal: '88600.00' },
  { jaar: 2024, fiscaleWinst: '63910.00', vlottendeActiva: '40150.00', immaterieleActiva: '3000.00', eigenVermogen: '53200.00', balanstotaal: '94300.00' },
  { jaar: 2025, fiscaleWinst: '67480.00', vlottendeActiva: '44800.00', immaterieleActiva: '1500.00', eigenVermogen: '59100.00', balanstotaal: '101250.00' },
];

export interface DemoCredentials {
  adviser: { email: string; password: string };
  entrepreneur: { email: string; password: string };
}

async function ensureUser(db: Db, user: { email: string; password: string; rol: 'ADVISEUR' | 'ONDERNEMER'; voornaam: string; achternaam: string }) {
  const existing = await db.user.findUnique({ where: { email: user.email }, select: { id: true } });
  if (existing) return existing;
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
    where: { kvkNummer: DEMO_COMPANY.kvkNummer },
    create: {
      ...companyDataFromKvk(DEMO_COMPANY),
      leden: { create: { userId: ownerId, rol: 'EIGENAAR', aandeelPercentage: 100 } },
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
  await ensureUser(db, { email: DEMO_ADVISER_EMAIL, password: DEMO_ADVISER_PASSWORD, rol: 'ADVISEUR', voornaam: 'Anne', achternaam: 'Adviseur' });
  const entrepreneur = await ensureUser(db, {
    email: DEMO_ENTREPRENEUR_EMAIL, password: DEMO_ENTREPRENEUR_PASSWORD, rol: 'ONDERNEMER', voornaam: 'Dagobert', achternaam: 'Duck',
  });
  await ensureCompany(db, entrepreneur.id);
  return {
    adviser: { email: DEMO_ADVISER_EMAIL, password: DEMO_ADVISER_PASSWORD },
    entrepreneur: { email: DEMO_ENTREPRENEUR_EMAIL, password: DEMO_ENTREPRENEUR_PASSWORD },
  };
}
