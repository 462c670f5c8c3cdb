// adviseur.aanvragen.controle → PUT /adviseur/aanvragen/{id}/controle/{jaar}
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZControle } from '../../verklaring/verklaring.schema.ts';
import { ZControleInvoer } from '../../verklaring/verklaring-input.schema.ts';

export const controleAanvraagMeta = {
  openapi: {
    method: 'PUT',
    path: '/adviseur/aanvragen/{id}/controle/{jaar}',
    tags: ['adviseur'],
    summary:
      'De controle van één boekjaar vastleggen: akkoord met de stukken waarop het rust, of niet akkoord met een toelichting',
    description:
      'Eén controle per (aanvraag, jaar); opnieuw vastleggen vervangt de vorige. Bij akkoord minstens één document, elk een document van het bedrijf voor dat jaar of zonder jaar. Een latere wijziging van de cijfers van dat jaar laat de controle vervallen.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekende aanvraag of boekjaar',
      409: 'Aanvraag is afgesloten',
    },
  },
} satisfies ApiMeta;

/** @alias the input, defined beside its service (modules/verklaring/verklaring-input.schema.ts) */
export const ZControleAanvraagInput = ZControleInvoer;

export const ZControleAanvraagOutput = ZControle;
