import { useQuery } from '@tanstack/react-query';
import type { CataloguePermissionType, PermissionOptionLevel } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** The permission types the session programme offers. */
export const getPermissionTypes = (signal?: AbortSignal) => api.userGroups.permissionTypes({}, { signal });

export const usePermissionTypes = (programId: number) =>
  useQuery({ queryKey: userGroupsKeys.permissionTypes(programId), queryFn: ({ signal }) => getPermissionTypes(signal) });

/** The catalogue rows of one picker level (under `parentId`, when given). */
export const getPermissionOptions = (type: CataloguePermissionType, level: PermissionOptionLevel, parentId?: number, signal?: AbortSignal) =>
  api.userGroups.permissionOptions({ query: { type, level, parentId } }, { signal });

export const usePermissionOptions = (type: CataloguePermissionType | undefined, level: PermissionOptionLevel, parentId: number | undefined, enabled = true) =>
  useQuery({
    queryKey: userGroupsKeys.options(type ?? '', level, parentId),
    queryFn: ({ signal }) => getPermissionOptions(type!, level, parentId, signal),
    enabled: enabled && type !== undefined,
  });
