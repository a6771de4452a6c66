import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { uniqueNames, zipStream, type ZipEntry } from './zip-writer.ts';

async function* chunksOf(data: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
}

const entry = (name: string, data: Buffer, chunk = 1000, modified?: Date): ZipEntry => ({ name, modified, open: () => Promise.resolve(chunksOf(data, chunk)) });

async function collect(entries: ZipEntry[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of zipStream(entries)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The general-purpose flag of each central-directory record (bit 11: names in UTF-8). */
function centralFlags(zip: Buffer): number[] {
  const flags: number[] = [];
  for (let at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
    flags.push(zip.readUInt16LE(at + 8));
  }
  return flags;
}

describe('zip writer (fflate)', () => {
  it('writes a zip that opens, with every byte and pt-BR name intact', async () => {
    const pdf = Buffer.alloc(25_000, 7);
    pdf.write('%PDF-1.7');
    const png = Buffer.from(Array.from({ length: 3333 }, (_, i) => i % 251));
    const zip = await collect([
      entry('SP - Artrite reumatoide.pdf', pdf, 4096, new Date(2026, 0, 15, 10, 30)),
      entry('Geral - Hepatite C (Orientações à população).png', png, 100),
      entry('vazio.txt', Buffer.alloc(0)),
    ]);
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual(['SP - Artrite reumatoide.pdf', 'Geral - Hepatite C (Orientações à população).png', 'vazio.txt']);
    expect(Buffer.from(files['SP - Artrite reumatoide.pdf']!).equals(pdf)).toBe(true);
    expect(Buffer.from(files['Geral - Hepatite C (Orientações à população).png']!).equals(png)).toBe(true);
    expect(files['vazio.txt']!.length).toBe(0);
    // The non-ASCII name carries the UTF-8 flag, so unzip tools show "Orientações", not mojibake.
    expect(centralFlags(zip).map((f) => Boolean(f & 0x0800))).toEqual([false, true, false]);
  });

  it('opens an entry only when its turn comes and streams it chunk by chunk', async () => {
    const opened: string[] = [];
    const lazy = (name: string): ZipEntry => ({ name, open: () => { opened.push(name); return Promise.resolve(chunksOf(Buffer.alloc(10_000, 1), 1000)); } });
    const stream = zipStream([lazy('a.pdf'), lazy('b.pdf')]);
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    expect(opened).toEqual(['a.pdf']);
    let parts = 1;
    while (!(await iterator.next()).done) parts++;
    expect(opened).toEqual(['a.pdf', 'b.pdf']);
    expect(parts).toBeGreaterThan(20);
  });

  it('makes repeated names distinct before the extension', () => {
    expect(uniqueNames(['a.pdf', 'A.pdf', 'a.pdf', 'b'])).toEqual(['a.pdf', 'A (2).pdf', 'a (3).pdf', 'b']);
  });
});
