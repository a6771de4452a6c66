import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './contents.service.ts';

const { contents } = contract;

/** Public calls proxy an external system: each address may ask this often. */
const rateLimit = { max: 120, timeWindow: '1 minute' };

/** Posts and tags of the content management system (contracts in @portal/domain/contracts/contents). */
export function contentsRoutes(app: FastifyInstance): void {
  route(app, contents.posts, ({ deps, params }) => service.listPosts(deps, params.programCode, params.portalName), { config: { rateLimit } });
  route(app, contents.post, ({ deps, params }) => service.getPost(deps, params.programCode, params.portalName, params.postDocumentId), {
    config: { rateLimit },
  });
  route(app, contents.tags, ({ deps, params }) => service.listTags(deps, params.programCode, params.portalName), { config: { rateLimit } });
}
