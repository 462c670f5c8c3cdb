// A look at a page read from an image in black and white (read-ocr.ts, the looks; docs/intake.md,
// "Scans and photos"): each pixel judged against the light around it rather than against the whole
// page. A phone photo darkens towards its edges and a scan carries noise; tesseract's own threshold is
// one for the whole page, so a digit in a darker corner or a speckled "6" can come out as another
// digit. Pure: pixels in, pixels out.

/** Half the side of the square whose mean light a pixel is judged against, as a share of the image's short side. */
const WINDOW_SHARE = 1 / 60;
/**
 * A pixel is ink where it is this much darker than the mean around it (0–255). Set high: noise and
 * JPEG blocks stay paper (measured on the real set's scans: 12 with smoothing read fewer figures).
 */
const OFFSET = 25;

/**
 * RGBA pixels (as a canvas gives them) turned to black and white in place: grey from the channels,
 * black where darker than the mean of the square around it less `OFFSET`, else white; alpha opaque.
 * Returns the same array.
 */
export function binarize(rgba: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const { grey, mean } = greyAndLocalMean(rgba, width, height);
  for (let i = 0; i < width * height; i++) {
    const v = isInk(grey[i]!, mean[i]!) ? 0 : 255;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/** Whether a pixel is ink: this much darker than the light around it (`greyAndLocalMean`). */
export function isInk(grey: number, mean: number): boolean {
  return grey < mean - OFFSET;
}

/**
 * The grey of each RGBA pixel, and the mean grey of the square around it (its half side `WINDOW_SHARE`
 * of the image's short side): a byte per pixel each.
 */
export function greyAndLocalMean(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
): { grey: Uint8Array; mean: Uint8Array } {
  const n = width * height;
  if (rgba.length !== n * 4) throw new Error('binarize: the pixel array does not match the size');
  // a byte per pixel, and whole sums: an A4 page at 300 dpi needs some 45 MB here, not 100 (the
  // reader's child process has a memory bound)
  const grey = new Uint8Array(n);
  for (let i = 0; i < n; i++) grey[i] = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
  // an integral image gives every square's sum in four lookups (255 per pixel: within 32 bits up to
  // some 16 million pixels, above the largest page OCR is given)
  if (n * 255 > 0xffffffff) throw new Error('binarize: the image is too large');
  const w1 = width + 1;
  const sum = new Uint32Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += grey[y * width + x]!;
      sum[(y + 1) * w1 + x + 1] = sum[y * w1 + x + 1]! + row;
    }
  }
  const mean = new Uint8Array(n);
  const r = Math.max(2, Math.round(Math.min(width, height) * WINDOW_SHARE));
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - r);
    const bottom = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - r);
      const right = Math.min(width, x + r + 1);
      const area = (bottom - top) * (right - left);
      const total =
        sum[bottom * w1 + right]! - sum[top * w1 + right]! - sum[bottom * w1 + left]! + sum[top * w1 + left]!;
      mean[y * width + x] = total / area;
    }
  }
  return { grey, mean };
}
