// What pdf.js's rendering needs of a newer Node than the README's Node 20.

// pdf.js transfers font data with ArrayBuffer.prototype.transferToFixedLength (Node 21+); on Node 20
// the copy it stands for is given here, so a page's fonts render.
if (!('transferToFixedLength' in ArrayBuffer.prototype))
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length?: number) {
      const n = length ?? this.byteLength;
      const copy = new ArrayBuffer(n);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(n, this.byteLength)));
      return copy;
    },
  });

export {};
