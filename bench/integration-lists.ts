import { CMS_PORTAL_NAMES, DISCOUNT_PROGRAM_ID } from '@portal/domain';
import { patientCareSimulator } from '../apps/api/src/integrations/patient-care/simulator.ts';
import { cmsSimulator } from '../apps/api/src/integrations/cms/simulator.ts';
import { discountsSimulator } from '../apps/api/src/integrations/discounts/simulator.ts';
import type { ListFamily } from './list-family.ts';
import { PROGRAM } from './list-family.ts';

/**
 * Lists an external system answers (patient-care, CMS, discounts), against the portal's offline
 * simulators: their size is the external system's, so what the portal owns is its overhead over the
 * simulator — access checks, the programme and doctor lookups, validation and serialisation. Each
 * row's note gives the simulator's own cost per call, timed in this process, so the latency above it
 * is the portal's.
 */
const DEMO_DOCTOR = { crm: '123456', uf: 'SP' };

/** Mean cost of one simulator call in µs, over enough calls to be measurable. */
async function costOf(call: () => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 50; i++) await call();
  const n = 2000;
  const started = performance.now();
  for (let i = 0; i < n; i++) await call();
  return `simulator ${((performance.now() - started) * 1000 / n).toFixed(0)} µs a call in-process; the rest is the portal's overhead`;
}

export const integrationLists: ListFamily = {
  name: 'external systems',
  async cases({ programId, get }) {
    const doctor = await get<{ data: { userId: number; email: string }[] }>(`/api/doctors?programId=${programId}&skip=0&take=10&filter=medico%40demo`);
    const userId = doctor.data.find((d) => d.email === 'medico@demo.com.br')?.userId ?? doctor.data[0]?.userId ?? 1;
    const page = { programCode: PROGRAM, doctor: DEMO_DOCTOR, pageNumber: '1', pageSize: '10' };
    const portal = CMS_PORTAL_NAMES[0];
    return [
      {
        name: 'GET /patients/by-crm-from-patientcare page 1 (patient-care)', path: `/api/patients/by-crm-from-patientcare/${userId}/1/10`, as: 'district' as const,
        note: await costOf(() => patientCareSimulator.patientsByDoctor(page)),
      },
      {
        name: 'GET /patients/patientes-medications-by-crm-from-patientcare page 1', path: `/api/patients/patientes-medications-by-crm-from-patientcare/${userId}/1/10`, as: 'district' as const,
        note: await costOf(() => patientCareSimulator.medicationsByDoctor(page)),
      },
      {
        name: 'GET /integration/cms/get-posts (CMS)', path: `/api/integration/cms/get-posts/${PROGRAM}/${portal}`, as: 'admin' as const,
        // Public and limited to 120 a minute per address: spread over client addresses.
        distinctClients: true,
        note: await costOf(() => cmsSimulator.posts(PROGRAM, portal)),
      },
      {
        name: 'GET /integration/get-medicines (discounts)', path: `/api/integration/get-medicines/${DISCOUNT_PROGRAM_ID}`, as: 'admin' as const,
        note: await costOf(() => discountsSimulator.medicines(DISCOUNT_PROGRAM_ID)),
      },
      {
        name: 'GET /integration/get-discounts/:family/SP (discounts)', path: `/api/integration/get-discounts/${DISCOUNT_PROGRAM_ID}/3101/SP`, as: 'admin' as const,
        note: await costOf(() => discountsSimulator.discounts(DISCOUNT_PROGRAM_ID, 3101, 'SP')),
      },
    ];
  },
};
