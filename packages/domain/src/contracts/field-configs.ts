import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { idParamSchema } from '../schemas/common.ts';
import {
  configGroupParamsSchema, configGroupQuerySchema, patientFieldConfigSchema, patientFieldConfigsFormSchema,
  procedureFieldConfigFormSchema, procedureFieldConfigSchema,
} from '../schemas/field-configs.ts';

/**
 * Spec §7 `GET /field-configs/patient/{groupId}` and `/procedure/{groupId}`: the patient and
 * procedure fields a request form asks for. `groupType` says which kind of group `groupId` is
 * (an exam group, a travel group or a patient procedure). Edited from the group's screen.
 */
const access = { routes: ['examGroups', 'travelGroups', 'patientProcedures'] };
const tags = ['field-configs'];

export const fieldConfigsContract = {
  patient: endpoint({
    method: 'GET', path: '/field-configs/patient/:groupId', access: {}, tags,
    params: configGroupParamsSchema, query: configGroupQuerySchema, responses: { 200: z.array(patientFieldConfigSchema), ...errors },
  }),
  procedure: endpoint({
    method: 'GET', path: '/field-configs/procedure/:groupId', access: {}, tags,
    params: configGroupParamsSchema, query: configGroupQuerySchema, responses: { 200: z.array(procedureFieldConfigSchema), ...errors },
  }),
  /** Replaces the group's patient-field set. */
  savePatient: endpoint({
    method: 'PUT', path: '/field-configs/patient/:groupId', access, tags,
    params: configGroupParamsSchema, query: configGroupQuerySchema, body: patientFieldConfigsFormSchema,
    responses: { 200: z.array(patientFieldConfigSchema), ...errors },
  }),
  createProcedure: endpoint({
    method: 'POST', path: '/field-configs/procedure', access, tags,
    body: procedureFieldConfigFormSchema, responses: { 201: procedureFieldConfigSchema, ...errors },
  }),
  updateProcedure: endpoint({
    method: 'PUT', path: '/field-configs/procedure/:id', access, tags,
    params: idParamSchema, body: procedureFieldConfigFormSchema, responses: { 200: procedureFieldConfigSchema, ...errors },
  }),
  removeProcedure: endpoint({
    method: 'DELETE', path: '/field-configs/procedure/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
};
