import { useEffect } from 'react';
import { matchPath, Navigate } from 'react-router';
import type { RouteDef } from '@portal/domain';
import { clearProgramLanding } from '@/lib/programs/program-switch.ts';

/** After a programme switch: the address if the new programme offers it, else its start page. */
export function ProgramLanding({ address, routes, defaultPath }: { address: string; routes: readonly RouteDef[]; defaultPath: string }) {
  useEffect(clearProgramLanding, []);
  const offered = routes.some((r) => matchPath(r.path, address) !== null);
  return <Navigate to={offered ? address : defaultPath} replace />;
}
