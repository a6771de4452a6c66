/** The MedDRA releases as the rest of the area sees them. */
export { meddraRoutes } from './meddra.routes.ts';
export { unknownLltCodes } from './meddra.service.ts';
export { decodeAscii, parseLlts, parsePts } from './meddra-ascii.ts';
