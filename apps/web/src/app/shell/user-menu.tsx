import { lazy, Suspense, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useTranslation, withFullCatalogue } from '@/lib/i18n/index.ts';
import type { SessionUser } from '@portal/domain';

/** The popup (MUI's Menu, its items and icons) loads on the first click, not with every page. */
const UserMenuItems = lazy(() => import('./user-menu-items.tsx').then((m) => ({ default: m.UserMenuItems })));

/**
 * The dialog's form (react-hook-form, zod, the schema) loads when it is first asked for, not with
 * every page, with the texts beyond the shell's.
 */
const DeleteAccountDialog = lazy(() =>
  withFullCatalogue(import('@/features/account/components/delete-account-dialog.tsx')).then((m) => ({ default: m.DeleteAccountDialog })),
);

/** Spec §2: edit profile (hidden for admin and sysadmin), change password, delete account, logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuAsked, setMenuAsked] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteAsked, setDeleteAsked] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        data-testid="user-menu-button"
        onClick={(event: MouseEvent<HTMLElement>) => { setMenuAsked(true); setAnchor(event.currentTarget); }}
      >
        <AccountCircle />
      </IconButton>
      {menuAsked && (
        <Suspense fallback={null}>
          <UserMenuItems
            user={user}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onDeleteAccount={() => { setDeleteAsked(true); setDeleting(true); }}
          />
        </Suspense>
      )}
      {deleteAsked && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </>
  );
}
