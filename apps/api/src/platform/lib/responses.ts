import { errorSchema } from '@portal/domain';

/** The failures a route may answer with, all in the one error shape. */
export const errorResponses = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
