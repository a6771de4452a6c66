import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** The permission types the session programme offers. */
export const getPermissionTypes = (signal?: AbortSignal) => api.userGroups.permissionTypes({}, { signal });

export const usePermissionTypes = (programId: number) =>
  useQuery({ queryKey: userGroupsKeys.permissionTypes(programId), queryFn: ({ signal }) => getPermissionTypes(signal) });
