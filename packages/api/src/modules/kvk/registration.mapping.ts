// KvK JSON and test-registry records → the full registration record (KvkRegistrationResponse). Pure.
import { z } from 'zod';
import {
  firstText,
  isJa,
  kvkDateToIso,
  normaliseWhitespace,
  pickAdres,
  toAdres,
  toAdressen,
  toSbiActiviteiten,
  ZBasisprofiel,
  ZKvkAdresIn,
} from './kvk.mapping.ts';
import type { TestRegistryRecord } from './registry/test-record.schema.ts';
import {
  type TFunctionarisIntern,
  type TKvkRegistration,
  type TKvkRegistrationIntern,
  ZKvkRegistrationIntern,
} from './registration.schema.ts';

const ZJaNee = z.union([z.string(), z.boolean()]);
const ZRegistratie = z.object({ datumAanvang: z.string().nullish(), datumEinde: z.string().nullish() }).nullish();

/** Basisprofiel with the fields the registration record needs beyond the FIXED detail. */
const ZBasisprofielFull = ZBasisprofiel.extend({
  indNonMailing: ZJaNee.nullish(),
  materieleRegistratie: ZRegistratie,
  totaalWerkzamePersonen: z.number().int().nullish(),
  _embedded: z
    .object({
      hoofdvestiging: z
        .object({
          vestigingsnummer: z.string().nullish(),
          eersteHandelsnaam: z.string().nullish(),
          indCommercieleVestiging: ZJaNee.nullish(),
          voltijdWerkzamePersonen: z.number().int().nullish(),
          deeltijdWerkzamePersonen: z.number().int().nullish(),
          totaalWerkzamePersonen: z.number().int().nullish(),
          adressen: z.array(ZKvkAdresIn).nullish(),
          websites: z.array(z.string()).nullish(),
        })
        .nullish(),
      eigenaar: z
        .object({
          rsin: z.string().nullish(),
          rechtsvorm: z.string().nullish(),
          uitgebreideRechtsvorm: z.string().nullish(),
          adressen: z.array(ZKvkAdresIn).nullish(),
          websites: z.array(z.string()).nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

/** `/basisprofielen/{kvk}/vestigingen`. */
const ZVestigingenList = z.object({
  vestigingen: z
    .array(
      z.object({
        vestigingsnummer: z.string(),
        eersteHandelsnaam: z.string().nullish(),
        indHoofdvestiging: ZJaNee.nullish(),
        indAdresAfgeschermd: ZJaNee.nullish(),
        volledigAdres: z.string().nullish(),
      }),
    )
    .nullish(),
});

/**
 * Functionarissen API (separately subscribed; its full schema was not readable offline, docs/KVK.md §6, item 3):
 * read leniently. A list under `functionarissen` or `_embedded.functionarissen`; the person under
 * `natuurlijkPersoon`/`persoon` or on the row; functie as a string or `{omschrijving}`.
 */
const ZTextish = z
  .union([z.string(), z.object({ omschrijving: z.string().nullish(), titel: z.string().nullish() })])
  .nullish();
const ZPersoonIn = z.object({
  voornamen: z.string().nullish(),
  voorvoegselGeslachtsnaam: z.string().nullish(),
  voorvoegsel: z.string().nullish(),
  geslachtsnaam: z.string().nullish(),
  achternaam: z.string().nullish(),
  volledigeNaam: z.string().nullish(),
  geboortedatum: z.string().nullish(),
});
const ZFunctionarisIn = ZPersoonIn.extend({
  natuurlijkPersoon: ZPersoonIn.nullish(),
  persoon: ZPersoonIn.nullish(),
  typeFunctionaris: z.string().nullish(),
  type: z.string().nullish(),
  functie: ZTextish,
  functietitel: ZTextish,
  soortBevoegdheid: z.string().nullish(),
  bevoegdheid: z
    .union([z.string(), z.object({ soort: z.string().nullish(), omschrijving: z.string().nullish() })])
    .nullish(),
});
const ZFunctionarissenResponse = z.object({
  functionarissen: z.array(ZFunctionarisIn).nullish(),
  _embedded: z.object({ functionarissen: z.array(ZFunctionarisIn).nullish() }).nullish(),
});

function textOf(v: z.infer<typeof ZTextish>): string {
  if (!v) return '';
  return typeof v === 'string' ? normaliseWhitespace(v) : firstText(v.omschrijving, v.titel);
}

function fullName(p: { voornamen: string; voorvoegselGeslachtsnaam: string | null; geslachtsnaam: string }): string {
  return [p.voornamen, p.voorvoegselGeslachtsnaam, p.geslachtsnaam].map(normaliseWhitespace).filter(Boolean).join(' ');
}

/** Functionarissen API JSON → our officers (rows without a name are dropped). Throws ZodError on unusable input. */
export function mapFunctionarissen(json: unknown): TFunctionarisIntern[] {
  const r = ZFunctionarissenResponse.parse(json);
  const rows = r.functionarissen ?? r._embedded?.functionarissen ?? [];
  return rows.flatMap((row) => {
    const p = row.natuurlijkPersoon ?? row.persoon ?? row;
    const voornamen = normaliseWhitespace(p.voornamen);
    const geslachtsnaam = firstText(p.geslachtsnaam, p.achternaam);
    if (!geslachtsnaam) return [];
    const voorvoegsel = firstText(p.voorvoegselGeslachtsnaam, p.voorvoegsel) || null;
    const bevoegdheid =
      typeof row.bevoegdheid === 'string'
        ? row.bevoegdheid
        : firstText(row.bevoegdheid?.soort, row.bevoegdheid?.omschrijving);
    const base = { voornamen, voorvoegselGeslachtsnaam: voorvoegsel, geslachtsnaam };
    return [
      {
        ...base,
        volledigeNaam: firstText(p.volledigeNaam, fullName(base)),
        geboortedatum: kvkDateToIso(p.geboortedatum) ?? kvkDateFromDutch(p.geboortedatum),
        typeFunctionaris: firstText(row.typeFunctionaris, row.type) || 'Onbekend',
        functie:
          textOf(row.functie) || textOf(row.functietitel) || firstText(row.typeFunctionaris, row.type) || 'Onbekend',
        soortBevoegdheid: firstText(row.soortBevoegdheid, bevoegdheid) || null,
      },
    ];
  });
}

/** "dd-mm-yyyy" (the Dataservice style) → ISO; null otherwise. */
function kvkDateFromDutch(raw: string | null | undefined): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec((raw ?? '').trim());
  return m ? kvkDateToIso(`${m[3]}${m[2]}${m[1]}`) : null;
}

/** Basisprofiel (+ vestigingen list, + officers when a source exists) → the registration record. */
export function mapRegistration(
  basisprofiel: unknown,
  vestigingenJson: unknown,
  functionarissen: TFunctionarisIntern[] | null,
): TKvkRegistrationIntern {
  const p = ZBasisprofielFull.parse(basisprofiel);
  const hv = p._embedded?.hoofdvestiging;
  const eigenaar = p._embedded?.eigenaar;
  const vestigingen =
    vestigingenJson === undefined || vestigingenJson === null ? null : ZVestigingenList.parse(vestigingenJson);
  const hvAdressen = hv?.adressen ?? [];
  const websites = [...(hv?.websites ?? []), ...(eigenaar?.websites ?? [])].map(normaliseWhitespace).filter(Boolean);
  const totaal = hv?.totaalWerkzamePersonen ?? p.totaalWerkzamePersonen;
  return ZKvkRegistrationIntern.parse({
    kvkNummer: p.kvkNummer.trim(),
    bron: 'kvk-api',
    rechtspersoon: {
      rsin: eigenaar?.rsin ?? null,
      statutaireNaam: p.statutaireNaam ? normaliseWhitespace(p.statutaireNaam) : null,
      rechtsvorm: firstText(eigenaar?.rechtsvorm, eigenaar?.uitgebreideRechtsvorm),
      uitgebreideRechtsvorm: eigenaar?.uitgebreideRechtsvorm
        ? normaliseWhitespace(eigenaar.uitgebreideRechtsvorm)
        : null,
    },
    onderneming: {
      naam: firstText(p.naam, p.statutaireNaam, p.handelsnamen?.[0]?.naam),
      handelsnamen: (p.handelsnamen ?? []).map((h) => normaliseWhitespace(h.naam)),
      sbiActiviteiten: toSbiActiviteiten(p.sbiActiviteiten),
      formeleRegistratiedatum: kvkDateToIso(p.formeleRegistratiedatum),
      datumAanvang: kvkDateToIso(p.materieleRegistratie?.datumAanvang),
      datumEinde: kvkDateToIso(p.materieleRegistratie?.datumEinde),
      indNonMailing: p.indNonMailing === undefined || p.indNonMailing === null ? null : isJa(p.indNonMailing),
    },
    hoofdvestiging: hv
      ? {
          vestigingsnummer: normaliseWhitespace(hv.vestigingsnummer),
          eersteHandelsnaam: normaliseWhitespace(hv.eersteHandelsnaam),
          indCommercieleVestiging:
            hv.indCommercieleVestiging === undefined || hv.indCommercieleVestiging === null
              ? null
              : isJa(hv.indCommercieleVestiging),
          adres: pickAdres(hvAdressen),
          adressen: toAdressen(hvAdressen),
        }
      : null,
    vestigingen: (vestigingen?.vestigingen ?? []).map((v) => ({
      vestigingsnummer: v.vestigingsnummer,
      eersteHandelsnaam: normaliseWhitespace(v.eersteHandelsnaam),
      indHoofdvestiging: isJa(v.indHoofdvestiging),
      adres:
        isJa(v.indAdresAfgeschermd) || !v.volledigAdres
          ? null
          : { straat: normaliseWhitespace(v.volledigAdres), plaats: '', postcode: '' },
    })),
    functionarissen: functionarissen ?? [],
    functionarissenBeschikbaar: functionarissen !== null,
    communicatiegegevens: websites.length > 0 ? { telefoonnummers: [], emailAdressen: [], websites } : null,
    werkzamePersonen:
      totaal === undefined || totaal === null
        ? null
        : { totaal, voltijd: hv?.voltijdWerkzamePersonen ?? null, deeltijd: hv?.deeltijdWerkzamePersonen ?? null },
  });
}

/** A test-registry record → the registration record (owners first, then the other officers). */
export function testRecordToRegistration(r: TestRegistryRecord): TKvkRegistrationIntern {
  const adressen = r.hoofdvestiging?.adressen ?? [];
  const people = [...r.eigenaren, ...r.functionarissen].map((p) => {
    const base = {
      voornamen: p.voornamen,
      voorvoegselGeslachtsnaam: p.voorvoegselGeslachtsnaam ?? null,
      geslachtsnaam: p.geslachtsnaam,
    };
    return {
      ...base,
      volledigeNaam: fullName(base),
      geboortedatum: kvkDateToIso(p.geboortedatum),
      typeFunctionaris: p.typeFunctionaris,
      functie: p.functie,
      soortBevoegdheid: p.soortBevoegdheid ?? null,
    };
  });
  return ZKvkRegistrationIntern.parse({
    kvkNummer: r.kvkNummer,
    bron: 'embedded-test-registry',
    rechtspersoon: {
      rsin: r.rsin ?? null,
      statutaireNaam: r.statutaireNaam ?? null,
      rechtsvorm: firstText(r.rechtsvorm, r.uitgebreideRechtsvorm),
      uitgebreideRechtsvorm: r.uitgebreideRechtsvorm ?? null,
    },
    onderneming: {
      naam: r.naam,
      handelsnamen: r.handelsnamen.map((h) => h.naam),
      sbiActiviteiten: toSbiActiviteiten(r.sbiActiviteiten),
      formeleRegistratiedatum: kvkDateToIso(r.formeleRegistratiedatumKvk) ?? kvkDateToIso(r.formeleRegistratiedatum),
      datumAanvang: kvkDateToIso(r.materieleRegistratie?.datumAanvang),
      datumEinde: kvkDateToIso(r.materieleRegistratie?.datumEinde),
      indNonMailing: r.indNonMailing ? isJa(r.indNonMailing) : null,
    },
    hoofdvestiging: r.hoofdvestiging
      ? {
          vestigingsnummer: r.hoofdvestiging.vestigingsnummer,
          eersteHandelsnaam: r.hoofdvestiging.eersteHandelsnaam,
          indCommercieleVestiging: r.hoofdvestiging.indCommercieleVestiging
            ? isJa(r.hoofdvestiging.indCommercieleVestiging)
            : null,
          adres: pickAdres(adressen),
          adressen: toAdressen(adressen),
        }
      : null,
    vestigingen: r.vestigingen.map((v) => {
      const hoofd = isJa(v.indHoofdvestiging);
      const list = v.adressen ?? (hoofd ? adressen : []);
      const first = list[0];
      return {
        vestigingsnummer: v.vestigingsnummer,
        eersteHandelsnaam: v.eersteHandelsnaam,
        indHoofdvestiging: hoofd,
        adres: first ? pickAdres(list) : v.plaats ? toAdres({ plaats: v.plaats }) : null,
      };
    }),
    functionarissen: people,
    functionarissenBeschikbaar: true,
    communicatiegegevens: r.communicatiegegevens ?? null,
    werkzamePersonen: r.werkzamePersonen ?? null,
  });
}

/** The public record: officers without birth dates. */
export function toPublicRegistration(r: TKvkRegistrationIntern): TKvkRegistration {
  return { ...r, functionarissen: r.functionarissen.map(({ geboortedatum: _geboortedatum, ...f }) => f) };
}
