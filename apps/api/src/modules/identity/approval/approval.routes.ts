import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './approval.service.ts';

const { approval } = contract;

/** Spec §2, §6: approving a user awaiting approval (contract in @portal/domain/contracts/approval). */
export function approvalRoutes(app: FastifyInstance): void {
  route(app, approval.approve, ({ deps, ctx, params }) => service.approveUser(deps, ctx, params.id));
}
