// What goes into a person's export and how it is named: one JSON per kind of data, his documents as
// files, and a README in his language. Pure (the rows come in, the files go out; time passed in).
import type { TaalVoorkeur } from '../../shared/taal.ts';
import type { ZipEntry } from './zip.rules.ts';

/** How long the prepared file may be downloaded (API.md: within 24 h). */
export const EXPORT_VALID_MS = 24 * 60 * 60_000;

/** The kinds of data, in the order of the README: file name → its description (nl, en). */
export const EXPORT_KINDS = {
  'profiel.json': [
    'uw account: naam, e-mailadres, telefoon, geboortedatum, taal',
    'your account: name, e-mail, phone, date of birth, language',
  ],
  'bedrijven.json': [
    'uw bedrijven, uw lidmaatschap en de boekjaren met hun cijfers',
    'your companies, your membership and the financial years with their figures',
  ],
  'aanvragen.json': [
    'uw aanvragen met statusgeschiedenis, opmerkingen, berekeningen, de controles van de adviseur per jaar en wat hij u vroeg aan te vullen (met uw antwoorden)',
    "your requests with status history, remarks, calculations, the adviser's check of each year and what he asked you to complete (with your answers)",
  ],
  'verklaringen.json': [
    'de afgegeven inkomensverklaringen (de ondertekende gegevens)',
    'the issued income statements (the signed data)',
  ],
  'meldingen.json': ['uw meldingen', 'your notifications'],
  'berichten.json': ['chatberichten die u schreef of ontving', 'chat messages you wrote or received'],
  'afspraken.json': [
    'uw afspraken met hun geschiedenis (voorgesteld, bevestigd, verzet, geannuleerd)',
    'your appointments with their history (proposed, confirmed, moved, cancelled)',
  ],
  'uitnodigingen.json': ['uitnodigingen als vennoot, verstuurd of ontvangen', 'partner invitations, sent or received'],
  'beveiligingslog.json': ['het beveiligingslog over uw account', 'the security log about your account'],
  'inzages.json': [
    'wie uw documenten en verklaringen opende, en wanneer',
    'who opened your documents and statements, and when',
  ],
  'koppelingen.json': [
    'de organisaties die u toestemming gaf of die u uitnodigden: wat hun systeem mag inzien, de status en de data',
    'the organisations you gave consent to or that invited you: what their system may read, the status and the dates',
  ],
  'documenten.json': [
    'de lijst van uw documenten, met de cijfers die wij eruit lazen (de bestanden staan in de map documenten)',
    'the list of your documents, with the figures we read from them (the files are in the folder documenten)',
  ],
} as const;
export type ExportKind = keyof typeof EXPORT_KINDS;

/** JSON without the types JSON lacks: dates as ISO strings, decimals and big integers as strings, bytes left out. */
export function toPlain(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return undefined;
  if (Array.isArray(value)) return value.map(toPlain);
  if (typeof value === 'object') {
    if ('toFixed' in value && typeof (value as { toFixed: unknown }).toFixed === 'function') return String(value);
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, toPlain(v)] as const)
        .filter(([, v]) => v !== undefined),
    );
  }
  return value;
}

/** A document's file name inside the archive: its own name, made unique and safe for every file system. */
export function documentPath(doc: { id: string; bestandsnaam: string }): string {
  const safe =
    [...doc.bestandsnaam]
      .map((ch) => (ch.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
      .join('')
      .slice(-120) || 'document';
  return `documenten/${doc.id}-${safe}`;
}

export function readme(taal: TaalVoorkeur, naam: string, at: Date, documentCount: number): string {
  const datum = at.toISOString().slice(0, 10);
  const rows = Object.entries(EXPORT_KINDS).map(([file, [nl, en]]) => `- ${file}: ${taal === 'EN' ? en : nl}`);
  return taal === 'EN'
    ? `Your data in the IKV service\n\nFor ${naam}, prepared on ${datum} (GDPR articles 15 and 20).\n\n${rows.join('\n')}\n- documenten/: ${documentCount === 1 ? 'the document' : `the ${documentCount} documents`} you uploaded, as uploaded\n\nDates and times are in UTC. What is kept and for how long: the privacy statement in the app.\n`
    : `Uw gegevens in de IKV-service\n\nVoor ${naam}, samengesteld op ${datum} (AVG artikelen 15 en 20).\n\n${rows.join('\n')}\n- documenten/: ${documentCount === 1 ? 'het document dat u uploadde, zoals u het uploadde' : `de ${documentCount} documenten die u uploadde, zoals u ze uploadde`}\n\nData en tijden staan in UTC. Wat wij bewaren en hoe lang: de privacyverklaring in de app.\n`;
}

export interface ExportInput {
  taal: TaalVoorkeur;
  naam: string;
  data: Record<ExportKind, unknown>;
  documents: { id: string; bestandsnaam: string; inhoud: Uint8Array }[];
}

/** The archive's entries: README first, then one JSON per kind, then the documents. */
export function exportEntries(input: ExportInput, at: Date): ZipEntry[] {
  const enc = new TextEncoder();
  return [
    {
      name: input.taal === 'EN' ? 'README.txt' : 'LEESMIJ.txt',
      bytes: enc.encode(readme(input.taal, input.naam, at, input.documents.length)),
    },
    ...(Object.keys(EXPORT_KINDS) as ExportKind[]).map((file) => ({
      name: file,
      bytes: enc.encode(`${JSON.stringify(toPlain(input.data[file]), null, 2)}\n`),
    })),
    ...input.documents.map((d) => ({ name: documentPath(d), bytes: d.inhoud })),
  ];
}

export function exportMail(taal: TaalVoorkeur, naam: string, link: string) {
  return taal === 'EN'
    ? {
        onderwerp: 'Your data is ready to download',
        tekst: `Hello ${naam},\n\nThe file with all your data in the IKV service is ready. Download it while logged in via this link (valid for 24 hours):\n\n${link}\n\nDid you not ask for this? Then change your password.\n`,
      }
    : {
        onderwerp: 'Uw gegevens staan klaar',
        tekst: `Beste ${naam},\n\nHet bestand met al uw gegevens in de IKV-service staat klaar. Download het, ingelogd, via deze link (24 uur geldig):\n\n${link}\n\nHeeft u hier niet om gevraagd? Wijzig dan uw wachtwoord.\n`,
      };
}
