import type { DoctorAddressForm } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn, type ScopedProgramId } from '#platform/context/scope.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { auditedCreate, auditedUpdate } from '#platform/lib/crud.ts';
import * as repo from './doctor-addresses.repository.ts';

const NOT_FOUND = 'doctorAddressNotFound' as const;

/**
 * `programs/{programId}/doctors/{doctorId}/addresses/intern` (spec §7): a doctor's own saved
 * addresses in their programme. Another doctor's id, or another programme, answers 404 like a
 * missing address.
 */
function ownerOf(ctx: RequestContext, programId: number, doctorId: number): ScopedProgramId {
  const program = programIn(ctx.scope, programId, NOT_FOUND);
  if (doctorId !== ctx.userId) throw notFound(NOT_FOUND);
  return program;
}

export const listAddresses = ({ db }: Deps, ctx: RequestContext, programId: number, doctorId: number) =>
  repo.listDoctorAddresses(db, ownerOf(ctx, programId, doctorId), doctorId);

export function createAddress(deps: Deps, ctx: RequestContext, programId: number, doctorId: number, input: DoctorAddressForm) {
  const program = ownerOf(ctx, programId, doctorId);
  return auditedCreate(deps, ctx, 'doctorAddress', (tx) => repo.insertDoctorAddress(tx, program, doctorId, input));
}

export function updateAddress(deps: Deps, ctx: RequestContext, programId: number, doctorId: number, id: number, input: DoctorAddressForm) {
  const program = ownerOf(ctx, programId, doctorId);
  return auditedUpdate(deps, ctx, { entity: 'doctorAddress', id }, async (tx) => {
    const before = await repo.findDoctorAddress(tx, program, doctorId, id);
    if (!before) throw notFound(NOT_FOUND);
    return { before, after: (await repo.updateDoctorAddress(tx, program, doctorId, id, input))! };
  });
}
