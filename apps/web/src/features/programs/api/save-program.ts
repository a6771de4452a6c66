import type { ProgramForm } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { programKeys } from './keys.ts';

/** Registers a programme, or edits programme `id`. */
export const saveProgram = ({ id, values }: { id?: number | undefined; values: ProgramForm }) =>
  id === undefined ? api.programs.create({ body: values }) : api.programs.update({ params: { id }, body: values });

export const useSaveProgram = () => useInvalidatingMutation(saveProgram, programKeys.all);
