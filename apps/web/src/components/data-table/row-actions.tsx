import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ConfirmAction, RowAction } from './types.ts';

export interface PendingConfirm<T> {
  kind: 'approve' | 'remove';
  row: T;
  action: ConfirmAction<T>;
}

type SimpleAction<T> = Omit<RowAction<T>, 'key' | 'label' | 'icon'> & { label?: string };

interface RowActionsProps<T> {
  row: T;
  view?: SimpleAction<T> | undefined;
  edit?: SimpleAction<T> | undefined;
  approve?: ConfirmAction<T> | undefined;
  remove?: ConfirmAction<T> | undefined;
  extras?: readonly RowAction<T>[] | undefined;
  onConfirm: (pending: PendingConfirm<T>) => void;
}

function ActionButton({ label, icon, href, onClick, testId }: { label: string; icon: ReactNode; href?: string | undefined; onClick?: (() => void) | undefined; testId: string }) {
  return (
    <Tooltip title={label}>
      {href !== undefined ? (
        <IconButton size="small" component={Link} to={href} aria-label={label} data-testid={testId}>{icon}</IconButton>
      ) : (
        <IconButton size="small" onClick={onClick} aria-label={label} data-testid={testId}>{icon}</IconButton>
      )}
    </Tooltip>
  );
}

/** The action column: view, edit, approve and remove (both confirmed), then the caller's extras. */
export function RowActions<T>({ row, view, edit, approve, remove, extras = [], onConfirm }: RowActionsProps<T>) {
  const { t } = useTranslation();
  const shows = (a: { visible?: ((row: T) => boolean) | undefined } | undefined) => a !== undefined && (a.visible?.(row) ?? true);
  const simple = (a: SimpleAction<T>, key: string, label: string, icon: ReactNode) => (
    <ActionButton key={key} label={a.label ?? label} icon={icon} href={a.href?.(row)} onClick={a.onClick ? () => a.onClick!(row) : undefined}
      testId={`row-action-${key}`} />
  );
  return (
    <>
      {shows(view) && simple(view!, 'view', t('dataTable.view'), <VisibilityOutlined fontSize="small" />)}
      {shows(edit) && simple(edit!, 'edit', t('dataTable.edit'), <EditOutlined fontSize="small" />)}
      {shows(approve) && (
        <ActionButton label={approve!.label ?? t('dataTable.approve')} icon={<CheckCircleOutline fontSize="small" color="success" />}
          onClick={() => onConfirm({ kind: 'approve', row, action: approve! })} testId="row-action-approve" />
      )}
      {extras.filter((a) => shows(a)).map((a) => (
        <ActionButton key={a.key} label={a.label} icon={a.icon} href={a.href?.(row)} onClick={a.onClick ? () => a.onClick!(row) : undefined}
          testId={`row-action-${a.key}`} />
      ))}
      {shows(remove) && (
        <ActionButton label={remove!.label ?? t('dataTable.remove')} icon={<DeleteOutline fontSize="small" color="error" />}
          onClick={() => onConfirm({ kind: 'remove', row, action: remove! })} testId="row-action-remove" />
      )}
    </>
  );
}
