import { discountSchema, medicineSchema, type Discount, type Medicine } from '@portal/domain';
import type { DiscountsProvider } from './discounts.ts';
import { fetchWithRequestId } from '#platform/lib/request-id.ts';

export interface DiscountsHttpOptions {
  baseUrl: string;
  token?: string | undefined;
  timeoutMs?: number;
}

/**
 * The discount service over HTTP: `GET {baseUrl}/programs/{programId}/medicines` answering
 * `[{ lineId, name }]`, and `GET {baseUrl}/programs/{programId}/families/{familyId}/discounts?uf=SP`
 * answering `[{ name, familyDescription, rules: [{ ruleName, ruleId, productDescription, ranges:
 * [{ boxesFrom, boxesTo, discountPercentage }] }] }]`. A 404 is an empty list; entries that do not
 * match the shape are dropped; any other failure throws.
 */
export function discountsHttpClient(options: DiscountsHttpOptions): DiscountsProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  async function get(path: string): Promise<unknown[]> {
    const res = await fetchWithRequestId(`${base}${path}`, {
      headers: { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    if (res.status === 404) return [];
    if (!res.ok) throw new Error(`discount service answered ${res.status}`);
    const body: unknown = await res.json();
    if (!Array.isArray(body)) throw new Error('discount service answered a non-list');
    return body as unknown[];
  }
  return {
    kind: 'http',
    async medicines(programId): Promise<Medicine[]> {
      return (await get(`/programs/${programId}/medicines`)).flatMap((m) => {
        const parsed = medicineSchema.safeParse(m);
        return parsed.success ? [parsed.data] : [];
      });
    },
    async discounts(programId, familyId, uf): Promise<Discount[]> {
      return (await get(`/programs/${programId}/families/${familyId}/discounts?uf=${uf}`)).flatMap((d) => {
        const parsed = discountSchema.safeParse(d);
        return parsed.success ? [parsed.data] : [];
      });
    },
  };
}
