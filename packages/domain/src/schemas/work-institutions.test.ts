import { describe, expect, it } from 'vitest';
import { joinWorkInstitutions } from '../rules/work-institutions.ts';
import { workInstitutionsSchema } from './work-institutions.ts';

describe('work institutions schemas', () => {
  it('normalises work institutions', () => {
    expect(workInstitutionsSchema.parse([' Hospital A ', '', 'UBS'])).toEqual(['Hospital A', 'UBS']);
    expect(workInstitutionsSchema.safeParse(['', ' ']).success).toBe(false);
    expect(workInstitutionsSchema.safeParse(['A']).success).toBe(false);
    expect(joinWorkInstitutions(['a1', ' b2 ', ''])).toBe('a1;b2');
  });
});
