// POST /ikv/voorcheck/documenten (API.md, Pre-check): 1–4 jaarrekeningen, aangiften or aanslagen
// (of a type the reader reads, judged by content) read in memory by the intake reader's bounded child process
// (docs/intake.md: time and memory bounds, nice 10), merged per year, and the pre-check run on them
// when three years are complete, with the same code as POST /ikv/voorcheck. Nothing is stored: no
// row (only the rate-limit counter per IP), no file, and no log line with the documents' content or
// figures. The bytes live in this request's memory and in the reader child's, and nowhere else.
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { documentTooLarge } from '../documents/documents.service.ts';
import { MAX_DOCUMENT_BYTES, sniffMime } from '../documents/documents.rules.ts';
import { bestandstypenTekst, GELEZEN_MIMES } from '../../shared/documenten.fields.ts';
import { readInChild } from '../documents/intake/intake.service.ts';
import type { LeesResultaat } from '@ikv/reader';
import { log } from '../../infra/observability/logger.ts';
import { observeDocumentReading } from '../../infra/observability/metrics.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import { IkvInvoerFout } from '../ikv-berekening/ikv.rules.ts';
import { peildatumOf } from '../../shared/peildatum.rules.ts';
import { mergeReadings, precheckInputFrom, type PrecheckKeuze } from './precheck-documents.rules.ts';
import { ZPrecheckInput } from './precheck.schema.ts';
import { rechtsvormVan } from './voorcheck.rules.ts';
import { voorcheckOp } from './voorcheck.service.ts';
import type { TVoorcheckDocumenten } from './precheck-documents.schema.ts';

export const MAX_VOORCHECK_BESTANDEN = 4;

export interface VoorcheckBestand {
  /** the name as the browser sent it (shown back as the figures' source only) */
  naam: string;
  bytes: Uint8Array;
}

/** The answer (precheck-documents.schema.ts, also the OpenAPI document's). */
export type VoorcheckDocumenten = TVoorcheckDocumenten;

/** The rate limit of the pre-check (the same bucket as POST /ikv/voorcheck), before any byte is read. */
export async function limitPrecheckDocuments(ctx: ServiceContext): Promise<void> {
  await consume(ctx, [['voorcheckIp', ctx.ip]]);
}

const bad = (message: string) =>
  new DomainError('VALIDATION_FAILED', 'De invoer is niet geldig.', { errors: [{ path: 'bestand', message }] });

/** Checks the files (count, size, type by content) before any of them is read. */
function checkVoorcheckBestanden(bestanden: readonly VoorcheckBestand[]): void {
  if (bestanden.length === 0) throw bad('voeg één tot vier bestanden toe in het veld bestand');
  if (bestanden.length > MAX_VOORCHECK_BESTANDEN) throw bad(`hoogstens ${MAX_VOORCHECK_BESTANDEN} bestanden tegelijk`);
  for (const b of bestanden) if (b.bytes.byteLength > MAX_DOCUMENT_BYTES) throw documentTooLarge();
  for (const b of bestanden) {
    const mime = sniffMime(b.bytes);
    if (!mime || !GELEZEN_MIMES.includes(mime)) {
      throw new DomainError(
        'DOCUMENT_TYPE_NOT_ALLOWED',
        `Alleen ${bestandstypenTekst('nl', 'en', true)} worden gelezen; de inhoud van een van de bestanden is geen daarvan (de bestandsnaam telt niet).`,
      );
    }
  }
}

/** The share and DGA salaries as POST /ikv/voorcheck checks them (400 naming the field). */
function checkKeuze(keuze: PrecheckKeuze): DomainError | null {
  const checked = ZPrecheckInput.pick({ aandeelPercentage: true, dgaSalarissen: true }).safeParse(keuze);
  if (checked.success) return null;
  return new DomainError('VALIDATION_FAILED', 'De invoer is niet geldig.', {
    errors: checked.error.issues.map((i) => ({ path: i.path.join('.') || 'aandeelPercentage', message: i.message })),
  });
}

/** A name fit to show back: the last path segment, no control characters, at most 120 characters. */
function shownName(naam: string, index: number): string {
  const base = (naam.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 120);
  return base || `document ${index + 1}`;
}

export async function precheckDocuments(
  ctx: ServiceContext,
  bestanden: readonly VoorcheckBestand[],
  rechtsvormInput?: string,
  keuze: PrecheckKeuze = {},
): Promise<VoorcheckDocumenten> {
  checkVoorcheckBestanden(bestanden);
  const rechtsvorm = rechtsvormInput?.trim() || 'EENMANSZAAK';
  if (!rechtsvormVan(rechtsvorm)) {
    throw new DomainError('VALIDATION_FAILED', 'De invoer is niet geldig.', {
      errors: [{ path: 'rechtsvorm', message: 'alleen eenmanszaak, vof, maatschap, cv, bv en nv' }],
    });
  }
  const keuzeFout = checkKeuze(keuze);
  if (keuzeFout) throw keuzeFout;
  const gelezen: { naam: string; result: LeesResultaat }[] = [];
  const namen = new Set<string>();
  // one at a time: each child has its own time and memory bound, and the machine's cores stay free
  for (const [i, b] of bestanden.entries()) {
    let naam = shownName(b.naam, i);
    if (namen.has(naam)) naam = `${naam} (${i + 1})`;
    namen.add(naam);
    const started = performance.now();
    const outcome = await readInChild(b.bytes, undefined, undefined, 'bounded');
    const result: LeesResultaat = outcome.ok ? outcome.result : { status: 'MISLUKT', boekjaren: [], meldingen: [] };
    observeDocumentReading(
      (performance.now() - started) / 1000,
      outcome.ok ? result.status : `MISLUKT_${outcome.reden}`,
    );
    gelezen.push({ naam, result });
  }
  // counts and outcomes only: never a name, a line, a figure or a byte of the documents
  log().info(
    {
      bestanden: gelezen.length,
      statussen: gelezen.map((g) => g.result.status),
      jaren: gelezen.reduce((n, g) => n + g.result.boekjaren.length, 0),
    },
    'ikv.precheckDocuments: documents read in memory, not stored',
  );
  const { boekjaren, meldingen } = mergeReadings(gelezen);
  const out: VoorcheckDocumenten = {
    bestanden: gelezen.map(({ naam, result }) => ({
      naam,
      status: result.status,
      ...(result.bron ? { bron: result.bron } : {}),
    })),
    boekjaren,
    meldingen,
  };
  const { input, meldingen: compleet } = precheckInputFrom(boekjaren, rechtsvorm, keuze);
  out.meldingen.push(...compleet);
  if (!input) return out;
  try {
    out.voorcheck = voorcheckOp(input, peildatumOf(ctx.clock.now()));
  } catch (e) {
    // figures that the IKV rules refuse (e.g. an inconsistent balance sheet): said, not a failure
    if (!(e instanceof DomainError) || e.status !== 422) throw e;
    const fout = e.cause instanceof IkvInvoerFout ? e.cause : null;
    out.meldingen.push({ code: e.code, nl: e.message, en: fout?.en ?? e.message });
  }
  return out;
}
