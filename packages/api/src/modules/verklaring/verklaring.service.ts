// The issued statement (API.md, Trust): the issuing gate, issuing inside the AFGEROND transaction,
// withdrawal, and what a request shows of documents, checks and its statement.
import { randomBytes } from 'node:crypto';
import type { Tx } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { appUrl } from '../../infra/app-url.ts';
import { sealVerklaringPdf } from '../../infra/document-crypto.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { sealPdf } from '../../infra/verklaring-seal.ts';
import { signJson } from '../../infra/verklaring-signing.ts';
import { amsterdamYear } from '../../shared/amsterdam-time.ts';
import type { TAanvraagVolledig } from '../aanvragen/aanvraag.schema.ts';
import { wijzigingenSindsBerekening } from '../ikv/ikv-invoer.ts';
import type { TIkvResultaat } from '../ikv-berekening/ikv-resultaat.schema.ts';
import { buildReportViewModel } from '../ikv/report/ikv-report.view-model.ts';
import { renderIkvReport } from '../ikv/report/render-ikv-report.ts';
import { reportInputOf } from '../ikv/report/report-input.ts';
import { checkVerklaringGereed, type GereedFout } from '../aanvragen/verklaring-gereed.rules.ts';
import { isOpen } from '../aanvraag-regels/aanvraag-status.rules.ts';
import {
  findControles,
  findDocumentenMeta,
  findGereedData,
  findMemberEigendom,
  findUserNaam,
  findVerklaringOfAanvraag,
  insertVerklaring,
  lockAndFindLastNummer,
} from './verklaring.repository.ts';
import { toAanvraagDocument, toControle, toVerklaringInfo, type VerklaringPayload } from './verklaring.mapping.ts';
import { computeGeldigTot, formatVerklaringNummer, volgnummerVan } from './verklaring.rules.ts';
import { attachJson, qrPng, sha256Hex } from './verklaring-pdf.ts';
import { queueVerklaringUitgegeven } from '../webhook-outbox/webhook-outbox.ts';

type Db = AuthedContext['db'];

/** What is still missing before the statement can be issued (empty: ready). */
export async function gereedFouten(db: Db | Tx, aanvraagId: string, now: Date): Promise<GereedFout[]> {
  const data = await findGereedData(db, aanvraagId);
  if (!data) return [];
  const member = await findMemberEigendom(db, data.companyId, data.ondernemerId);
  const laatste = data.ikvResultaten[0];
  const resultaat = laatste?.resultaat as TIkvResultaat | undefined;
  // current or not: the calculation's own normalised input against today's (ikv-actueel.rules.ts)
  const wijzigingen = laatste
    ? await wijzigingenSindsBerekening(
        db,
        aanvraagId,
        { invoer: laatste.invoer, regelsVersie: laatste.regelsVersie },
        now,
      )
    : [];
  return checkVerklaringGereed({
    verklaringType: data.verklaringType,
    eigendom: member?.eigendomStatus ?? null,
    identiteitVastgesteld: data.ondernemer.identiteitVastgesteldOp !== null,
    berekening: laatste ? { wijzigingen, gebruikteJaren: (resultaat?.jaren ?? []).map((j) => j.jaar) } : null,
    controles: data.controles.map((c) => ({ jaar: c.jaar, akkoord: c.akkoord, vervallen: c.vervallenOp !== null })),
  });
}

/** The Trust part of AanvraagVolledig: documents, checks, the statement and (open IKV requests) the gate's list. */
export async function loadTrustExtras(
  ctx: AuthedContext,
  row: {
    id: string;
    companyId: string;
    status: TAanvraagVolledig['status'];
    verklaringType: TAanvraagVolledig['verklaringType'];
  },
): Promise<Pick<TAanvraagVolledig, 'documenten' | 'controles' | 'verklaring' | 'verklaringGereed'>> {
  const [documenten, controles, verklaring, gereed] = await Promise.all([
    findDocumentenMeta(ctx.db, row.companyId),
    findControles(ctx.db, row.id),
    findVerklaringOfAanvraag(ctx.db, row.id),
    row.verklaringType === 'IKV' && isOpen(row.status)
      ? gereedFouten(ctx.db, row.id, ctx.clock.now())
      : Promise.resolve([]),
  ]);
  return {
    documenten: documenten.map(toAanvraagDocument),
    controles: controles.map(toControle),
    verklaring: verklaring ? toVerklaringInfo(verklaring, ctx.clock.now()) : null,
    verklaringGereed: gereed,
  };
}

