import { describe, expect, it } from 'vitest';
import { signupFormSchema, signupRequirements, signupUserSchema } from './signup.ts';

const base = { cpfAndBirthDate: false, specialties: false, specialtiesRequired: false, workInstitutions: false, requestVisit: false, userExists: false, specialtyCount: 0 };
const user = {
  name: 'Dra. Helena Duarte', email: ' Helena@Example.com ', phone: '(11) 98765-4321', password: 'segredo1',
  doctor: { crm: '000123', uf: 'SP' }, acceptedPolicyIds: [1],
};

describe('signup schemas', () => {
  it('derives requirements from the programme', () => {
    expect(signupRequirements({ modules: ['doctorBenefits'], allowSpecialtyDuringSignup: false, requireSpecialtyDuringSignup: false, requireCpfDuringSignup: false, requireWorkInstitutionsDuringSignup: true }))
      .toEqual({ cpfAndBirthDate: true, specialties: false, specialtiesRequired: false, workInstitutions: true, requestVisit: false });
    expect(signupRequirements({ modules: [], allowSpecialtyDuringSignup: false, requireSpecialtyDuringSignup: true, requireCpfDuringSignup: false, requireWorkInstitutionsDuringSignup: false }))
      .toMatchObject({ specialties: true, specialtiesRequired: true });
  });

  it('applies the signup rules', () => {
    const parsed = signupUserSchema(base).parse(user);
    expect(parsed.email).toBe('helena@example.com');
    expect(parsed.phone).toBe('11987654321');
    expect(signupUserSchema(base).safeParse({ ...user, name: 'Curto' }).success).toBe(false);
    expect(signupUserSchema({ ...base, cpfAndBirthDate: true }).safeParse(user).success).toBe(false);
    expect(signupUserSchema({ ...base, userExists: true }).safeParse({ ...user, password: undefined }).success).toBe(true);
    expect(signupUserSchema({ ...base, specialties: true, specialtyCount: 2 }).safeParse(user).success).toBe(true);
    expect(signupUserSchema({ ...base, specialties: true, specialtiesRequired: true, specialtyCount: 2 }).safeParse(user).success).toBe(false);
  });

  it('requires confirmations, captcha and every policy in the form', () => {
    const schema = signupFormSchema({ ...base, policyIds: [1, 2] });
    const result = schema.safeParse({ ...user, confirmEmail: 'helena@example.com', confirmPassword: 'outra', recaptchaValue: '' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['confirmPassword', 'recaptchaValue', 'acceptedPolicyIds']));
  });
});
