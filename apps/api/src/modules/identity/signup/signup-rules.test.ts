import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DOCTOR_TEMPLATE_HEADERS, todayInBrazil, type ApiError, type DoctorListItem, type Page, type Program } from '@portal/domain';
import { doctors, procedures, programs, userGroupUsers } from '#db/schema/index.ts';
import { excelStyleXlsx, multipartFile } from '#platform/lib/spreadsheet/xlsx-fixtures.ts';
import { okJson } from '#test/ok-json.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { codeFor, doctorPolicyIds, newCpf, newCrm, newIp, newPhone, signupUser, specialtyIds } from './signup.test-helpers.ts';

/** Signup rules of the programme and the person: an adult's birth date, specialties when required, the importer's hierarchy. */
let t: TestApp;
let bemestar: number;
let policies: number[];
let specialties: number[];
let representative: Client;
let district: Client;
let representativeId: number;

useTestApp(async (app) => {
  t = app;
  bemestar = await t.programId('BEMESTAR');
  policies = await doctorPolicyIds(t, bemestar);
  specialties = await specialtyIds(t, bemestar);
  [representative, district] = await Promise.all([t.as('REPRESENTATIVE'), t.as('DISTRICT_MANAGER')]);
  representativeId = await t.userId('representante@demo.com.br');
});

type User = ReturnType<typeof signupUser> & { requestVisit?: boolean };
const post = (code: string, user: User) =>
  t.anon({ method: 'POST', url: '/api/users/signup', remoteAddress: newIp(), payload: { code, type: 'SMS', programId: bemestar, user } });
const userWith = (phone: string, doctor: Partial<User['doctor']> = {}): User => {
  const base = signupUser({ phone, policyIds: policies, specialtyIds: specialties.slice(0, 1) });
  return { ...base, doctor: { ...base.doctor, ...doctor } };
};

