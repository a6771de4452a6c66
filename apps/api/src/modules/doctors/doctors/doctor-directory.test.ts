import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { doctorDirectory, doctors, programDoctors, programUsers, users } from '#db/schema/index.ts';
import { queryRows } from '#db/client.ts';
import { scopeOf } from '#platform/context/scope.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';
import { listDoctors } from './doctors.repository.ts';

/**
 * The directory the database keeps of each programme's doctors list (decision 0107): after every
 * kind of write to the four tables the list reads, it holds exactly the list's rows, in its order,
 * and each row is seen through the hierarchy by the user the list's rule names.
 */
let t: TestApp;
let bemestar: number;
let other: number;
let district: number;
let rep: number;

useTestApp(async (app) => {
  t = app;
  bemestar = await t.programId('BEMESTAR');
  const [programme] = await queryRows<{ id: number }>(t.app.db, sql`select id from programs where id <> ${bemestar} order by id limit 1`);
  other = programme!.id;
  district = await t.userId('distrital@demo.com.br');
  rep = await t.userId('representante@demo.com.br');
});

/** Every programme's list as an administrator sees it, and the directory's rows, each in the list's order. */
async function listsAndDirectory() {
  const programmes = await queryRows<{ id: number }>(t.app.db, sql`select id from programs order by id`);
  const lists: string[] = [];
  for (const { id } of programmes) {
    const { data } = await listDoctors(t.app.db, { programId: scopeOf(id, false).programId, scope: scopeOf(id, false), skip: 0, take: 100_000 });
    lists.push(...data.map((d) => `${id} ${d.id} ${d.name} ${d.crm}/${d.uf} by ${d.userId ?? 'registry'}`));
  }
  const rows = await queryRows<{ program_id: number; id: string; name: string; crm: string; uf: string; user_id: number | null }>(t.app.db, sql`
    select program_id, id, name, crm, uf, user_id from doctor_directory order by program_id, name, sort_id, kind`);
  return { lists, directory: rows.map((r) => `${r.program_id} ${r.id} ${r.name} ${r.crm}/${r.uf} by ${r.user_id ?? 'registry'}`) };
}

async function expectDirectoryIsTheList() {
  const { lists, directory } = await listsAndDirectory();
  expect(directory).toEqual(lists);
}

/** Whose subtree shows the directory's row of a CRM in a programme. */
async function reachOf(programId: number, crm: string) {
  const [row] = await t.app.db.select({ reachId: doctorDirectory.reachId, id: doctorDirectory.id }).from(doctorDirectory)
    .where(and(eq(doctorDirectory.programId, programId), eq(doctorDirectory.crm, crm)));
  return row;
}

async function newDoctorUser(name: string, email: string) {
  const [user] = await t.app.db.insert(users).values({ name, email, type: 'DOCTOR', approved: true }).returning({ id: users.id });
  return user!.id;
}

const registryRow = (programId: number, crm: string, name: string, importedById: number | null) => ({
  programId, crm, uf: 'SP', name, phone: '11912345678', email: `${crm}@exemplo.com.br`, cpf: '52998224725', importedById,
});

