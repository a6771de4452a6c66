import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, fillPath, flattenContract, type Endpoint } from '@portal/domain/contracts';
import { loadConfig } from '#platform/config.ts';
import { eq } from 'drizzle-orm';
import { doctorAddresses, procedures, programUsers } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from './test-app.ts';
import { libreOfficeStyleXlsx, multipartFile } from '#platform/lib/spreadsheet/xlsx-fixtures.ts';
import { insertProcedure } from '#requests/procedures/procedures.test-helpers.ts';
import { testMeddraUpload } from '#pharmacovigilance/meddra/meddra.test-helpers.ts';
import { multipartParts } from '#pharmacovigilance/e2b/multipart.test-helpers.ts';

/**
 * Programme scope, end to end (common brief "Scoping"): signed in to programme A (BEMESTAR), every
 * endpoint that takes a record id answers a programme-B (ABRACARAVIDA) id exactly as it answers an
 * id that does not exist — same status, same error code, same body — so it neither confirms that
 * the record exists (a 403) nor returns any of it. The endpoints come from `contract`: one that
 * takes an id and has neither a row in ROWS nor an entry in EXEMPT fails the coverage test.
 *
 * Each row is probed slot by slot: one id (a path parameter, or a `ref()` in the query or body) is
 * set to the programme-B record and then to MISSING while every other slot holds the caller's own
 * programme-A record; rows with several slots are also probed with all of them B / all MISSING.
 * A control call with only programme-A ids must succeed (DELETE excepted), so a comparison never
 * passes because both calls failed the guard or validation.
 */

const MISSING = 999_999_999;
const RUN = randomBytes(3).toString('hex');
/** Written into every programme-B record's name: must never appear in an answer to a programme-A caller. */
const MARK_B = `XPROGB${RUN}`;
const MARK_A = `XPROGA${RUN}`;

type Fixture =
  | 'program' | 'client' | 'user' | 'manager' | 'group' | 'membership' | 'permission' | 'product' | 'presentation'
  | 'followup' | 'travelFollowup' | 'travelGroup' | 'location' | 'file' | 'policy' | 'doctor'
  | 'institution' | 'examGroup' | 'exam'
  /** An exam group that asks for the patient's agreement (the agreement code's). */
  | 'agreementGroup' | 'supplyGroup' | 'supply' | 'aid' | 'patientProcedure' | 'procedureField'
  /** An aid of the travel group, and its one field. */
  | 'travelAid' | 'travelAidField'
  /** A request of the demo doctor (OPEN) and its child; another one APPROVED, for the steps after approval. */
  | 'procedure' | 'procedureChild' | 'approvedProcedure' | 'approvedChild'
  /** Another OPEN request (decided from the queue), and one the admin caller rejected, still undoable. */
  | 'queuedProcedure' | 'rejectedProcedure'
  /** A saved kit address of the demo doctor in the programme. */
  | 'doctorAddress'
  /** The caller's own user id in programme A; a programme-B user otherwise. */
  | 'me';
type Side = Record<Exclude<Fixture, 'me'>, number>;

/** Demo accounts signed in to programme A (never SYSADMIN, who works in every programme). */
type Caller = 'ADMIN' | 'DISTRICT_MANAGER' | 'DOCTOR' | 'A_ONLY';
const CALLER_EMAILS: Record<Exclude<Caller, 'A_ONLY'>, string> = {
  ADMIN: 'admin@demo.com.br', DISTRICT_MANAGER: 'distrital@demo.com.br', DOCTOR: 'medico@demo.com.br',
};
/** A user who belongs to programme A only (every demo account belongs to both). */
const A_ONLY_EMAIL = `xprog-a-only-${RUN}@demo.com.br`;

/** A probed id in a query or body: programme A's record, B's, or MISSING. */
class Ref { constructor(readonly fixture: Fixture) {} }
/** Always programme A's record (the key must be listed in `unprobed` with the reason). */
class Own { constructor(readonly fixture: Fixture) {} }
/** The value of a path parameter of the same call (bodies that repeat the URL's id). */
class Param { constructor(readonly name: string) {} }
const ref = (fixture: Fixture) => new Ref(fixture);
const own = (fixture: Fixture) => new Own(fixture);
const param = (name: string) => new Param(name);

type Input = Readonly<Record<string, unknown>>;

interface Row {
  as: readonly Caller[];
  /** Which fixture fills each `:param` of the path. */
  params?: Readonly<Record<string, Fixture>>;
  /** Path parameters that are not record ids (a CPF), always this value. */
  literalParams?: Readonly<Record<string, string>>;
  query?: Input;
  /** A valid body, so validation never answers first. */
  body?: Input;
  /** Id keys of the query or body not probed, with the reason. */
  unprobed?: Readonly<Record<string, string>>;
  /** Only a system administrator passes the guard: every caller here must get 403 `forbidden` for both ids. */
  sysadminOnly?: true;
  /** A multipart upload (a spreadsheet) sent instead of a JSON body. */
  upload?: Pick<InjectOptions, 'payload' | 'headers'>;
}

const MANAGERS = ['ADMIN', 'DISTRICT_MANAGER'] as const;
const EVERYONE = ['ADMIN', 'DISTRICT_MANAGER', 'DOCTOR'] as const;
const ADMIN = ['ADMIN'] as const;
/** A backend client's public key (decision 0083), for the registration's control call. */
const FHIR_JWK = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'jwk' }), kid: 'xprog', alg: 'RS384' };
const DOCTOR = ['DOCTOR'] as const;
const SYSADMIN_ONLY = { as: ADMIN, sysadminOnly: true } as const;

/** Programme A's records keep these values when a control call writes them back. */
const A_USER = { name: `${MARK_A} Representante`, email: `xprog-a-rep-${RUN}@demo.com.br`, phone: '11987654321', type: 'REPRESENTATIVE' };
const A_NAMES = {
  group: `${MARK_A} Grupo`, product: `${MARK_A} Produto`, presentation: `${MARK_A} Apresentação`,
  followup: `${MARK_A} Acompanhamento`, location: `${MARK_A} Local`,
};
/** One inventory of programme A's (or B's) catalogue, as the ledger's calls name it. */
/** The fixture presentations' EAN (a first-medicine release needs one). */
const FIXTURE_EAN = '7899999000015';
const VOUCHER = { programId: ref('program'), inventoryType: 'FIRST_MEDICINE', groupId: ref('product'), itemId: ref('presentation') };
/** One voucher to the demo doctor (below the district manager) of the demo presentation both programmes have. */
const VOUCHER_SHEET = multipartFile(libreOfficeStyleXlsx([
  ['CRM', 'UF', 'EAN', 'Quantidade'].map((h) => ({ inline: h })),
  [{ textNumber: '123456' }, { inline: 'SP' }, { textNumber: '7891234567895' }, { number: 1 }],
]));
const VOUCHER_QUERY = { programId: ref('program'), inventory: 'FIRST_MEDICINE', groupId: ref('product'), itemId: ref('presentation') };
const LOCATION = {
  cep: '01310-100', placeDescription: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP',
};

/** A one-doctor spreadsheet as a multipart upload (the doctor import's rows). */
const DOCTOR_SHEET = multipartFile(libreOfficeStyleXlsx([
  ['Nome completo', 'CRM', 'UF', 'Telefone', 'E-mail', 'CPF', 'Especialidade'].map((h) => ({ inline: h })),
  [{ inline: `${MARK_A} Médico importado` }, { textNumber: '9123456' }, { inline: 'SP' }, { textNumber: '11987654321' },
    { inline: `xprog-import-${RUN}@demo.com.br` }, { textNumber: '52998224725' }, null],
]));

