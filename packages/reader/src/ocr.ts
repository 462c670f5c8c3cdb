// Text recognition of scans and photos (API.md, Intake II; docs/intake.md "Scans and photos"): a PDF
// page is rendered with pdf.js onto a canvas (@napi-rs/canvas, a prebuilt binary from the npm registry),
// an image upload is decoded and scaled, and tesseract.js (WebAssembly) finds the words with their boxes,
// straightening a skewed page first. The Dutch and English traineddata come from npm packages
// (@tesseract.js-data/nld, @tesseract.js-data/eng) and are read from disk: nothing is fetched, nothing
// is cached to disk. One OCR worker at a time per process, ended after each document.
import { createHash, randomUUID } from 'node:crypto';
import { lstatSync, mkdirSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as CanvasModule from '@napi-rs/canvas';
import type * as TesseractModule from 'tesseract.js';
import type { PageText } from './layout.rules.ts';
import './node-polyfills.ts';
import { binarize } from './binarize.rules.ts';
import { eraseRulings } from './rulings.rules.ts';
import { type OcrLine, wordsToItems } from './ocr.rules.ts';

/** Pages are rendered at this resolution (dots per inch) for recognition. */
const DPI = 200;
/** A later look (read-ocr.ts) renders the page sharper: small digits get more pixels. */
const SHARP_DPI = 300;

/**
 * How OCR looks at a page: `EERSTE` as above; the later looks, where the first could not prove a
 * statement's figures, `SCHERP` (300 dpi; an image scaled to the largest side) and `ZWART_WIT` (as
 * sharp, in black and white judged locally: binarize.rules.ts).
 */
export type Blik = 'EERSTE' | 'SCHERP' | 'ZWART_WIT';
/** The longest side of an image given to OCR, in pixels (an A4 page at 300 dpi); larger ones are scaled down. */
const MAX_SIDE = 3508;
/** A smaller photo is scaled up to at least this long side (OCR needs letters of some 20 pixels). */
const MIN_SIDE = 1754;
/** An image upload is taken as a page this wide (A4, in points): a photo has no size of its own. */
const IMAGE_PAGE_WIDTH = 595;

// Loaded when a page is read, never bundled: the service's server only starts the reader's child
// process (read-bounded.ts), which runs these from the package itself.
const canvasModule = (): Promise<typeof CanvasModule> =>
  import(/* webpackIgnore: true */ /* turbopackIgnore: true */ '@napi-rs/canvas');
const tesseractModule = (): Promise<typeof TesseractModule> =>
  import(/* webpackIgnore: true */ /* turbopackIgnore: true */ 'tesseract.js');
/** The folder of a language's LSTM traineddata ("best_int", as tesseract.js uses by default) in its npm package. */
async function traineddataDir(lang: 'nld' | 'eng'): Promise<string> {
  // (loaded by name: the packages are CommonJS without types, `{code, gzip, langPath}`)
  const name = `@tesseract.js-data/${lang}`;
  const data = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ name)) as {
    default: { langPath: string };
  };
  return join(data.default.langPath, '..', '4.0.0_best_int');
}

type Worker = Awaited<ReturnType<typeof TesseractModule.createWorker>>;

/**
 * The folder tesseract.js reads both languages' traineddata from (it reads from one folder): links to
 * the two packages' files, no copy. One folder per installation, named by the files' paths, kept and
 * reused: a temporary folder per worker, removed once loaded, was left behind by every reading child
 * killed at its time bound while its engine started. Made afresh when gone (a cleaned /tmp); only a
 * folder of this user that no one else may write to is used, and each link is put in place atomically,
 * so processes starting at once, or anyone else, cannot hand the engine other files.
 */
