// Makes the derived documents of the real set (docs/intake.md, "Real documents") from the sources
// fetched into one folder: the iXBRL accounts printed to PDF with headless Chromium, the scans (pages
// rendered, greyscale, turned, noise, JPEG 55, an image-only PDF), the phone photos (perspective on a
// dark table, light falling off, blur, sensor noise; JPEG, PNG or an image-only PDF) and the page given
// /Rotate 90, each as its entry's `opmerking` in test/real/manifest.json says.
// Usage: pnpm --filter @ikv/reader intake:real:derive [--chromium=<path>] <folder> [naam …]
// The folder must already hold the documents taken verbatim from their repositories (each under its
// `naam`). The noise is drawn from a generator seeded by the document's name and pdf-lib writes no date,
// so the scans, photos and the turned page come out as the same bytes on every run with the same
// packages; Chromium's print carries the time it was made (its pixels do not). None of them are the
// bytes the truth was checked on (the set's own noise and prints are not reproducible), so
// `intake:real --herbouwd` scores them and marks each as rebuilt. Nothing here reads a figure.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Canvas, createCanvas, type Image, type ImageData, loadImage } from '@napi-rs/canvas';
import { degrees as pdfDegrees, PDFDocument } from 'pdf-lib';
import '../src/node-polyfills.ts';
import { realDirFromEnvironment } from '../test/real/score-real.ts';

type Scan = { soort: 'SCAN'; bron: string; paginas?: number[]; dpi: number; graden: number[] };
type Foto = { soort: 'FOTO'; bron: string; pagina: number; uit: 'jpg' | 'png' | 'pdf' };
type Print = { soort: 'PRINT'; html: string };
type Rotate = { soort: 'ROTATE'; bron: string; pagina: number };
type Recept = Scan | Foto | Print | Rotate;

const BB = 'nl-stichting-buitenbeesten-2016.pdf';
const CURENA = 'nl-stichting-curena-balans-2013.pdf';
const KASBOEK = 'nl-stichting-curena-kasboek-2013.pdf';
const UA23 = 'nl-stichting-ua-jaarrekening-2023-scan.pdf';
const UA22 = 'nl-stichting-ua-publicatiestukken-2022-scan.pdf';
/** The South African filing as printed: an intermediate, not itself in the set. */
const ZA_PRINT = 'za-cipc-ifrs-2019-rendered.pdf';

