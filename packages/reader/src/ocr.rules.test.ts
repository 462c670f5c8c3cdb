// Which pages go to OCR, what an image upload is, and how OCR's words become text items.
import { describe, expect, it } from 'vitest';
import { type PageText, type TextItem, toLines } from './layout.rules.ts';
import { imageKind, needsOcr, type OcrLine, wordsToItems } from './ocr.rules.ts';

const page = (strs: string[]): PageText => ({
  pagina: 1,
  breedte: 595,
  hoogte: 842,
  items: strs.map((str, i): TextItem => ({ str, x: 60, y: 60 + i * 14, w: str.length * 5, h: 9 })),
});

describe('needsOcr', () => {
  it('a page with a real text layer is read from its text', () => {
    expect(
      needsOcr(page(['Balans per 31 december 2024', 'Vlottende activa 10.000 9.000', 'Eigen vermogen 30.000'])),
    ).toBe(false);
  });
  it('no text, a page number, a scanner stamp: read from the image', () => {
    expect(needsOcr(page([]))).toBe(true);
    expect(needsOcr(page(['Pagina 3 van 12']))).toBe(true);
  });
  it('a few real words (a cover page, a stamp on a scan): read from the image only where the page paints one', () => {
    expect(needsOcr(page(['Bakkerij Zonnekoek', 'Jaarrekening 2024']))).toBe('ALS_AFBEELDING');
  });
  it('glyphs without a Unicode map (private use) or controls are garbage', () => {
    const pua = String.fromCharCode(0xe001, 0xe002, 0xe003, 0xe004, 0xe005);
    expect(
      needsOcr(
        page(['Balans 2024', `${pua}${pua}${pua}${pua} ${pua}${pua}`, `${pua}${pua}${pua} 10.000 9.000 ${pua}`]),
      ),
    ).toBe(true);
    expect(needsOcr(page(['\u0001\u0002\u0003\u0004'.repeat(20), 'Balans 31 december 2024 activa passiva']))).toBe(
      true,
    );
  });
  it('digits and single letters without any word are no text layer to read', () => {
    expect(
      needsOcr(page(['1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 a b'])),
    ).toBe(true);
  });
});

