import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './audit.service.ts';

const { audit } = contract;

/** The audit trail (contract in @portal/domain/contracts/audit). */
export function auditRoutes(app: FastifyInstance): void {
  route(app, audit.list, ({ deps, query }) => service.listAuditEntries(deps, query));
  route(app, audit.actors, ({ deps }) => service.listAuditActors(deps));
}
