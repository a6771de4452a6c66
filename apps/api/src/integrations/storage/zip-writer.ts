import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/**
 * Zip archives through `fflate`'s streaming writer (decision 0025). Entries are STORE (uncompressed):
 * the PCDT "Baixar Todos" bundles PDFs and images, which do not compress anyway. Each entry is read
 * from its stream chunk by chunk and written out as it comes, so memory holds one chunk, not a file
 * or the bundle. Names are UTF-8 (the zip's language-encoding flag is set for non-ASCII names).
 */
export interface ZipEntry {
  name: string;
  /** Opens the entry's bytes; called only when the entry's turn comes. */
  open: () => Promise<AsyncIterable<Uint8Array>>;
  modified?: Date;
}

export function zipStream(entries: readonly ZipEntry[]): Readable {
  async function* generate(): AsyncGenerator<Buffer> {
    const ready: Buffer[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else ready.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    });
    function* drain() {
      if (failure) throw failure;
      while (ready.length > 0) yield ready.shift()!;
    }
    for (const entry of entries) {
      const file = new ZipPassThrough(entry.name);
      // Zip dates start in 1980; an older (or missing) date is written as now.
      const modified = entry.modified ?? new Date();
      file.mtime = modified.getFullYear() >= 1980 ? modified : new Date();
      zip.add(file);
      for await (const chunk of await entry.open()) {
        file.push(chunk);
        yield* drain();
      }
      file.push(new Uint8Array(0), true);
      yield* drain();
    }
    zip.end();
    yield* drain();
  }
  return Readable.from(generate());
}

/** Distinct entry names: a repeated name gets ' (2)', ' (3)' before its extension. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}
