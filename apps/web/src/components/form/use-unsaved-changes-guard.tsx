import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';

export interface UnsavedChangesGuard {
  /** The "leave without saving?" dialog; render it with the form. */
  dialog: ReactNode;
  /** Lets the next navigation through (after a save, before going back to the list). */
  release: () => void;
}

/**
 * An edit form with unsaved changes asks before leaving: an in-app navigation opens a dialog
 * (stay or leave), closing or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation();
  const released = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && !released.current
      && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('common.unsavedChangesTitle')}
      message={t('common.unsavedChangesMessage')}
      confirmLabel={t('common.leaveWithoutSaving')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
  return { dialog, release: () => { released.current = true; } };
}