/** A yyyy-MM-dd `years` years (and `days` days) from today in São Paulo. */
function shifted(years: number, days = 0): string {
  const today = todayInBrazil();
  const d = new Date(`${String(Number(today.slice(0, 4)) + years).padStart(4, '0')}${today.slice(4)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('the approved flag of the signup request (spec §7)', () => {
  it('is carried as false and the new doctor awaits approval; a request saying true is refused', async () => {
    const phone = newPhone();
    const selfApproved = await post('12345', { ...userWith(phone), approved: true } as User);
    expect(selfApproved.statusCode).toBe(400);
    expect(selfApproved.json<ApiError>().fields?.['user.approved']).toBeDefined();
    const code = await codeFor(t, phone);
    const res = await post(code, { ...userWith(phone), approved: false } as User);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ approved: boolean }>().approved).toBe(false);
  });
});

describe('birth date at signup', () => {
  it('refuses a future date and a minor with the rule named, and accepts someone who turns 18 today', async () => {
    const phone = newPhone();
    const future = await post('12345', userWith(phone, { birthDate: shifted(0, 1) }));
    expect(future.statusCode).toBe(400);
    expect(future.json<ApiError>().fields?.['user.doctor.birthDate']).toEqual(['validation.birthDateInFuture']);

    const minor = await post('12345', userWith(phone, { birthDate: shifted(-18, 1) }));
    expect(minor.statusCode).toBe(400);
    expect(minor.json<ApiError>().fields?.['user.doctor.birthDate']).toEqual(['validation.mustBeAdult']);

    const invalid = await post('12345', userWith(phone, { birthDate: '2000-02-30' }));
    expect(invalid.json<ApiError>().fields?.['user.doctor.birthDate']).toEqual(['validation.invalidDate']);

    const code = await codeFor(t, phone);
    const adult = await post(code, userWith(phone, { birthDate: shifted(-18) }));
    expect(adult.statusCode, adult.body).toBe(201);
  });

  it('holds the same rule where a doctor\'s birth date is edited: the profile and the user register', async () => {
    const phone = newPhone();
    const email = `perfil.${newCrm()}@exemplo.com.br`;
    const user = await t.insertUser({ email, name: 'Dra. Perfil Sem Nascimento', phone, type: 'DOCTOR', approved: true });
    await t.app.db.insert(doctors).values({ userId: user.id, crm: newCrm(), uf: 'PR' });
    const medicoId = await t.userId('medico@demo.com.br');
    await t.app.db.execute(`insert into program_users (user_id, program_id) select ${user.id}, program_id from program_users where user_id = ${medicoId}`);
    await t.app.db.execute(`insert into usage_policy_acceptances (policy_id, user_id) select policy_id, ${user.id} from usage_policy_acceptances where user_id = ${medicoId}`);
    const doctor = await t.as(email);
    const profile = await doctor({ method: 'PUT', url: '/api/users/me', payload: { name: 'Dra. Perfil Sem Nascimento', phone, doctor: { birthDate: shifted(-17) } } });
    expect(profile.statusCode).toBe(400);
    expect(Object.values(profile.json<ApiError>().fields ?? {})).toEqual([['validation.mustBeAdult']]);

    const admin = await t.as('ADMIN');
    const created = await admin({
      method: 'POST', url: '/api/users',
      payload: { name: 'Dra. Cadastro Futuro', email: `futuro.${newCrm()}@demo.com.br`, phone: '31987654321', type: 'DOCTOR', doctor: { crm: newCrm(), uf: 'MG', birthDate: shifted(1) } },
    });
    expect(created.statusCode).toBe(400);
    expect(Object.values(created.json<ApiError>().fields ?? {})).toEqual([['validation.birthDateInFuture']]);
  });
});

describe('specialties at signup', () => {
  it('are required only when the programme requires them', async () => {
    const phone = newPhone();
    const none = { ...userWith(phone), doctor: { ...userWith(phone).doctor, specialtyIds: [] } };
    const required = await post('12345', none);
    expect(required.statusCode).toBe(400);
    expect(required.json<ApiError>().fields?.['user.doctor.specialtyIds']).toEqual(['validation.minSelect']);

    await t.app.db.update(programs).set({ requireSpecialtyDuringSignup: false }).where(eq(programs.id, bemestar));
    try {
      const res = await post(await codeFor(t, phone), none);
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await t.app.db.update(programs).set({ requireSpecialtyDuringSignup: true }).where(eq(programs.id, bemestar));
    }
  });

  it('is a programme setting the system administrator reads and writes, and the slug rule is named', async () => {
    const sysadmin = await t.as('SYSADMIN');
    const program = await okJson<Program>(sysadmin({ method: 'GET', url: `/api/programs/${bemestar}` }));
    expect(program).toMatchObject({ allowSpecialtyDuringSignup: true, requireSpecialtyDuringSignup: true });
    // The form as the screen sends it: every stored field back, only the flag changed.
    const { id: _id, client: _client, ...stored } = program;
    const form = { ...Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== null)), requireSpecialtyDuringSignup: false };
    const badSlug = await sysadmin({ method: 'PUT', url: `/api/programs/${bemestar}`, payload: { ...form, slug: 'bem estar' } });
    expect(badSlug.statusCode).toBe(400);
    expect(Object.values(badSlug.json<ApiError>().fields ?? {})).toEqual([['validation.invalidProgramSlug']]);
    try {
      await okJson(sysadmin({ method: 'PUT', url: `/api/programs/${bemestar}`, payload: form }));
      const bySlug = await okJson<Record<string, unknown>>(t.anon({ method: 'GET', url: '/api/programs/by-slug/BEMESTAR' }));
      expect(bySlug).toMatchObject({ allowSpecialtyDuringSignup: true, requireSpecialtyDuringSignup: false });
    } finally {
      await t.app.db.update(programs).set({ requireSpecialtyDuringSignup: true }).where(eq(programs.id, bemestar));
    }
  });
});

describe('a doctor imported by a representative who then signs up', () => {
  const list = (client: Client, crm: string) =>
    okJson<Page<DoctorListItem>>(client({ method: 'GET', url: `/api/doctors?programId=${bemestar}&filter=${crm}` }));
  const visitCount = async (client: Client) => {
    const rows = await okJson<{ type: string; count: number }[]>(client({ method: 'GET', url: `/api/procedures/count/${bemestar}` }));
    return rows.find((r) => r.type === 'SALESFORCE_VISIT')?.count ?? 0;
  };

  it('stays on the importer\'s team: the importer and those above see the doctor and the visit asked for at signup', async () => {
    const crm = newCrm();
    const cpf = newCpf();
    const phone = newPhone();
    const file = await excelStyleXlsx([
      [...DOCTOR_TEMPLATE_HEADERS],
      ['Dra. Importada Pelo Representante', crm, 'MG', phone, `importada.${crm}@exemplo.com.br`, cpf, ''],
    ]);
    const imported = await representative({ method: 'POST', url: `/api/doctors/doctors-XLSX?programId=${bemestar}`, ...multipartFile(file) });
    expect(imported.json(), imported.body).toMatchObject({ success: true, imported: 1 });
    expect((await list(representative, crm)).data).toMatchObject([{ crm, status: 'unregistered' }]);
    const [repVisits, districtVisits] = [await visitCount(representative), await visitCount(district)];

    const res = await post(await codeFor(t, phone), { ...userWith(phone, { crm, cpf }), requestVisit: true });
    expect(res.statusCode, res.body).toBe(201);
    const { userId } = res.json<{ userId: number }>();

    for (const viewer of [representative, district]) {
      expect((await list(viewer, crm)).data).toMatchObject([{ crm, userId, status: 'preRegistration' }]);
    }
    const memberships = await t.app.db.select().from(userGroupUsers).where(eq(userGroupUsers.userId, userId));
    expect(memberships.length).toBeGreaterThan(0);
    expect(memberships.every((m) => m.managerId === representativeId)).toBe(true);

    // The visit is the doctor's request: the importer is the manager who answers for it.
    const [visit] = await t.app.db.select().from(procedures).where(eq(procedures.createdById, userId));
    expect(visit).toMatchObject({ type: 'SALESFORCE_VISIT', status: 'OPEN' });
    expect(await visitCount(representative)).toBe(repVisits + 1);
    expect(await visitCount(district)).toBe(districtVisits + 1);
  });

  it('leaves a doctor nobody imported without a manager', async () => {
    const phone = newPhone();
    const res = await post(await codeFor(t, phone), userWith(phone));
    const memberships = await t.app.db.select().from(userGroupUsers).where(eq(userGroupUsers.userId, res.json<{ userId: number }>().userId));
    expect(memberships.every((m) => m.managerId === null)).toBe(true);
  });
});
