// A PDF whose pages have no usable text layer, and an image upload, read through OCR (API.md, Intake II:
// `bron: "OCR"`, GEEN_TEKST only where OCR finds nothing usable). The words OCR finds go to the same
// table reader and the same arithmetic proof as a text layer's: a misread digit breaks its sum, so the
// figure is missing, never wrong. The person is told the figures were read from an image.
import { balanceTotalYears, readAccounts, statementPages } from './accounts.rules.ts';
import { type PageText, toDisplayed } from './layout.rules.ts';
import { type Blik, ocrImage, ocrPdfPages } from './ocr.ts';
import { needsOcr, OCR_MELDING } from './ocr.rules.ts';
import { chooseReading, needsAnotherLook } from './looks.rules.ts';
import type { LeesResultaat, Melding } from './types.ts';

/** At most this many pages of one document are read by OCR (a scanned jaarrekening's statements come early). */
const MAX_OCR_PAGES = 20;
/** Without a deadline, OCR of one document stops starting new pages after this long. */
const OCR_BUDGET_MS = 20_000;

/** A page still being read this long after the last start is given up, so the reader answers in time. */
const HARD_STOP_MS = 5_000;
/** At most this many statement pages get another look (looks.rules.ts). */
const MAX_LOOK_AGAIN_PAGES = 3;
/**
 * The looks after the first, in this order, while time is left and no reading has proven its
 * statement (measured on the real set, docs/intake.md: sharper read a photo's digits, black and white
 * a noisy scan's; each read figures the others did not).
 */
const LATER_LOOKS: readonly Blik[] = ['SCHERP', 'ZWART_WIT'];

const OCR_DEELS = (gelezen: number, totaal: number): Melding => ({
  code: 'OCR_DEELS',
  nl: `Van de ${totaal} pagina's zonder bruikbare tekst zijn er ${gelezen} met tekstherkenning gelezen; de rest is overgeslagen.`,
  en: `Of the ${totaal} pages without usable text, ${gelezen} were read with text recognition; the rest were skipped.`,
});

const OCR_MISLUKT: Melding = {
  code: 'OCR_MISLUKT',
  nl: "De pagina's zonder bruikbare tekst konden niet als afbeelding worden gelezen.",
  en: 'The pages without usable text could not be read as images.',
};

const GEEN_TEKST: Melding = {
  code: 'GEEN_TEKST',
  nl: 'Het document heeft geen tekstlaag en tekstherkenning vond er geen leesbare tekst in; de cijfers zijn niet te lezen.',
  en: 'The document has no text layer and text recognition found no readable text in it; the figures cannot be read.',
};

/** Every page that needed OCR ran out of time: the scan was not read, which is not "no text". */
const OCR_TE_LAAT: Melding = {
  code: 'OCR_TE_LAAT',
  nl: 'Het lezen van de scan met tekstherkenning duurde te lang en is gestopt; de cijfers zijn niet gelezen. Vul ze zelf in, of upload het document later opnieuw.',
  en: 'Reading the scan with text recognition took too long and was stopped; the figures were not read. Enter them yourself, or upload the document again later.',
};

/** An image read with OCR in which no figures were found: said beside the reader's own reasons. */
const OCR_GEEN_CIJFERS: Melding = {
  code: 'OCR_GEEN_CIJFERS',
  nl: 'Dit document is met tekstherkenning uit een afbeelding gelezen en daarin zijn geen cijfers gevonden die kloppen. Een scherpere scan of het originele PDF-bestand lukt misschien wel; anders vul je de cijfers zelf in.',
  en: 'This document was read from an image with text recognition and no figures that add up were found in it. A sharper scan or the original PDF file may work; otherwise please enter the figures yourself.',
};

/** Marks a result whose figures come (partly) from pages read by OCR. */
function fromOcr(
  result: LeesResultaat,
  ocrPaginas: ReadonlySet<number>,
  extra: Melding[],
  nietsOpTijd: boolean,
  /** every page with text was read from its image (a scan, a photo): nothing came from a text layer */
  alleenOcr: boolean,
): LeesResultaat {
  if (result.status === 'GEEN_TEKST')
    return { ...result, meldingen: [nietsOpTijd ? OCR_TE_LAAT : GEEN_TEKST, ...extra] };
  const gebruikt = new Set<number>();
  for (const b of result.boekjaren)
    for (const v of Object.values(b.velden))
      if (v?.pagina !== undefined && ocrPaginas.has(v.pagina)) gebruikt.add(v.pagina);
  const meldingen = [...result.meldingen, ...extra];
  // no figure, but all the text read came from an image: that is the source, and the person is told
  // the image was read (a sharper scan or the original PDF may be read where this one was not)
  if (gebruikt.size === 0 && alleenOcr) return { ...result, bron: 'OCR', meldingen: [...meldingen, OCR_GEEN_CIJFERS] };
  if (gebruikt.size === 0) return { ...result, meldingen };
  return {
    ...result,
    bron: 'OCR',
    meldingen: [OCR_MELDING([...gebruikt].sort((a, b) => a - b)), ...meldingen],
  };
}

