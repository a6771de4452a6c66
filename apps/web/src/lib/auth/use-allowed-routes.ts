import { useMemo } from 'react';
import { allowedRoutes, defaultRoute, type PublicProgram, type RouteDef, type SessionUser } from '@portal/domain';

export interface AllowedRoutes {
  routes: RouteDef[];
  defaultPath: string;
}

/** The screens this user may open in this programme: the one rule shared with the menu and the API guard. */
export function useAllowedRoutes(user: SessionUser, program: PublicProgram | undefined): AllowedRoutes {
  return useMemo(() => {
    const routes = allowedRoutes(user.type, program?.modules ?? [], user.modules);
    return { routes, defaultPath: defaultRoute(routes) };
  }, [user.type, user.modules, program?.modules]);
}
