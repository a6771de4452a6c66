import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { cmsListParamsSchema, cmsPostParamsSchema, contentPostSchema, contentPostSummarySchema, contentTagSchema } from '../schemas/contents.ts';

/**
 * Spec §7 Integration (content management system): a programme's posts and tags, by programme
 * code (its slug). Public: /contents is read by visitors too (spec §2); the CMS holds only
 * published material. A failing CMS answers 502 `failedToLoadContents`.
 */
const tags = ['integration'];
const unavailable = { 502: errors[400] };

export const contentsContract = {
  posts: endpoint({
    method: 'GET', path: '/integration/cms/get-posts/:programCode/:portalName', access: { public: true }, tags,
    params: cmsListParamsSchema, responses: { 200: z.array(contentPostSummarySchema), ...errors, ...unavailable },
  }),
  /** One post by document id or slug; none answers 404 `contentNotFound`. */
  post: endpoint({
    method: 'GET', path: '/integration/cms/get-posts/:programCode/:portalName/:postDocumentId', access: { public: true }, tags,
    params: cmsPostParamsSchema, responses: { 200: contentPostSchema, ...errors, ...unavailable },
  }),
  tags: endpoint({
    method: 'GET', path: '/integration/cms/get-tags/:programCode/:portalName', access: { public: true }, tags,
    params: cmsListParamsSchema, responses: { 200: z.array(contentTagSchema), ...errors, ...unavailable },
  }),
};