/** In order: a recipe may use what an earlier one made. */
const RECEPTEN: [string, Recept][] = [
  ['uk-ch-micro-2017-rendered.pdf', { soort: 'PRINT', html: 'uk-ch-micro-2017-ixbrl.html' }],
  ['uk-ch-micro-2017-community-rendered.pdf', { soort: 'PRINT', html: 'uk-ch-micro-2017-community-ixbrl.html' }],
  ['uk-ch-small-2019-rendered.pdf', { soort: 'PRINT', html: 'uk-ch-small-2019-ixbrl.html' }],
  // the iXBRL of these two is not in the set: fetch tests/test_accounts/account_4.html and account_6.xhtml
  // of kanedata/ixbrl-parse (commit as in the manifest) under these names
  ['uk-ch-abridged-2018-rendered.pdf', { soort: 'PRINT', html: 'uk-ch-abridged-2018-ixbrl.html' }],
  ['uk-ch-micro-2022-rendered.pdf', { soort: 'PRINT', html: 'uk-ch-micro-2022-ixbrl.xhtml' }],
  [ZA_PRINT, { soort: 'PRINT', html: 'za-cipc-ifrs-2019-ixbrl.xhtml' }],
  ['nl-stichting-buitenbeesten-2016-rotate90.pdf', { soort: 'ROTATE', bron: BB, pagina: 1 }],
  ['nl-stichting-buitenbeesten-2016-scan200.pdf', { soort: 'SCAN', bron: BB, dpi: 200, graden: [1.2, -0.7] }],
  ['nl-stichting-curena-balans-2013-scan300.pdf', { soort: 'SCAN', bron: CURENA, dpi: 300, graden: [-0.7] }],
  ['nl-stichting-curena-kasboek-2013-scan150.pdf', { soort: 'SCAN', bron: KASBOEK, dpi: 150, graden: [0.5] }],
  [
    'nl-stichting-ua-jaarrekening-2023-rescan.pdf',
    { soort: 'SCAN', bron: UA23, paginas: [7, 8, 9], dpi: 150, graden: [2.5, -1.5] },
  ],
  ['nl-stichting-ua-publicatiestukken-2022-rescan.pdf', { soort: 'SCAN', bron: UA22, dpi: 200, graden: [-2.2, 1.3] }],
  [
    'uk-ch-abridged-2018-scan150.pdf',
    {
      soort: 'SCAN',
      bron: 'uk-ch-abridged-2018-rendered.pdf',
      paginas: [1, 2, 3, 4, 5, 6, 7, 8],
      dpi: 150,
      graden: [2, -1.2],
    },
  ],
  [
    'uk-ch-micro-2017-community-scan150.pdf',
    { soort: 'SCAN', bron: 'uk-ch-micro-2017-community-rendered.pdf', dpi: 150, graden: [-1.5, 0.9] },
  ],
  [
    'uk-ch-micro-2017-scan300.pdf',
    { soort: 'SCAN', bron: 'uk-ch-micro-2017-rendered.pdf', dpi: 300, graden: [3, -1.8] },
  ],
  [
    'uk-ch-micro-2022-scan200.pdf',
    { soort: 'SCAN', bron: 'uk-ch-micro-2022-rendered.pdf', dpi: 200, graden: [0.8, -0.5] },
  ],
  [
    'uk-ch-small-2019-scan200.pdf',
    {
      soort: 'SCAN',
      bron: 'uk-ch-small-2019-rendered.pdf',
      paginas: [1, 2, 3, 4, 5, 6, 7],
      dpi: 200,
      graden: [1.6, -1],
    },
  ],
  ['nl-stichting-buitenbeesten-2016-foto.jpg', { soort: 'FOTO', bron: BB, pagina: 1, uit: 'jpg' }],
  ['nl-stichting-curena-balans-2013-foto.pdf', { soort: 'FOTO', bron: CURENA, pagina: 1, uit: 'pdf' }],
  ['nl-stichting-curena-balans-2013-foto.png', { soort: 'FOTO', bron: CURENA, pagina: 1, uit: 'png' }],
  ['nl-stichting-curena-kasboek-2013-foto.jpg', { soort: 'FOTO', bron: KASBOEK, pagina: 1, uit: 'jpg' }],
  ['nl-stichting-ua-jaarrekening-2023-foto.jpg', { soort: 'FOTO', bron: UA23, pagina: 8, uit: 'jpg' }],
  ['nl-stichting-ua-jaarrekening-2023-foto.pdf', { soort: 'FOTO', bron: UA23, pagina: 8, uit: 'pdf' }],
  ['nl-stichting-ua-publicatiestukken-2022-foto.jpg', { soort: 'FOTO', bron: UA22, pagina: 1, uit: 'jpg' }],
  ['uk-ch-abridged-2018-foto.jpg', { soort: 'FOTO', bron: 'uk-ch-abridged-2018-rendered.pdf', pagina: 7, uit: 'jpg' }],
  [
    'uk-ch-micro-2017-community-foto.jpg',
    { soort: 'FOTO', bron: 'uk-ch-micro-2017-community-rendered.pdf', pagina: 2, uit: 'jpg' },
  ],
  ['uk-ch-micro-2017-foto.jpg', { soort: 'FOTO', bron: 'uk-ch-micro-2017-rendered.pdf', pagina: 2, uit: 'jpg' }],
  ['uk-ch-micro-2022-foto.pdf', { soort: 'FOTO', bron: 'uk-ch-micro-2022-rendered.pdf', pagina: 7, uit: 'pdf' }],
  ['uk-ch-small-2019-foto.png', { soort: 'FOTO', bron: 'uk-ch-small-2019-rendered.pdf', pagina: 5, uit: 'png' }],
  ['za-cipc-ifrs-2019-foto.jpg', { soort: 'FOTO', bron: ZA_PRINT, pagina: 14, uit: 'jpg' }],
];

/** A small seeded generator (mulberry32): the same name gives the same noise. */
function random(naam: string): () => number {
  let a = createHash('sha256').update(naam).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Normally distributed (Box–Muller). */
const gauss = (rnd: () => number) => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

/** The pages of a PDF, each rendered at `dpi` onto white. */
async function render(pdf: Uint8Array, dpi: number, paginas?: number[]): Promise<Image[]> {
  const { renderPageAsImage, getDocumentProxy } = await import('unpdf');
  const aantal = (await getDocumentProxy(new Uint8Array(pdf))).numPages;
  const images: Image[] = [];
  for (const n of paginas ?? Array.from({ length: aantal }, (_, i) => i + 1)) {
    if (n > aantal) throw new Error(`page ${n} of ${aantal}`);
    const png = await renderPageAsImage(new Uint8Array(pdf), n, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: dpi / 72,
    });
    const image = await loadImage(Buffer.from(png));
    // pdf.js leaves the background transparent where the page paints nothing
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, image.width, image.height);
    ctx.drawImage(image, 0, 0);
    images.push(await loadImage(await canvas.encode('png')));
  }
  return images;
}