export async function languageFolder(base = tmpdir()): Promise<string> {
  const files = await Promise.all(
    (['nld', 'eng'] as const).map(async (lang) => ({
      name: `${lang}.traineddata.gz`,
      target: join(await traineddataDir(lang), `${lang}.traineddata.gz`),
    })),
  );
  const id = createHash('sha256')
    .update(files.map((f) => f.target).join('\0'))
    .digest('hex')
    .slice(0, 16);
  const dir = join(base, `ikv-ocr-taal-${id}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid()) || (stat.mode & 0o022) !== 0)
    throw new Error(`OCR: ${dir} is not a folder of this user alone`);
  for (const { name, target } of files) {
    const link = join(dir, name);
    if (linkTarget(link) === target) continue;
    const fresh = `${link}.${randomUUID()}`;
    symlinkSync(target, fresh);
    renameSync(fresh, link);
  }
  return dir;
}

/** Where the link `path` points, or null when it is not a link (or not there). */
function linkTarget(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

/** A tesseract.js worker for Dutch and English, its traineddata read from the npm packages. */
async function createOcrWorker(): Promise<Worker> {
  const { createWorker, OEM } = await tesseractModule();
  const langPath = await languageFolder();
  return createWorker('nld+eng', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
}

/**
 * Ends an OCR worker: at once when it has started, else once it has (without waiting for that). The
 * end waits one turn of the event loop: a page given up while the worker was starting is handed to it
 * as it starts, and tesseract.js sends the page to a worker ended meanwhile with a rejection nobody can
 * catch (its `send` is async and not awaited), which ends the process.
 */
async function endWorker(worker: Promise<Worker>): Promise<void> {
  const ended = worker
    .then(async (w) => {
      await new Promise((turn) => setImmediate(turn));
      await w.terminate();
    })
    .catch(() => undefined);
  await Promise.race([ended, new Promise((r) => setTimeout(r, 1_000).unref())]);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` with an OCR worker, one at a time in this process: the worker is started at the first
 * page it recognises (a document without pages to read starts none) and ended afterwards.
 */
function withOcrWorker<T>(
  work: (recognize: (png: Uint8Array, until?: number) => Promise<OcrLine[] | 'TE_LAAT'>) => Promise<T>,
): Promise<T> {
  const run = async () => {
    let worker: Promise<Worker> | undefined;
    try {
      return await work(async (png, until) => {
        // no time left: no worker is started for a page that would be given up at once
        if (until !== undefined && until <= Date.now()) return 'TE_LAAT';
        const started = (worker ??= createOcrWorker());
        // past `until` the page is given up (the worker is ended below): an answer in time beats none.
        // The worker's start counts too: on a busy machine loading the OCR engine alone can outlast it
        const job = started.then((w) =>
          w.recognize(Buffer.from(png), { rotateAuto: true }, { blocks: true, text: false }),
        );
        job.catch(() => undefined); // a page given up may still fail once its worker is ended
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'TE_LAAT'>((done) => {
          if (until !== undefined) timer = setTimeout(() => done('TE_LAAT'), Math.max(0, until - Date.now()));
        });
        const r = await Promise.race([job, late]).finally(() => clearTimeout(timer));
        if (r === 'TE_LAAT') return r;
        const lines: OcrLine[] = [];
        for (const block of r.data.blocks ?? [])
          for (const par of block.paragraphs)
            for (const line of par.lines)
              lines.push({
                baseline: line.baseline,
                words: line.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox })),
              });
        return lines;
      });
    } finally {
      // ended without waiting for a start still under way (the answer goes first; the child exits after it)
      if (worker) await endWorker(worker);
    }
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/** Options under which pdf.js opens a document for rendering: as pdf-text.ts, plus a canvas. */
async function openForRendering(bytes: Uint8Array) {
  const { getDocumentProxy, createIsomorphicCanvasFactory } = await import('unpdf');
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasModule);
  return getDocumentProxy(new Uint8Array(bytes), {
    useWorkerFetch: false,
    useWasm: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    isOffscreenCanvasSupported: false,
    CanvasFactory,
  });
}

/** How a PDF's pages are read from their images. */
interface OcrPagesOptions {
  /** true ends the work early (a time budget): the pages not reached are counted in `gestopt` */
  stop: () => boolean;
  /** pages read only where they paint an image */
  alsAfbeelding?: ReadonlySet<number>;
  /** a page still being read at this time (ms since the epoch) is given up and counted in `gestopt` */
  until?: number;
  /** pages whose lines stand sideways: the quarter turns that set them upright */
  draai?: ReadonlyMap<number, number>;
  /** how the pages are looked at (`Blik`) */
  blik?: Blik;
}

