import type { RecipientType } from '../enums/index.ts';
import type { ExamRequestIssue } from './exam-request-rules.ts';

/**
 * Spec §5 Supply request: the rules that depend on the chosen supply (kit). The static limits are
 * in `supplyRequestSchema`; these run after it, on the form and on the server (400 `validation`).
 */

export interface SupplyRulesConfig {
  /** Null: no maximum per request. */
  maxQuantityPerRequest: number | null;
  recipientTypes: readonly RecipientType[];
  showFieldRecipientTypes: boolean;
  showFieldCpfRequester: boolean;
  /** The institutions that ship the kit; when there are some, one must be chosen. */
  institutionIds: readonly number[];
}

export interface SupplyRulesInput {
  quantity?: number | null | undefined;
  institutionId?: number | null | undefined;
  userAddress?: { recipientType?: string | null | undefined; recipientCpf?: string | null | undefined } | null | undefined;
}

/** The quantities a request of the kit may ask for (spec §5: 1 to maxQuantityPerRequest). */
export function quantityOptions(max: number | null, fallback = 10): number[] {
  return Array.from({ length: max ?? fallback }, (_, i) => i + 1);
}

/** A saved address is offered (and reused) only when its recipient type is one the kit allows (spec §5). */
export const addressAllowedForSupply = (recipientType: RecipientType, supply: Pick<SupplyRulesConfig, 'recipientTypes'>): boolean =>
  supply.recipientTypes.length === 0 || supply.recipientTypes.includes(recipientType);

export function supplyRequestIssues(input: SupplyRulesInput, supply: SupplyRulesConfig): ExamRequestIssue[] {
  const issues: ExamRequestIssue[] = [];
  const quantity = input.quantity ?? 0;
  if (quantity < 1) issues.push({ path: 'quantity', message: 'validation.quantityMin' });
  else if (supply.maxQuantityPerRequest !== null && quantity > supply.maxQuantityPerRequest) {
    issues.push({ path: 'quantity', message: 'validation.quantityMax', params: { max: supply.maxQuantityPerRequest } });
  }
  if (supply.institutionIds.length > 0 && (!input.institutionId || !supply.institutionIds.includes(input.institutionId))) {
    issues.push({ path: 'institutionId', message: 'validation.requiredSelect' });
  }
  const recipientType = input.userAddress?.recipientType;
  if (supply.showFieldRecipientTypes && !recipientType) issues.push({ path: 'userAddress.recipientType', message: 'validation.requiredSelect' });
  else if (recipientType && !addressAllowedForSupply(recipientType as RecipientType, supply)) {
    issues.push({ path: 'userAddress.recipientType', message: 'validation.requiredSelect' });
  }
  if (supply.showFieldCpfRequester && !input.userAddress?.recipientCpf) issues.push({ path: 'userAddress.recipientCpf', message: 'validation.requiredField' });
  return issues;
}
