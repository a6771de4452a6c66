import { ApiError } from '@/lib/api-client.ts';

/** The catalogue key of a failed patient-care call: the service being down (spec §8), else `fallback`. */
export const careErrorKey = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.code === 'patientCareUnavailable' ? 'err.patientCareUnavailable' : fallback;
