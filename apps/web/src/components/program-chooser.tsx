import { lazy, Suspense } from 'react';
import type { ProgramChooserDialogProps } from './program-chooser-dialog.tsx';

const ProgramChooserDialog = lazy(() => import('./program-chooser-dialog.tsx').then((m) => ({ default: m.ProgramChooserDialog })));

/** The programme chooser, loaded only when it opens (most logins arrive with ?program=SLUG). */
export function ProgramChooser(props: ProgramChooserDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ProgramChooserDialog {...props} />
    </Suspense>
  );
}
