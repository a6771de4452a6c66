import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ProgramFile } from '@portal/domain';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { getDownloadUrl, useDeleteProgramFile } from './api.ts';

/**
 * Open (download through the signed URL) and delete-with-confirm for file cards. The link answers
 * as an attachment, so following it in this page downloads the file and leaves the page as it is
 * (a new tab would stay blank). `getUrl` fetches the link (the signed-in download by default).
 */
export function useFileActions(getUrl: (file: ProgramFile) => Promise<string> = (file) => getDownloadUrl(file.id)) {
  const { t } = useTranslation();
  const remove = useDeleteProgramFile();
  const [pending, setPending] = useState<ProgramFile | null>(null);

  const open = (file: ProgramFile) => {
    getUrl(file).then((url) => {
      const link = document.createElement('a');
      link.href = url;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    }).catch(() => {
      toast(t('err.failedToDownloadFile'), 'info');
    });
  };

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
