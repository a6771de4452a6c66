/**
 * The journeys the PostgreSQL pass repeats (`npm run test:e2e:writes`, decision 0090): those whose
 * writes the database decides (locks and transactions of bulk decisions and their undo minute, the
 * voucher ledger, sequences, imports, rate limits kept in tables, consent history), so the whole
 * product is walked on the production database where it matters. Every journey runs on PGlite in
 * `npm test`; the API tests run in full on both databases, and they are where a database's
 * behaviour is tested.
 */
export const DATABASE_JOURNEYS = [
  'requests-as-lived.e2e.ts',
  'decision-queue.e2e.ts',
  'first-medicine.e2e.ts',
  'inventory-distribution.e2e.ts',
  'patient-link.e2e.ts',
  'doctors-import.e2e.ts',
  'onboarding-signup.e2e.ts',
  'adverse-event-report.e2e.ts',
] as const;
