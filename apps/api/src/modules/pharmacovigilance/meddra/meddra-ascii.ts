/**
 * The MedDRA ASCII distribution (MedAscii folder, `$`-separated, one term a line, a trailing `$`):
 * - llt.asc: llt_code $ llt_name $ pt_code $ llt_whoart_code $ llt_harts_code $ llt_costart_sym $
 *   llt_icd9_code $ llt_icd9cm_code $ llt_icd10_code $ llt_currency (Y/N) $ llt_jart_code $
 * - pt.asc: pt_code $ pt_name $ null_field $ pt_soc_code (the primary SOC) $ …
 * English releases come in extended ASCII (Latin-1), other languages in UTF-8.
 */
export interface LltLine { lltCode: string; lltName: string; ptCode: string; current: boolean }
export interface PtLine { ptCode: string; ptName: string; socCode: string | null }

const CODE = /^\d{8}$/;

/** UTF-8 when the bytes are valid UTF-8, Latin-1 otherwise. */
export function decodeAscii(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

const lines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

/** The LLTs of llt.asc; undefined when a line is not an LLT line (wrong file, wrong separator). */
export function parseLlts(text: string): LltLine[] | undefined {
  const out: LltLine[] = [];
  for (const line of lines(text)) {
    const f = line.split('$');
    const [lltCode = '', lltName = '', ptCode = ''] = f;
    if (!CODE.test(lltCode) || !CODE.test(ptCode) || lltName.trim() === '') return undefined;
    out.push({ lltCode, lltName: lltName.trim(), ptCode, current: (f[9] ?? 'Y').trim().toUpperCase() !== 'N' });
  }
  return out.length > 0 ? out : undefined;
}

/** The PTs of pt.asc; undefined when a line is not a PT line. */
export function parsePts(text: string): PtLine[] | undefined {
  const out: PtLine[] = [];
  for (const line of lines(text)) {
    const f = line.split('$');
    const [ptCode = '', ptName = ''] = f;
    const soc = (f[3] ?? '').trim();
    if (!CODE.test(ptCode) || ptName.trim() === '') return undefined;
    out.push({ ptCode, ptName: ptName.trim(), socCode: CODE.test(soc) ? soc : null });
  }
  return out.length > 0 ? out : undefined;
}
