import type { TFunction, Texts as I18n } from '@/lib/i18n/index.ts';

/** An action or entity in pt-BR through the catalogue; a value the catalogue does not know shows as stored. */
export const auditActionLabel = (t: TFunction, action: string) => t(`auditAction.${action}`, { defaultValue: action });
export const auditEntityLabel = (t: TFunction, entity: string) => t(`auditEntity.${entity}`, { defaultValue: entity });

/** 'travelGroupId' → 'Travel group id' for a field the catalogue has no label for. */
const words = (key: string) => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** A field's label: the catalogue's `auditField.<key>` or its name in words; nested paths joined by ›. */
export const auditFieldLabel = (t: TFunction, i18n: I18n, path: string) =>
  path.split('.').map((key) => (i18n.exists(`auditField.${key}`) ? t(`auditField.${key}`) : words(key))).join(' › ');

/** A stored value flattened to [path, value] pairs: nested objects become dotted paths; arrays stay whole. */
export function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return prefix ? [[prefix, value]] : [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => flatten(v, prefix ? `${prefix}.${key}` : key));
}

/** A value as text: yes/no, '—' for nothing, lists joined. */
export function auditValueText(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (Array.isArray(value)) return value.map((v) => auditValueText(t, v)).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}
