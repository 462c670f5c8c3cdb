import type { Db, Tx } from '../client.ts';
import type { Company } from '../generated/prisma/client.ts';
import { companyDataFromKvk, type KvkDetail } from '../company-record.ts';
import { randomKvkNummer } from './unique.ts';

export type { KvkDetail };

export function kvkDetail(overrides: Partial<KvkDetail> = {}): KvkDetail {
  const adres = overrides.adres ?? { straat: 'Oudegracht 120', plaats: 'Utrecht', postcode: '3511AX' };
  return {
    kvkNummer: randomKvkNummer(),
    juridischeNaam: 'Bakkerij De Korenschoof',
    rechtsvorm: 'Eenmanszaak',
    formeleRegistratiedatum: '2016-03-01',
    adres,
    adressen: [adres],
    sbiActiviteiten: [{ sbiCode: '10712', sbiOmschrijving: 'Ambachtelijke vervaardiging van brood en vers banketbakkerswerk', indHoofdactiviteit: true }],
    ...overrides,
  };
}


export interface CompanyOverrides extends Partial<KvkDetail> {
  ownerId: string;
  /** The owner's share (default 100). */
  aandeelPercentage?: number;
  naamOverride?: string;
}

/** A company from a (generated) registry record, owned by `ownerId`. */
export function createCompany(db: Db | Tx, { ownerId, aandeelPercentage = 100, naamOverride, ...detail }: CompanyOverrides): Promise<Company> {
  return db.company.create({
    data: {
      ...companyDataFromKvk(kvkDetail(detail)),
      naamOverride,
      leden: { create: { userId: ownerId, rol: 'EIGENAAR', aandeelPercentage } },
    },
  });
}
