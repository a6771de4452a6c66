import { patientCareHttpClient } from './http-client.ts';
import type { PatientCareProvider } from './patient-care.ts';
import { patientCareSimulator } from './simulator.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export * from './patient-care.ts';

export interface PatientCareConfig {
  provider: 'simulator' | 'http';
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
}

/** The offline simulator by default; PATIENT_CARE_PROVIDER=http uses the client at PATIENT_CARE_BASE_URL. */
export function patientCareProvider(config: PatientCareConfig): PatientCareProvider {
  return config.provider === 'http'
    ? instrumented('patient-care', 'http', patientCareHttpClient({ baseUrl: config.baseUrl, token: config.token, timeoutMs: config.timeoutMs }))
    : instrumented('patient-care', 'simulator', patientCareSimulator);
}