/** The pages of a PDF read from its text layer; pages whose layer is unusable read from their image. */
export async function readPdfPages(bytes: Uint8Array, pages: PageText[], deadline?: number): Promise<LeesResultaat> {
  const nodig = pages.filter((p) => needsOcr(p) !== false).map((p) => p.pagina);
  const alsAfbeelding = new Set(pages.filter((p) => needsOcr(p) === 'ALS_AFBEELDING').map((p) => p.pagina));
  if (nodig.length === 0) return displayed(readAccounts(pages), pages);
  const stopAt = deadline ?? Date.now() + OCR_BUDGET_MS;
  const rotations = new Map(pages.filter((p) => p.draai).map((p) => [p.pagina, p.draai!]));
  let gelezen: PageText[];
  let gestopt: number;
  try {
    ({ pages: gelezen, gestopt } = await ocrPdfPages(bytes, nodig.slice(0, MAX_OCR_PAGES), {
      stop: () => Date.now() > stopAt,
      alsAfbeelding,
      until: stopAt + HARD_STOP_MS,
      draai: rotations,
    }));
  } catch {
    // an image pdf.js cannot decode (JPX, say): the text layer is all there is
    return { ...readAccounts(pages), meldingen: [...readAccounts(pages).meldingen, OCR_MISLUKT] };
  }
  const byPage = new Map(gelezen.map((p) => [p.pagina, usable(p)]));
  const blank = await blankInBlackAndWhite(
    byPage,
    statementPages(mergeOcr(pages, byPage)).length > 0,
    stopAt,
    (paginas) =>
      ocrPdfPages(bytes, paginas, {
        stop: () => Date.now() > stopAt,
        until: stopAt + HARD_STOP_MS,
        draai: rotations,
        blik: 'ZWART_WIT',
      }),
  );
  const merged = mergeOcr(pages, byPage);
  const nietGelezen = nodig.length - Math.min(nodig.length, MAX_OCR_PAGES) + gestopt;
  const extra = nietGelezen > 0 ? [OCR_DEELS(nodig.length - nietGelezen, nodig.length)] : [];
  const alleenOcr = merged.every((p) => byPage.has(p.pagina) || p.items.length === 0);
  // (a page read in black and white is not looked at again: that was its later look)
  const again = statementPages(merged)
    .filter((n) => byPage.has(n) && !blank.gelezen.has(n))
    .slice(0, MAX_LOOK_AGAIN_PAGES);
  const result = await lookAgain(
    readAccounts(merged),
    again.length > 0,
    stopAt,
    async (blik) => {
      const later = await ocrPdfPages(bytes, again, {
        stop: () => Date.now() > stopAt,
        until: stopAt + HARD_STOP_MS,
        draai: rotations,
        blik,
      });
      return readAccounts(
        mergeOcr(pages, new Map([...byPage, ...later.pages.map((p) => [p.pagina, usable(p)] as const)])),
      );
    },
    balanceTotalYears(merged),
  );
  const read = displayed(
    fromOcr(result, new Set(byPage.keys()), extra, gestopt > 0 && gelezen.length === 0, alleenOcr),
    merged,
  );
  return gestopt > 0 || blank.tijdOp ? { ...read, tijdOp: true } : read;
}

/**
 * Where OCR found no statement at all, the pages it found no usable text on read once more in black
 * and white (into `byPage`), while time is left: a phone photo's grey background and light falling off
 * can leave the first look with nothing at all (the real set's photographed notes of a foundation,
 * docs/intake.md). Which pages it read, and whether time ran out before it could.
 */
