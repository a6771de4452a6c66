/**
 * Journeys that only read: they check screens, menus and texts, and write nothing the database
 * decides (sign-ins aside). `npm run test:e2e` runs every journey; the PostgreSQL pass
 * (`npm run test:e2e:writes`, decision 0047) skips these, because a read renders the same on either
 * database. A journey not listed here runs in both passes: list a new one only if it never saves.
 */
export const READ_ONLY_JOURNEYS = [
  'screens-crawl.e2e.ts',
  'demo-menus.e2e.ts',
  'account-pages.e2e.ts',
  'doctor-url-guard.e2e.ts',
  'login-a11y.e2e.ts',
  'program-chooser.e2e.ts',
  // Switches programme (the session's, as a sign-in writes it) and reads the screens that follow.
  'program-switch.e2e.ts',
] as const;
