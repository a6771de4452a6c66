/** Spec §9: the portal's colours (index.html's theme-color repeats the primary). */
export const BRAND = {
  primary: '#1565c0',
  background: '#f5f7fb',
} as const;
