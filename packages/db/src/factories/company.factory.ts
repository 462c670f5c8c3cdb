import type { Db, Tx } from '../client.ts';
import type { Company } from '../generated/prisma/client.ts';
import { companyDataFromKvk, type KvkDetail } from '../company-record.ts';
import { randomKvkNummer } from './unique.ts';

export function kvkDetail(overrides: Partial<KvkDetail> = {}): KvkDetail {
  const adres = overrides.adres ?? { straat: 'Oudegracht 120', plaats: 'Utrecht', postcode: '3511AX' };
  return {
    kvkNummer: randomKvkNummer(),
    juridischeNaam: 'Bakkerij De Korenschoof',
    rechtsvorm: 'Eenmanszaak',
    formeleRegistratiedatum: '2016-03-01',
    adres,
    adressen: [adres],
    sbiActiviteiten: [
      {
        sbiCode: '10712',
        sbiOmschrijving: 'Ambachtelijke vervaardiging van brood en vers banketbakkerswerk',
        indHoofdactiviteit: 'Ja',
      },
    ],
    ...overrides,
  };
}

export interface CompanyOverrides extends Partial<KvkDetail> {
  ownerId: string;
  /** The owner's share (default 100). */
  aandeelPercentage?: number;
  naamOverride?: string;
  /** The owner's ownership status (default BEVESTIGD by the registry, as when the owner check matched). */
  eigendomStatus?: 'BEVESTIGD' | 'ONBEVESTIGD' | 'AFGEWEZEN';
}

/** A company from a (generated) registry record, owned by `ownerId`. */
export function createCompany(
  db: Db | Tx,
  { ownerId, aandeelPercentage = 100, naamOverride, eigendomStatus = 'BEVESTIGD', ...detail }: CompanyOverrides,
): Promise<Company> {
  const bevestigd = eigendomStatus === 'BEVESTIGD';
  return db.company.create({
    data: {
      ...companyDataFromKvk(kvkDetail(detail)),
      naamOverride,
      eigenaarId: ownerId,
      leden: {
        create: {
          userId: ownerId,
          rol: 'EIGENAAR',
          aandeelPercentage,
          eigendomStatus,
          eigendomMethode: bevestigd ? 'REGISTER' : null,
          eigendomBevestigdOp: bevestigd ? new Date() : null,
        },
      },
    },
  });
}
