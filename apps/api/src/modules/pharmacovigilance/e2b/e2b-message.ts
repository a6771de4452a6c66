import { createHash } from 'node:crypto';
import type { AdverseEventOutcome, CaseCoding, CaseProduct, PvSettings, ReporterQualification } from '@portal/domain';

/**
 * ICH E2B(R3) as HL7 v3 XML (decision 0088): a batch `MCCI_IN200100UV01` of `PORR_IN049016UV`
 * messages, one a case, each `controlActProcess/subject/investigationEvent`. Only elements whose
 * paths the ICH/FDA example instances use are written; the numbers in the comments are the ICH
 * data elements.
 */

/** The ICH OIDs the message names. */
const OID = {
  batchNumber: '2.16.840.1.113883.3.989.2.1.3.22',
  batchSender: '2.16.840.1.113883.3.989.2.1.3.13',
  batchReceiver: '2.16.840.1.113883.3.989.2.1.3.14',
  messageId: '2.16.840.1.113883.3.989.2.1.3.1',
  messageSender: '2.16.840.1.113883.3.989.2.1.3.11',
  messageReceiver: '2.16.840.1.113883.3.989.2.1.3.12',
  safetyReportId: '2.16.840.1.113883.3.989.2.1.3.1',
  worldwideCaseId: '2.16.840.1.113883.3.989.2.1.3.2',
  sponsorStudyNumber: '2.16.840.1.113883.3.989.2.1.3.5',
  interaction: '2.16.840.1.113883.1.6',
  triggerEvent: '2.16.840.1.113883.1.18',
  messageType: '2.16.840.1.113883.3.989.2.1.1.1',
  reportType: '2.16.840.1.113883.3.989.2.1.1.2',
  firstSender: '2.16.840.1.113883.3.989.2.1.1.3',
  qualification: '2.16.840.1.113883.3.989.2.1.1.6',
  senderType: '2.16.840.1.113883.3.989.2.1.1.7',
  studyType: '2.16.840.1.113883.3.989.2.1.1.8',
  outcome: '2.16.840.1.113883.3.989.2.1.1.11',
  drugRole: '2.16.840.1.113883.3.989.2.1.1.13',
  observationCode: '2.16.840.1.113883.3.989.2.1.1.19',
  organizerCode: '2.16.840.1.113883.3.989.2.1.1.20',
  relatedInvestigation: '2.16.840.1.113883.3.989.2.1.1.22',
  investigationCharacteristic: '2.16.840.1.113883.3.989.2.1.1.23',
  meddra: '2.16.840.1.113883.6.163',
  country: '1.0.3166.1.2.2',
  sex: '1.0.5218',
  hl7ActCode: '2.16.840.1.113883.5.4',
} as const;

const QUALIFICATION_CODE: Record<ReporterQualification, string> = {
  PHYSICIAN: '1', PHARMACIST: '2', OTHER_HEALTH_PROFESSIONAL: '3', LAWYER: '4', CONSUMER: '5',
};
const OUTCOME_CODE: Record<AdverseEventOutcome, string> = {
  RECOVERED: '1', RECOVERING: '2', NOT_RECOVERED: '3', RECOVERED_WITH_SEQUELAE: '4', FATAL: '5', UNKNOWN: '0',
};
const DRUG_ROLE_CODE: Record<CaseProduct['role'], string> = { SUSPECT: '1', CONCOMITANT: '2', INTERACTING: '3' };
/** E.i.3.2a–f: each criterion's observation code in the ICH code list. */
const SERIOUSNESS_CODE = [
  ['death', '34', 'resultsInDeath'], ['lifeThreatening', '21', 'isLifeThreatening'],
  ['hospitalisation', '33', 'requiresInpatientHospitalization'], ['disability', '35', 'resultsInPersistentOrSignificantDisability'],
  ['congenitalAnomaly', '12', 'congenitalAnomalyBirthDefect'], ['otherMedicallyImportant', '26', 'otherMedicallyImportantCondition'],
] as const;
const CAUSALITY_TEXT: Record<NonNullable<CaseCoding['causality']>, string> = {
  CERTAIN: 'Certain', PROBABLE: 'Probable/Likely', POSSIBLE: 'Possible', UNLIKELY: 'Unlikely',
  CONDITIONAL: 'Conditional/Unclassified', UNASSESSABLE: 'Unassessable/Unclassifiable',
};

