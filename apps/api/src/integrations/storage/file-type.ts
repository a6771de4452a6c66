/**
 * Content type by magic bytes (ENGINEERING §6): the declared type and the file name are only
 * trusted when the bytes agree. Unknown or mismatching content is refused.
 */
export interface SniffedType {
  contentType: string;
  /** File-name extensions allowed for this content (the first is the canonical one). */
  extensions: readonly string[];
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
/** The bytes of an ASCII signature. */
const ascii = (s: string): readonly number[] => [...Buffer.from(s, 'latin1')];

const OOXML: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const OLE: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

/** SVG can carry script: it is only ever served as an attachment in a sandbox (download-reply.ts). */
export const SVG_CONTENT_TYPE = 'image/svg+xml';

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** HEIF brands (ISO/IEC 23008-12) after `ftyp`: HEVC-coded (heic) or any (heif). */
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'];
const HEIF_BRANDS = ['mif1', 'msf1'];

/** The first KB of an SVG document: an XML prolog, comments or a doctype, then the `<svg` root element. */
function isSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (!/^<(\?xml|!--|!DOCTYPE svg|svg)[\s>]/i.test(head)) return false;
  return /<svg[\s>]/i.test(head);
}

/** Recognises the content; zip and OLE containers are told apart by the name's extension. */
function sniffFileType(bytes: Buffer, fileName: string): SniffedType | undefined {
  const ext = extensionOf(fileName);
  if (startsWith(bytes, ascii('%PDF-'))) return { contentType: 'application/pdf', extensions: ['pdf'] };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extensions: ['png'] };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { contentType: 'image/gif', extensions: ['gif'] };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { contentType: 'image/webp', extensions: ['webp'] };
  // Spec §3 image types: bmp, tiff/tif, heic/heif and svg besides the above (decision 0077).
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26 && bytes.readUInt32LE(2) >= 26) return { contentType: 'image/bmp', extensions: ['bmp'] };
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return { contentType: 'image/tiff', extensions: ['tiff', 'tif'] };
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (HEIC_BRANDS.includes(brand)) return { contentType: 'image/heic', extensions: ['heic', 'heif'] };
    if (HEIF_BRANDS.includes(brand)) return { contentType: 'image/heif', extensions: ['heif', 'heic'] };
  }
  if (ext === 'svg' && isSvg(bytes)) return { contentType: SVG_CONTENT_TYPE, extensions: ['svg'] };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const office = OOXML[ext];
    if (office && bytes.includes(Buffer.from('[Content_Types].xml'))) return { contentType: office, extensions: [ext] };
    return { contentType: 'application/zip', extensions: ['zip'] };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const office = OLE[ext];
    return office ? { contentType: office, extensions: [ext] } : undefined;
  }
  if (startsWith(bytes, ascii('ftyp'), 4) && (startsWith(bytes, ascii('isom'), 8) || startsWith(bytes, ascii('mp4'), 8))) {
    return { contentType: 'video/mp4', extensions: ['mp4'] };
  }
  return undefined;
}

/** The content type when the bytes are a known kind AND the file name's extension matches them. */
export function checkFileType(bytes: Buffer, fileName: string): SniffedType | undefined {
  const sniffed = sniffFileType(bytes, fileName);
  return sniffed?.extensions.includes(extensionOf(fileName)) ? sniffed : undefined;
}
