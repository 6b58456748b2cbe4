import { crc32, deflateSync } from 'node:zlib';

/** 8-bit RGB samples without alpha, rows `stride` bytes apart (a mupdf pixmap's layout). */
export interface RgbPixels {
  samples: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  stride: number;
}

const signature = Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10);

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * The pixels as a PNG, encoded by Node's zlib rather than mupdf's: mupdf's encoder holds
 * two more copies of the image in its WebAssembly memory while it compresses (a page at
 * 1400 px is 4 MB a copy), and that memory, once grown, is never given back; Node's
 * buffers are. Every row is stored unfiltered, as mupdf stores them: a page is mostly
 * flat white, which deflate packs best as it is.
 */
export function encodePng({ samples, width, height, stride }: RgbPixels): Uint8Array {
  const rowBytes = width * 3;
  const rows = Buffer.allocUnsafe((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (rowBytes + 1);
    rows[at] = 0; // filter type None
    rows.set(samples.subarray(y * stride, y * stride + rowBytes), at + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}
