import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, parseModules, publicProgramSchema } from '@portal/domain';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './programs.repository.ts';

const toPublic = <T extends { modules: string }>(row: T) => ({ ...row, modules: parseModules(row.modules) });

/** What the landing, login and signup pages need before anyone is signed in. */
export const programsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/programs/list/all', {
    config: { access: { public: true } },
    schema: { tags: ['programs'], response: { 200: z.array(publicProgramSchema) } },
  }, async () => (await repo.listPublicPrograms(app.db)).map(toPublic));

  app.get('/programs/by-slug/:slug', {
    config: { access: { public: true } },
    schema: {
      tags: ['programs'], params: z.object({ slug: z.string().trim().min(1).max(100) }),
      response: { 200: publicProgramSchema, 404: errorSchema },
    },
  }, async (request) => {
    const program = await repo.findPublicProgramBySlug(app.db, request.params.slug);
    if (!program) throw notFound('programNotFound');
    return toPublic(program);
  });
};
