import {
  addressAllowedForSupply, supplyRequestIssues, translate, type ExamRequestIssue, type ProcedureCreated, type RecipientType, type SupplyRequest,
} from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, forbidden } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { invalidReference } from '#platform/lib/config-scope.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';
import { findDoctorAddress, insertDoctorAddress } from '#doctors/doctor-addresses/index.ts';
import { lockVouchers, spendVouchers } from '../inventory/index.ts';
import * as config from './request-config.repository.ts';
import * as writes from './procedure-writes.repository.ts';
import type { RequestTypeHandler } from './request-handler.ts';
import { idempotencyColumns, type Idempotency } from './idempotency.ts';

const MESSAGE_KEY = 'msg.successToRequestSupply';

/** The issues as the API's `fields`; a message with parameters travels as its text ('A quantidade deve ser no máximo 3'). */
const fieldsOf = (issues: readonly ExamRequestIssue[]) => {
  const fields: Record<string, string[]> = {};
  for (const i of issues) (fields[i.path] ??= []).push(i.params ? translate(i.message, i.params) : i.message);
  return fields;
};

/**
 * Every check that reads configuration (spec §5 Supply request): the kit of the supply group in
 * the programme, the caller's grant, a reused address being the doctor's own and of a recipient
 * type the kit allows, and `supplyRequestIssues`. Answers the kit and the address to send to.
 */
async function checkSupplyRequest(db: DbOrTx, ctx: RequestContext, programId: ScopedProgramId, body: SupplyRequest) {
  const supply = await config.findProgramSupply(db, programId, body.supplyGroupId, body.supplyId);
  if (!supply) throw invalidReference('supplyId');
  if (ctx.userType !== 'SYSADMIN') {
    const grants = await config.grantsOf(db, ctx.userId, programId, 'SUPPLY');
    if (!config.granted(grants, body.supplyGroupId, body.supplyId)) throw forbidden('supplyNotAllowed');
  }
  const { addressId, save, ...typed } = body.userAddress;
  let address = typed;
  if (addressId !== undefined) {
    const saved = await findDoctorAddress(db, programId, ctx.userId, addressId);
    if (!saved) throw invalidReference('userAddress.addressId');
    if (!addressAllowedForSupply(saved.recipientType, supply)) {
      throw new AppError('validation', 400, { 'userAddress.addressId': ['validation.requiredSelect'] });
    }
    const { id: _id, complement, ...fields } = saved;
    address = { ...typed, ...fields, state: fields.state as typeof typed.state, complement: complement ?? undefined };
  }
  const issues = supplyRequestIssues({ ...body, userAddress: address }, supply);
  if (issues.length > 0) throw new AppError('validation', 400, fieldsOf(issues));
  const recipientType: RecipientType = address.recipientType ?? supply.recipientTypes[0] ?? 'PATIENT';
  return { supply, address: { ...address, recipientType }, saveAddress: save && addressId === undefined };
}

/**
 * `POST /procedures` of type SUPPLY (spec §2, §5, §8): every rule checked, then in one transaction
 * the request and its kit child, `quantity` units of the requester's SUPPLY stock (group = supply
 * group, item = supply) spent on it, the new address saved when asked, and the audit entry. The
 * same kit still open for the recipient refuses it (400 kitAlreadyRequested); too few units, 400
 * insufficientKits.
 */
async function createSupplyRequest(
  deps: Deps, ctx: RequestContext, programId: ScopedProgramId, body: SupplyRequest, idempotency: Idempotency | undefined,
): Promise<ProcedureCreated> {
  const { supply, address, saveAddress } = await checkSupplyRequest(deps.db, ctx, programId, body);
  const code = newProcedureCode();
  const institutionId = body.institutionId ?? null;
  return deps.db.transaction(async (tx) => {
    const procedureId = await writes.insertProcedure(tx, {
      programId, type: 'SUPPLY', code, createdById: ctx.userId, institutionId, quantity: body.quantity,
      address: { ...address, email: body.email }, ...idempotencyColumns(idempotency),
    });
    // The requester's balance of the kit, locked: their concurrent requests run one after the other.
    const owner = { programId, inventoryType: 'SUPPLY' as const, groupId: supply.supplyGroupId, userId: ctx.userId };
    const held = await lockVouchers(tx, owner, [supply.id]);
    const recipient: config.KitRecipient = address.recipientCpf
      ? { cpf: address.recipientCpf }
      : { requesterId: ctx.userId, recipientType: address.recipientType, recipientName: address.recipientName };
    if (await config.kitOpenForRecipient(tx, programId, supply.id, recipient, procedureId)) throw new AppError('kitAlreadyRequested', 400);
    if ((held.get(supply.id) ?? 0) < body.quantity) throw new AppError('insufficientKits', 400);
    const [childId] = await writes.insertChildren(tx, procedureId, [
      { code: newProcedureCode(), type: 'SUPPLY', supplyId: supply.id, institutionId, paidByVoucher: true },
    ]);
    await spendVouchers(tx, { ...owner, createdById: ctx.userId, procedureId }, [{ childId: childId!, itemId: supply.id, units: body.quantity }]);
    if (saveAddress) {
      const { cep, placeDescription, number, complement, neighborhood, city, state, recipientName, recipientType } = address;
      await insertDoctorAddress(tx, programId, ctx.userId, { cep, placeDescription, number, complement, neighborhood, city, state, recipientName, recipientType });
    }
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'procedure.create', entity: 'procedure', entityId: procedureId, ip: ctx.ip,
      after: { type: 'SUPPLY', code, supplyGroupId: supply.supplyGroupId, supplyId: supply.id, quantity: body.quantity, addressSaved: saveAddress },
    });
    return { id: procedureId, code, status: 'OPEN' as const, messageKey: MESSAGE_KEY };
  });
}

export const supplyRequestHandler: RequestTypeHandler<SupplyRequest> = {
  create: createSupplyRequest,
  messageKey: () => MESSAGE_KEY,
};
