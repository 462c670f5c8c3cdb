// Pure rules about companies. The KvK legal-form text is read by the IKV rules' mapRechtsvorm.
import { isDgaRoute, mapRechtsvorm } from '../ikv-berekening/ikv.rules.ts';

/** A BV or NV takes the DGA route: the IB-profit calculations are skipped. */
export function isIncomeCalculationSkipped(rechtsvorm: string): boolean {
  const form = mapRechtsvorm(rechtsvorm);
  return form !== null && isDgaRoute(form);
}

/** Legal-form families that matter for the number of partners. */
export function rechtsvormFamilie(
  rechtsvorm: string,
): 'EENMANSZAAK' | 'SAMENWERKINGSVERBAND' | 'KAPITAALVENNOOTSCHAP' | 'OVERIG' {
  const form = mapRechtsvorm(rechtsvorm);
  if (form === 'EENMANSZAAK') return 'EENMANSZAAK';
  if (form === 'VOF' || form === 'MAATSCHAP' || form === 'CV') return 'SAMENWERKINGSVERBAND';
  if (form !== null && isDgaRoute(form)) return 'KAPITAALVENNOOTSCHAP';
  return 'OVERIG';
}

export type PartnerWaarschuwingCode =
  | 'EENMANSZAAK_MEER_DAN_EEN_EIGENAAR'
  | 'SAMENWERKINGSVERBAND_EEN_VENNOOT'
  | 'REGISTER_MEER_VENNOTEN'
  | 'AANDELEN_ONDER_100';

export interface PartnerWaarschuwing {
  code: PartnerWaarschuwingCode;
  bericht: string;
}

/**
 * Warnings about the partners of a company: an eenmanszaak has one owner; a VOF, maatschap or CV
 * normally has several partners; shares that add up to less than 100 % leave profit unassigned.
 * Pending invitations count as future members for the "one partner" warning.
 *
 * `eigenarenInRegister`: the owners, partners or maten the KvK register named when the company was
 * linked (null: not known). A partnership whose register names more partners than it has members here,
 * while their shares already add up to 100 %, gives its members the profit share of partners the app
 * does not know (a 100 % share in a two-partner VOF): that warns, with the register's count, in place of
 * the "one partner" warning, and a pending invitation does not lift it (the 100 % stands until the
 * shares are divided).
 */
export function partnerWarnings(
  rechtsvorm: string,
  aantalLeden: number,
  aandeelTotaal: number,
  openUitnodigingen = 0,
  eigenarenInRegister: number | null = null,
): PartnerWaarschuwing[] {
  const warnings: PartnerWaarschuwing[] = [];
  const familie = rechtsvormFamilie(rechtsvorm);
  if (familie === 'EENMANSZAAK' && aantalLeden > 1)
    warnings.push({
      code: 'EENMANSZAAK_MEER_DAN_EEN_EIGENAAR',
      bericht:
        'Een eenmanszaak heeft één eigenaar, maar dit bedrijf heeft meer leden. Controleer de rechtsvorm in het register.',
    });
  const registerMeer =
    familie === 'SAMENWERKINGSVERBAND' &&
    eigenarenInRegister !== null &&
    eigenarenInRegister > aantalLeden &&
    aantalLeden > 0 &&
    aandeelTotaal >= 100;
  if (registerMeer)
    warnings.push({
      code: 'REGISTER_MEER_VENNOTEN',
      bericht: `Het register noemt ${eigenarenInRegister} vennoten of maten, maar de aandelen hier tellen al op tot 100 %. Nodig uw partners uit en verdeel de aandelen.`,
    });
  else if (familie === 'SAMENWERKINGSVERBAND' && aantalLeden + openUitnodigingen < 2)
    warnings.push({
      code: 'SAMENWERKINGSVERBAND_EEN_VENNOOT',
      bericht: `Een ${rechtsvorm.toLowerCase()} heeft normaal meerdere vennoten of maten. Nodig uw partners uit.`,
    });
  if (aandeelTotaal < 100 && aantalLeden > 0)
    warnings.push({ code: 'AANDELEN_ONDER_100', bericht: `De aandelen tellen op tot ${aandeelTotaal} %, niet 100 %.` });
  return warnings;
}
