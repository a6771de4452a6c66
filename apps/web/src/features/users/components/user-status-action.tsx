import { useState, type ReactNode } from 'react';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { UserListItem } from '@portal/domain';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import type { RowAction } from '@/components/data-table/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSetUserActive } from '../api/set-user-active.ts';

const KNOWN = new Set(['userCannotBeManaged', 'cannotDeactivateSelf', 'failedToLoadUser']);

/**
 * The users list's deactivate / reactivate row actions and the confirmation naming the user.
 * `manages(row)` says whether the signed-in user may change that row.
 */
export function useUserStatusActions(manages: (row: UserListItem) => boolean): { actions: RowAction<UserListItem>[]; dialog: ReactNode } {
  const { t } = useTranslation();
  const mutation = useSetUserActive();
  const [pending, setPending] = useState<UserListItem | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const active = !pending.active;
    try {
      await mutation.mutateAsync({ id: pending.id, active });
      toast(t(active ? 'msg.successToReactivateUser' : 'msg.successToDeactivateUser', { name: pending.name }), 'success');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      toast(t(KNOWN.has(code) ? `err.${code}` : 'err.failedToUpdateUserStatus'), 'error');
    } finally {
      setPending(null);
    }
  };

  const actions: RowAction<UserListItem>[] = [{
    key: 'deactivate', label: t('users.deactivate'), icon: <BlockOutlined fontSize="small" color="error" />,
    visible: (u) => u.active && manages(u), onClick: setPending,
  }, {
    key: 'reactivate', label: t('users.reactivate'), icon: <RestartAltOutlined fontSize="small" color="success" />,
    visible: (u) => !u.active && manages(u), onClick: setPending,
  }];

  const deactivating = pending?.active ?? true;
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t(deactivating ? 'users.confirmDeactivateTitle' : 'users.confirmReactivateTitle')}
      message={t(deactivating ? 'users.confirmDeactivate' : 'users.confirmReactivate', { name: pending?.name ?? '' })}
      confirmLabel={t(deactivating ? 'users.deactivate' : 'users.reactivate')}
      busy={mutation.isPending}
      onConfirm={() => void confirm()}
      onClose={() => setPending(null)}
    />
  );
  return { actions, dialog };
}