const verificatieUrl = (code: string) => `${appUrl()}/verificatie/${encodeURIComponent(code)}`;

type GereedData = NonNullable<Awaited<ReturnType<typeof findGereedData>>>;
type IkvRegel = GereedData['ikvResultaten'][number];
type Berekening = NonNullable<TAanvraagVolledig['ikvResultaat']>;

/** The gate: throws 409 VERKLARING_NIET_GEREED (one entry per missing piece), or when there is no calculation or already a statement. */
async function gereedVoorUitgifte(
  tx: Tx,
  ctx: AuthedContext,
  full: TAanvraagVolledig,
): Promise<{ data: GereedData; laatste: IkvRegel; resultaat: Berekening }> {
  const fouten = await gereedFouten(tx, full.id, ctx.clock.now());
  if (fouten.length > 0) {
    throw new DomainError(
      'VERKLARING_NIET_GEREED',
      `De verklaring kan nog niet worden uitgegeven: ${fouten.map((f) => f.nl).join(' ')}`,
      {
        errors: fouten.map((f) => ({ path: f.path, message: f.nl })),
      },
    );
  }
  const data = await findGereedData(tx, full.id);
  const laatste = data?.ikvResultaten[0];
  if (!data || !laatste || !full.ikvResultaat)
    throw new DomainError('IKV_RESULT_NOT_FOUND', 'Voor deze aanvraag is nog geen IKV berekend.');
  if (data.verklaring)
    throw new DomainError('ILLEGAL_TRANSITION', 'Voor deze aanvraag is al een verklaring uitgegeven.');
  return { data, laatste, resultaat: full.ikvResultaat };
}

/** The next number of the year: locks the year's numbering for the rest of the transaction. */
async function volgendVerklaringNummer(tx: Tx, now: Date): Promise<string> {
  const jaar = amsterdamYear(now);
  const last = await lockAndFindLastNummer(tx, jaar);
  return formatVerklaringNummer(jaar, (last ? (volgnummerVan(last, jaar) ?? 0) : 0) + 1);
}

/** What the statement says; every figure the PDF shows per year (API.md, Trust III), so the embedded JSON alone tells what was issued. */
function verklaringStatement(
  data: GereedData,
  laatste: IkvRegel,
  resultaat: Berekening,
  uitgifte: { nummer: string; code: string; now: Date; geldigTot: string; adviseurNaam: string },
): Omit<VerklaringPayload, 'pdfSha256'> {
  return {
    nummer: uitgifte.nummer,
    code: uitgifte.code,
    kvkNummer: data.company.kvkNummer,
    bedrijfsnaam: data.company.naamOverride ?? data.company.naam,
    ondernemer: { voornaam: data.ondernemer.voornaam, achternaam: data.ondernemer.achternaam },
    toetsinkomen: laatste.toetsinkomen === null ? null : laatste.toetsinkomen.toNumber(),
    regelsVersie: laatste.regelsVersie,
    uitgegevenOp: uitgifte.now.toISOString(),
    geldigTot: uitgifte.geldigTot,
    adviseur: { naam: uitgifte.adviseurNaam },
    jaren: resultaat.jaren.map((j) => ({
      jaar: j.jaar,
      fiscaleWinst: j.fiscaleWinst,
      winstaandeel: j.winstaandeel,
      solvabiliteitPct: j.solvabiliteitPct,
      liquiditeit: j.liquiditeit,
    })),
  };
}

/** The verklaring.json attachment: the statement, its JWS and where to check it. */
function verklaringBijlage(
  statement: Omit<VerklaringPayload, 'pdfSha256'>,
  inner: { jws: string; kid: string },
  url: string,
): string {
  return JSON.stringify(
    {
      verklaring: statement,
      jws: inner.jws,
      kid: inner.kid,
      jwks: `${appUrl()}/.well-known/jwks.json`,
      verificatie: url,
      toelichting:
        'jws is de compacte JWS over "verklaring". Het pdf-bestand zelf is verzegeld met een pdf-handtekening (PAdES) over het hele bestand, deze bijlage inbegrepen; het CA-certificaat staat op /.well-known/ikv-ca.pem. De SHA-256 van het verzegelde bestand (pdfSha256) staat, met een JWS over alle velden, op de verificatiepagina.',
      ca: `${appUrl()}/.well-known/ikv-ca.pem`,
    },
    null,
    2,
  );
}