/** The approved request's code on each side; its child is `<code>-1`. */
const approvedCode = (side: 'a' | 'b') => `XPAPPR${RUN}${side}`;
/** One step on programme A's approved child (rescheduling: the control may repeat it). */
const PROGRESS_SHEET = multipartFile(libreOfficeStyleXlsx([
  ['Código', 'Etapa', 'Subsituação', 'Motivo', 'Data e hora', 'Local'].map((h) => ({ inline: h })),
  [{ inline: `${approvedCode('a')}-1` }, { inline: 'Agendar' }, null, null, { inline: '10/03/2031 09:30' }, { inline: 'Laboratório' }],
]));
const PROCEDURE_FILTERS = {
  programId: ref('program'), type: 'CLINICAL_EXAMINATION', followupIds: ref('followup'), examGroupIds: ref('examGroup'), doctorId: ref('doctor'),
};

/** Every endpoint that takes a record id, keyed `METHOD path` as in the contract; an array holds variants. */
const ROWS: Readonly<Record<string, Row | readonly Row[]>> = {
  // Users and approval
  'GET /users': { as: MANAGERS, query: { programId: ref('program') } },
  'GET /users/managers': { as: MANAGERS, query: { programId: ref('program'), userId: ref('user') } },
  'GET /users/:id': { as: MANAGERS, params: { id: 'user' }, query: { programId: ref('program') } },
  'PUT /users/:id': { as: MANAGERS, params: { id: 'user' }, body: A_USER },
  'POST /users/:id/unblock': { as: ['ADMIN'], params: { id: 'user' }, query: { programId: ref('program') } },
  'PUT /users/:id/approved': { as: MANAGERS, params: { id: 'user' }, body: { approved: true } },
  'POST /users/:id/invitation': { as: MANAGERS, params: { id: 'user' } },
  'PUT /users/:id/active': { as: MANAGERS, params: { id: 'user' }, body: { active: true } },

  // User groups, memberships and permissions
  'GET /user-groups': { as: MANAGERS, query: { programId: ref('program') } },
  'POST /user-groups': [
    { as: ADMIN, body: { name: `${MARK_A} Novo grupo`, programId: ref('program') } },
    { as: ADMIN, body: { id: ref('group'), name: A_NAMES.group, programId: ref('program') } },
  ],
  'DELETE /user-groups/:userGroupId': { as: ADMIN, params: { userGroupId: 'group' } },
  'GET /user-groups/User/:userId': { as: MANAGERS, params: { userId: 'user' }, query: { programId: ref('program') } },
  'GET /user-groups/User/:userId/History': { as: MANAGERS, params: { userId: 'user' }, query: { programId: ref('program') } },
  'POST /user-groups/User/:userId': {
    as: MANAGERS, params: { userId: 'user' },
    // The same group and manager as the stored membership: the control changes nothing.
    body: { userGroupUserId: ref('membership'), userGroupId: ref('group'), userId: param('userId'), managerId: ref('manager') },
  },
  // The demo representative (in both programmes, in no fixture group) joins programme A's group: the control adds them once.
  'POST /user-groups/:userGroupId/Users': {
    as: ADMIN, params: { userGroupId: 'group' }, body: { email: 'representante@demo.com.br', managerId: ref('manager') },
  },
  'DELETE /user-groups/:userGroupId/Users/:userGroupUserId': { as: MANAGERS, params: { userGroupId: 'group', userGroupUserId: 'membership' } },
  'GET /user-groups/permission-types': { as: ADMIN, query: { programId: ref('program') } },
  'GET /user-groups/permission-options': {
    as: ADMIN, query: { programId: ref('program'), type: 'FIRST_MEDICINE', level: 'item', parentId: ref('product') },
  },
  'GET /users/:userId/permissions': { as: MANAGERS, params: { userId: 'user' }, query: { programId: ref('program') } },
  'GET /user-groups/:userGroupId/Permissions': { as: ADMIN, params: { userGroupId: 'group' } },
  'POST /user-groups/:userGroupId/Permissions': {
    as: ADMIN, params: { userGroupId: 'group' },
    body: { userGroupId: param('userGroupId'), type: 'FIRST_MEDICINE', groupId: ref('product'), itemId: ref('presentation') },
  },
  'DELETE /user-groups/:userGroupId/Permissions/:userGroupPermissionId': {
    as: ADMIN, params: { userGroupId: 'group', userGroupPermissionId: 'permission' },
  },

  // Clients and programmes: the registers are a system administrator's
  'GET /clients/list/:clientId': { ...SYSADMIN_ONLY, params: { clientId: 'client' } },
  'GET /clients/paginate': { ...SYSADMIN_ONLY, query: { programId: ref('program') } },
  'PUT /clients/:id': { ...SYSADMIN_ONLY, params: { id: 'client' }, body: { name: 'Cliente' } },
  'DELETE /clients/delete/:id': { ...SYSADMIN_ONLY, params: { id: 'client' } },
  'GET /programs/:id': { as: EVERYONE, params: { id: 'program' } },
  'POST /programs': { ...SYSADMIN_ONLY, body: { clientId: ref('client'), name: 'Programa' } },
  'PUT /programs/:id': { ...SYSADMIN_ONLY, params: { id: 'program' }, body: { clientId: ref('client'), name: 'Programa' } },
  'DELETE /programs/:programId': { ...SYSADMIN_ONLY, params: { programId: 'program' } },
  'GET /clients/:clientId/programs': { ...SYSADMIN_ONLY, params: { clientId: 'client' } },
  'GET /clients/:clientId/programs-paged': { ...SYSADMIN_ONLY, params: { clientId: 'client' } },

  // Products
  'GET /products/:id': { as: EVERYONE, params: { id: 'product' } },
  'GET /programs/:programId/products': { as: EVERYONE, params: { programId: 'program' } },
  'GET /programs/:programId/products-paged': { as: ADMIN, params: { programId: 'program' } },
  'POST /products': { as: ADMIN, body: { programId: ref('program'), name: `${MARK_A} Novo produto` } },
  'PUT /products/:id': { as: ADMIN, params: { id: 'product' }, body: { programId: ref('program'), name: A_NAMES.product } },
  'DELETE /products/:productId': { as: ADMIN, params: { productId: 'product' } },
  'GET /products/:productId/presentations': { as: EVERYONE, params: { productId: 'product' } },
  'GET /products/:productId/patient-procedures': { as: EVERYONE, params: { productId: 'product' } },

  // Presentations
  'GET /programs/:programId/presentations': { as: EVERYONE, params: { programId: 'program' } },
  'GET /presentations': { as: ADMIN, query: { programId: ref('program') } },
  'GET /presentations/:id': { as: ADMIN, params: { id: 'presentation' }, query: { programId: ref('program') } },
  'POST /presentations': { as: ADMIN, body: { name: `${MARK_A} Nova apresentação`, discount: 10, productId: ref('product') } },
  'PUT /presentations/:id': { as: ADMIN, params: { id: 'presentation' }, body: { name: A_NAMES.presentation, discount: 10, productId: ref('product'), ean: FIXTURE_EAN } },
  'DELETE /presentations/:id': { as: ADMIN, params: { id: 'presentation' } },

  // Follow-ups
  'GET /programs/:programId/followups': { as: EVERYONE, params: { programId: 'program' } },
  'GET /programs/:programId/travel-groups': { as: ADMIN, params: { programId: 'program' } },
  'GET /followups': { as: ADMIN, query: { programId: ref('program') } },
  'GET /followups/:id': { as: ADMIN, params: { id: 'followup' }, query: { programId: ref('program') } },
  'POST /followups': { as: ADMIN, body: { programId: ref('program'), name: `${MARK_A} Novo acompanhamento` } },
  'PUT /followups/:id': { as: ADMIN, params: { id: 'followup' }, body: { programId: ref('program'), name: A_NAMES.followup } },
  'DELETE /followups/:id': { as: ADMIN, params: { id: 'followup' } },
  'GET /followups/:followupId/exam-groups': { as: EVERYONE, params: { followupId: 'travelFollowup' } },
  'GET /followups/:followupId/travel-group': { as: EVERYONE, params: { followupId: 'travelFollowup' } },

  // Treatment locations
  'GET /travel-groups/:travelGroupId/treatmentLocations': { as: EVERYONE, params: { travelGroupId: 'travelGroup' } },
  'GET /treatmentLocations': { as: ADMIN, query: { programId: ref('program'), followupIds: ref('travelFollowup') } },
  'GET /treatmentLocations/edit/:id': { as: ADMIN, params: { id: 'location' }, query: { programId: ref('program') } },
  'POST /treatmentLocations': { as: ADMIN, body: { ...LOCATION, name: `${MARK_A} Novo local`, travelGroupId: ref('travelGroup') } },
  'PUT /treatmentLocations/:id': {
    as: ADMIN, params: { id: 'location' }, body: { ...LOCATION, name: A_NAMES.location, travelGroupId: ref('travelGroup') },
  },
  'DELETE /treatmentLocations/:id': { as: ADMIN, params: { id: 'location' } },

  // Programme files
  'GET /program-files/:programId': { as: EVERYONE, params: { programId: 'program' } },
  'GET /program-files/download/:programFileId': { as: EVERYONE, params: { programFileId: 'file' } },
  'GET /program-files/pcdt/zip': { as: EVERYONE, query: { programId: ref('program') } },
  'DELETE /program-files/:programFileId': { as: ADMIN, params: { programFileId: 'file' } },
  'GET /program-files/targets': { as: ADMIN, query: { programId: ref('program'), procedureType: 'CLINICAL_EXAMINATION', groupId: ref('examGroup') } },

  // The signed-in user's own session, policies and account
  'PUT /user/program': { as: ['A_ONLY'], body: { programId: ref('program') } },
  'POST /program-usage-policies/get-program-policies-by-user-type': { as: DOCTOR, body: { programId: ref('program'), userType: 'DOCTOR' } },
  'POST /program-usage-policies/accept-policy': { as: DOCTOR, body: { userId: ref('me'), programUsagePoliciesIds: [ref('policy')] } },
  // Doctors list, detail and spreadsheet import (a clean file: the control imports it, later calls find it known)
  'GET /doctors': { as: MANAGERS, query: { programId: ref('program') } },
  'GET /doctors/:doctorId': { as: MANAGERS, params: { doctorId: 'doctor' }, query: { programId: ref('program') } },
  'POST /doctors/doctors-XLSX/validate': { as: MANAGERS, query: { programId: ref('program') }, upload: DOCTOR_SHEET },
  'POST /doctors/doctors-XLSX': { as: MANAGERS, query: { programId: ref('program') }, upload: DOCTOR_SHEET },
  // Programme configuration: read by request screens, registered by a system administrator
  'GET /exam-groups/:examGroupId/exams': { as: EVERYONE, params: { examGroupId: 'examGroup' }, query: { institutionId: ref('institution') } },
  'GET /exam-groups': { ...SYSADMIN_ONLY, query: { programId: ref('program'), followupIds: ref('followup') } },
  'GET /exam-groups/:id': { ...SYSADMIN_ONLY, params: { id: 'examGroup' } },
  'POST /exam-groups': { ...SYSADMIN_ONLY, body: { followupId: ref('followup'), name: 'Grupo', institutionIds: [ref('institution')] } },
  'PUT /exam-groups/:id': { ...SYSADMIN_ONLY, params: { id: 'examGroup' }, body: { followupId: ref('followup'), name: 'Grupo', institutionIds: [ref('institution')] } },
  'DELETE /exam-groups/:id': { ...SYSADMIN_ONLY, params: { id: 'examGroup' } },
  'GET /exams/:id': { ...SYSADMIN_ONLY, params: { id: 'exam' } },
  'POST /exams': { ...SYSADMIN_ONLY, body: { examGroupId: ref('examGroup'), examTypeName: 'Exame', institutionIds: [ref('institution')], supplyIds: [ref('supply')] } },
  'PUT /exams/:id': {
    ...SYSADMIN_ONLY, params: { id: 'exam' },
    body: { examGroupId: ref('examGroup'), examTypeName: 'Exame', institutionIds: [ref('institution')], supplyIds: [ref('supply')] },
  },
  'DELETE /exams/:id': { ...SYSADMIN_ONLY, params: { id: 'exam' } },
  'GET /institutions/:institutionId': { as: EVERYONE, params: { institutionId: 'institution' } },
  'GET /programs/:programId/institutions': { ...SYSADMIN_ONLY, params: { programId: 'program' } },
  'GET /institutions': { ...SYSADMIN_ONLY, query: { programId: ref('program') } },
  'POST /institutions': { ...SYSADMIN_ONLY, body: { programId: ref('program'), name: 'Laboratório' } },
  'PUT /institutions/:id': { ...SYSADMIN_ONLY, params: { id: 'institution' }, body: { programId: ref('program'), name: 'Laboratório' } },
  'DELETE /institutions/:id': { ...SYSADMIN_ONLY, params: { id: 'institution' } },
  'GET /programs/:programId/supply-groups': { as: EVERYONE, params: { programId: 'program' } },
  'GET /supply-groups/:supplyGroupId/supplies': { as: EVERYONE, params: { supplyGroupId: 'supplyGroup' } },
  'GET /supply-groups': { ...SYSADMIN_ONLY, query: { programId: ref('program') } },
  'GET /supply-groups/:id': { ...SYSADMIN_ONLY, params: { id: 'supplyGroup' } },
  'POST /supply-groups': { ...SYSADMIN_ONLY, body: { programId: ref('program'), name: 'Kits' } },
  'PUT /supply-groups/:id': { ...SYSADMIN_ONLY, params: { id: 'supplyGroup' }, body: { programId: ref('program'), name: 'Kits' } },
  'DELETE /supply-groups/:id': { ...SYSADMIN_ONLY, params: { id: 'supplyGroup' } },
  'GET /supplies/:id': { ...SYSADMIN_ONLY, params: { id: 'supply' } },
  'POST /supplies': { ...SYSADMIN_ONLY, body: { supplyGroupId: ref('supplyGroup'), name: 'Kit', institutionIds: [ref('institution')] } },
  'PUT /supplies/:id': { ...SYSADMIN_ONLY, params: { id: 'supply' }, body: { supplyGroupId: ref('supplyGroup'), name: 'Kit', institutionIds: [ref('institution')] } },
  'DELETE /supplies/:id': { ...SYSADMIN_ONLY, params: { id: 'supply' } },
  'GET /programs/:programId/followupForTravels': { as: EVERYONE, params: { programId: 'program' } },
  // A programme's messaging settings (decision 0078): the control saves the defaults again.
  'GET /programs/:programId/messaging-settings': { as: ADMIN, params: { programId: 'program' } },
  'PUT /programs/:programId/messaging-settings': {
    as: ADMIN, params: { programId: 'program' },
    body: { channels: { SMS: true, EMAIL: true, WHATSAPP: true }, emailFromName: null, whatsappTemplates: { patientInvitation: null, agreementCode: null, requestUpdate: null } },
  },
  // SMART backend clients and Bulk Data exports (decisions 0083, 0084).
  'GET /fhir/clients': { as: ADMIN, query: { programId: ref('program') } },
  'POST /fhir/clients': { as: ADMIN, body: { programId: ref('program'), name: `${MARK_A} CRM`, jwks: { keys: [FHIR_JWK] }, scope: 'system/*.read' } },
  'GET /fhir/exports': { as: ADMIN, query: { programId: ref('program') } },
  'GET /travel-groups': { ...SYSADMIN_ONLY, query: { programId: ref('program'), followupIds: ref('travelFollowup') } },
  'GET /travel-groups/:id': { ...SYSADMIN_ONLY, params: { id: 'travelGroup' } },
  'POST /travel-groups': { ...SYSADMIN_ONLY, body: { followupId: ref('followup'), name: 'Viagens' } },
  'PUT /travel-groups/:id': { ...SYSADMIN_ONLY, params: { id: 'travelGroup' }, body: { followupId: ref('travelFollowup'), name: 'Viagens' } },
  'DELETE /travel-groups/:id': { ...SYSADMIN_ONLY, params: { id: 'travelGroup' } },
  'GET /aids/:id': { as: EVERYONE, params: { id: 'aid' } },
  'POST /aids': { ...SYSADMIN_ONLY, body: { examGroupId: ref('examGroup'), name: 'Auxílio' }, unprobed: { travelGroupId: 'the other kind of owner; examGroupId is probed' } },
  'PUT /aids/:id': {
    ...SYSADMIN_ONLY, params: { id: 'aid' }, body: { examGroupId: ref('examGroup'), name: 'Auxílio' },
    unprobed: { travelGroupId: 'the other kind of owner; examGroupId is probed' },
  },
  'DELETE /aids/:id': { ...SYSADMIN_ONLY, params: { id: 'aid' } },
  'GET /patient-procedures': { ...SYSADMIN_ONLY, query: { programId: ref('program'), productId: ref('product') } },
  'GET /patient-procedures/:id': { ...SYSADMIN_ONLY, params: { id: 'patientProcedure' } },
  'POST /patient-procedures': { ...SYSADMIN_ONLY, body: { productId: ref('product'), name: 'Procedimento' } },
  'PUT /patient-procedures/:id': { ...SYSADMIN_ONLY, params: { id: 'patientProcedure' }, body: { productId: ref('product'), name: 'Procedimento' } },
  'DELETE /patient-procedures/:id': { ...SYSADMIN_ONLY, params: { id: 'patientProcedure' } },
  'GET /field-configs/patient/:groupId': { as: EVERYONE, params: { groupId: 'examGroup' }, query: { groupType: 'EXAM_GROUP' } },
  'GET /field-configs/procedure/:groupId': { as: EVERYONE, params: { groupId: 'examGroup' }, query: { groupType: 'EXAM_GROUP' } },
  'PUT /field-configs/patient/:groupId': { ...SYSADMIN_ONLY, params: { groupId: 'examGroup' }, query: { groupType: 'EXAM_GROUP' }, body: { fields: [] } },
  'POST /field-configs/procedure': {
    ...SYSADMIN_ONLY, body: { groupType: 'EXAM_GROUP', groupId: ref('examGroup'), name: 'campo', label: 'Campo', fieldType: 'TEXT' },
  },
  'PUT /field-configs/procedure/:id': {
    ...SYSADMIN_ONLY, params: { id: 'procedureField' },
    body: { groupType: 'EXAM_GROUP', groupId: ref('examGroup'), name: 'campo', label: 'Campo', fieldType: 'TEXT' },
  },
  'DELETE /field-configs/procedure/:id': { ...SYSADMIN_ONLY, params: { id: 'procedureField' } },

  'PUT /doctors/work-institutions': {
    as: DOCTOR, body: { doctorId: ref('doctor'), workInstitutions: ['Hospital Central'], programId: own('program') },
    unprobed: { programId: 'names one of the doctor\'s own programmes (membership, not the session, decides): the demo doctor belongs to B too' },
  },

  // Inventory ledger (amount 0: the control calls move nothing)
  'POST /movements/inventory/distribute': [
    { as: ADMIN, body: { ...VOUCHER, distributionType: 'ADD_UNITS', amount: 0, userIds: [ref('user')] } },
    { as: MANAGERS, body: { ...VOUCHER, distributionType: 'ADD_UNITS', amount: 0, userIds: [], allMatching: true } },
  ],
  'GET /movements/inventory/distribution/amount': { as: MANAGERS, query: VOUCHER_QUERY },
  'GET /users/for-distribution': { as: MANAGERS, query: VOUCHER },
  'GET /movements/inventory/doctor-amounts': {
    as: MANAGERS, query: { programId: ref('program'), userId: ref('me'), inventory: 'FIRST_MEDICINE', groupId: ref('product') },
  },
  'GET /movements/inventory': { as: MANAGERS, query: { programId: ref('program'), userId: ref('me') } },
  'GET /movements/inventory/amount': { as: EVERYONE, query: { ...VOUCHER_QUERY, userId: ref('me') } },
  'GET /movements/inventory/history': { as: MANAGERS, query: { ...VOUCHER_QUERY, userId: ref('me') } },
  'GET /movements/inventory/history/export': { as: MANAGERS, query: { ...VOUCHER_QUERY, userId: ref('me'), format: 'csv' } },
  'POST /movements/inventory/distribute-XLSX/validate': { as: MANAGERS, query: { programId: ref('program') }, upload: VOUCHER_SHEET },
  'POST /movements/inventory/distribute-XLSX': { as: MANAGERS, query: { programId: ref('program') }, upload: VOUCHER_SHEET },
  // Exam request (the control creates one request; a probe is refused before the patient's open-request check)
  'POST /procedures': [{
    as: DOCTOR,
    body: {
      type: 'CLINICAL_EXAMINATION', programId: ref('program'), followupId: ref('followup'), groupId: ref('examGroup'), itemIds: [ref('exam')],
      institutionId: ref('institution'), supplies: [{ itemId: ref('exam'), supplyId: ref('supply'), institutionId: ref('institution') }],
      patient: { cpf: '52998224725', name: 'Paciente Programa A', phone: '11987654321', birthDate: '1980-01-01' },
    },
    unprobed: { productId: 'read only when the group requires a product; the fixture group does not', presentationId: 'as productId' },
  }, {
    // A travel request (the demo travel group asks for a caregiver and these procedure fields).
    as: DOCTOR,
    body: {
      type: 'TRAVEL', programId: ref('program'), followupId: ref('travelFollowup'), groupId: ref('travelGroup'),
      itemIds: [ref('travelAid')], aidFields: [ref('travelAidField')], treatmentLocationId: ref('location'),
      patient: { cpf: '52998224725', name: 'Paciente Programa A', phone: '11987654321', birthDate: '1980-01-01', caregiverName: 'Cuidador' },
      procedureFieldsAnswers: { motivoViagem: 'Consulta de retorno', dataConsulta: '10/10/2031', meioTransporte: 'Aéreo', patologia: '1', declaracaoVeracidade: true },
    },
  }, {
    // A patient procedure of the fixture product (the doctor holds one unit of it in A)
    as: DOCTOR,
    body: {
      type: 'PATIENT_PROCEDURE', programId: ref('program'), productId: ref('product'), patientProcedureId: ref('patientProcedure'),
      patient: { cpf: '52998224725', name: 'Paciente Programa A', phone: '11987654321' },
    },
  }, {
    // One fixture kit shipped by the fixture institution (the doctor holds units of it in A)
    as: DOCTOR,
    body: {
      type: 'SUPPLY', programId: ref('program'), supplyGroupId: ref('supplyGroup'), supplyId: ref('supply'), institutionId: ref('institution'),
      quantity: 1, userAddress: { ...LOCATION, recipientName: 'Clínica Programa A', recipientType: 'CLINIC' },
    },
  }],
  // The doctor's saved kit addresses: their own only ('me' is the caller in A, a programme-B user otherwise)
  'GET /programs/:programId/doctors/:doctorId/addresses/intern': { as: DOCTOR, params: { programId: 'program', doctorId: 'me' } },
  'POST /programs/:programId/doctors/:doctorId/addresses/intern': {
    as: DOCTOR, params: { programId: 'program', doctorId: 'me' }, body: { ...LOCATION, recipientName: 'Clínica Programa A', recipientType: 'CLINIC' },
  },
  'PUT /programs/:programId/doctors/:doctorId/addresses/intern/:addressId': {
    as: DOCTOR, params: { programId: 'program', doctorId: 'me', addressId: 'doctorAddress' },
    body: { ...LOCATION, recipientName: 'Clínica Programa A', recipientType: 'CLINIC' },
  },
  'POST /codes/authenticated': {
    as: DOCTOR, body: { type: 'SMS', programId: ref('program'), examGroupId: ref('agreementGroup'), patientCpf: '52998224725', destination: '11987654399' },
  },
  'GET /procedures/exam-availability': { as: DOCTOR, query: { programId: ref('program'), examGroupId: ref('examGroup') } },
  // First-medicine release through the registration web service (its simulator)
  'POST /integration/wsacesso/check-patient': { as: DOCTOR, body: { programId: ref('program'), cpf: '52998224725' } },
  'POST /integration/wsacesso/register-patient': {
    as: DOCTOR,
    body: {
      programId: ref('program'), productId: ref('product'), prescriberDoctor: { name: 'Dra. Ana Lima', crm: '123456', uf: 'SP' },
      patient: {
        cpf: '11144477735', name: 'Paciente Programa A', gender: 'FEMALE', birthDate: '1980-01-01', email: 'paciente@exemplo.com.br',
        mobile: '11987654321', state: 'SP', city: 'São Paulo', neighborhood: 'Centro', address: 'Rua Direita', number: '10', cep: '01002000',
      },
    },
  },
  'POST /integration/wsacesso/validate-treatment-start': {
    as: DOCTOR, body: { programId: ref('program'), presentationId: ref('presentation'), cpf: '52998224725', crm: '123456', uf: 'SP' },
  },
  'GET /integration/wsacesso/medicines': { as: DOCTOR, query: { programId: ref('program') } },
  'GET /integration/wsacesso/presentations': { as: DOCTOR, query: { programId: ref('program'), productId: ref('product') } },
  'GET /integration/wsacesso/questions': { as: DOCTOR, query: { programId: ref('program'), productId: ref('product') } },
  'GET /patients/data-by-cpf/:cpf/:programId': { as: DOCTOR, params: { programId: 'program' }, literalParams: { cpf: '52998224725' } },
  // Patients of the patient-care system: the doctor in the path must be in the caller's view and programme.
  'GET /patients/by-crm-from-patientcare/:userId/:pageNumber/:pageSize': {
    as: EVERYONE, params: { userId: 'me' }, literalParams: { pageNumber: '1', pageSize: '10' },
  },
  'GET /patients/patientes-medications-by-crm-from-patientcare/:userId/:pageNumber/:pageSize': {
    as: EVERYONE, params: { userId: 'me' }, literalParams: { pageNumber: '1', pageSize: '10' },
    unprobed: { patientId: 'an id of the patient-care system, filtering the doctor\'s own list: it cannot reach another doctor\'s rows' },
  },

  // Dashboard: request counts and the managers' time-to-therapy panel
  'GET /procedures/count/:programId': { as: EVERYONE, params: { programId: 'program' } },
  'GET /procedures/time-to-therapy/:programId': { as: MANAGERS, params: { programId: 'program' } },
  'GET /procedures/status-counts/:programId': { as: EVERYONE, params: { programId: 'program' } },
  'GET /procedures/weekly-volume/:programId': { as: EVERYONE, params: { programId: 'program' } },
  // The top bar's search, naming a programme
  'POST /search': { as: EVERYONE, body: { term: 'Mariana', programId: ref('program') } },

  // Procedures: reads, the decision (once: the control approves it) and the steps after approval
  'GET /procedures': { as: EVERYONE, query: PROCEDURE_FILTERS },
  'GET /procedures/export': { as: EVERYONE, query: { ...PROCEDURE_FILTERS, format: 'csv' } },
  'GET /procedures/:id': { as: EVERYONE, params: { id: 'procedure' } },
  'GET /procedures/authorizer-info/:procedureId': { as: EVERYONE, params: { procedureId: 'procedure' } },
  'PUT /procedures/:procedureId/status': {
    as: ADMIN, params: { procedureId: 'procedure' }, body: { status: 'APPROVED', procedureIds: [ref('procedureChild')] },
  },
  'GET /procedures/queue': { as: EVERYONE, query: { programId: ref('program') } },
  'POST /procedures/decisions': { as: ADMIN, body: { status: 'APPROVED', procedureIds: [ref('queuedProcedure')] } },
  'POST /procedures/:procedureId/undo-rejection': { as: ADMIN, params: { procedureId: 'rejectedProcedure' } },
  'POST /procedures/:procedureId/progress': {
    as: ADMIN, params: { procedureId: 'approvedProcedure' }, body: { step: 'SCHEDULE', scheduledFor: '2031-03-10T09:30', childIds: [ref('approvedChild')] },
  },
  'POST /procedures/progress-XLSX/validate': { as: ADMIN, query: { programId: ref('program') }, upload: PROGRESS_SHEET },
  'POST /procedures/progress-XLSX': { as: ADMIN, query: { programId: ref('program') }, upload: PROGRESS_SHEET },
  // Adverse-event reports
  'POST /adverse-events': {
    as: DOCTOR,
    body: { productId: ref('product'), description: 'Náusea', onsetDate: '2026-01-10', serious: false, outcome: 'RECOVERED', patientInitials: 'AB' },
  },
  // Pharmacovigilance cases (decisions 0086–0088): the queue, MedDRA releases, acknowledgements, settings.
  'GET /adverse-events': { as: ADMIN, query: { programId: ref('program') } },
  'GET /meddra/releases': { as: ADMIN, query: { programId: ref('program') } },
  'POST /meddra/releases': { as: ADMIN, query: { programId: ref('program') }, upload: testMeddraUpload() },
  'GET /meddra/llts': { as: ADMIN, query: { programId: ref('program'), q: 'teste' } },
  'POST /adverse-events/acknowledgements': {
    as: ADMIN, query: { programId: ref('program') },
    upload: multipartParts([{ name: 'file', filename: 'gateway.ack', content: Buffer.from('<MCCI_IN200101UV01 xmlns="urn:hl7-org:v3"><id extension="1" root="2.16.840.1.113883.3.989.2.1.3.20"/></MCCI_IN200101UV01>') }]),
  },
  'GET /programs/:programId/pharmacovigilance-settings': { as: ADMIN, params: { programId: 'program' } },
  'PUT /programs/:programId/pharmacovigilance-settings': {
    as: ADMIN, params: { programId: 'program' },
    body: { senderId: 'SENDER', receiverId: 'RECEIVER', senderOrganisation: 'Demo Pharma', companyCode: 'DEMO', seriousDays: 15, nonSeriousDays: 90 },
    unprobed: { senderId: 'an E2B(R3) gateway identifier (text), not a record id', receiverId: 'an E2B(R3) gateway identifier (text), not a record id' },
  },
};

