import { errorSchema } from '../schemas/common.ts';

/** The failures an endpoint may answer with, all in the one error shape. */
export const errorResponses = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
