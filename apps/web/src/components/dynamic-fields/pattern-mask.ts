import { applyMask } from '../form/masks.ts';

const SLOT: Record<string, RegExp> = { '9': /\d/, A: /[A-Za-z]/, '*': /[A-Za-z0-9]/ };

/**
 * A field's own mask (spec §3 Procedure field config `mask`): `9` a digit, `A` a letter, `*` either;
 * any other character is written as it is. Formats what was typed so far, dropping what does not fit.
 */
export function applyPatternMask(mask: string, value: string): string {
  const typed = value.match(/[A-Za-z0-9]/g) ?? [];
  let out = '';
  let pending = '';
  for (const slot of mask) {
    const rule = SLOT[slot];
    if (!rule) {
      pending += slot;
      continue;
    }
    let next = typed.shift();
    while (next !== undefined && !rule.test(next)) next = typed.shift();
    if (next === undefined) break;
    out += pending + next;
    pending = '';
  }
  return out;
}

/** A CELLPHONE field without a mask of its own shows the phone format (spec §9). */
export const maskFieldValue = (mask: string | null, fieldType: string, value: string): string =>
  mask ? applyPatternMask(mask, value) : fieldType === 'CELLPHONE' ? applyMask('phone', value) : value;