/** Endpoints whose parameter is not a programme record id, with the reason. */
const EXEMPT: Readonly<Record<string, string>> = {
  'GET /audit': 'the system-wide trail, system administrators only: actorId only filters it, reading no programme-owned record',
  'PUT /fhir/clients/:clientId/jwks': 'a random client id (UUID), not a record id: fhir-smart.test.ts checks another programme\'s client answers 404 fhirClientNotFound like an unknown one',
  'POST /fhir/clients/:clientId/revoke': 'a random client id (UUID), not a record id: fhir-smart.test.ts checks another programme\'s client answers 404 fhirClientNotFound like an unknown one',
  'GET /programs/by-slug/:slug': 'public: the landing and login pages look a programme up by its slug',
  'GET /doctors/:uf/:crm': 'public CRM lookup of the signup flow: a CRM and state, and the programme the visitor signs up to',
  'GET /integration/get-address-by-cep/:cep': 'a postcode lookup, no record',
  'GET /program-files/content/:programFileId': 'the signed link is the credential: any id without a valid signature answers invalidFileLink',
  'POST /login': 'public: the programme signed in to is chosen at login and membership decides',
  'POST /users/signup': 'public signup: the visitor chooses the programme',
  'GET /user-groups/get-specialties': 'public signup step: the specialties of the programme the visitor signs up to',
  'GET /program-usage-policies/public': 'public signup step: the policies of the programme the visitor signs up to',
  'GET /integration/programs/:programSlug/pathologies': 'a programme slug, not an id: reference-data.test.ts checks another programme\'s slug answers like an unknown one',
  'GET /integration/get-cities-by-state/:state': 'a state code, no record',
  'GET /patients/details-from-patientcare/:patientId': 'an id of the patient-care system, not a portal record: patient-care.test.ts checks another programme\'s patient answers like a missing one',
  'GET /integration/cms/get-posts/:programCode/:portalName': 'public CMS material named by programme code, no record',
  'GET /integration/cms/get-tags/:programCode/:portalName': 'public CMS material named by programme code, no record',
  'GET /program-files/pcdt/public/:programSlug': 'public: a programme slug, not an id; only that programme\'s PCDT files answer',
  'GET /program-files/pcdt/public/:programSlug/zip': 'public: a programme slug, not an id; only that programme\'s PCDT files are zipped',
  'GET /integration/cms/get-posts/:programCode/:portalName/:postDocumentId': 'public CMS material named by programme code and the CMS\'s own document id or slug',
  'GET /integration/get-medicines/:programId': 'the discount service\'s own programme id (always 126), not a portal programme',
  'GET /integration/get-discounts/:programId/:familyId/:uf': 'the discount service\'s own programme and family ids, not portal records',
  'GET /program-files/pcdt/public/:programSlug/download/:programFileId': 'public: the slug names the programme; program-files.test.ts checks another programme\'s slug answers fileNotFound like a missing id',
  // Patient link: public, the unguessable procedure code is the credential and the programme comes from it; an unknown
  // code, a CPF that does not match and a token of another code answer alike (patient-link.test.ts).
  'GET /programs/by-procedure/:code': 'public: a procedure code, not an id; an unknown code answers 404 patientProcedureNotFound',
  'GET /procedures/by-code/:code/:cpf': 'public: a code and CPF; a wrong CPF and an unknown code answer the same 404',
  'PUT /procedures/by-code/:code/patient': 'public: a code and the CPF in the body, checked as in the CPF check',
  'POST /procedures/by-code/:code/verify': 'public: a code, the CPF checked as in the CPF check, and the code sent to the phone on record',
  'GET /procedures/by-code/:code/privacy': 'public: needs the token the CPF check answered for this code',
  'POST /procedures/by-code/:code/privacy/revoke': 'public: needs the token the CPF check answered for this code',
  'GET /procedures/by-code/:code/privacy/export': 'public: needs the token the CPF check answered for this code',
  // Public pharmacy finder and adverse-event report: the unguessable procedure code is the credential.
  'GET /procedures/by-code/:code/accredited': 'public: a procedure code, no id; pharmacies.test.ts checks an unknown code',
  'GET /integration/places/:placeId': 'a maps-service place id, no record',
  'GET /procedures/by-code/:code/adverse-event-products': 'public: the products of the code\'s own programme',
  'POST /procedures/by-code/:code/adverse-events': 'public: adverse-events.test.ts checks another programme\'s product answers like a missing one',
  // Pharmacovigilance cases: named by protocol, not by id; cases.test.ts checks another programme's protocol answers
  // 404 pvCaseNotFound exactly like an unknown one.
  'GET /adverse-events/:protocol': 'a protocol, not an id: cases.test.ts checks another programme\'s case answers like an unknown one',
  'GET /adverse-events/:protocol/versions': 'a protocol, not an id: cases.test.ts checks another programme\'s case answers like an unknown one',
  'POST /adverse-events/:protocol/versions': 'a protocol, not an id: the case is looked up as in GET, in the caller\'s programme only',
  'GET /adverse-events/:protocol/e2b': 'a protocol, not an id: cases.test.ts checks another programme\'s case answers like an unknown one',
  'GET /adverse-events/e2b': 'a control call needs the programme\'s E2B identifiers configured (else 422); cases.test.ts checks another programme answers 404 programNotFound',
};

