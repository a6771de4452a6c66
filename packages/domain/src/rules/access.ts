import type { UserType } from '../enums/index.ts';
import type { RouteKey } from './routes.ts';

/**
 * Who may call an endpoint (ENGINEERING §4.7), declared in its contract. No `routes`/`types`
 * means any signed-in, approved user with no pending usage policy; `routes` grants access when any
 * of those screens is allowed to the user (the rule that builds the menu); `types` restricts by
 * user type; `allowPending` lets users awaiting approval or a policy in.
 */
export type Access =
  | { public: true }
  | { routes?: readonly RouteKey[]; types?: readonly UserType[]; allowPending?: boolean };