/** XML-escapes text and attribute values (and drops the control characters XML 1.0 forbids). */
export function esc(value: string | number): string {
  return String(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** São Paulo (UTC−3, no daylight saving since 2019) as HL7 TS: `YYYYMMDDHHMMSS-0300`. */
export function hl7DateTime(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3_600_000).toISOString();
  return `${local.slice(0, 4)}${local.slice(5, 7)}${local.slice(8, 10)}${local.slice(11, 13)}${local.slice(14, 16)}${local.slice(17, 19)}-0300`;
}
/** An ISO date (yyyy-MM-dd) as HL7 TS `YYYYMMDD`. */
export const hl7Date = (iso: string) => iso.replace(/-/g, '');

/** A UUID made from a name, so a case's reactions and drugs keep their ids from one export to the next. */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** C.1.1 (and C.1.8.1): country, company and the protocol, stable for every version of the case. */
export const safetyReportIdOf = (companyCode: string, protocol: string) => `BR-${companyCode}-${protocol}`;
/** N.2.r.1: the case's id and the version the message carries. */
export const messageIdOf = (safetyReportId: string, version: number) => `${safetyReportId}-V${version}`;

export interface CaseMessageInput {
  protocol: string;
  version: number;
  coding: CaseCoding;
  /** C.1.4: the São Paulo date the report arrived (day zero). */
  dayZero: string;
  /** C.1.5: when the version was saved. */
  mostRecentInfo: Date;
  settings: PvSettings;
  /** C.5.2 / C.5.3: the programme (a patient-support programme: solicited reports, "other studies"). */
  programme: { name: string; slug: string };
}

/** The E2B elements every message of the programme takes from its settings and that are not set, by number. */
export function missingSettingElements(s: PvSettings): string[] {
  const missing: string[] = [];
  if (!s.companyCode) missing.push('C.1.1', 'C.1.8.1');
  if (!s.senderId) missing.push('N.1.3', 'N.2.r.2');
  if (!s.receiverId) missing.push('N.1.4', 'N.2.r.3');
  if (!s.senderOrganisation) missing.push('C.3.2');
  return missing;
}

/**
 * The E2B elements a case still lacks, by number (empty when it can be filed): the batch and
 * sender identifiers of the programme's settings, the primary source, the patient, a coded
 * reaction (MedDRA version and LLT), a suspect drug and the narrative.
 */
export function missingElements(input: Pick<CaseMessageInput, 'coding' | 'settings'>): string[] {
  const { coding: c, settings: s } = input;
  const missing = missingSettingElements(s);
  if (!c.reporterQualification) missing.push('C.2.r.4');
  if (!c.reporterCountry) missing.push('C.2.r.3');
  if (!c.patient.initials && !c.patient.nullFlavor) missing.push('D.1');
  if (c.reactions.length === 0 || c.reactions.some((r) => !r.meddraVersion)) missing.push('E.i.2.1a');
  if (c.reactions.length === 0 || c.reactions.some((r) => !r.lltCode)) missing.push('E.i.2.1b');
  if (!c.products.some((p) => p.role === 'SUSPECT')) missing.push('G.k.1');
  if (c.products.length === 0) missing.push('G.k.2.2');
  if (!c.narrative.trim()) missing.push('H.1');
  return missing;
}

const bl = (value: boolean) => (value ? '<value xsi:type="BL" value="true"/>' : '<value xsi:type="BL" nullFlavor="NI"/>');

function patientXml(c: CaseCoding, studyXml: string, reactionsXml: string, drugsXml: string): string {
  const p = c.patient;
  const name = p.initials ? `<name>${esc(p.initials)}</name>` : `<name nullFlavor="${p.nullFlavor ?? 'UNK'}"/>`;
  const sex = p.sex ? `<administrativeGenderCode code="${p.sex === 'MALE' ? '1' : '2'}" codeSystem="${OID.sex}"/>` : '';
  const birth = p.birthDate ? `<birthTime value="${hl7Date(p.birthDate)}"/>` : '';
  const age = p.ageYears !== null && !p.birthDate
    ? `<subjectOf2 typeCode="SBJ"><observation classCode="OBS" moodCode="EVN"><code code="3" displayName="age" codeSystem="${OID.observationCode}"/>`
      + `<value xsi:type="PQ" value="${p.ageYears}" unit="a"/></observation></subjectOf2>` // D.2.2a / D.2.2b
    : '';
  return '<subject1 typeCode="SBJ"><primaryRole classCode="INVSBJ">'
    + `<player1 classCode="PSN" determinerCode="INSTANCE">${name}${sex}${birth}</player1>` // D.1, D.5, D.2.1
    + studyXml + age + reactionsXml + drugsXml
    + '</primaryRole></subject1>';
}

function reactionXml(c: CaseCoding, r: CaseCoding['reactions'][number], id: string): string {
  // E.i.4 only: the reference instances carry no end date (E.i.5), so it stays in the case and its narrative.
  const period = r.onsetDate ? `<effectiveTime xsi:type="IVL_TS"><low value="${hl7Date(r.onsetDate)}"/></effectiveTime>` : '';
  const country = c.reporterCountry
    ? `<location typeCode="LOC"><locatedEntity classCode="LOCE"><locatedPlace classCode="COUNTRY" determinerCode="INSTANCE"><code code="${esc(c.reporterCountry)}" codeSystem="${OID.country}"/></locatedPlace></locatedEntity></location>` // E.i.9
    : '';
  const criteria = SERIOUSNESS_CODE.map(([key, code, display]) =>
    `<outboundRelationship2 typeCode="PERT"><observation classCode="OBS" moodCode="EVN"><code code="${code}" codeSystem="${OID.observationCode}" displayName="${display}"/>${bl(c.seriousness[key])}</observation></outboundRelationship2>`).join(''); // E.i.3.2a–f
  const outcome = `<outboundRelationship2 typeCode="PERT"><observation classCode="OBS" moodCode="EVN"><code code="27" codeSystem="${OID.observationCode}" displayName="outcome"/>`
    + `<value xsi:type="CE" code="${OUTCOME_CODE[r.outcome]}" codeSystem="${OID.outcome}"/></observation></outboundRelationship2>`; // E.i.7
  return '<subjectOf2 typeCode="SBJ"><observation classCode="OBS" moodCode="EVN">'
    + `<id root="${id}"/><code code="29" codeSystem="${OID.observationCode}" displayName="reaction"/>${period}`
    + `<value xsi:type="CE" code="${esc(r.lltCode ?? '')}" codeSystem="${OID.meddra}" codeSystemVersion="${esc(r.meddraVersion ?? '')}"/>` // E.i.2.1a, E.i.2.1b
    + country + criteria + outcome
    + '</observation></subjectOf2>';
}

function drugXml(p: CaseProduct, id: string): string {
  const route = p.route
    ? `<outboundRelationship2 typeCode="COMP"><substanceAdministration classCode="SBADM" moodCode="EVN"><routeCode><originalText>${esc(p.route)}</originalText></routeCode></substanceAdministration></outboundRelationship2>` // G.k.4.r.10.1
    : '';
  return '<component typeCode="COMP"><substanceAdministration classCode="SBADM" moodCode="EVN">'
    + `<id root="${id}"/><consumable typeCode="CSM"><instanceOfKind classCode="INST"><kindOfProduct classCode="MMAT" determinerCode="KIND">`
    + `<name>${esc(p.nameAsReported)}</name>` // G.k.2.2
    + `</kindOfProduct></instanceOfKind></consumable>${route}</substanceAdministration></component>`;
}

/** One `PORR_IN049016UV` message: the case's latest version. */
export function caseMessageXml(input: CaseMessageInput, createdAt: Date): string {
  const { coding: c, settings: s } = input;
  const c11 = safetyReportIdOf(s.companyCode, input.protocol);
  const now = hl7DateTime(createdAt);
  const reactionIds = c.reactions.map((_, i) => stableUuid(`${c11}:reaction:${i}`));
  const drugIds = c.products.map((_, k) => stableUuid(`${c11}:drug:${k}`));
  const study = '<subjectOf1 typeCode="SBJ"><researchStudy classCode="CLNTRL" moodCode="EVN">'
    + `<id extension="${esc(input.programme.slug)}" root="${OID.sponsorStudyNumber}"/>` // C.5.3
    + `<code code="3" displayName="Other studies" codeSystem="${OID.studyType}"/>` // C.5.4
    + `<title>${esc(input.programme.name)}</title>` // C.5.2
    + '</researchStudy></subjectOf1>';
  const reactions = c.reactions.map((r, i) => reactionXml(c, r, reactionIds[i]!)).join('');
  const drugs = c.products.length === 0 ? '' : '<subjectOf2 typeCode="SBJ"><organizer classCode="CATEGORY" moodCode="EVN">'
    + `<code code="4" codeSystem="${OID.organizerCode}" displayName="drugInformation"/>`
    + c.products.map((p, k) => drugXml(p, drugIds[k]!)).join('') + '</organizer></subjectOf2>';
  const roles = c.products.map((p, k) => '<component typeCode="COMP"><causalityAssessment classCode="OBS" moodCode="EVN">'
    + `<code code="20" codeSystem="${OID.observationCode}" displayName="interventionCharacterization"/>`
    + `<value xsi:type="CE" code="${DRUG_ROLE_CODE[p.role]}" codeSystem="${OID.drugRole}"/>` // G.k.1
    + `<subject2 typeCode="SUBJ"><productUseReference classCode="SBADM" moodCode="EVN"><id root="${drugIds[k]}"/></productUseReference></subject2>`
    + '</causalityAssessment></component>').join('');
  const suspects = c.products.flatMap((p, k) => (p.role === 'SUSPECT' ? [drugIds[k]!] : []));
  const causality = c.causality === null ? '' : reactionIds.flatMap((reaction) => suspects.map((drug) =>
    '<component typeCode="COMP"><causalityAssessment classCode="OBS" moodCode="EVN">'
    + `<code code="39" codeSystem="${OID.observationCode}" displayName="causality"/>`
    + `<value xsi:type="ST">${CAUSALITY_TEXT[c.causality!]}</value>` // G.k.9.i.2.r.3
    + '<methodCode><originalText>WHO-UMC</originalText></methodCode>' // G.k.9.i.2.r.2
    + '<author typeCode="AUT"><assignedEntity classCode="ASSIGNED"><code><originalText>PHARMACEUTICAL COMPANY</originalText></code></assignedEntity></author>' // G.k.9.i.2.r.1
    + `<subject1 typeCode="SUBJ"><adverseEffectReference classCode="OBS" moodCode="EVN"><id root="${reaction}"/></adverseEffectReference></subject1>`
    + `<subject2 typeCode="SUBJ"><productUseReference classCode="SBADM" moodCode="EVN"><id root="${drug}"/></productUseReference></subject2>`
    + '</causalityAssessment></component>')).join('');
  const serious = Object.values(c.seriousness).some(Boolean);
  const observationEvent = (code: string, display: string, value: boolean) =>
    `<component typeCode="COMP"><observationEvent classCode="OBS" moodCode="EVN"><code code="${code}" codeSystem="${OID.observationCode}" displayName="${display}"/><value xsi:type="BL" value="${value}"/></observationEvent></component>`;
  const primarySource = '<outboundRelationship typeCode="SPRT"><priorityNumber value="1"/>' // C.2.r.5
    + `<relatedInvestigation classCode="INVSTG" moodCode="EVN"><code code="2" codeSystem="${OID.relatedInvestigation}" displayName="sourceReport"/>`
    + '<subjectOf2 typeCode="SUBJ"><controlActEvent classCode="CACT" moodCode="EVN"><author typeCode="AUT"><assignedEntity classCode="ASSIGNED">'
    + '<assignedPerson classCode="PSN" determinerCode="INSTANCE">'
    + `<asQualifiedEntity classCode="QUAL"><code code="${c.reporterQualification ? QUALIFICATION_CODE[c.reporterQualification] : ''}" codeSystem="${OID.qualification}"/></asQualifiedEntity>` // C.2.r.4
    + `<asLocatedEntity classCode="LOCE"><location classCode="COUNTRY" determinerCode="INSTANCE"><code code="${esc(c.reporterCountry ?? '')}" codeSystem="${OID.country}"/></location></asLocatedEntity>` // C.2.r.3
    + '</assignedPerson></assignedEntity></author></controlActEvent></subjectOf2></relatedInvestigation></outboundRelationship>';
  const firstSender = '<outboundRelationship typeCode="SPRT">'
    + `<relatedInvestigation classCode="INVSTG" moodCode="EVN"><code code="1" codeSystem="${OID.relatedInvestigation}" displayName="initialReport"/>`
    + '<subjectOf2 typeCode="SUBJ"><controlActEvent classCode="CACT" moodCode="EVN"><author typeCode="AUT"><assignedEntity classCode="ASSIGNED">'
    + `<code code="2" displayName="other" codeSystem="${OID.firstSender}"/>` // C.1.8.2
    + '</assignedEntity></author></controlActEvent></subjectOf2></relatedInvestigation></outboundRelationship>';
  const sender = '<subjectOf1 typeCode="SUBJ"><controlActEvent classCode="CACT" moodCode="EVN"><author typeCode="AUT"><assignedEntity classCode="ASSIGNED">'
    + `<code code="1" codeSystem="${OID.senderType}"/>` // C.3.1: pharmaceutical company
    + '<representedOrganization classCode="ORG" determinerCode="INSTANCE"><assignedEntity classCode="ASSIGNED">'
    + `<representedOrganization classCode="ORG" determinerCode="INSTANCE"><name>${esc(s.senderOrganisation)}</name></representedOrganization>` // C.3.2
    + '</assignedEntity></representedOrganization></assignedEntity></author></controlActEvent></subjectOf1>';
  const characteristic = (code: string, display: string, value: string) =>
    `<subjectOf2 typeCode="SUBJ"><investigationCharacteristic classCode="OBS" moodCode="EVN"><code code="${code}" codeSystem="${OID.investigationCharacteristic}" displayName="${display}"/>${value}</investigationCharacteristic></subjectOf2>`;
  return '<PORR_IN049016UV>'
    + `<id extension="${esc(messageIdOf(c11, input.version))}" root="${OID.messageId}"/>` // N.2.r.1
    + `<creationTime value="${now}"/>` // N.2.r.4
    + `<interactionId extension="PORR_IN049016UV" root="${OID.interaction}"/><processingCode code="P"/><processingModeCode code="T"/><acceptAckCode code="AL"/>`
    + `<receiver typeCode="RCV"><device classCode="DEV" determinerCode="INSTANCE"><id extension="${esc(s.receiverId)}" root="${OID.messageReceiver}"/></device></receiver>` // N.2.r.3
    + `<sender typeCode="SND"><device classCode="DEV" determinerCode="INSTANCE"><id extension="${esc(s.senderId)}" root="${OID.messageSender}"/></device></sender>` // N.2.r.2
    + '<controlActProcess classCode="CACT" moodCode="EVN">'
    + `<code code="PORR_TE049016UV" codeSystem="${OID.triggerEvent}"/>`
    + `<effectiveTime value="${now}"/>` // C.1.2
    + '<subject typeCode="SUBJ"><investigationEvent classCode="INVSTG" moodCode="EVN">'
    + `<id extension="${esc(c11)}" root="${OID.safetyReportId}"/>` // C.1.1
    + `<id extension="${esc(c11)}" root="${OID.worldwideCaseId}"/>` // C.1.8.1
    + `<code code="PAT_ADV_EVNT" codeSystem="${OID.hl7ActCode}"/>`
    + `<text>${esc(c.narrative)}</text>` // H.1
    + '<statusCode code="active"/>'
    + `<effectiveTime><low value="${hl7Date(input.dayZero)}"/></effectiveTime>` // C.1.4
    + `<availabilityTime value="${hl7DateTime(input.mostRecentInfo)}"/>` // C.1.5
    + '<component typeCode="COMP"><adverseEventAssessment classCode="INVSTG" moodCode="EVN">'
    + patientXml(c, study, reactions, drugs) + roles + causality
    + '</adverseEventAssessment></component>'
    + observationEvent('1', 'additionalDocumentsAvailable', false) // C.1.6.1
    + observationEvent('23', 'localCriteriaForExpedited', serious) // C.1.7
    + firstSender + primarySource + sender
    + characteristic('1', 'ICH ReportType', `<value xsi:type="CE" code="2" displayName="Report from study" codeSystem="${OID.reportType}"/>`) // C.1.3
    + characteristic('2', 'otherCaseIds', '<value xsi:type="BL" nullFlavor="NI"/>') // C.1.9.1
    + '</investigationEvent></subject></controlActProcess></PORR_IN049016UV>';
}

/** The batch's opening: N.1.2 batch number, N.1.5 transmission date, N.1.1 type. */
export function batchOpen(batchId: string, createdAt: Date): string {
  return '<?xml version="1.0" encoding="UTF-8"?>\n'
    + '<MCCI_IN200100UV01 xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ITSVersion="XML_1.0">'
    + `<id extension="${esc(batchId)}" root="${OID.batchNumber}"/>` // N.1.2
    + `<creationTime value="${hl7DateTime(createdAt)}"/>` // N.1.5
    + `<responseModeCode code="D"/><interactionId extension="MCCI_IN200100UV01" root="${OID.interaction}"/>`
    + `<name code="1" displayName="ichicsr" codeSystem="${OID.messageType}"/>`; // N.1.1
}

/** The batch's closing: N.1.4 receiver and N.1.3 sender. */
export function batchClose(settings: PvSettings): string {
  return `<receiver typeCode="RCV"><device classCode="DEV" determinerCode="INSTANCE"><id extension="${esc(settings.receiverId)}" root="${OID.batchReceiver}"/></device></receiver>`
    + `<sender typeCode="SND"><device classCode="DEV" determinerCode="INSTANCE"><id extension="${esc(settings.senderId)}" root="${OID.batchSender}"/></device></sender>`
    + '</MCCI_IN200100UV01>\n';
}