const ID_KEY = /^(?:id|\w+Ids?)$/;
const METHOD_ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };

const keyOf = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const pathParams = (p: string) => [...p.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const variants = (row: Row | readonly Row[]): readonly Row[] => ('as' in row ? [row] : row);

/** Top-level keys of a query or body schema, as a client sends them. */
function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}

const idKeys = (e: Endpoint) => [...schemaKeys(e.query), ...schemaKeys(e.body)].filter((k) => ID_KEY.test(k));
const takesId = (e: Endpoint) => pathParams(e.path).length > 0 || idKeys(e).length > 0;

// ---- Fixtures ----------------------------------------------------------------------------------

let t: TestApp;
const sides = {} as { A: Side; B: Side };
const callers = {} as Record<Caller, Client>;
const callerIds = {} as Record<Caller, number>;
let snapshotB: () => Promise<string[]>;
let before: string[];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cross-'));

async function ok<T>(res: Promise<LightMyRequestResponse>, what: string): Promise<T> {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`fixture ${what}: ${r.statusCode} ${r.body}`);
  return r.json<T>();
}

/** A one-file multipart body (a PDF of 4 KB), as the browser's FormData sends it. */
function pdfUpload(fields: Record<string, string>): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----xprog${RUN}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20)]);
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="libraryFile"; filename="protocolo.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One programme's records, created through the API by a system administrator signed in to it. */
async function buildSide(slug: string, side: 'a' | 'b', mark: string, user: typeof A_USER): Promise<Side> {
  const program = await t.programId(slug);
  const sys = await t.as('SYSADMIN', slug);
  const post = <T = { id: number }>(url: string, payload: object) => ok<T>(sys({ method: 'POST', url: `/api${url}`, payload }), url);
  const get = <T>(url: string) => ok<T>(sys({ method: 'GET', url: `/api${url}` }), url);
  const email = (kind: string) => `xprog-${side}-${kind}-${RUN}@demo.com.br`;

  const member = await post('/users', user);
  // In A the member answers to the demo district manager, so that caller reaches them (decision 0040); in B to a manager of B only.
  const manager = side === 'a'
    ? { id: await t.userId(CALLER_EMAILS.DISTRICT_MANAGER) }
    : await post('/users', { name: `${mark} Gerente`, email: email('manager'), phone: '11987654322', type: 'DISTRICT_MANAGER' });
  const group = await post('/user-groups', { name: `${mark} Grupo`, programId: program });
  const membership = await post(`/user-groups/User/${member.id}`, { userGroupId: group.id, userId: member.id, managerId: manager.id });
  const permission = await post(`/user-groups/${group.id}/Permissions`, { userGroupId: group.id, type: null });
  const product = await post('/products', { programId: program, name: `${mark} Produto` });
  const presentation = await post('/presentations', { name: `${mark} Apresentação`, discount: 10, productId: product.id, ean: FIXTURE_EAN });
  const followup = await post('/followups', { programId: program, name: `${mark} Acompanhamento` });
  const [travelFollowup] = await get<{ id: number }[]>(`/programs/${program}/followups?showOnlyWithTravelActive=true`);
  const travelGroup = await get<{ id: number }>(`/followups/${travelFollowup!.id}/travel-group`);
  const location = await post('/treatmentLocations', { ...LOCATION, name: `${mark} Local`, travelGroupId: travelGroup.id });
  // A PCDT protocol of the whole programme: the download and the PCDT zip both find it.
  const file = await ok<{ id: number }>(sys({ method: 'POST', url: '/api/program-files', ...pdfUpload({ name: `${mark} Protocolo`, fileType: 'CONTENTS' }) }), 'file');
  const [policy] = await ok<{ id: number }[]>(t.anon({ method: 'GET', url: `/api/program-usage-policies/public?programId=${program}&userType=DOCTOR` }), 'policy');
  const { clientId } = await get<{ clientId: number }>(`/programs/${program}`);
  // Programme A's doctor is the DOCTOR caller; programme B's is a doctor of B only.
  const doctor = side === 'a'
    ? (await get<{ doctor: { id: number } }>(`/users/${await t.userId(CALLER_EMAILS.DOCTOR)}`)).doctor
    : (await post<{ doctor: { id: number } }>('/users', {
      name: `${mark} Médica`, email: email('doctor'), phone: '11987654323', type: 'DOCTOR', doctor: { crm: String(7_000_000 + (parseInt(RUN, 16) % 1_000_000)), uf: 'SP' },
    })).doctor;

  // Programme configuration, on the side's own follow-up and product.
  const institution = await post('/institutions', { programId: program, name: `${mark} Laboratório` });
  // Requestable without vouchers, so the exam request's control call succeeds.
  const examGroup = await post('/exam-groups', { followupId: followup.id, name: `${mark} Grupo de exames`, institutionIds: [institution.id], canRequestWithoutInventory: true });
  const agreementGroup = await post('/exam-groups', { followupId: followup.id, name: `${mark} Grupo com aceite`, institutionIds: [institution.id], requirePatientAgreement: true });
  const supplyGroup = await post('/supply-groups', { programId: program, name: `${mark} Kits` });
  const supply = await post('/supplies', { supplyGroupId: supplyGroup.id, name: `${mark} Kit`, institutionIds: [institution.id] });
  const exam = await post('/exams', { examGroupId: examGroup.id, examTypeName: `${mark} Exame`, institutionIds: [institution.id], supplyIds: [supply.id] });
  const aid = await post('/aids', { examGroupId: examGroup.id, name: `${mark} Auxílio`, aidFields: [{ label: `${mark} Item` }] });
  const patientProcedure = await post('/patient-procedures', { productId: product.id, name: `${mark} Procedimento` });
  const travelAid = await post<{ id: number; aidFields: { id: number }[] }>('/aids', { travelGroupId: travelGroup.id, name: `${mark} Auxílio de viagem`, aidFields: [{ label: `${mark} Item de viagem` }] });
  const procedureField = await post('/field-configs/procedure', { groupType: 'EXAM_GROUP', groupId: examGroup.id, name: 'campo', label: `${mark} Campo`, fieldType: 'TEXT' });
  // Requests of the demo doctor (a member of both programmes, below the district manager in A).
  const requester = { programId: program, requesterId: await t.userId(CALLER_EMAILS.DOCTOR), patient: { name: `${mark} Paciente`, cpf: '11144477735' } };
  const examGroupRef = { examGroupId: examGroup.id, followupId: followup.id, examIds: [exam.id] };
  const procedure = await insertProcedure(t.app.db, { ...requester, group: examGroupRef });
  const approved = await insertProcedure(t.app.db, { ...requester, group: examGroupRef, status: 'APPROVED', code: approvedCode(side) });
  const queued = await insertProcedure(t.app.db, { ...requester, group: examGroupRef });
  const rejected = await insertProcedure(t.app.db, { ...requester, group: examGroupRef, status: 'REJECTED' });
  // Rejected by the admin caller "in an hour": its undo window stays open however long the setup takes.
  await t.app.db.update(procedures).set({ approvedById: await t.userId(CALLER_EMAILS.ADMIN), approvedAt: new Date(Date.now() + 3_600_000) })
    .where(eq(procedures.id, rejected.id));
  // The demo doctor's stock of the fixture patient procedure and kit, and a saved kit address.
  for (const item of [{ inventoryType: 'PATIENT_PROCEDURE', groupId: product.id, itemId: patientProcedure.id }, { inventoryType: 'SUPPLY', groupId: supplyGroup.id, itemId: supply.id }]) {
    await post('/movements/inventory/distribute', { programId: program, ...item, distributionType: 'ADD_UNITS', amount: 5, userIds: [requester.requesterId] });
  }
  const [doctorAddress] = await t.app.db.insert(doctorAddresses).values({
    programId: program, doctorId: requester.requesterId, ...LOCATION, recipientName: `${mark} Destinatário`, recipientType: 'CLINIC',
  }).returning({ id: doctorAddresses.id });

  return {
    institution: institution.id, examGroup: examGroup.id, agreementGroup: agreementGroup.id, exam: exam.id, supplyGroup: supplyGroup.id, supply: supply.id, aid: aid.id,
    patientProcedure: patientProcedure.id, procedureField: procedureField.id, travelAid: travelAid.id, travelAidField: travelAid.aidFields[0]!.id,
    doctorAddress: doctorAddress!.id,
    procedure: procedure.id, procedureChild: procedure.childIds[0]!, approvedProcedure: approved.id, approvedChild: approved.childIds[0]!,
    queuedProcedure: queued.id, rejectedProcedure: rejected.id,
    program, client: clientId, user: member.id, manager: manager.id, group: group.id, membership: membership.id, permission: permission.id,
    product: product.id, presentation: presentation.id, followup: followup.id, travelFollowup: travelFollowup!.id, travelGroup: travelGroup.id,
    location: location.id, file: file.id, policy: policy!.id, doctor: doctor.id,
  };
}

