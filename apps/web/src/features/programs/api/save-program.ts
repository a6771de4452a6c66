import type { Program, ProgramForm } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { programKeys } from './keys.ts';

/** POST /programs (register) or PUT /programs/${id} (edit). */
export const saveProgram = ({ id, values }: { id?: number | undefined; values: ProgramForm }): Promise<Program> =>
  id === undefined ? api.post<Program>('/programs', values) : api.put<Program>(`/programs/${id}`, values);

export const useSaveProgram = () => useInvalidatingMutation(saveProgram, programKeys.all);
