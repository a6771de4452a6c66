import type { Consent } from '@medplum/fhirtypes';
import type { ConsentChannel } from '@portal/domain';
import { LGPD_BASIS_EXTENSION, PORTAL_CS, instant, ownProfile } from './types.ts';

/**
 * A patient's answer for one channel and one version of the programme's terms: the newest
 * consent event of that channel and version (`patient_consents`, read through contact-consent).
 */
export interface ConsentRow {
  id: number;
  patientId: number;
  channel: ConsentChannel;
  granted: boolean;
  termVersion: string;
  termDate: Date | string | null;
  /** The request whose public link the patient answered on (none when recorded otherwise). */
  procedureId: number | null;
  at: Date | string;
}

const CHANNEL_TEXT: Record<ConsentChannel, string> = {
  SMS: 'Contato por SMS', WHATSAPP: 'Contato por WhatsApp', EMAIL: 'Contato por e-mail', PHONE: 'Contato por telefone',
  TERMS: 'Termo de consentimento do programa (tratamento e compartilhamento de dados)',
};

/**
 * The LGPD legal basis of the processing (BR Core's extension): the patient's consent — art. 11,
 * I for health data (the programme's terms), art. 7, I for contact by a channel (decision 0081).
 */
const lgpdBasis = (channel: ConsentChannel) => ({
  url: LGPD_BASIS_EXTENSION,
  valueCodeableConcept: {
    coding: [channel === 'TERMS'
      ? { system: PORTAL_CS.lgpdBasis, code: 'art11-I', display: 'Consentimento do titular (dado pessoal sensível, art. 11, I)' }
      : { system: PORTAL_CS.lgpdBasis, code: 'art7-I', display: 'Consentimento do titular (art. 7º, I)' }],
  },
});

export function toConsent(row: ConsentRow): Consent {
  return {
    resourceType: 'Consent',
    id: String(row.id),
    meta: { profile: [ownProfile('portal-consent')], lastUpdated: instant(row.at) },
    extension: [lgpdBasis(row.channel)],
    // A revocation is a later answer of the same channel and version: this one then says deny.
    status: 'active',
    scope: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/consentscope', code: 'patient-privacy', display: 'Privacy Consent' }] },
    category: [
      { coding: [{ system: 'http://loinc.org', code: '59284-0', display: 'Patient Consent' }] },
      { coding: [{ system: PORTAL_CS.consentChannel, code: row.channel }], text: CHANNEL_TEXT[row.channel] },
    ],
    patient: { reference: `Patient/${row.patientId}` },
    dateTime: instant(row.at),
    // The patient answered on their own link (`/p/{code}`): named, never addressed, as its code is their credential.
    ...(row.procedureId ? { sourceAttachment: { title: `Link do paciente da solicitação ${row.procedureId}`, creation: instant(row.at) } } : {}),
    policy: [{ uri: `${PORTAL_CS.consentChannel}/terms/${encodeURIComponent(row.termVersion)}` }],
    policyRule: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: row.granted ? 'OPTIN' : 'OPTOUT' }] },
    provision: {
      type: row.granted ? 'permit' : 'deny',
      ...(row.termDate ? { period: { start: instant(row.termDate) } } : {}),
    },
  };
}