useTestApp(async (app) => {
  t = app;
  sides.A = await buildSide('BEMESTAR', 'a', MARK_A, A_USER);
  sides.B = await buildSide('ABRACARAVIDA', 'b', MARK_B, {
    name: `${MARK_B} Representante`, email: `xprog-b-rep-${RUN}@demo.com.br`, phone: '11987654321', type: 'REPRESENTATIVE',
  });
  for (const [caller, email] of Object.entries(CALLER_EMAILS) as [Caller, string][]) {
    callers[caller] = await t.as(email, 'BEMESTAR');
    callerIds[caller] = await t.userId(email);
  }
  const aOnly = await t.insertUser({ email: A_ONLY_EMAIL, name: `${MARK_A} Só A`, phone: '11987654324', type: 'REPRESENTATIVE', approved: true });
  await t.app.db.insert(programUsers).values({ userId: aOnly.id, programId: sides.A.program });
  callers.A_ONLY = await t.as(A_ONLY_EMAIL, 'BEMESTAR');
  callerIds.A_ONLY = aOnly.id;

  // What a system administrator sees of programme B's records, before and after the probes.
  const sysB = await t.as('SYSADMIN', 'ABRACARAVIDA');
  const b = sides.B;
  snapshotB = () => Promise.all([
    `/users/${b.user}`, `/user-groups/User/${b.user}`, `/user-groups/${b.group}/Permissions`, `/products/${b.product}`,
    `/products/${b.product}/presentations`, `/presentations/${b.presentation}`, `/followups/${b.followup}`,
    `/treatmentLocations/edit/${b.location}`, `/program-files/${b.program}`, `/programs/${b.program}`,
    `/exam-groups/${b.examGroup}`, `/exam-groups/${b.examGroup}/exams`, `/supply-groups/${b.supplyGroup}/supplies`,
    `/field-configs/procedure/${b.examGroup}?groupType=EXAM_GROUP`, `/patient-procedures/${b.patientProcedure}`,
  ].map(async (url) => `${url} ${(await sysB({ method: 'GET', url: `/api${url}` })).body}`));
  before = await snapshotB();
}, { dataDir, storage: { ...loadConfig({ NODE_ENV: 'test' }).storage, urlSecret: 'cross-programme-test' } });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// ---- Probes ------------------------------------------------------------------------------------

