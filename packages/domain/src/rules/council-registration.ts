/**
 * The doctor's registration with the Federal Council of Medicine (CFM): the statuses and types its
 * public data answers, how the portal reads them, and the name rule that ties a registration to
 * the person signing up.
 */

/** What the council answered for a CRM, plus UNVERIFIED: not asked yet, or the service was down. */
export const COUNCIL_STATUSES = ['ACTIVE', 'SUSPENDED', 'CANCELLED', 'DECEASED', 'NOT_FOUND', 'UNVERIFIED'] as const;
export type CouncilStatus = (typeof COUNCIL_STATUSES)[number];

/** Registration types of the council's data (inscrição principal, secundária, provisória, temporária). */
export const COUNCIL_REGISTRATION_TYPES = ['PRINCIPAL', 'SECONDARY', 'PROVISIONAL', 'TEMPORARY', 'OTHER'] as const;
export type CouncilRegistrationType = (typeof COUNCIL_REGISTRATION_TYPES)[number];

/** A specialty registered with the council, with its RQE (Registro de Qualificação de Especialista). */
export interface CouncilSpecialty { name: string; rqe: string | null }

/**
 * A registration the council no longer holds as active: its doctor cannot open new requests, and
 * their pending requests are flagged for the approvers. UNVERIFIED never blocks: the service being
 * down says nothing about the doctor.
 */
export const councilBlocks = (status: CouncilStatus): boolean =>
  status === 'SUSPENDED' || status === 'CANCELLED' || status === 'DECEASED' || status === 'NOT_FOUND';

/** Honorifics written before a name, and particles between its parts: neither tells two people apart. */
const HONORIFICS = new Set(['dr', 'dra', 'doutor', 'doutora', 'prof', 'profa']);
const PARTICLES = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

/** The words of a name that identify a person: no accents, case, punctuation, honorifics or particles. */
export function nameWords(name: string): string[] {
  const words = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    .replace(/['’`´]/g, '').replace(/[^a-z\s]+/g, ' ').split(/\s+/).filter(Boolean);
  while (words.length > 1 && HONORIFICS.has(words[0]!)) words.shift();
  return words.filter((w) => !PARTICLES.has(w));
}

/**
 * Whether the name given to the portal is the council's name for that registration: the first and
 * the last names must be the same, whatever the accents, the case, honorifics ("Dra."), particles
 * ("de", "dos") and the middle names either side leaves out. One word alone never matches a longer name.
 */
export function councilNamesMatch(given: string, council: string): boolean {
  const a = nameWords(given);
  const b = nameWords(council);
  if (a.length === 0 || b.length === 0) return false;
  if (a.length === 1 || b.length === 1) return a.length === b.length && a[0] === b[0];
  return a[0] === b[0] && a.at(-1) === b.at(-1);
}

/** The council's answer for a CRM, as the portal keeps it. */
export interface CouncilAnswer {
  status: Exclude<CouncilStatus, 'UNVERIFIED'>;
  /** The registered full name; null when the CRM is not found. */
  name: string | null;
  type: CouncilRegistrationType | null;
  specialties: CouncilSpecialty[];
}

/** The outcome of checking a registration for a name: accepted, refused (with the error code), or unverified. */
export type CouncilVerdict =
  | { outcome: 'accepted' }
  | { outcome: 'unverified' }
  | { outcome: 'refused'; code: 'crmNotFound' | 'crmNotActive' | 'crmNameMismatch' };

/** Signup and approval: the CRM must exist, be active and be the person's; no answer lets it through unverified. */
export function councilVerdict(answer: CouncilAnswer | null, name: string): CouncilVerdict {
  if (!answer) return { outcome: 'unverified' };
  if (answer.status === 'NOT_FOUND') return { outcome: 'refused', code: 'crmNotFound' };
  if (answer.status !== 'ACTIVE') return { outcome: 'refused', code: 'crmNotActive' };
  if (!answer.name || !councilNamesMatch(name, answer.name)) return { outcome: 'refused', code: 'crmNameMismatch' };
  return { outcome: 'accepted' };
}

/**
 * Whether a doctor keeps (or may be given) approval on a CRM an administrator just set: the
 * council answered it active under the doctor's name (`councilVerdict` accepted). Anything else —
 * another name, not active, not found, or no answer at all — sends the doctor back to awaiting
 * approval (decision 0065): an approval never rests on a CRM nobody checked.
 */
export const councilKeepsApproval = (answer: CouncilAnswer | null, name: string): boolean =>
  councilVerdict(answer, name).outcome === 'accepted';

/**
 * Whether the patient-care system's patients of a doctor's CRM may be read (decision 0065): the
 * doctor is approved and the stored council answer is active under the doctor's name. Unverified
 * does not do (the answer that would tie the CRM to the person is missing), nor a name the council
 * holds differently (the CRM's patients would be someone else's).
 */
export function councilAllowsPatientCare(doctor: { approved: boolean; status: CouncilStatus; councilName: string | null; name: string }): boolean {
  return doctor.approved && doctor.status === 'ACTIVE' && doctor.councilName !== null && councilNamesMatch(doctor.name, doctor.councilName);
}

/**
 * What the people who decide a request are told about its requester's registration (decision
 * 0060), read from the doctor's stored council answer — no flag on the request that could drift.
 * Undefined when there is nothing to say: active (or unverified) under the portal's name, or a
 * requester who is not a doctor. A registration no longer active blocks approval (`blocksApproval`,
 * `councilBlocks`); a name the council holds differently (`nameMatches` false) is a softer notice
 * that blocks nothing (decision 0055). The API's shape is `requesterCouncilSchema`.
 */
export function requesterCouncilNotice(
  doctor: { status: CouncilStatus | null; checkedAt: string | null; councilName: string | null; portalName: string },
) {
  if (doctor.status === null) return undefined;
  const blocksApproval = councilBlocks(doctor.status);
  const nameMatches = doctor.councilName === null || councilNamesMatch(doctor.portalName, doctor.councilName);
  if (!blocksApproval && nameMatches) return undefined;
  return { status: doctor.status, checkedAt: doctor.checkedAt, nameMatches, blocksApproval };
}
