import { deflateSync } from 'node:zlib';

// A tiny painter for the demo images: nothing may be downloaded and no image library is a
// dependency, so the demo catalogue draws its pictures here and writes them as PNG.

/** An sRGB colour, 0-255 a channel. */
export type Rgb = readonly [number, number, number];

/** '#2E7D32' → [46, 125, 50]. */
export function hex(code: string): Rgb {
  const n = Number.parseInt(code.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A colour between `a` (t = 0) and `b` (t = 1). */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/**
 * A shape as a signed distance in pixels: negative inside, positive outside. Painting turns the
 * distance at each pixel centre into coverage, which smooths every edge without supersampling.
 */
export interface Shape {
  /** [left, top, right, bottom]: painting looks only inside this box. */
  box: readonly [number, number, number, number];
  distance(x: number, y: number): number;
}

/** An RGB image being painted, one float a channel so that blending does not band. */
export interface Raster {
  width: number;
  height: number;
  pixels: Float32Array;
}

export function createRaster(width: number, height: number): Raster {
  return { width, height, pixels: new Float32Array(width * height * 3) };
}

/** Fills the whole image with a vertical gradient, top to bottom (a sky). */
export function fillGradient(raster: Raster, top: Rgb, bottom: Rgb): void {
  for (let y = 0; y < raster.height; y++) {
    const color = mix(top, bottom, y / (raster.height - 1));
    for (let x = 0; x < raster.width; x++) raster.pixels.set(color, (y * raster.width + x) * 3);
  }
}

/** Paints `shape` over what is there, in `color` at `opacity`. */
export function paint(raster: Raster, shape: Shape, color: Rgb, opacity = 1): void {
  const [left, top, right, bottom] = shape.box;
  const x0 = Math.max(0, Math.floor(left) - 1);
  const y0 = Math.max(0, Math.floor(top) - 1);
  const x1 = Math.min(raster.width - 1, Math.ceil(right) + 1);
  const y1 = Math.min(raster.height - 1, Math.ceil(bottom) + 1);
  const { pixels } = raster;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const coverage = Math.min(1, Math.max(0, 0.5 - shape.distance(x + 0.5, y + 0.5)));
      if (coverage === 0) continue;
      const alpha = coverage * opacity;
      const at = (y * raster.width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const old = pixels[at + c] ?? 0;
        pixels[at + c] = old + ((color[c] ?? 0) - old) * alpha;
      }
    }
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image as an 8-bit RGB PNG. Each row uses the 'Sub' filter (each byte minus the one to its
 * left): flat colours and vertical gradients then become runs of zeros that deflate well.
 */
export function encodePng(raster: Raster): Buffer {
  const { width, height, pixels } = raster;
  const rowBytes = width * 3;
  const filtered = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (rowBytes + 1);
    filtered[out] = 1;
    let previous = [0, 0, 0];
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const current = [0, 1, 2].map((c) =>
        Math.min(255, Math.max(0, Math.round(pixels[at + c] ?? 0))),
      );
      for (let c = 0; c < 3; c++) {
        filtered[out + 1 + x * 3 + c] = ((current[c] ?? 0) - (previous[c] ?? 0)) & 0xff;
      }
      previous = current;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Bit depth 8, colour type 2 (RGB), default compression, filter and no interlace.
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
