import path from 'node:path';
import type { Config } from '#platform/config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export * from './storage.ts';
export { createLocalStorage } from './local-storage.ts';
export { createS3Storage } from './s3-storage.ts';

/** The configured file store: S3-compatible when configured, else DATA_DIR/files. */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  if (config.storage.driver === 's3' && config.storage.s3) return instrumented('storage', 's3', createS3Storage(config.storage.s3));
  return instrumented('storage', 'local', createLocalStorage(path.join(config.dataDir, 'files')));
}
