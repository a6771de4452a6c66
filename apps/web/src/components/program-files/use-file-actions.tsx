import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ProgramFile } from '@portal/domain';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { getDownloadUrl, useDeleteProgramFile } from './api.ts';
import { openFile } from './open-file.ts';

/**
 * Open (download through the signed URL, `openFile`) and delete-with-confirm for file cards.
 * `getUrl` fetches the link (the signed-in download by default).
 */
export function useFileActions(getUrl: (file: ProgramFile) => Promise<string> = (file) => getDownloadUrl(file.id)) {
  const { t } = useTranslation();
  const remove = useDeleteProgramFile();
  const [pending, setPending] = useState<ProgramFile | null>(null);

  const open = (file: ProgramFile) => openFile(file, getUrl, () => toast(t('err.failedToDownloadFile'), 'info'));

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      toast(t('msg.successToDeleteProgramFile'), 'success');
    } catch (error) {
      // Spec §8: a bad request shows the server's message first.
      toast(error instanceof ApiError && error.status === 400 ? error.message : t('err.failedToDeleteProgramFile'), 'error');
    } finally {
      setPending(null);
    }
  };

  const dialog = (
    <ConfirmDialog open={pending !== null} destructive message={t('files.confirmDelete', { name: pending?.name ?? '' })} busy={remove.isPending}
      onConfirm={() => void confirmDelete()} onClose={() => setPending(null)} />
  );
  return { open, askDelete: setPending, dialog };
}
