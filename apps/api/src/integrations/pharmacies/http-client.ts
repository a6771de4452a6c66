import type { AccreditedPharmacy } from '@portal/domain';
import type { PharmaciesProvider, PharmacySearch } from './pharmacies.ts';
import { fetchWithRequestId } from '#platform/lib/request-id.ts';

export interface PharmaciesHttpOptions {
  baseUrl: string;
  token?: string | undefined;
  timeoutMs?: number;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const coordinate = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN);

/** One pharmacy of the service's answer, or null when it lacks a name or a usable position. */
function toPharmacy(raw: Record<string, unknown>): AccreditedPharmacy | null {
  const lat = coordinate(raw.lat);
  const lng = coordinate(raw.lng);
  const name = text(raw.name);
  if (!name || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return {
    name, address: text(raw.address), city: text(raw.city), uf: text(raw.uf).toUpperCase(),
    postalCode: text(raw.postalCode).replace(/\D/g, ''), phone: text(raw.phone), lat, lng,
  };
}

/**
 * The accredited-pharmacy service over HTTP: `GET {baseUrl}/programs/{program}/pharmacies?postalCode=&uf=`
 * with an optional bearer token, answering `[{ name, address, city, uf, postalCode, phone, lat, lng }]`
 * (coordinates as numbers or numeric strings). 404 means none near; any other non-2xx throws.
 */
export function pharmaciesHttpClient(options: PharmaciesHttpOptions): PharmaciesProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    kind: 'http',
    async near(search: PharmacySearch) {
      const query = new URLSearchParams({ postalCode: search.postalCode, ...(search.uf ? { uf: search.uf } : {}) });
      const res = await fetchWithRequestId(`${base}/programs/${encodeURIComponent(search.program)}/pharmacies?${query.toString()}`, {
        headers: { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (res.status === 404) return [];
      if (!res.ok) throw new Error(`pharmacy service answered ${res.status}`);
      const body: unknown = await res.json();
      if (!Array.isArray(body)) throw new Error('pharmacy service answered a non-list');
      return body.flatMap((p) => {
        const pharmacy = p && typeof p === 'object' ? toPharmacy(p as Record<string, unknown>) : null;
        return pharmacy ? [pharmacy] : [];
      });
    },
  };
}
