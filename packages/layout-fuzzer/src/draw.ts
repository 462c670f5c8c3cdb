// Small drawing functions over pdf-lib that write the content stream's text operators themselves, so that
// render modes, text matrices, clipping and one-run rows are exactly what real producers emit.
// Layout works in display coordinates (what a person sees, origin bottom-left); a page maps them to user
// space through its /Rotate and an optional skew.
import {
  PDFArray,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames as Ops,
  beginText,
  clip,
  degrees,
  endPath,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';
import type { Rng } from './rng.ts';

export type Ruis = 'gesplitste-runs' | 'letter-voor-letter' | 'volgorde' | 'extra-spaties' | 'label-en-bedrag-een-run';

interface BladOpties {
  breedte: number;
  hoogte: number;
  /** /Rotate of the page; the content is counter-rotated so that a person sees it upright. */
  rotatie: 0 | 90 | 270;
  /** Degrees the whole content is turned (a scan with a text layer). */
  scheef: number;
  ruis?: Ruis;
}

export interface TekstOpties {
  size: number;
  font: PDFFont;
  /** Text rendering mode: 0 fill, 3 invisible, 7 clip only. */
  mode?: 0 | 3 | 7;
  kleur?: readonly [number, number, number];
  /** A clipping rectangle (display coordinates) the text is drawn inside of. */
  clip?: { x: number; y: number; w: number; h: number };
}

export class Blad {
  readonly page: PDFPage;
  readonly breedte: number;
  readonly hoogte: number;
  private readonly o: BladOpties;
  private readonly rng: Rng;
  private readonly fontKeys = new Map<PDFFont, PDFName>();
  private readonly wachtrij: PDFOperator[][] = [];

  constructor(doc: PDFDocument, o: BladOpties, rng: Rng) {
    this.o = o;
    this.rng = rng;
    this.breedte = o.breedte;
    this.hoogte = o.hoogte;
    const sideways = o.rotatie === 90 || o.rotatie === 270;
    this.page = doc.addPage(sideways ? [o.hoogte, o.breedte] : [o.breedte, o.hoogte]);
    if (o.rotatie) this.page.setRotation(degrees(o.rotatie));
  }

  /** Display point → user space. */
  naar(u: number, v: number): [number, number] {
    let x = u;
    let y = v;
    if (this.o.scheef) {
      const t = (this.o.scheef * Math.PI) / 180;
      const cx = this.breedte / 2;
      const cy = this.hoogte / 2;
      const du = u - cx;
      const dv = v - cy;
      x = cx + du * Math.cos(t) - dv * Math.sin(t);
      y = cy + du * Math.sin(t) + dv * Math.cos(t);
    }
    if (this.o.rotatie === 90) return [this.hoogte - y, x];
    if (this.o.rotatie === 270) return [y, this.breedte - x];
    return [x, y];
  }

  /** The text matrix's direction part for upright text as displayed. */
  private richting(): [number, number, number, number] {
    const t = (this.o.scheef * Math.PI) / 180;
    let a = Math.cos(t);
    let b = Math.sin(t);
    let c = -Math.sin(t);
    let d = Math.cos(t);
    if (this.o.rotatie === 90) [a, b, c, d] = [-b, a, -d, c];
    else if (this.o.rotatie === 270) [a, b, c, d] = [b, -a, d, -c];
    return [a, b, c, d];
  }

  breedteVan(tekst: string, o: Pick<TekstOpties, 'font' | 'size'>): number {
    return o.font.widthOfTextAtSize(tekst, o.size);
  }

  private fontKey(font: PDFFont): PDFName {
    let key = this.fontKeys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(font.name, font.ref);
      this.fontKeys.set(font, key);
    }
    return key;
  }

  private omhul(o: TekstOpties, binnen: PDFOperator[]): PDFOperator[] {
    const ops: PDFOperator[] = [pushGraphicsState()];
    if (o.clip) {
      const corners = [this.naar(o.clip.x, o.clip.y), this.naar(o.clip.x + o.clip.w, o.clip.y + o.clip.h)];
      const [[x1, y1], [x2, y2]] = corners as [[number, number], [number, number]];
      ops.push(rectangle(Math.min(x1, x2), Math.min(y1, y2), Math.abs(x2 - x1), Math.abs(y2 - y1)), clip(), endPath());
    }
    const [r, g, b] = o.kleur ?? [0, 0, 0];
    ops.push(beginText(), setFontAndSize(this.fontKey(o.font), o.size), setFillingRgbColor(r, g, b));
    if (o.mode) ops.push(setTextRenderingMode(o.mode));
    ops.push(...binnen, endText(), popGraphicsState());
    return ops;
  }

  private tm(u: number, v: number): PDFOperator {
    const [a, b, c, d] = this.richting();
    const [x, y] = this.naar(u, v);
    return setTextMatrix(a, b, c, d, x, y);
  }

  private emit(ops: PDFOperator[]): void {
    if (this.o.ruis === 'volgorde') this.wachtrij.push(ops);
    else this.page.pushOperators(...ops);
  }

  /** One run of text with its left baseline at (u, v); the page's noise applies. */
  tekst(u: number, v: number, tekst: string, o: TekstOpties): void {
    if (tekst === '') return;
    if (this.o.ruis === 'extra-spaties' && !o.mode)
      tekst = tekst.replace(/ /g, () => (this.rng.chance(0.5) ? '  ' : ' '));
    if (this.o.ruis === 'letter-voor-letter') {
      const binnen: PDFOperator[] = [];
      let x = u;
      for (const ch of tekst) {
        binnen.push(this.tm(x, v), showText(o.font.encodeText(ch)));
        // kerning: the glyphs are placed one by one, a little closer or wider than their advance
        x += o.font.widthOfTextAtSize(ch, o.size) + this.rng.between(-0.15, 0.25);
      }
      this.emit(this.omhul(o, binnen));
      return;
    }
    this.emit(this.omhul(o, [this.tm(u, v), showText(o.font.encodeText(tekst))]));
  }

  /** An amount right-aligned at `rechts`; with split runs it is drawn in pieces, as some producers do. */
  bedrag(rechts: number, v: number, tekst: string, o: TekstOpties): void {
    if (tekst === '') return;
    const w = this.breedteVan(tekst, o);
    if (this.o.ruis === 'gesplitste-runs' && tekst.length > 1 && !o.mode) {
      const cuts = new Set<number>();
      const n = this.rng.int(1, Math.min(3, tekst.length - 1));
      while (cuts.size < n) cuts.add(this.rng.int(1, tekst.length - 1));
      const punten = [0, ...[...cuts].sort((a, b) => a - b), tekst.length];
      let x = rechts - w;
      for (let i = 0; i + 1 < punten.length; i++) {
        const stuk = tekst.slice(punten[i], punten[i + 1]);
        this.emit(this.omhul(o, [this.tm(x, v), showText(o.font.encodeText(stuk))]));
        x += this.breedteVan(stuk, o);
      }
      return;
    }
    this.tekst(rechts - w, v, tekst, o);
  }

  /** Several pieces on one baseline in ONE text run (TJ with position adjustments), e.g. label and amounts. */
  eenRun(v: number, stukken: { tekst: string; x: number }[], o: TekstOpties): void {
    const zichtbaar = stukken.filter((s) => s.tekst !== '').sort((a, b) => a.x - b.x);
    const eerste = zichtbaar[0];
    if (!eerste) return;
    const arr = PDFArray.withContext(this.page.doc.context);
    let pos = eerste.x;
    for (const s of zichtbaar) {
      const dx = s.x - pos;
      if (Math.abs(dx) > 0.001) arr.push(PDFNumber.of(Math.round((-dx * 1000) / o.size)));
      arr.push(o.font.encodeText(s.tekst));
      pos = s.x + this.breedteVan(s.tekst, o);
    }
    this.emit(this.omhul(o, [this.tm(eerste.x, v), PDFOperator.of(Ops.ShowTextAdjusted, [arr])]));
  }

  lijn(u1: number, v: number, u2: number, dikte = 0.5): void {
    const [x1, y1] = this.naar(u1, v);
    const [x2, y2] = this.naar(u2, v);
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: dikte });
  }

  /** Writes queued runs (in a shuffled order when the page's noise is "words out of drawing order"). */
  klaar(): void {
    for (const ops of this.rng.shuffle(this.wachtrij)) this.page.pushOperators(...ops);
    this.wachtrij.length = 0;
  }
}
