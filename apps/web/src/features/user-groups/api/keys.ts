/** Query keys of groups, memberships and permissions; each mutation invalidates its branch. */
export const userGroupsKeys = {
  all: ['user-groups'] as const,
  list: (programId: number) => ['user-groups', 'list', programId] as const,
  paged: (programId: number) => ['user-groups', 'paged', programId] as const,
  memberships: (userId: number) => ['user-groups', 'memberships', userId] as const,
  history: (userId: number) => ['user-groups', 'memberships', userId, 'history'] as const,
  /** Under the user's memberships, so every membership change refreshes it. */
  userPermissions: (userId: number) => ['user-groups', 'memberships', userId, 'permissions'] as const,
  managers: (userId: number, filter = '') => ['user-groups', 'managers', userId, filter] as const,
  permissions: (userGroupId: number) => ['user-groups', 'permissions', userGroupId] as const,
  permissionTypes: (programId: number) => ['user-groups', 'permission-types', programId] as const,
};
