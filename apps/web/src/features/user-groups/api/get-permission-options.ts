import { useQuery } from '@tanstack/react-query';
import type { CataloguePermissionType, PermissionOption, PermissionOptionLevel, PermissionType } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

/** GET /api/user-groups/permission-types: the permission types the session programme offers. */
export const getPermissionTypes = (signal?: AbortSignal): Promise<PermissionType[]> =>
  api.get<PermissionType[]>('/user-groups/permission-types', { signal });

export const usePermissionTypes = (programId: number) =>
  useQuery({ queryKey: userGroupsKeys.permissionTypes(programId), queryFn: ({ signal }) => getPermissionTypes(signal) });

/** GET /api/user-groups/permission-options: the catalogue rows of one picker level. */
export const getPermissionOptions = (type: CataloguePermissionType, level: PermissionOptionLevel, parentId?: number, signal?: AbortSignal) => {
  const params = new URLSearchParams({ type, level });
  if (parentId !== undefined) params.set('parentId', String(parentId));
  return api.get<PermissionOption[]>(`/user-groups/permission-options?${params.toString()}`, { signal });
};

export const usePermissionOptions = (type: CataloguePermissionType | undefined, level: PermissionOptionLevel, parentId: number | undefined, enabled = true) =>
  useQuery({
    queryKey: userGroupsKeys.options(type ?? '', level, parentId),
    queryFn: ({ signal }) => getPermissionOptions(type!, level, parentId, signal),
    enabled: enabled && type !== undefined,
  });
