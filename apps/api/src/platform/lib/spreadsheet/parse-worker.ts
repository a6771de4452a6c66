import { parentPort } from 'node:worker_threads';
import { AppError } from '../app-error.ts';
import { readSheet, type ReadSheetOptions } from './read-sheet.ts';

/** The worker side of `readSheet` (read-sheet-pool.ts): parses one upload at a time and posts the rows or the refusal. */
export interface ParseJob { file: Uint8Array; options: ReadSheetOptions<string> }
export type ParseAnswer =
  | { rows: unknown[] }
  | { refusal: { code: AppError['code']; statusCode: number; params: AppError['params'] } }
  | { failure: string };

async function parse({ file, options }: ParseJob): Promise<void> {
  let answer: ParseAnswer;
  try {
    answer = { rows: await readSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength), options) };
  } catch (error) {
    answer = error instanceof AppError
      ? { refusal: { code: error.code, statusCode: error.statusCode, params: error.params } }
      : { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(answer);
}

parentPort!.on('message', (job: ParseJob) => { void parse(job); });
