import { useQuery } from '@tanstack/react-query';
import type { CataloguePermissionType, PermissionOptionLevel } from '@portal/domain';
import { api } from '@/lib/api.ts';

export const catalogOptionsKey = ['catalog-options'] as const;

/**
 * The programme's catalogue rows of one picker level, under `parentId` when given (the session's
 * programme; the same call serves the permission and the inventory pickers).
 */
export const getCatalogOptions = (type: CataloguePermissionType, level: PermissionOptionLevel, parentId?: number, signal?: AbortSignal) =>
  api.userGroups.permissionOptions({ query: { type, level, parentId } }, { signal });

export const useCatalogOptions = (type: CataloguePermissionType, level: PermissionOptionLevel, parentId: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...catalogOptionsKey, type, level, parentId ?? null],
    queryFn: ({ signal }) => getCatalogOptions(type, level, parentId, signal),
    enabled,
    staleTime: 60_000,
  });