describe('imageKind', () => {
  it('PNG and JPEG by their first bytes, anything else not', () => {
    expect(imageKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('PNG');
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('JPEG');
    expect(imageKind(new TextEncoder().encode('%PDF-1.7'))).toBe(null);
    expect(imageKind(new Uint8Array([0x89, 0x50]))).toBe(null);
  });
});

describe('wordsToItems', () => {
  const line = (baseline: number, words: [string, number, number, number, number?][]): OcrLine => ({
    baseline: { x0: 0, y0: baseline, x1: 2000, y1: baseline },
    words: words.map(([text, x0, x1, top, confidence = 95]) => ({
      text,
      confidence,
      bbox: { x0, y0: top, x1, y1: baseline + 5 },
    })),
  });
  it('pixels to points; every word of a line on its baseline with one height (font size from the cap height)', () => {
    // 300 dpi: 72/300 pt per pixel; cap height 30 px → font size 30/0.72 px
    const items = wordsToItems(
      [
        line(1000, [
          ['Liquide', 250, 380, 970],
          ['4.000', 1560, 1665, 971],
        ]),
      ],
      72 / 300,
    );
    expect(items).toHaveLength(2);
    const [a, b] = items as [TextItem, TextItem];
    expect(a.str).toBe('Liquide');
    expect(a.x).toBeCloseTo(60, 5);
    expect(a.w).toBeCloseTo(130 * 0.24, 5);
    expect(a.h).toBeCloseTo((30 / 0.72) * 0.24, 5);
    expect(a.y + a.h).toBeCloseTo(240, 5); // the baseline, 1000 px
    expect(b.y + b.h).toBeCloseTo(240, 5);
    expect(b.h).toBe(a.h);
  });
  it('a skewed line: each word on the baseline where it stands', () => {
    const skewed: OcrLine = {
      baseline: { x0: 0, y0: 1000, x1: 1000, y1: 1010 },
      words: [
        { text: 'Totaal', confidence: 90, bbox: { x0: 0, y0: 970, x1: 100, y1: 1000 } },
        { text: '50.000', confidence: 90, bbox: { x0: 1000, y0: 980, x1: 1100, y1: 1010 } },
      ],
    };
    const [a, b] = wordsToItems([skewed], 1) as [TextItem, TextItem];
    expect(a.y + a.h).toBeCloseTo(1000, 5);
    expect(b.y + b.h).toBeCloseTo(1010, 5);
  });
  it('a row tilted by a photo stays one row: its words keep their places, its straightened baseline is one', () => {
    // the real set's photographed UA balance: the page leans 1° near its foot, so "totaal van de
    // passiva" stood 4 pt above its amounts and the row fell apart into a label and a bare total
    const tilted = (y0: number, words: [string, number, number][]): OcrLine => ({
      baseline: { x0: 300, y0, x1: 2050, y1: y0 + 0.0176 * 1750 },
      words: words.map(([text, x0, x1]) => {
        const base = y0 + 0.0176 * (x0 - 300);
        return { text, confidence: 90, bbox: { x0, y0: base - 30, x1, y1: base } };
      }),
    });
    const page: PageText = {
      pagina: 1,
      breedte: 595,
      hoogte: 842,
      items: wordsToItems(
        [
          tilted(2300, [
            ['nog', 300, 360],
            ['te', 370, 400],
            ['betalen', 410, 520],
            ['16.484', 1500, 1640],
            ['17.153', 1900, 2040],
          ]),
          tilted(2420, [
            ['totaal', 300, 400],
            ['passiva', 410, 530],
            ['215.795', 1480, 1640],
            ['321.527', 1880, 2040],
          ]),
        ],
        72 / 300,
      ),
    };
    const [, last] = page.items.filter((i) => i.str.includes('.'));
    expect(last!.y + last!.h).toBeCloseTo((2300 + 0.0176 * 1600) * 0.24, 5); // where a person sees it
    expect(toLines(page).map((l) => l.cells.map((c) => c.text))).toEqual([
      ['nog te betalen', '16.484', '17.153'],
      ['totaal passiva', '215.795', '321.527'],
    ]);
  });
  it("a row OCR split in two on a tilted page is one row again by the page's tilt there", () => {
    // the label and the amounts as two lines of their own, each too short to give the tilt: the long
    // lines around them do
    const at = (y0: number, x0: number, x1: number, text: string[], slope = 0.02): OcrLine => ({
      baseline: { x0, y0, x1, y1: y0 + slope * (x1 - x0) },
      words: text.map((t, i) => {
        const wx0 = x0 + ((x1 - x0) * i) / text.length;
        const base = y0 + slope * (wx0 - x0);
        return { text: t, confidence: 90, bbox: { x0: wx0, y0: base - 30, x1: wx0 + 80, y1: base } };
      }),
    });
    const page: PageText = {
      pagina: 1,
      breedte: 595,
      hoogte: 842,
      items: wordsToItems(
        [
          at(100, 300, 2000, ['Balans', 'per', '31', 'december', '2023']),
          at(1000, 300, 2000, ['vorderingen', '955', '944']),
          at(1200, 300, 500, ['liquide', 'middelen'], 0),
          at(1200 + 0.02 * 1200, 1500, 2000, ['204.949', '308.311'], 0),
          at(1400, 300, 2000, ['totaal', '205.904', '309.255']),
          at(3000, 1000, 1100, ['4']),
        ],
        72 / 300,
      ),
    };
    expect(toLines(page).map((l) => l.cells.map((c) => c.text).join(' '))).toEqual([
      'Balans per 31 december 2023',
      'vorderingen 955 944',
      'liquide middelen 204.949 308.311',
      'totaal 205.904 309.255',
      '4',
    ]);
  });
  it('two words OCR found overlapping are two words (a tilted title: "Balans" over "december"), a text layer\'s runs one', () => {
    const run = (str: string, x: number, basis?: number): TextItem => ({ str, x, y: 100, w: 40, h: 12, basis });
    const text = (items: TextItem[]) =>
      toLines({ pagina: 1, breedte: 595, hoogte: 842, items }).map((l) => l.cells.map((c) => c.text));
    expect(text([run('Balans', 88, 112), run('december', 90, 112), run('per', 134, 112)])).toEqual([
      ['Balans december per'],
    ]);
    expect(text([run('Bal', 88), run('ans', 126)])).toEqual([['Balans']]);
  });
  it('words OCR is unsure of, and empty lines, are left out', () => {
    expect(
      wordsToItems(
        [
          line(500, [
            ['~', 10, 20, 480, 12],
            ['', 30, 40, 480],
          ]),
        ],
        1,
      ),
    ).toEqual([]);
  });
});
