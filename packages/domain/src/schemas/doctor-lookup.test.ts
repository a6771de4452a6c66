import { describe, expect, it } from 'vitest';
import { doctorSearchSchema } from './doctor-lookup.ts';

describe('doctor lookup schemas', () => {
  it('strips CRM to digits without leading zeros', () => {
    expect(doctorSearchSchema.parse({ crm: '00.123-4', uf: 'SP' })).toEqual({ crm: '1234', uf: 'SP' });
    expect(doctorSearchSchema.safeParse({ crm: '000', uf: 'SP' }).success).toBe(false);
  });
});
