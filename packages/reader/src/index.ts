// @ikv/reader: bytes in, figures with their places and meldingen out (docs/intake.md). No database,
// no HTTP, no secrets; the service's documents module keeps the job, the storage and the API.
export { readDocument } from './read-document.ts';
export { looksLikeIxbrl, looksLikeXbrl } from './xbrl/sniff.ts';
export {
  INTAKE_VELDEN,
  LEES_STATUSSEN,
  READER_VERSIE,
  type Controle,
  type GelezenBoekjaar,
  type IntakeVeld,
  type LeesBron,
  type LeesResultaat,
  type LeesStatus,
  type Melding,
  type Positie,
  type VeldWaarde,
} from './types.ts';
// the two stages of a text PDF's reading, timed apart by `pnpm bench:intake`
export { pdfPages } from './pdf-text.ts';
export { readAccounts } from './accounts.rules.ts';
// the reading a person gets of several readings of one document (the service's reading on, too)
export { chooseReading } from './looks.rules.ts';
