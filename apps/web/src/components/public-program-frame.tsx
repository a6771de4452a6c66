import type { ReactNode } from 'react';
import { PublicLayout } from './public-layout.tsx';

/** The frame of a programme's public page (/contents, /pcdt), also painted before the app's scripts run (app/first-paint). */
export function PublicProgramFrame({ children }: { children: ReactNode }) {
  return <PublicLayout maxWidth="lg">{children}</PublicLayout>;
}
