import { isTransactionConflict } from './pg-errors.ts';

/**
 * Runs a transaction again when the server aborted it for another one (a deadlock or a
 * serialisation failure): the attempt left nothing behind, so a fresh start is safe. Other
 * errors, and the last attempt's, go to the caller: never a lost connection, whose commit may have
 * happened without its answer arriving (decision 0062: that request answers 503, unretried).
 */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 20 * attempt)));
    }
  }
}