/** A page fed through a scanner: greyscale, turned `graden`, Gaussian noise; JPEG quality 55. */
async function scanPage(image: Image, graden: number, rnd: () => number): Promise<Buffer> {
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, image.width, image.height);
  ctx.translate(image.width / 2, image.height / 2);
  ctx.rotate((graden * Math.PI) / 180);
  ctx.drawImage(image, -image.width / 2, -image.height / 2);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height);
  const d = data.data;
  for (let i = 0; i < d.length; i += 4) {
    const grijs = clamp(0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]! + 9 * gauss(rnd));
    d[i] = d[i + 1] = d[i + 2] = grijs;
  }
  ctx.putImageData(data, 0, 0);
  return canvas.encode('jpeg', 55);
}

/** The page point under each photo pixel: the inverse of the map of the unit square onto `quad`. */
function inverse(quad: number[]): (x: number, y: number) => [number, number] {
  const inv = invert3(matrixOf(quad));
  return (x, y) => {
    const w = inv[6] * x + inv[7] * y + inv[8];
    return [(inv[0] * x + inv[1] * y + inv[2]) / w, (inv[3] * x + inv[4] * y + inv[5]) / w];
  };
}

type M3 = [number, number, number, number, number, number, number, number, number];

/** The projective map of the unit square's corners onto `q` (x0,y0 … x3,y3: tl, tr, br, bl), row-major. */
function matrixOf(q: number[]): M3 {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = q as [number, number, number, number, number, number, number, number];
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

function invert3(m: M3): M3 {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

/** A page photographed with a phone: on a dark table, in perspective, light falling off, blurred, noisy. */
async function photoPage(image: Image, rnd: () => number): Promise<Canvas> {
  const src = (() => {
    const c = createCanvas(image.width, image.height);
    const ctx = c.getContext('2d');
    ctx.drawImage(image, 0, 0);
    return ctx.getImageData(0, 0, image.width, image.height);
  })();
  const W = Math.round(image.width * 1.16);
  const H = Math.round(image.height * 1.12);
  const jitter = () => (rnd() - 0.5) * 0.03;
  // the sheet's corners in the photo: the top edge further from the lens (narrower), a slight turn
  const quad = [
    W * (0.09 + jitter()),
    H * (0.05 + jitter()),
    W * (0.93 + jitter()),
    H * (0.04 + jitter()),
    W * (0.97 + jitter()),
    H * (0.96 + jitter()),
    W * (0.04 + jitter()),
    H * (0.95 + jitter()),
  ];
  const back = inverse(quad);
  const out = new Uint8ClampedArray(W * H * 4);
  const lightX = W * (0.3 + 0.4 * rnd());
  const lightY = H * (0.2 + 0.3 * rnd());
  const reach = Math.hypot(W, H);
  const s = src.data;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 4;
      const [u, v] = back(x + 0.5, y + 0.5);
      const light = 1 - 0.45 * (Math.hypot(x - lightX, y - lightY) / reach) ** 1.5;
      let r: number;
      let g: number;
      let b: number;
      if (u >= 0 && u < 1 && v >= 0 && v < 1) {
        // bilinear sample of the page
        const px = u * (image.width - 1);
        const py = v * (image.height - 1);
        const ix = Math.floor(px);
        const iy = Math.floor(py);
        const fx = px - ix;
        const fy = py - iy;
        const at = (xx: number, yy: number, k: number) =>
          s[(Math.min(yy, image.height - 1) * image.width + Math.min(xx, image.width - 1)) * 4 + k]!;
        const lerp = (k: number) =>
          (at(ix, iy, k) * (1 - fx) + at(ix + 1, iy, k) * fx) * (1 - fy) +
          (at(ix, iy + 1, k) * (1 - fx) + at(ix + 1, iy + 1, k) * fx) * fy;
        // paper under warm indoor light
        r = lerp(0) * 0.97;
        g = lerp(1) * 0.94;
        b = lerp(2) * 0.86;
      } else {
        // the table: dark wood
        r = 70 + 12 * Math.sin(y / 37);
        g = 52 + 8 * Math.sin(y / 37);
        b = 40;
      }
      out[o] = r * light;
      out[o + 1] = g * light;
      out[o + 2] = b * light;
      out[o + 3] = 255;
    }
  }
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  const data = ctx.createImageData(W, H) as ImageData;
  data.data.set(blurredWithNoise(out, W, H, rnd));
  ctx.putImageData(data, 0, 0);
  return canvas;
}

