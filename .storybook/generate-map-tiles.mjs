#!/usr/bin/env node
// Writes the stories' map tiles to public/map-tiles (node .storybook/generate-map-tiles.mjs): one 256×256 PNG per base layer, a
// plain light land colour with a faint 64 px grid that repeats seamlessly. Stories point every tile of a layer at its
// image (MapTilesProvider in .storybook/preview.tsx), so maps render offline and screenshots stay identical.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 256;
const GRID = 64;
const TILES = {
  'ign-ar': { land: [0xf1, 0xee, 0xe4], line: [0xdf, 0xda, 0xcb] },
  osm: { land: [0xf2, 0xef, 0xe9], line: [0xe0, 0xdc, 0xd4] },
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png({ land, line }) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 3); // filter byte 0, then RGB
    for (let x = 0; x < SIZE; x++) {
      const colour = x % GRID === 0 || y % GRID === 0 ? line : land;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [layer, colours] of Object.entries(TILES)) {
  writeFileSync(new URL(`./public/map-tiles/${layer}.png`, import.meta.url), png(colours));
}
