import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { STORAGE_KEY_PATTERN, StorageNotFoundError, type FileStorage } from './storage.ts';

/** Files under a directory (DATA_DIR/files by default); the offline default of `npm start`. */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    async get(key): Promise<Readable> {
      const file = fileOf(key);
      try {
        await fs.access(file);
      } catch {
        throw new StorageNotFoundError(key);
      }
      return createReadStream(file);
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
