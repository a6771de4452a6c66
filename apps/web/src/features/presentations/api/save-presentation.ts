import type { Presentation, PresentationForm } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { presentationKeys } from './keys.ts';

/** POST /presentations (register) or PUT /presentations/${id} (edit). */
export const savePresentation = ({ id, values }: { id?: number | undefined; values: PresentationForm }): Promise<Presentation> =>
  id === undefined ? api.post<Presentation>('/presentations', values) : api.put<Presentation>(`/presentations/${id}`, values);

export const useSavePresentation = () => useInvalidatingMutation(savePresentation, presentationKeys.all);