/**
 * 1. the visible PDF (no CONCEPT mark, number, adviser, dates, QR), 2. the signed statement attached as
 * verklaring.json, 3. the seal: a PDF signature over the whole file, QR and attachment included
 * (API.md, Trust III).
 */
async function verzegeldeVerklaringPdf(
  full: TAanvraagVolledig,
  resultaat: Berekening,
  statement: Omit<VerklaringPayload, 'pdfSha256'>,
  uitgifte: { now: Date; url: string; adviseurNaam: string; opmerking: string | null },
): Promise<Uint8Array> {
  const { now, url, adviseurNaam, opmerking } = uitgifte;
  const input = reportInputOf({ ...full, status: 'AFGEROND' }, resultaat, 'nl', now);
  if (opmerking) input.conclusie = { tekst: opmerking, door: adviseurNaam, op: now.toISOString() };
  input.uitgifte = {
    nummer: statement.nummer,
    adviseur: adviseurNaam,
    uitgegevenOp: now,
    geldigTot: statement.geldigTot,
    verificatieUrl: url,
    qrPng: await qrPng(url),
  };
  const visual = await renderIkvReport(buildReportViewModel(input));
  const inner = await signJson(statement);
  const unsealed = await attachJson(visual, 'verklaring.json', verklaringBijlage(statement, inner, url), now);
  return sealPdf(unsealed, {
    signingTime: now,
    reason: `Inkomensverklaring ${statement.nummer} uitgegeven door ${adviseurNaam}`,
    location: appUrl(),
  });
}

/**
 * The gate, then the statement, inside the transaction that moves the request to AFGEROND: number,
 * code, final PDF (rendered once, verklaring.json attached, sealed), its SHA-256, geldigTot and the JWS. A
 * missing piece throws 409 VERKLARING_NIET_GEREED with one entry per piece (rolling everything back).
 * `full` is the request as it was read before the change; `opmerking` the remark of this change.
 */
export async function issueVerklaringInTx(
  tx: Tx,
  ctx: AuthedContext,
  full: TAanvraagVolledig,
  opmerking: string | null,
): Promise<{ nummer: string; toetsinkomen: number | null; geldigTot: string } | null> {
  if (full.verklaringType !== 'IKV') return null; // an orientation is no statement: no gate, nothing issued
  const { data, laatste, resultaat } = await gereedVoorUitgifte(tx, ctx, full);
  const adviseur = await findUserNaam(tx, ctx.actor.userId);
  const adviseurNaam = adviseur ? `${adviseur.voornaam} ${adviseur.achternaam}` : 'Adviseur';

  const now = ctx.clock.now();
  const nummer = await volgendVerklaringNummer(tx, now);
  const code = randomBytes(16).toString('base64url'); // 128 random bits
  const geldigTot = computeGeldigTot(now);
  const url = verificatieUrl(code);
  const statement = verklaringStatement(data, laatste, resultaat, { nummer, code, now, geldigTot, adviseurNaam });

  // 4. the SHA-256 of the final, sealed bytes, 5. the JWS over everything
  const pdf = await verzegeldeVerklaringPdf(full, resultaat, statement, { now, url, adviseurNaam, opmerking });
  const pdfSha256 = sha256Hex(pdf);
  const payload: VerklaringPayload = { ...statement, pdfSha256 };
  const signed = await signJson(payload);

  const gebruikt = new Set(((laatste.resultaat as TIkvResultaat).jaren ?? []).map((j) => j.jaar));
  const documentIds = [...new Set(data.controles.filter((c) => gebruikt.has(c.jaar)).flatMap((c) => c.documentIds))];
  await insertVerklaring(tx, {
    aanvraagId: full.id,
    nummer,
    code,
    ikvResultId: laatste.id,
    toetsinkomen: statement.toetsinkomen,
    regelsVersie: statement.regelsVersie,
    uitgegevenOp: now,
    geldigTot: new Date(`${geldigTot}T00:00:00Z`),
    adviseurId: ctx.actor.userId,
    adviseurNaam,
    payload: payload as unknown as object,
    jws: signed.jws,
    kid: signed.kid,
    ...sealVerklaringPdf(pdf),
    pdfSha256,
    documentIds,
    status: 'GELDIG',
  });
  await queueVerklaringUitgegeven(
    tx,
    {
      aanvraagId: full.id,
      nummer,
      code,
      toetsinkomen: statement.toetsinkomen,
      geldigTot,
    },
    now,
  );
  return { nummer, toetsinkomen: statement.toetsinkomen, geldigTot };
}
