import { useEffect, useRef, useState, type ReactNode } from 'react';
import { appHistory } from '@/lib/blockable-history.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';

export interface UnsavedChangesGuard {
  /** The "leave without saving?" dialog; render it with the form. */
  dialog: ReactNode;
  /** Lets the next navigation through (after a save, before going back to the list). */
  release: () => void;
}

/**
 * An edit form with unsaved changes asks before leaving: an in-app navigation (link, navigate,
 * back/forward) opens a dialog (stay or leave), closing or reloading the tab gets the browser's own
 * prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation();
  const released = useRef(false);
  const [proceed, setProceed] = useState<(() => void) | null>(null);
  const unblockRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const unblock = unblockRef.current = appHistory().block(
      (current, next) => !released.current
        && (current.pathname !== next.pathname || current.search !== next.search),
      (go) => setProceed(() => go),
    );
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unblock();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={proceed !== null}
      title={t('common.unsavedChangesTitle')}
      message={t('common.unsavedChangesMessage')}
      confirmLabel={t('common.leaveWithoutSaving')}
      // Leaving drops the blocker at once: the next screen may take a moment to load.
      onConfirm={() => { setProceed(null); unblockRef.current?.(); proceed?.(); }}
      onClose={() => setProceed(null)}
    />
  );
  return { dialog, release: () => { released.current = true; } };
}
