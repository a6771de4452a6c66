import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramFile } from '@portal/domain';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { getDownloadUrl, useDeleteProgramFile } from './api.ts';

/**
 * Open (signed URL in a new tab) and delete-with-confirm for file cards. The tab is opened on
 * the click itself so pop-up blockers allow it, then pointed at the link `getUrl` fetches (the
 * signed-in download by default).
 */
export function useFileActions(getUrl: (file: ProgramFile) => Promise<string> = (file) => getDownloadUrl(file.id)) {
  const { t } = useTranslation();
  const remove = useDeleteProgramFile();
  const [pending, setPending] = useState<ProgramFile | null>(null);

  const open = (file: ProgramFile) => {
    const tab = window.open('', '_blank');
    getUrl(file).then((url) => {
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    }).catch(() => {
      tab?.close();
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
