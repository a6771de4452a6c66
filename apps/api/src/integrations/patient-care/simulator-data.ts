import type { CarePatient, MedicationRow, MedicationStatus } from '@portal/domain';
import type { CareDoctor } from './patient-care.ts';

/**
 * The simulator's believable patients: generated from the programme, the doctor's CRM and state
 * and the patient's position, so the same doctor always sees the same patients after a restart
 * and another programme's patients are others. The demo doctor (CRM 123456/SP) follows enough
 * patients for the list to page.
 */
const DEMO_DOCTORS: readonly CareDoctor[] = [{ crm: '123456', uf: 'SP' }, { crm: '654321', uf: 'RJ' }];
const UFS = ['AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO'];
/** How the simulated system names the demo programmes (any other by its code). */
const PROGRAM_NAMES: Record<string, string> = { BEMESTAR: 'Programa Bem Estar', ABRACARAVIDA: 'Programa Abraçar a Vida' };
const DDD: Record<string, string> = { SP: '11', RJ: '21', MG: '31', PR: '41', RS: '51', BA: '71', PE: '81', DF: '61' };

const FIRST = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Larissa', 'Marcelo', 'Natália', 'Otávio', 'Patrícia', 'Rafael', 'Sabrina', 'Tiago', 'Vanessa', 'Wagner'];
const LAST = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Ferreira', 'Gomes', 'Lima', 'Martins', 'Nascimento', 'Oliveira', 'Pereira', 'Ribeiro', 'Santos', 'Teixeira', 'Vieira'];
const CAREGIVERS = ['Maria Aparecida', 'José Carlos', 'Fernanda Cristina', 'Luiz Fernando'];
const PHASES = ['Cadastro realizado', 'Documentação recebida', 'Processo protocolado', 'Medicamento autorizado', 'Medicamento dispensado'];
const PLAN_PHASES = ['Boas-vindas', 'Documentação', 'Aguardando autorização', 'Início de tratamento', 'Manutenção'];
const FOLLOWUPS = ['Acompanhamento mensal', 'Acompanhamento quinzenal'];
const ACCESS_WAYS = ['Farmácia de alto custo (SUS)', 'Plano de saúde', 'Compra direta', 'Via judicial'];
const MEDICATIONS = ['Imunovita 100 mg/mL solução injetável', 'Imunovita 50 mg/mL solução injetável', 'Cardioprev 10 mg 30 comprimidos'];

