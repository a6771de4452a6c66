import type { ErrorCode } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { isSuccess, WsAcessoUnavailableError, type WsAcessoAnswer } from '#integrations/wsacesso/index.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import * as repo from './first-medicine.repository.ts';

/**
 * The registration web service as the first-medicine release uses it: the programme's, product's
 * and presentation's `wsAcesso` codes (a product without a pathology code is matched by name in
 * the service's catalogue, a presentation without a code by EAN), and the service's failures
 * turned into the §8 answers — unreachable: 502 with the screen's code; a status other than '00'
 * where success is needed: 400 with that code and the service's `Mensagem` as the message.
 */

/** Runs a service call; the service being unreachable answers 502 `code` (the cause stays in the log). */
export async function callService<T>(call: () => Promise<T>, code: ErrorCode): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof WsAcessoUnavailableError) throw Object.assign(new AppError(code, 502), { cause: error });
    throw error;
  }
}

/** A business answer other than '00' where success is needed: 400 `code` with the service's message. */
export function requireSuccess(answer: WsAcessoAnswer, code: ErrorCode): void {
  if (!isSuccess(answer)) throw new AppError(code, 400).withDetail(answer.message);
}

export async function requireProgramCode(deps: Deps, programId: ScopedProgramId): Promise<string> {
  const code = await repo.programCode(deps.db, programId);
  if (!code) throw new AppError('wsAcessoNotConfigured', 400);
  return code;
}

export interface ProductTarget {
  programCode: string;
  product: repo.ReleaseProduct;
  /** The product's `wsAcessoPathologyCode`, else the catalogue's by name. */
  pathologyCode: number | null;
}

export async function productTarget(deps: Deps, programId: ScopedProgramId, productId: number, failure: ErrorCode): Promise<ProductTarget> {
  const product = await repo.findProduct(deps.db, programId, productId);
  if (!product) throw notFound('productNotFound');
  const programCode = await requireProgramCode(deps, programId);
  const pathologyCode = product.pathologyCode
    ?? (await callService(() => deps.wsAcesso.matchProductByName(programCode, product.name), failure))?.pathologyCode ?? null;
  return { programCode, product, pathologyCode };
}

export interface PresentationTarget extends ProductTarget {
  presentation: { id: number; name: string; ean: string; code: string | null };
}

/**
 * The presentation to release, of the product when one is named (another product's answers like a
 * missing one); without an EAN it cannot be released (400 presentationNotReleasable).
 */
export async function presentationTarget(
  deps: Deps, programId: ScopedProgramId, presentationId: number, productId: number | undefined, failure: ErrorCode,
): Promise<PresentationTarget> {
  const presentation = await repo.findPresentation(deps.db, programId, presentationId);
  if (!presentation || (productId !== undefined && presentation.productId !== productId)) throw notFound('presentationNotFound');
  const target = await productTarget(deps, programId, presentation.productId, failure);
  const ean = presentation.ean?.trim();
  if (!ean) throw new AppError('presentationNotReleasable', 400);
  const code = presentation.code
    ?? (await callService(() => deps.wsAcesso.matchPresentationByEan(target.programCode, ean), failure))?.code ?? null;
  return { ...target, presentation: { id: presentation.id, name: presentation.name, ean, code } };
}
