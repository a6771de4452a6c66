import type { Pathology } from '@portal/domain';

/** A programme's pathologies (PATHOLOGYSELECT fields) from the registration system. Transport failures throw. */
export interface PathologiesProvider {
  readonly kind: 'simulator' | 'http';
  byProgram(programSlug: string): Promise<Pathology[]>;
}
