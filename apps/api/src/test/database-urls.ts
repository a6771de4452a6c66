export const TEMPLATE_DB = 'portal_test_template';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const templateDatabaseUrl = (url: string) => withDatabase(url, TEMPLATE_DB);
