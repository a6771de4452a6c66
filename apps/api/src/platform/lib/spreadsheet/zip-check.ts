import { inflateRawSync } from 'node:zlib';
import { AppError } from '../app-error.ts';

/**
 * Refuses what is not an .xlsx, or an archive out of proportion, BEFORE any parser sees it
 * (ENGINEERING §6): the bytes must be a zip (magic `PK\x03\x04`) whose central directory lists an
 * Open XML workbook; the entry count and the total uncompressed size must be modest, no entry may
 * expand far beyond its compressed size, and every entry's declared size is proved by inflating it
 * with an output cap, so a header that lies about its size cannot smuggle a zip bomb past the check.
 */
export const XLSX_LIMITS = {
  /** A workbook of a few sheets has 10–30 parts. */
  maxEntries: 500,
  /** Every part, uncompressed, together. */
  maxUncompressedBytes: 64 * 1024 * 1024,
  /** Uncompressed ÷ compressed for one part larger than `ratioFloorBytes` (sheet XML is 10–50×). */
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
} as const;

export interface ZipEntryInfo {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const invalid = () => new AppError('invalidXlsxFile', 400);
const outOfProportion = () => new AppError('xlsxOutOfProportion', 400);

export const isZip = (bytes: Buffer): boolean =>
  bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL;

/** The end-of-central-directory record: searched backwards past a comment of up to 64 KiB. */
function findEndOfCentralDirectory(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (bytes.readUInt32LE(i) === EOCD) return i;
  }
  throw invalid();
}

/** The archive's entries as its central directory declares them. */
export function listZipEntries(bytes: Buffer): ZipEntryInfo[] {
  if (!isZip(bytes)) throw invalid();
  const eocd = findEndOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  // ZIP64 markers: a workbook of at most 10 MB never needs them.
  if (count === 0xffff || offset === 0xffffffff || size === 0xffffffff) throw outOfProportion();
  if (count > XLSX_LIMITS.maxEntries) throw outOfProportion();
  if (offset + size > eocd) throw invalid();
  const entries: ZipEntryInfo[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== CENTRAL) throw invalid();
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    // Encrypted parts are not a workbook the portal can read.
    if (flags & 0x1) throw invalid();
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The compressed bytes of one entry (located through its local header). */
function entryData(bytes: Buffer, entry: ZipEntryInfo): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) throw invalid();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw invalid();
  return bytes.subarray(start, end);
}

/** Inflates one entry, never past its declared size: a part that expands further is refused. */
function proveSize(bytes: Buffer, entry: ZipEntryInfo): void {
  const data = entryData(bytes, entry);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw invalid();
    return;
  }
  if (entry.method !== 8) throw invalid();
  try {
    inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) throw outOfProportion();
    throw invalid();
  }
}

/**
 * Throws `invalidXlsxFile` (400) unless `bytes` is an Open XML workbook archive, and
 * `xlsxOutOfProportion` (400) when its entries or their uncompressed size are out of proportion.
 */
export function assertSafeXlsx(bytes: Buffer): ZipEntryInfo[] {
  const entries = listZipEntries(bytes);
  const names = new Set(entries.map((e) => e.name.toLowerCase()));
  if (!names.has('[content_types].xml') || ![...names].some((n) => n.endsWith('workbook.xml'))) throw invalid();
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > XLSX_LIMITS.maxUncompressedBytes) throw outOfProportion();
    if (entry.uncompressedSize > XLSX_LIMITS.ratioFloorBytes
      && entry.uncompressedSize > XLSX_LIMITS.maxRatio * Math.max(1, entry.compressedSize)) throw outOfProportion();
  }
  for (const entry of entries) proveSize(bytes, entry);
  return entries;
}
