import type { DbOrTx } from '../../db/client.ts';
import { clearLockout } from './auth.repository.ts';

/**
 * Lets the owner back in after proving control of the account (a password set from an e-mailed
 * link): clears the failed-login count, the temporary lock and the block.
 */
export function clearLoginThrottle(db: DbOrTx, userId: number): Promise<void> {
  return clearLockout(db, userId);
}
