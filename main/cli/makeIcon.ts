/**
 * `npx tsx main/cli/makeIcon.ts`: draws the program's icon (main/resources/icon.png, 512 x 512)
 * from shapes, so the installers' icon needs no image editor or download: a gold ring and
 * crosshair, the sign of a measured shot, on a dark rounded square. electron-builder makes the
 * Windows .ico and macOS .icns from it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const SAMPLES = 4;
type Rgba = readonly [number, number, number, number];
const BACKGROUND: Rgba = [28, 36, 46, 255];
const GOLD: Rgba = [212, 160, 23, 255];
const RED: Rgba = [178, 34, 34, 255];

/** The colour at a point of the 512 x 512 square (null: transparent). */
function colourAt(x: number, y: number): Rgba | null {
  const c = SIZE / 2;
  // Rounded square with corners of radius 96.
  const r = 96;
  const qx = Math.max(Math.abs(x - c) - (c - r), 0);
  const qy = Math.max(Math.abs(y - c) - (c - r), 0);
  if (Math.hypot(qx, qy) > r) return null;
  const d = Math.hypot(x - c, y - c);
  if (d < 44) return RED;
  if (Math.abs(d - 170) < 18) return GOLD;
  const onCross = (Math.abs(x - c) < 9 || Math.abs(y - c) < 9) && d > 70 && d < 225;
  return onCross ? GOLD : BACKGROUND;
}

function pixels(): Buffer {
  // Each row starts with PNG filter type 0.
  const data = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (SIZE * 4 + 1);
    for (let x = 0; x < SIZE; x++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = colourAt(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES);
          if (!colour) continue;
          for (let k = 0; k < 3; k++) sum[k]! += colour[k]! * colour[3];
          sum[3]! += colour[3];
        }
      const alpha = sum[3]! / (SAMPLES * SAMPLES);
      const at = row + 1 + x * 4;
      for (let k = 0; k < 3; k++) data[at + k] = sum[3]! > 0 ? Math.round(sum[k]! / sum[3]!) : 0;
      data[at + 3] = Math.round(alpha);
    }
  }
  return data;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

export function iconPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels(), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (process.argv[1]?.endsWith('makeIcon.ts')) {
  const file = join(import.meta.dirname, '..', 'resources', 'icon.png');
  writeFileSync(file, iconPng());
  process.stdout.write(`wrote ${file}\n`);
}