type Choice = 'A' | 'B' | 'MISSING';

/** Every probed slot of a row: its path parameters and the refs in its query and body. */
function slotsOf(row: Row): { slot: string; fixture: Fixture }[] {
  const found: { slot: string; fixture: Fixture }[] = Object.entries(row.params ?? {}).map(([name, fixture]) => ({ slot: `params.${name}`, fixture }));
  const walk = (value: unknown, at: string) => {
    if (value instanceof Ref) found.push({ slot: at, fixture: value.fixture });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}.${i}`));
    else if (value && typeof value === 'object' && !(value instanceof Own) && !(value instanceof Param)) {
      for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
    }
  };
  walk(row.query, 'query');
  walk(row.body, 'body');
  return found;
}

function request(key: string, row: Row, caller: Caller, choose: (slot: string) => Choice): InjectOptions {
  const [method, routePath] = key.split(' ') as [InjectOptions['method'] & string, string];
  const value = (fixture: Fixture, choice: Choice): number => {
    if (choice === 'MISSING') return MISSING;
    if (fixture === 'me') return choice === 'A' ? callerIds[caller] : sides.B.user;
    return sides[choice][fixture];
  };
  const params = {
    ...row.literalParams,
    ...Object.fromEntries(Object.entries(row.params ?? {}).map(([name, fixture]) => [name, value(fixture, choose(`params.${name}`))])),
  };
  const resolve = (input: unknown, at: string): unknown => {
    if (input instanceof Ref) return value(input.fixture, choose(at));
    if (input instanceof Own) return value(input.fixture, 'A');
    if (input instanceof Param) return params[input.name];
    if (Array.isArray(input)) return input.map((v, i) => resolve(v, `${at}.${i}`));
    if (input && typeof input === 'object') return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, resolve(v, `${at}.${k}`)]));
    return input;
  };
  const query = new URLSearchParams(Object.entries(resolve(row.query ?? {}, 'query') as Record<string, string | number>)
    .map(([k, v]): [string, string] => [k, String(v)]));
  const qs = query.toString() ? `?${query.toString()}` : '';
  return {
    method,
    url: `/api${fillPath(routePath, params)}${qs}`,
    ...(row.body ? { payload: resolve(row.body, 'body') as object } : {}),
    ...(row.upload ?? {}),
  };
}

/** Status and error code, e.g. `404 failedToLoadUser` (a success or a file has no code). */
const summary = (r: LightMyRequestResponse) => {
  let code = '';
  try { code = r.json<{ code?: string }>().code ?? ''; } catch { /* not JSON */ }
  return `${r.statusCode} ${code}`.trim();
};

/** Calls the row as the caller and lists every way a programme-B id answered unlike a missing one. */
async function probe(key: string, row: Row, caller: Caller): Promise<string[]> {
  const client = callers[caller];
  const problems: string[] = [];
  const slots = slotsOf(row);
  const method = key.split(' ')[0]!;

  if (row.sysadminOnly) {
    const res = await client(request(key, row, caller, () => 'MISSING'));
    if (res.statusCode !== 403 || summary(res) !== '403 forbidden') problems.push(`guard: the row says system administrators only, but ${caller} got ${summary(res)}`);
  } else if (method !== 'DELETE') {
    const res = await client(request(key, row, caller, () => 'A'));
    if (res.statusCode >= 300) problems.push(`control (programme-A ids): expected 2xx, got ${summary(res)} ${res.body.slice(0, 200)}`);
  }

  const probes = slots.map(({ slot }) => ({ name: slot, on: (s: string) => s === slot }));
  if (slots.length > 1) probes.push({ name: 'all ids', on: () => true });
  for (const p of probes) {
    const missing = await client(request(key, row, caller, (s) => (p.on(s) ? 'MISSING' : 'A')));
    const other = await client(request(key, row, caller, (s) => (p.on(s) ? 'B' : 'A')));
    const where = `${p.name} = programme B`;
    if (method === 'DELETE' && !row.sysadminOnly && missing.statusCode !== 404) problems.push(`${where}: a missing id should be 404, got ${summary(missing)}`);
    if (summary(other) !== summary(missing)) problems.push(`${where}: answered ${summary(other)}, a missing id ${summary(missing)}`);
    else if (other.body !== missing.body) problems.push(`${where}: same status, different body: ${other.body.slice(0, 200)}`);
    if (other.body.includes(MARK_B)) problems.push(`${where}: the answer holds programme-B data`);
    if (other.statusCode >= 500) problems.push(`${where}: server error ${other.body.slice(0, 200)}`);
  }
  return problems;
}

// ---- Tests ---------------------------------------------------------------------------------------

const contractEndpoints = flattenContract(contract).map(({ endpoint }) => endpoint);

describe('cross-programme table', () => {
  it('has a row or an exemption for every contract endpoint that takes a record id', () => {
    const uncovered = contractEndpoints.filter(takesId).map(keyOf).filter((k) => !(k in ROWS) && !(k in EXEMPT));
    expect(uncovered).toEqual([]);
  });

  it('names only routes the API registers, each once', () => {
    const registered = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/^\/api/, '')}`));
    expect([...Object.keys(ROWS), ...Object.keys(EXEMPT)].filter((k) => !registered.has(k))).toEqual([]);
    expect(Object.keys(ROWS).filter((k) => k in EXEMPT)).toEqual([]);
  });

  it('fills every path parameter and probes every id of the query and body (or says why not)', () => {
    const problems = contractEndpoints.filter((e) => keyOf(e) in ROWS).flatMap((e) => {
      const rows = variants(ROWS[keyOf(e)]!);
      const wrongParams = rows.map((row) => [...Object.keys(row.params ?? {}), ...Object.keys(row.literalParams ?? {})].sort().join())
        .filter((names) => names !== pathParams(e.path).sort().join())
        .map((names) => `${keyOf(e)}: fills "${names}"`);
      const covered = (k: string) => rows.some((row) => row.unprobed?.[k] !== undefined
        || [row.query?.[k], row.body?.[k]].flat().some((v) => v instanceof Ref || v instanceof Param));
      return [...wrongParams, ...idKeys(e).filter((k) => !covered(k)).map((k) => `${keyOf(e)}: id "${k}" neither probed nor in unprobed`)];
    });
    expect(problems).toEqual([]);
  });
});

const ordered = Object.entries(ROWS)
  .flatMap(([key, row]) => variants(row).map((v, i, all) => ({ key, name: all.length > 1 ? `${key} (variant ${i + 1})` : key, row: v })))
  .sort((x, y) => METHOD_ORDER[x.key.split(' ')[0]!]! - METHOD_ORDER[y.key.split(' ')[0]!]!);

describe('a programme-B id answers like a missing one', () => {
  for (const { key, name, row } of ordered) {
    describe(name, () => {
      it.each(row.as.map((caller) => ({ caller })))('as $caller of programme A', async ({ caller }) => {
        expect(await probe(key, row, caller)).toEqual([]);
      });
    });
  }

  it('left every programme-B record as it was', async () => {
    expect(await snapshotB()).toEqual(before);
  });
});
