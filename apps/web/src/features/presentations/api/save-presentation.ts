import type { PresentationForm } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { presentationKeys } from './keys.ts';

/** Registers a presentation, or edits presentation `id`. */
export const savePresentation = ({ id, values }: { id?: number | undefined; values: PresentationForm }) =>
  id === undefined ? api.presentations.create({ body: values }) : api.presentations.update({ params: { id }, body: values });

export const useSavePresentation = () => useInvalidatingMutation(savePresentation, presentationKeys.all);
