/**
 * The ZIP libraries stamp each entry with the time of writing. These stamps are fixed-size
 * fields outside the compressed data (the CRC covers the data only), so setting them to one
 * date makes a form's file the same bytes on every seed.
 */

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** 2026-01-01 00:00:00 in MS-DOS date and time fields. */
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
const DOS_TIME = 0;

export function withFixedZipDates(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  let eocd = -1;
  for (let i = out.length - 22; i >= Math.max(0, out.length - 22 - 0xffff); i--) {
    if (out.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file');
  const count = out.readUInt16LE(eocd + 10);
  let at = out.readUInt32LE(eocd + 16);
  for (let n = 0; n < count; n++) {
    if (out.readUInt32LE(at) !== CENTRAL) throw new Error('broken zip central directory');
    out.writeUInt16LE(DOS_TIME, at + 12);
    out.writeUInt16LE(DOS_DATE, at + 14);
    const local = out.readUInt32LE(at + 42);
    if (out.readUInt32LE(local) !== LOCAL) throw new Error('broken zip local header');
    out.writeUInt16LE(DOS_TIME, local + 10);
    out.writeUInt16LE(DOS_DATE, local + 12);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}
