import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../app-error.ts';
import type { ParseAnswer, ParseJob } from './parse-worker.ts';
import { readSheet as readSheetHere, type ReadSheetOptions, type SheetRow } from './read-sheet.ts';

/**
 * Spreadsheets are parsed off the main thread (decision 0043b): exceljs reads a sheet in long
 * synchronous stretches, and a 280,000-row upload held the event loop for seconds, so every other
 * request (even /api/healthz) waited. Parses run in up to `threads` worker threads, kept for the
 * next upload (starting one costs more than a small parse) and one upload at a time each; the rest
 * wait their turn. A heap cap stops a hostile sheet from taking the process's memory (that worker
 * is replaced). 0 threads parses in the request's thread (the old behaviour, for the benchmark).
 */
let threads = 2;
/** The heap one worker may use; past it the worker is stopped and the upload refused as out of proportion. */
const WORKER_HEAP_MB = 1024;

export function configureSpreadsheetParsing(parseThreads: number): void {
  threads = parseThreads;
}

/**
 * The worker runs TypeScript like the server does, through tsx: a worker's entry is loaded before
 * an `--import` hook is in place on Node 20, so a small script registers tsx and then imports it.
 */
const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
const WORKER_SCRIPT = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(new URL('./parse-worker.ts', import.meta.url).href)}); })`;

interface ParseThread { worker: Worker; dead?: boolean; settle?: ((answer: ParseAnswer | Error) => void) | undefined }
const idle: ParseThread[] = [];
let started = 0;
const waiting: ((thread: ParseThread) => void)[] = [];

function startThread(): ParseThread {
  started++;
  const thread: ParseThread = { worker: new Worker(WORKER_SCRIPT, { eval: true, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } }) };
  thread.worker.on('message', (answer: ParseAnswer) => thread.settle?.(answer));
  thread.worker.on('error', (error: Error & { code?: string }) => {
    thread.dead = true;
    thread.settle?.(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { refusal: { code: 'xlsxOutOfProportion', statusCode: 400, params: undefined } } : error);
  });
  thread.worker.on('exit', (code) => {
    thread.dead = true;
    started--;
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
    thread.settle?.(new Error(`spreadsheet worker exited with ${code}`));
  });
  return thread;
}

async function acquire(): Promise<ParseThread> {
  const thread = idle.pop() ?? (started < threads ? startThread() : await new Promise<ParseThread>((resolve) => waiting.push(resolve)));
  thread.worker.ref();
  return thread;
}

function release(thread: ParseThread): void {
  thread.settle = undefined;
  if (thread.dead) return; // it failed (out of memory): the next acquire starts another
  const next = waiting.shift();
  if (next) return next(thread);
  thread.worker.unref();
  idle.push(thread);
}

async function parseInWorker(file: Buffer, options: ReadSheetOptions<string>): Promise<ParseAnswer> {
  const thread = await acquire();
  try {
    const bytes = new Uint8Array(file);
    const answer = await new Promise<ParseAnswer | Error>((resolve) => {
      thread.settle = resolve;
      thread.worker.postMessage({ file: bytes, options } satisfies ParseJob, [bytes.buffer]);
    });
    if (answer instanceof Error) throw answer;
    return answer;
  } finally {
    release(thread);
  }
}

/**
 * The data rows of an uploaded .xlsx, by template header (read-sheet.ts says how, and which 400s
 * it answers), parsed in a worker thread so the server keeps answering meanwhile.
 */
export async function readSheet<H extends string>(file: Buffer, options: ReadSheetOptions<H>): Promise<SheetRow<H>[]> {
  if (threads <= 0) return readSheetHere(file, options);
  const answer = await parseInWorker(file, options);
  if ('rows' in answer) return answer.rows as SheetRow<H>[];
  if ('refusal' in answer) throw new AppError(answer.refusal.code, answer.refusal.statusCode, undefined, answer.refusal.params);
  throw new Error(`spreadsheet parse failed: ${answer.failure}`);
}
