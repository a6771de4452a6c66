import type { UserSortColumn, UserStatus, UserType } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** One page of the programme's users (of the types the caller manages). */
export const getUsers = (query: TableQuery, filters: { userType?: UserType | undefined; status?: UserStatus | undefined }, signal?: AbortSignal) =>
  api.users.list({ query: toPageQuery<UserSortColumn>(query, filters) }, { signal });
