import { z } from '../schemas/zod-config.ts';
import { errorSchema } from '../schemas/common.ts';
import {
  adverseEventBodySchema, adverseEventCreatedSchema, adverseEventProductSchema, publicAdverseEventBodySchema,
} from '../schemas/adverse-events.ts';
import { procedureCodeParamSchema } from '../schemas/pharmacies.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';

const tags = ['adverse-events'];

/** RDC 406/2020 suspected adverse event reports: a signed-in doctor's, and a patient's from the public link. */
export const adverseEventsContract = {
  products: endpoint({
    method: 'GET', path: '/adverse-events/products', access: { routes: ['adverseEventReport'] }, tags,
    responses: { 200: z.array(adverseEventProductSchema), ...errors },
  }),
  /** 201 with the protocol number; a product of another programme → 400 adverseEventProductNotFound. */
  create: endpoint({
    method: 'POST', path: '/adverse-events', access: { routes: ['adverseEventReport'] }, tags,
    body: adverseEventBodySchema, responses: { 201: adverseEventCreatedSchema, ...errors },
  }),
  productsByCode: endpoint({
    method: 'GET', path: '/procedures/by-code/:code/adverse-event-products', access: { public: true }, tags,
    params: procedureCodeParamSchema, responses: { 200: z.array(adverseEventProductSchema), 400: errorSchema, 404: errorSchema },
  }),
  createByCode: endpoint({
    method: 'POST', path: '/procedures/by-code/:code/adverse-events', access: { public: true }, tags,
    params: procedureCodeParamSchema, body: publicAdverseEventBodySchema,
    responses: { 201: adverseEventCreatedSchema, 400: errorSchema, 404: errorSchema },
  }),
};
