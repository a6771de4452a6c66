import type { PlaceDetails, PlaceSuggestion } from '@portal/domain';
import type { PlacesProvider } from './places.ts';
import { fetchWithRequestId } from '#platform/lib/request-id.ts';

export interface PlacesHttpOptions {
  baseUrl: string;
  key?: string | undefined;
  timeoutMs?: number;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The maps service over HTTP, always restricted to Brazil:
 * `GET {baseUrl}/autocomplete?input=&country=br[&key=]` answering `[{ placeId, description }]`, and
 * `GET {baseUrl}/places/{placeId}?country=br[&key=]` answering `{ placeId, description, postalCode, uf, lat, lng }`
 * (404 for an unknown place; a missing or blank postal code is kept as null). Other non-2xx answers throw.
 */
export function placesHttpClient(options: PlacesHttpOptions): PlacesProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const get = (path: string, query: Record<string, string>) => fetchWithRequestId(
    `${base}${path}?${new URLSearchParams({ ...query, country: 'br', ...(options.key ? { key: options.key } : {}) }).toString()}`,
    { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) },
  );
  return {
    kind: 'http',
    async autocomplete(input): Promise<PlaceSuggestion[]> {
      const res = await get('/autocomplete', { input });
      if (!res.ok) throw new Error(`maps service answered ${res.status}`);
      const body: unknown = await res.json();
      if (!Array.isArray(body)) throw new Error('maps service answered a non-list');
      return body.flatMap((s: Record<string, unknown> | null) => (s && str(s.placeId) && str(s.description)
        ? [{ placeId: str(s.placeId), description: str(s.description) }] : []));
    },
    async details(placeId): Promise<PlaceDetails | null> {
      const res = await get(`/places/${encodeURIComponent(placeId)}`, {});
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`maps service answered ${res.status}`);
      const p = (await res.json()) as Record<string, unknown>;
      const lat = Number(p.lat);
      const lng = Number(p.lng);
      if (!str(p.placeId) || !Number.isFinite(lat) || !Number.isFinite(lng)) throw new Error('maps service answered a malformed place');
      const cep = str(p.postalCode).replace(/\D/g, '');
      return {
        placeId: str(p.placeId), description: str(p.description), postalCode: cep.length === 8 ? cep : null,
        uf: str(p.uf).toUpperCase() || null, lat, lng,
      };
    },
  };
}
