import { GLOBAL_SEARCH_LIMIT, isValidCpf, routeByKey, type GlobalSearchResult } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { patientsOfCaller } from '#platform/context/patient-scope.ts';
import { programIn } from '#platform/context/scope.ts';
import { reachOf, type RequestReach } from '#platform/lib/request-type-filter.ts';
import { sharedPages } from '#platform/lib/paging.ts';
import { viewerKey } from '#platform/lib/scope-filter.ts';
import { requestTypesKey } from '#platform/context/request-types.ts';
import type { Db } from '#db/client.ts';
import { searchDoctors } from '#doctors/doctors/index.ts';
import { recordRead } from '#platform/lib/read-records.ts';
import * as repo from './search.repository.ts';

/** What a term can be: a request code (letters and digits), a CPF (11 digits, masked or not), a CRM (digits, with "CRM" or the UF around them). */
const CODE = /^[0-9A-Za-z]{3,12}$/;
const CPF = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CRM = /^(?:crm[\s-]*)?(\d{1,10})(?:\s*[-/]?\s*[a-z]{2})?$/i;

/**
 * `POST /search`: requests by code, patients by name or CPF, doctors by name or CRM — each only as
 * the caller may see them. Requests and patients are bounded by programme, hierarchy and modules
 * (the request lists' condition); a doctor finds only the patients whose record they read (decision
 * 0041); doctors are searched only by those who may open the doctors list, within its hierarchy.
 */
export async function globalSearch({ db }: Deps, ctx: RequestContext, term: string, programId?: number): Promise<GlobalSearchResult> {
  const program = programIn(ctx.scope, programId, 'programNotFound');
  const reach = reachOf(ctx, program);
  // Shared by the viewers who would find the same for the cache's moment (decision 0093): the
  // reach bounds requests and patients, the user type whether doctors are searched, a doctor's id
  // (their `viewerKey`) which patients they read.
  const found = await searches([program, viewerKey(reach.scope), requestTypesKey(reach.types), ctx.userType, term],
    () => find(db, ctx, reach, term));
  // A patient found is a read of their data (LGPD): one entry per request the hit opens, which the
  // patient's privacy centre lists among who read their record, on every search, answered from the
  // cache or not. The term (maybe a CPF) is not kept.
  await recordRead(db, {
    audits: found.patients.map((hit) => ({
      actorId: ctx.userId, action: 'patient.search', entity: 'procedure', entityId: hit.request.id, ip: ctx.ip, after: { programId: program },
    })),
  });
  return found;
}

const searches = sharedPages<GlobalSearchResult>();

async function find(db: Db, ctx: RequestContext, reach: RequestReach, term: string): Promise<GlobalSearchResult> {
  const program = reach.programId;
  const limit = GLOBAL_SEARCH_LIMIT;
  const cpf = CPF.test(term) ? term.replace(/\D/g, '') : undefined;
  const crm = CRM.exec(term)?.[1]?.replace(/^0+/, '');
  const searchesDoctors = routeByKey('doctorDetail').types.includes(ctx.userType);
  const [requests, patients, doctors] = await Promise.all([
    CODE.test(term) && !/^\d+$/.test(term) ? repo.requestsByCode(db, reach, term.toUpperCase(), limit) : [],
    cpf && isValidCpf(cpf)
      ? repo.patientsMatching(db, reach, patientsOfCaller(ctx, program), { cpf }, limit)
      : /\p{L}/u.test(term) ? repo.patientsMatching(db, reach, patientsOfCaller(ctx, program), { name: term }, limit) : [],
    searchesDoctors && !cpf ? searchDoctors(db, { programId: program, scope: ctx.scope }, crm ?? term, limit) : [],
  ]);
  return { requests, patients, doctors };
}
