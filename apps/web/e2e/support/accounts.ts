/** Demo accounts seeded outside production (apps/api/src/main/seed). */
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_PROGRAM = 'BEMESTAR';

export const DEMO_ACCOUNTS = [
  'sysadmin@demo.com.br',
  'admin@demo.com.br',
  'regional@demo.com.br',
  'distrital@demo.com.br',
  'representante@demo.com.br',
  'medico@demo.com.br',
] as const;

export const PENDING_DOCTOR = 'pendente@demo.com.br';