/** A phone's focus and sensor: a 3×3 box blur over the RGBA pixels, then noise. */
function blurredWithNoise(out: Uint8ClampedArray, W: number, H: number, rnd: () => number): Uint8ClampedArray {
  const blurred = new Uint8ClampedArray(out.length);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      for (let k = 0; k < 3; k++) {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const xx = Math.min(W - 1, Math.max(0, x + dx));
            const yy = Math.min(H - 1, Math.max(0, y + dy));
            sum += out[(yy * W + xx) * 4 + k]!;
          }
        blurred[(y * W + x) * 4 + k] = sum / 9 + 6 * gauss(rnd);
      }
      blurred[(y * W + x) * 4 + 3] = 255;
    }
  }
  return blurred;
}

/** Image-only PDF: each JPEG as the whole of one page, the page as large as the image at `dpi`. */
async function imagePdf(jpegs: Buffer[], dpi: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (const jpeg of jpegs) {
    const image = await doc.embedJpg(jpeg);
    const w = (image.width * 72) / dpi;
    const h = (image.height * 72) / dpi;
    doc.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h });
  }
  return doc.save();
}

/** Prints an (X)HTML file to PDF with headless Chromium (`--chromium=<path>`, else Debian's chromium). */
function print(html: string, pdf: string): void {
  const tmp = mkdtempSync(join(tmpdir(), 'ikv-print-'));
  try {
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        `--user-data-dir=${tmp}`,
        `--print-to-pdf=${pdf}`,
        `file://${html}`,
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function make(dir: string, naam: string, r: Recept): Promise<void> {
  const uit = join(dir, naam);
  const rnd = random(naam);
  const bytes = (n: string) => new Uint8Array(readFileSync(join(dir, n)));
  switch (r.soort) {
    case 'PRINT':
      return print(join(dir, r.html), uit);
    case 'ROTATE': {
      const doc = await PDFDocument.load(bytes(r.bron), { updateMetadata: false });
      const page = doc.getPage(r.pagina - 1);
      page.setRotation(pdfDegrees((page.getRotation().angle + 90) % 360));
      return writeFileSync(uit, await doc.save({ useObjectStreams: false }));
    }
    case 'SCAN': {
      const pages = await render(bytes(r.bron), r.dpi, r.paginas);
      const jpegs: Buffer[] = [];
      for (const [i, page] of pages.entries()) jpegs.push(await scanPage(page, r.graden[i % r.graden.length]!, rnd));
      return writeFileSync(uit, await imagePdf(jpegs, r.dpi));
    }
    case 'FOTO': {
      const [page] = await render(bytes(r.bron), 150, [r.pagina]);
      const canvas = await photoPage(page!, rnd);
      if (r.uit === 'png') return writeFileSync(uit, await canvas.encode('png'));
      const jpeg = await canvas.encode('jpeg', 80);
      if (r.uit === 'jpg') return writeFileSync(uit, jpeg);
      return writeFileSync(uit, await imagePdf([jpeg], 150));
    }
  }
}

const args = process.argv.slice(2);
const chromium = args.find((a) => a.startsWith('--chromium='))?.slice('--chromium='.length) ?? '/usr/bin/chromium';
const [folder, ...alleen] = args.filter((a) => !a.startsWith('--'));
const dirArg = folder ?? realDirFromEnvironment();
if (!dirArg) {
  console.error(
    'Usage: pnpm --filter @ikv/reader intake:real:derive [--chromium=<path>] <folder with the fetched documents> [naam …]',
  );
  process.exit(2);
}
const dir = resolve(dirArg);
for (const [naam, recept] of RECEPTEN) {
  if (alleen.length > 0 && !alleen.includes(naam)) continue;
  const bronnen = recept.soort === 'PRINT' ? [recept.html] : [recept.bron];
  const ontbreekt = bronnen.filter((b) => !existsSync(join(dir, b)));
  if (ontbreekt.length > 0) {
    console.info(`- ${naam}: skipped, ${ontbreekt.join(', ')} not in ${dir}`);
    continue;
  }
  const start = performance.now();
  await make(dir, naam, recept);
  const sha = createHash('sha256')
    .update(readFileSync(join(dir, naam)))
    .digest('hex');
  console.info(`+ ${naam} ${sha.slice(0, 12)}… ${Math.round(performance.now() - start)} ms`);
}
