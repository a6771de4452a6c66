import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PROGRAM_QUERY_PARAM, type PathDef } from '@/config/paths.ts';
import { ProgramChooser } from './program-chooser.tsx';
import { PublicProgramFrame } from './public-program-frame.tsx';

export interface PublicProgramGateProps {
  /** The page itself, for the programme the address names. */
  children: (programCode: string) => ReactNode;
  /** Where the chooser leads when the address names no programme. */
  target: PathDef;
}

/**
 * A public page of one programme (spec §2 /contents, /pcdt): the programme comes from `?program=`,
 * else the visitor picks one in the programme chooser.
 */
export function PublicProgramGate({ children, target }: PublicProgramGateProps) {
  const [params] = useSearchParams();
  const code = params.get(PROGRAM_QUERY_PARAM)?.trim();
  return (
    <PublicProgramFrame>
      {code ? children(code) : <ProgramChooser open mode="login" target={target} />}
    </PublicProgramFrame>
  );
}
