import type { Uf } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import { AppError } from '#platform/lib/app-error.ts';

/** A failing discount service answers 502 with the screen's message; the cause stays in the log. */
async function fromService<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw Object.assign(new AppError('failedToSearchDiscounts', 502), { cause: error });
  }
}

/** Spec §7: the medicines of a discount programme (the screen asks for programme 126, spec §9). */
export const listMedicines = (deps: Deps, programId: number) => fromService(() => deps.discounts.medicines(programId));

/** Spec §7: a medicine family's discounts in a state; an empty list is an answer, not an error. */
export const listDiscounts = (deps: Deps, programId: number, familyId: number, uf: Uf) =>
  fromService(() => deps.discounts.discounts(programId, familyId, uf));