describe('the doctors directory', () => {
  it('starts as the list: the migrated, seeded programmes', async () => {
    const { directory } = await listsAndDirectory();
    expect(directory.length).toBeGreaterThan(0);
    await expectDirectoryIsTheList();
  });

  it('follows registry imports, edits and removals, and a doctor user who takes a CRM over and gives it back', async () => {
    const [imported] = await t.app.db.insert(programDoctors).values([
      registryRow(bemestar, '700001', 'Dra. Ágata Importada', district),
      registryRow(bemestar, '700002', 'Dr. Bento Importado', rep),
      registryRow(other, '700001', 'Dra. Ágata em outro programa', null),
    ]).returning();
    await expectDirectoryIsTheList();
    expect(await reachOf(bemestar, '700001')).toEqual({ reachId: district, id: `r${imported!.id}` });

    await t.app.db.update(programDoctors).set({ name: 'Dra. Ágata Renomeada', importedById: rep }).where(eq(programDoctors.id, imported!.id));
    await expectDirectoryIsTheList();
    expect(await reachOf(bemestar, '700001')).toEqual({ reachId: rep, id: `r${imported!.id}` });

    // The doctor signs up: a user, the doctor record, then the programme (and the other way round in the other programme).
    const agata = await newDoctorUser('Ágata Souza', 'agata.souza@exemplo.com.br');
    const [record] = await t.app.db.insert(doctors).values({ userId: agata, crm: '700001', uf: 'SP' }).returning({ id: doctors.id });
    await expectDirectoryIsTheList();
    await t.app.db.insert(programUsers).values({ userId: agata, programId: bemestar });
    await expectDirectoryIsTheList();
    expect(await reachOf(bemestar, '700001')).toEqual({ reachId: agata, id: String(record!.id) });
    expect((await reachOf(other, '700001'))?.id).toMatch(/^r/);
    await t.app.db.insert(programUsers).values({ userId: agata, programId: other });
    await expectDirectoryIsTheList();

    // She renames herself, then her CRM changes: the old CRM's registry row is listed again.
    await t.app.db.update(users).set({ name: 'Ágata Souza Lima', email: 'agata.lima@exemplo.com.br' }).where(eq(users.id, agata));
    await expectDirectoryIsTheList();
    await t.app.db.update(doctors).set({ crm: '700003' }).where(eq(doctors.id, record!.id));
    await expectDirectoryIsTheList();
    expect(await reachOf(bemestar, '700001')).toEqual({ reachId: rep, id: `r${imported!.id}` });
    expect(await reachOf(bemestar, '700003')).toEqual({ reachId: agata, id: String(record!.id) });

    // A council answer changes nothing the directory shows, and leaves it alone.
    await t.app.db.update(doctors).set({ councilStatus: 'ACTIVE' }).where(eq(doctors.id, record!.id));
    await t.app.db.update(programDoctors).set({ councilStatus: 'ACTIVE' }).where(eq(programDoctors.programId, bemestar));
    await expectDirectoryIsTheList();

    // She leaves one programme; the registry row goes; the importer's account is deleted (set null).
    await t.app.db.delete(programUsers).where(and(eq(programUsers.userId, agata), eq(programUsers.programId, other)));
    await expectDirectoryIsTheList();
    await t.app.db.delete(programDoctors).where(eq(programDoctors.id, imported!.id));
    await expectDirectoryIsTheList();
    expect(await reachOf(bemestar, '700001')).toBeUndefined();
  });

  it('drops a doctor who is anonymized, stops being a doctor or is deleted, and lists their CRM\'s registry row again', async () => {
    await t.app.db.insert(programDoctors).values([registryRow(bemestar, '710001', 'Dr. Caio do Cadastro', district), registryRow(bemestar, '710002', 'Dr. Davi do Cadastro', district)]);
    const caio = await newDoctorUser('Caio Prado', 'caio.prado@exemplo.com.br');
    const davi = await newDoctorUser('Davi Reis', 'davi.reis@exemplo.com.br');
    await t.app.db.insert(programUsers).values([{ userId: caio, programId: bemestar }, { userId: davi, programId: bemestar }]);
    await t.app.db.insert(doctors).values([{ userId: caio, crm: '710001', uf: 'SP' }, { userId: davi, crm: '710002', uf: 'SP' }]);
    await expectDirectoryIsTheList();
    expect((await reachOf(bemestar, '710001'))?.reachId).toBe(caio);

    await t.app.db.update(users).set({ anonymizedAt: new Date() }).where(eq(users.id, caio));
    await expectDirectoryIsTheList();
    expect((await reachOf(bemestar, '710001'))?.reachId).toBe(district);
    await t.app.db.update(users).set({ anonymizedAt: null }).where(eq(users.id, caio));
    await expectDirectoryIsTheList();
    await t.app.db.update(users).set({ type: 'REPRESENTATIVE' }).where(eq(users.id, caio));
    await expectDirectoryIsTheList();

    // A membership moved to another programme: listed there, the registry row here again.
    await t.app.db.update(programUsers).set({ programId: other }).where(and(eq(programUsers.userId, davi), eq(programUsers.programId, bemestar)));
    await expectDirectoryIsTheList();
    expect((await reachOf(other, '710002'))?.reachId).toBe(davi);
    expect((await reachOf(bemestar, '710002'))?.reachId).toBe(district);

    // Deleting the user cascades to the doctor record and the programme membership, in either order.
    await t.app.db.delete(users).where(eq(users.id, davi));
    await expectDirectoryIsTheList();
    expect((await reachOf(bemestar, '710002'))?.reachId).toBe(district);
    // The importer goes: the registry rows stay, seen by administrators only.
    await t.app.db.update(programDoctors).set({ importedById: null }).where(eq(programDoctors.importedById, district));
    await expectDirectoryIsTheList();
    expect((await reachOf(bemestar, '710002'))?.reachId).toBeNull();
  });

  it.skipIf(!process.env.DATABASE_URL)('takes two writers of one CRM in turn: the second sees what the first committed', async () => {
    await t.app.db.insert(programDoctors).values(registryRow(bemestar, '720001', 'Dra. Eva do Cadastro', district));
    const eva = await newDoctorUser('Eva Campos', 'eva.campos@exemplo.com.br');
    await t.app.db.insert(doctors).values({ userId: eva, crm: '720001', uf: 'SP' });
    const first = new pg.Client({ connectionString: t.databaseUrl });
    const second = new pg.Client({ connectionString: t.databaseUrl });
    await Promise.all([first.connect(), second.connect()]);
    try {
      // The first joins the programme (the doctor user is listed); the second, meanwhile, edits the
      // registry row of the same CRM, which alone would list that row.
      await first.query('begin');
      await first.query('insert into program_users (user_id, program_id) values ($1, $2)', [eva, bemestar]);
      await second.query('begin');
      const edit = second.query("update program_doctors set name = 'Dra. Eva Renomeada' where program_id = $1 and crm = '720001'", [bemestar]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query('commit');
      await edit;
      await second.query('commit');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    await expectDirectoryIsTheList();
    expect((await reachOf(bemestar, '720001'))?.reachId).toBe(eva);
  });
});
