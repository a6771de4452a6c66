import { createHash } from 'node:crypto';
import type { LogisticsProvider } from './logistics.ts';

/**
 * The offline logistics service: a Correios-shaped reverse-postage code derived from the
 * procedure code, so the same procedure always gets the same postage (as the real service's
 * idempotency key does).
 */
export const logisticsSimulator: LogisticsProvider = {
  kind: 'simulator',
  async requestReversePostage(request) {
    const digits = BigInt(`0x${createHash('sha256').update(request.procedureCode).digest('hex').slice(0, 12)}`) % 1_000_000_000n;
    return { code: `LR${digits.toString().padStart(9, '0')}BR` };
  },
};