/** Reads the given pages of a PDF from their images (`OcrPagesOptions`). */
export async function ocrPdfPages(
  bytes: Uint8Array,
  paginas: readonly number[],
  { stop, alsAfbeelding = new Set(), until, draai = new Map(), blik = 'EERSTE' }: OcrPagesOptions,
): Promise<{ pages: PageText[]; gestopt: number }> {
  if (paginas.length === 0) return { pages: [], gestopt: 0 };
  const doc = await openForRendering(bytes);
  const { OPS } = await (await import('unpdf')).getResolvedPDFJS();
  const images = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
  try {
    return await withOcrWorker(async (recognize) => {
      const pages: PageText[] = [];
      let gestopt = 0;
      for (const n of paginas) {
        if (stop()) {
          gestopt++;
          continue;
        }
        const page = await doc.getPage(n);
        if (alsAfbeelding.has(n) && !(await page.getOperatorList()).fnArray.some((fn) => images.has(fn))) continue;
        // a page whose lines stand sideways as displayed (/Rotate 90 on an upright page) is rendered
        // turned as its text layer says (pdf-text.ts `bestTurn`), so OCR reads its lines upright
        const rotation = (page.rotate + (draai.get(n) ?? 0)) % 360;
        const base = page.getViewport({ scale: 1, rotation });
        const scale = Math.min(
          (blik === 'EERSTE' ? DPI : SHARP_DPI) / 72,
          MAX_SIDE / Math.max(base.width, base.height),
        );
        const viewport = page.getViewport({ scale, rotation });
        const { createCanvas } = await canvasModule();
        const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
        const context = canvas.getContext('2d');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        // (@napi-rs/canvas stands in for the DOM canvas pdf.js is typed with)
        await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
        prepare(context, canvas.width, canvas.height, blik);
        const png = await canvas.encode('png');
        page.cleanup();
        const lines = await recognize(png, until);
        if (lines === 'TE_LAAT') {
          gestopt += paginas.length - paginas.indexOf(n);
          break;
        }
        pages.push({ pagina: n, breedte: base.width, hoogte: base.height, items: wordsToItems(lines, 1 / scale) });
      }
      return { pages, gestopt };
    });
  } finally {
    await doc.cleanup();
    await doc.loadingTask.destroy();
  }
}

/**
 * A canvas's pixels made ready for OCR: a table's rules painted over (rulings.rules.ts), and in the
 * black-and-white look turned to black and white (binarize.rules.ts).
 */
function prepare(context: CanvasModule.SKRSContext2D, width: number, height: number, blik: Blik): void {
  const image = context.getImageData(0, 0, width, height);
  eraseRulings(image.data, width, height);
  if (blik === 'ZWART_WIT') binarize(image.data, width, height);
  context.putImageData(image, 0, 0);
}

/**
 * Reads a JPEG or PNG upload as one page (taken as A4-wide; positions in that page's points). The
 * later looks scale it to the largest side OCR is given.
 */
export async function ocrImage(bytes: Uint8Array, until?: number, blik: Blik = 'EERSTE'): Promise<PageText> {
  const { createCanvas, loadImage } = await canvasModule();
  const image = await loadImage(Buffer.from(bytes));
  const long = Math.max(image.width, image.height);
  if (!(long > 0)) throw new Error('empty image');
  const scale = (blik === 'EERSTE' ? Math.min(MAX_SIDE, Math.max(MIN_SIDE, long)) : MAX_SIDE) / long;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  prepare(context, width, height, blik);
  const png = await canvas.encode('png');
  const ptPerPx = IMAGE_PAGE_WIDTH / width;
  const lines = await withOcrWorker((recognize) => recognize(png, until));
  if (lines === 'TE_LAAT') throw new Error('OCR over time');
  return { pagina: 1, breedte: IMAGE_PAGE_WIDTH, hoogte: height * ptPerPx, items: wordsToItems(lines, ptPerPx) };
}
