import { useMemo } from 'react';
import { INVENTORY_TYPES, PERMISSION_MODULE, isModuleEnabled, type InventoryType } from '@portal/domain';
import { useSession } from '@/lib/auth/session.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';

/** The inventory types whose module the programme and the user have (spec §3: each type is a module). */
export function useInventoryTypes(): InventoryType[] {
  const { user } = useSession();
  const { program } = useCurrentProgram();
  return useMemo(() => {
    if (!user || !program) return [];
    const ctx = { userType: user.type, programModules: program.modules, userModules: user.modules };
    return INVENTORY_TYPES.filter((type) => isModuleEnabled(PERMISSION_MODULE[type], ctx));
  }, [user, program]);
}