export async function blankInBlackAndWhite(
  byPage: Map<number, PageText>,
  foundStatement: boolean,
  stopAt: number,
  readBlackAndWhite: (paginas: number[]) => Promise<{ pages: PageText[]; gestopt: number }>,
): Promise<{ gelezen: Set<number>; tijdOp: boolean }> {
  const none = { gelezen: new Set<number>(), tijdOp: false };
  if (foundStatement) return none;
  const blank = [...byPage.values()]
    .filter((p) => p.items.length === 0)
    .map((p) => p.pagina)
    .slice(0, MAX_LOOK_AGAIN_PAGES);
  if (blank.length === 0) return none;
  if (Date.now() >= stopAt) return { ...none, tijdOp: true };
  try {
    const bw = await readBlackAndWhite(blank);
    for (const p of bw.pages) byPage.set(p.pagina, usable(p));
    return { gelezen: new Set(bw.pages.map((p) => p.pagina)), tijdOp: bw.gestopt > 0 };
  } catch {
    return none; // the pages could not be read again: the first look stands
  }
}

/**
 * The first reading, or a better one from the later looks at the statement pages where it needs one
 * (looks.rules.ts `needsAnotherLook`): each look while time is left, until a reading needs no other.
 */
export async function lookAgain(
  first: LeesResultaat,
  hasStatement: boolean,
  stopAt: number,
  read: (blik: Blik) => Promise<LeesResultaat>,
  /** the years whose balance total the first look saw printed (accounts.rules.ts `balanceTotalYears`) */
  totalYears: ReadonlySet<number> = new Set(),
): Promise<LeesResultaat> {
  const readings: [LeesResultaat, ...LeesResultaat[]] = [first];
  if (!hasStatement) return first;
  let tijdOp = false;
  for (const blik of LATER_LOOKS) {
    if (!readings.every((r) => needsAnotherLook(r, totalYears))) break;
    if (Date.now() >= stopAt) {
      tijdOp = true;
      break;
    }
    try {
      readings.push(await read(blik));
    } catch {
      // out of time, or the image could not be read again: the readings so far stand
      tijdOp = Date.now() >= stopAt;
      break;
    }
  }
  const chosen = chooseReading(readings);
  return tijdOp ? { ...chosen, tijdOp } : chosen;
}

/** A page where OCR too found no usable text (noise, lines, a picture) is a page without text. */
function usable(page: PageText): PageText {
  return needsOcr(page) === true ? { ...page, items: [] } : page;
}

/** The pages with those read by OCR in place of their unusable text layers (turned pages keep their turn). */
function mergeOcr(pages: readonly PageText[], byPage: ReadonlyMap<number, PageText>): PageText[] {
  return pages.map((p) => {
    const ocr = byPage.get(p.pagina);
    return ocr ? { ...ocr, ...(p.naarWeergave ? { draai: p.draai, naarWeergave: p.naarWeergave } : {}) } : p;
  });
}

/** Each figure's place on a page read turned (pdf-text.ts `bestTurn`) given as it lies on the page as displayed. */
function displayed(result: LeesResultaat, pages: readonly PageText[]): LeesResultaat {
  const turned = new Map(pages.filter((p) => p.naarWeergave).map((p) => [p.pagina, p.naarWeergave!]));
  if (turned.size === 0) return result;
  return {
    ...result,
    boekjaren: result.boekjaren.map((b) => ({
      ...b,
      velden: Object.fromEntries(
        Object.entries(b.velden).map(([veld, v]) => {
          const m = v?.pagina !== undefined ? turned.get(v.pagina) : undefined;
          return [veld, m && v?.positie ? { ...v, positie: toDisplayed(v.positie, m) } : v];
        }),
      ),
    })),
  };
}

/** A JPEG or PNG upload: a scan or a photo of one page. */
export async function readImage(bytes: Uint8Array, deadline?: number): Promise<LeesResultaat> {
  const stopAt = deadline ?? Date.now() + OCR_BUDGET_MS;
  const first = usable(await ocrImage(bytes, stopAt + HARD_STOP_MS));
  const byPage = new Map([[first.pagina, first]]);
  const blank = await blankInBlackAndWhite(byPage, statementPages([first]).length > 0, stopAt, async () => {
    try {
      return { pages: [await ocrImage(bytes, stopAt + HARD_STOP_MS, 'ZWART_WIT')], gestopt: 0 };
    } catch {
      return { pages: [], gestopt: 1 }; // out of time: the image was read once already
    }
  });
  const page = byPage.get(first.pagina)!;
  const result = await lookAgain(
    readAccounts([page]),
    blank.gelezen.size === 0 && statementPages([page]).length > 0,
    stopAt,
    async (blik) => readAccounts([usable(await ocrImage(bytes, stopAt + HARD_STOP_MS, blik))]),
    balanceTotalYears([page]),
  );
  const read = fromOcr(result, new Set([page.pagina]), [], false, true);
  return blank.tijdOp ? { ...read, tijdOp: true } : read;
}
