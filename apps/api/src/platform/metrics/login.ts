import { AppError } from '../lib/app-error.ts';
import { loginFailures, loginThrottled } from './metrics.ts';

/**
 * A sign-in attempt, counted when refused: 429 `tooManyLoginAttempts` (the login throttle) as a
 * throttle, any other refusal by its error code. Wraps the one call the login route makes.
 */
export async function countedLogin<T>(attempt: Promise<T>): Promise<T> {
  try {
    return await attempt;
  } catch (error) {
    if (error instanceof AppError) {
      if (error.code === 'tooManyLoginAttempts') loginThrottled.inc();
      else loginFailures.inc({ reason: error.code });
    }
    throw error;
  }
}
