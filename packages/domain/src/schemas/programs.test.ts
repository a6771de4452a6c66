import { describe, expect, it } from 'vitest';
import { programFormSchema } from './programs.ts';

describe('programme form', () => {
  const base = { clientId: 1, name: 'Programa Teste' };

  it('names the slug rule instead of a generic invalid field', () => {
    const result = programFormSchema.safeParse({ ...base, slug: 'bem estar' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual(['validation.invalidProgramSlug']);
    expect(programFormSchema.parse({ ...base, slug: 'BEM_ESTAR-2' }).slug).toBe('BEM_ESTAR-2');
  });

  it('keeps specialties optional at signup unless the programme requires them', () => {
    expect(programFormSchema.parse(base)).toMatchObject({ allowSpecialtyDuringSignup: false, requireSpecialtyDuringSignup: false });
  });
});
