// kvk.lookup → POST /kvk (FIXED by the original spec: shapes to the letter).
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZKvkNummer } from '../../shared/schema-primitives.schema.ts';

export const lookupKvkMeta = {
  openapi: {
    method: 'POST',
    path: '/kvk',
    tags: ['kvk'],
    summary: 'Registergegevens van een KvK-nummer opvragen',
    description:
      'FIXED. Zoekt het KvK-nummer op in het handelsregister (of het ingebouwde testregister) en geeft het detailrecord terug. 400 als het nummer geen 8 cijfers is, 404 als het register het nummer niet kent.',
    protect: true,
  },
} satisfies ApiMeta;

export const ZLookupKvkInput = z.object({ kvkNummer: ZKvkNummer });

export const ZKvkAdres = z.object({
  straat: z.string().meta({ example: 'Abebe Bikilalaan 17 M' }),
  plaats: z.string().meta({ example: 'Amsterdam' }),
  postcode: z.string().meta({ example: '1034WL' }),
});

export const ZSbiActiviteit = z.object({
  sbiCode: z.string().meta({ example: '10110' }),
  sbiOmschrijving: z.string(),
  indHoofdactiviteit: z
    .enum(['Ja', 'Nee'])
    .meta({ example: 'Ja', description: 'KvK: "Ja" voor de hoofdactiviteit, anders "Nee" (een string, geen boolean)' }),
});

export const ZKvkDetail = z.object({
  kvkNummer: ZKvkNummer,
  juridischeNaam: z.string().meta({ example: 'Test EMZ Dagobert' }),
  rechtsvorm: z.string().meta({ example: 'Eenmanszaak' }),
  formeleRegistratiedatum: z.string().meta({
    example: '2017-07-10',
    description: 'JJJJ-MM-DD; een lege string als het register geen (volledige) datum kent',
  }),
  adres: ZKvkAdres,
  adressen: z.array(ZKvkAdres),
  sbiActiviteiten: z.array(ZSbiActiviteit),
});
/** @alias the output under the name every operation's schema file gives it */
export const ZLookupKvkOutput = ZKvkDetail;

export type TLookupKvkInput = z.infer<typeof ZLookupKvkInput>;
export type TKvkDetail = z.infer<typeof ZKvkDetail>;
export type TKvkAdres = z.infer<typeof ZKvkAdres>;