/** FNV-1a: a stable 32-bit hash of a text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** mulberry32: a small seeded generator, so every run draws the same patients. */
function random(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

function cpfOf(nine: string): string {
  const digit = (d: string) => {
    let sum = 0;
    for (let i = 0; i < d.length; i++) sum += Number(d[i]) * (d.length + 1 - i);
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  const ten = `${nine}${digit(nine)}`;
  return `${ten}${digit(ten)}`;
}

const DAY = 86_400_000;
const ANCHOR = Date.UTC(2024, 6, 1);
const dateAt = (days: number) => new Date(ANCHOR + days * DAY).toISOString().slice(0, 10);
const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const programTag = (programCode: string) => String(hash(programCode) % 10_000).padStart(4, '0');

/** `<programme tag 4><state 2><position 3><CRM>`: the simulator finds a patient from its id alone. */
function patientId(programCode: string, doctor: CareDoctor, index: number): string {
  return `${programTag(programCode)}${String(UFS.indexOf(doctor.uf)).padStart(2, '0')}${String(index).padStart(3, '0')}${doctor.crm}`;
}

export function decodePatientId(programCode: string, id: string): { doctor: CareDoctor; index: number } | null {
  const m = /^(\d{4})(\d{2})(\d{3})(\d{1,10})$/.exec(id);
  const uf = m ? UFS[Number(m[2])] : undefined;
  if (!m || !uf || m[1] !== programTag(programCode)) return null;
  return { doctor: { crm: m[4]!, uf }, index: Number(m[3]) };
}

/** How many patients a doctor follows in a programme. */
export function patientCount(programCode: string, doctor: CareDoctor): number {
  if (doctor.crm === '123456' && doctor.uf === 'SP') return programCode === 'BEMESTAR' ? 23 : 12;
  return 2 + (hash(`${programCode}|${doctor.crm}|${doctor.uf}`) % 6);
}

export interface SimulatedPatient { patient: CarePatient; medications: MedicationRow[] }

export function simulatedPatient(programCode: string, doctor: CareDoctor, index: number): SimulatedPatient {
  const r = random(hash(`${programCode}|${doctor.crm}|${doctor.uf}|${index}`));
  const pick = <T>(list: readonly T[]): T => list[r(list.length)]!;
  const first = pick(FIRST);
  const last = `${pick(LAST)} ${pick(LAST)}`;
  const name = `${first} ${last}`;
  const id = patientId(programCode, doctor, index);
  const cpf = cpfOf(String(100_000_000 + r(899_999_999)).slice(0, 9));
  const registered = r(540);
  const reached = 1 + r(PHASES.length);
  let day = registered;
  const accessPhases = PHASES.slice(0, reached).map((status, i) => {
    if (i > 0) day += 5 + r(25);
    return { idLocalAccessHistoryStatus: i + 1, status, date: dateAt(day) };
  });
  const inactive = index % 11 === 10;
  const treated = reached >= 4;
  const treatmentStart = treated ? day + 3 + r(10) : null;

  const medications: MedicationRow[] = [];
  if (treated && treatmentStart !== null) {
    const doses = 1 + r(5);
    const medication = pick(MEDICATIONS);
    for (let i = 0; i < doses; i++) {
      const scheduled = treatmentStart + i * 30;
      const last = i === doses - 1;
      const status: MedicationStatus = inactive && last ? 'CANCELED' : last ? pick(['OPEN', 'SCHEDULED'] as const) : (r(8) === 0 ? 'CANCELED' : 'REALIZED');
      medications.push({
        patientId: id, patientName: name, patientCPF: cpf, medication,
        scheduledDate: status === 'OPEN' ? null : dateAt(scheduled),
        realizedDate: status === 'REALIZED' ? dateAt(scheduled + r(3)) : null,
        status,
      });
    }
  }

  const patient: CarePatient = {
    id,
    patientName: name,
    patientCPF: cpf,
    patientBirthDate: `${1950 + r(50)}-${String(1 + r(12)).padStart(2, '0')}-${String(1 + r(28)).padStart(2, '0')}`,
    patientPhone: `${DDD[doctor.uf] ?? '61'}9${String(10_000_000 + r(89_999_999))}`,
    patientEmail: `${ascii(first)}.${ascii(last.split(' ')[1]!)}@exemplo.com.br`,
    patientProgram: PROGRAM_NAMES[programCode] ?? programCode,
    caregiverName: r(3) === 0 ? `${pick(CAREGIVERS)} ${last.split(' ')[0]}` : null,
    planPhaseDescription: inactive ? 'Inativo' : PLAN_PHASES[reached - 1]!,
    followupDescription: pick(FOLLOWUPS),
    lastInteractionDate: dateAt(day + r(20)),
    registerDate: dateAt(registered),
    diagnosisDate: dateAt(registered - 10 - r(200)),
    numberCallCentersNurses: r(13),
    treatmentStartDate: treatmentStart === null ? null : dateAt(treatmentStart),
    accessWay: pick(ACCESS_WAYS),
    reasonInactivation: inactive ? 'Abandono de tratamento' : null,
    applicationsQuantities: medications.filter((m) => m.status === 'REALIZED').length,
    accessPhases,
  };
  return { patient, medications };
}

export function simulatedPatients(programCode: string, doctor: CareDoctor): SimulatedPatient[] {
  return Array.from({ length: patientCount(programCode, doctor) }, (_, i) => simulatedPatient(programCode, doctor, i));
}

/** A CPF among the demo doctors' patients of the programme (the request forms' pre-fill). */
export function demoPatientByCpf(programCode: string, cpf: string): { patient: CarePatient; doctor: CareDoctor } | undefined {
  return DEMO_DOCTORS.flatMap((doctor) => simulatedPatients(programCode, doctor).map(({ patient }) => ({ patient, doctor })))
    .find(({ patient }) => patient.patientCPF === cpf);
}
