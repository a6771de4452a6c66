import { z } from 'zod';
import { carePatientSchema, medicationRowSchema } from '@portal/domain';
import {
  PatientCareUnavailableError, type CarePageRequest, type CarePatientByCpf, type CarePatientDetails, type PatientCareProvider,
} from './patient-care.ts';
import { tracedFetch } from '#platform/lib/request-id.ts';

export interface PatientCareHttpOptions {
  baseUrl: string;
  token?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const doctorSchema = z.object({ crm: z.string().min(1), uf: z.string().length(2) });
const patientPageSchema = z.object({ patients: z.array(z.unknown()), total: z.coerce.number().int().min(0) });
const medicationPageSchema = z.object({ medications: z.array(z.unknown()), total: z.coerce.number().int().min(0) });
const detailsSchema = carePatientSchema.extend({ doctor: doctorSchema });
const byCpfSchema = z.object({
  patientName: z.string(), patientBirthDate: z.string().nullable().default(null), patientPhone: z.string().nullable().default(null), doctor: doctorSchema,
});

/** Keeps the rows that read as the contract says; a malformed row is dropped, not the page. */
const readable = <T>(schema: z.ZodType<T>, rows: unknown[]): T[] => rows.flatMap((row) => {
  const parsed = schema.safeParse(row);
  return parsed.success ? [parsed.data] : [];
});

/**
 * The patient-care system over HTTP (GET, bearer token, JSON):
 * - `/programs/{program}/doctors/{uf}/{crm}/patients?pageNumber&pageSize` → `{ patients, total }`
 * - `/programs/{program}/doctors/{uf}/{crm}/medications?pageNumber&pageSize[&patientId]` → `{ medications, total }`
 * - `/programs/{program}/patients/{patientId}` → the patient with `doctor: { crm, uf }`, 404 when unknown
 * - `/programs/{program}/patients/by-cpf/{cpf}` → `{ patientName, patientBirthDate, patientPhone, doctor: { crm, uf } }`, 404 when unknown
 * Page numbers are one-based strings. Any other non-2xx, a timeout or an unreadable body is
 * `PatientCareUnavailableError`.
 */
export function patientCareHttpClient(options: PatientCareHttpOptions): PatientCareProvider {
  const doFetch = tracedFetch(options.fetch);
  const base = options.baseUrl.replace(/\/+$/, '');
  const seg = encodeURIComponent;

  async function get(path: string, query: Record<string, string | undefined> = {}): Promise<unknown> {
    const qs = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined)).toString();
    let res: Response;
    try {
      res = await doFetch(`${base}${path}${qs ? `?${qs}` : ''}`, {
        headers: { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (cause) {
      throw new PatientCareUnavailableError('patient-care system unreachable', { cause });
    }
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new PatientCareUnavailableError(`patient-care system answered ${res.status}`);
    }
    try {
      return await res.json();
    } catch (cause) {
      throw new PatientCareUnavailableError('patient-care system answered no JSON', { cause });
    }
  }

  function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new PatientCareUnavailableError(`patient-care system answered an unreadable ${what}`);
    return parsed.data;
  }

  const doctorPath = (r: CarePageRequest, list: string) =>
    `/programs/${seg(r.programCode)}/doctors/${seg(r.doctor.uf)}/${seg(r.doctor.crm)}/${list}`;

  return {
    kind: 'http',
    async patientsByDoctor(request) {
      const body = await get(doctorPath(request, 'patients'), { pageNumber: request.pageNumber, pageSize: request.pageSize });
      const page = parse(patientPageSchema, body, 'patient page');
      return { patients: readable(carePatientSchema, page.patients), total: page.total };
    },
    async medicationsByDoctor(request) {
      const body = await get(doctorPath(request, 'medications'), {
        pageNumber: request.pageNumber, pageSize: request.pageSize, patientId: request.patientId,
      });
      const page = parse(medicationPageSchema, body, 'medication page');
      return { medications: readable(medicationRowSchema, page.medications), total: page.total };
    },
    async patientDetails(programCode, patientId): Promise<CarePatientDetails | null> {
      const body = await get(`/programs/${seg(programCode)}/patients/${seg(patientId)}`);
      return body === null ? null : parse(detailsSchema, body, 'patient');
    },
    async patientByCpf(programCode, cpf): Promise<CarePatientByCpf | null> {
      const body = await get(`/programs/${seg(programCode)}/patients/by-cpf/${seg(cpf)}`);
      return body === null ? null : parse(byCpfSchema, body, 'patient');
    },
  };
}
