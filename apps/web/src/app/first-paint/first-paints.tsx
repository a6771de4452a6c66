import type { ReactElement } from 'react';
import Stack from '@mui/material/Stack';
import type { FirstScreen } from '@portal/domain';
import { PublicProgramFrame } from '@/components/public-program-frame.tsx';
import { ContentsHeading } from '@/features/contents/components/contents-heading.tsx';
import { PcdtHeading } from '@/features/pcdt/components/pcdt-heading.tsx';
import { LinkFrameLoading } from '@/features/patient-confirmation/components/link-frame.tsx';

/** The first screens whose documents paint before the app's scripts: the public ones (the signed-in frame needs its user). */
export type PaintedScreen = Exclude<FirstScreen, 'signedIn'>;

/**
 * What each paints: the part every visitor sees first whatever the programme, built of the page's
 * own components so the app's render lands on it without a shift: the frame, and the title and
 * intro at the top of the page's column (its `Stack spacing={2}`), or the link's loading card.
 */
export const FIRST_PAINTS: Record<PaintedScreen, () => ReactElement> = {
  contents: () => <PublicProgramFrame><Stack spacing={2}><ContentsHeading /></Stack></PublicProgramFrame>,
  pcdt: () => <PublicProgramFrame><Stack spacing={2}><PcdtHeading /></Stack></PublicProgramFrame>,
  patientLink: () => <LinkFrameLoading />,
};
