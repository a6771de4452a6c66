import type { Pathology } from '@portal/domain';
import type { PathologiesProvider } from './pathologies.ts';

/** Demo pathologies by programme slug (upper case), answered offline; other programmes get the general list. */
const BY_PROGRAM: Record<string, Pathology[]> = {
  BEMESTAR: [
    { idPathology: 101, description: 'Câncer de mama' },
    { idPathology: 102, description: 'Câncer de ovário' },
    { idPathology: 103, description: 'Câncer de próstata' },
    { idPathology: 104, description: 'Imunodeficiência primária' },
    { idPathology: 105, description: 'Artrite reumatoide' },
  ],
  ABRACARAVIDA: [
    { idPathology: 201, description: 'Hipercolesterolemia familiar' },
    { idPathology: 202, description: 'Doença arterial coronariana' },
    { idPathology: 203, description: 'Insuficiência cardíaca' },
    { idPathology: 204, description: 'Hipertensão arterial pulmonar' },
  ],
};
const GENERAL: Pathology[] = [
  { idPathology: 901, description: 'Diabetes mellitus tipo 2' },
  { idPathology: 902, description: 'Asma grave' },
  { idPathology: 903, description: 'Esclerose múltipla' },
];

export const pathologiesSimulator: PathologiesProvider = {
  kind: 'simulator',
  async byProgram(programSlug: string) {
    return BY_PROGRAM[programSlug.toUpperCase()] ?? GENERAL;
  },
};
