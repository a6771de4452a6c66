import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/api/src/db/client.ts';
import type { ListFamily } from './list-family.ts';
import { PROGRAM } from './list-family.ts';

/**
 * The catalogue lists at the size a large programme reaches (they grow by hand, not with use):
 * 300 clients, and in one programme 200 products with 1,000 presentations and 400 patient
 * procedures, 100 follow-ups each with a travel group and three exam groups, 5,000 treatment
 * locations, 1,000 institutions, 200 supply groups, 150 user groups and 500 library files.
 */
export const CATALOGUE = {
  clients: 300, products: 200, presentations: 1000, patientProcedures: 400, followups: 100, treatmentLocations: 5000,
  institutions: 1000, supplyGroups: 200, userGroups: 150, files: 500,
};
const C = CATALOGUE;
const UFS = "(array['SP','RJ','MG','RS','PR','BA','PE','CE','SC','GO'])";
const CITIES = "(array['São Paulo','Rio de Janeiro','Belo Horizonte','Porto Alegre','Curitiba','Salvador','Recife','Fortaleza','Florianópolis','Goiânia'])";
const WORDS = "(array['Oncologia','Cardiologia','Reumatologia','Neurologia','Pediatria','Dermatologia','Hematologia','Endocrinologia','Nefrologia','Infectologia'])";

async function seedCatalogue(db: Db): Promise<void> {
  const [done] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from clients where name like 'Cliente Bench %'`);
  if ((done?.n ?? 0) > 0) return;
  const prog = sql`(select id from programs where slug = ${PROGRAM})`;
  const w = sql.raw(WORDS);
  await db.execute(sql`insert into clients (name) select 'Cliente Bench ' || ${w}[1 + s % 10] || ' ' || s from generate_series(1, ${C.clients}::int) s`);
  await db.execute(sql`insert into products (program_id, name, active_ingredients, allow_exam_requests)
    select ${prog}, 'Produto Bench ' || ${w}[1 + s % 10] || ' ' || s, 'Princípio ' || s, s % 2 = 0 from generate_series(1, ${C.products}::int) s`);
  await db.execute(sql`
    with p as (select (row_number() over (order by id) - 1)::int as i, id from products where name like 'Produto Bench %')
    insert into presentations (product_id, name, ean, discount)
    select p.id, 'Apresentação Bench ' || s || ' mg', (7890000000000 + s)::text, (s % 30)::numeric
      from generate_series(1, ${C.presentations}::int) s join p on p.i = s % ${C.products}`);
  await db.execute(sql`
    with p as (select (row_number() over (order by id) - 1)::int as i, id from products where name like 'Produto Bench %')
    insert into patient_procedures (product_id, name)
    select p.id, 'Procedimento Bench ' || ${w}[1 + s % 10] || ' ' || s from generate_series(1, ${C.patientProcedures}::int) s join p on p.i = s % ${C.products}`);
  await db.execute(sql`insert into followups (program_id, name, slug)
    select ${prog}, 'Acompanhamento Bench ' || ${w}[1 + s % 10] || ' ' || s, 'bench-' || s from generate_series(1, ${C.followups}::int) s`);
  await db.execute(sql`insert into travel_groups (followup_id, name)
    select id, 'Viagens ' || name from followups where name like 'Acompanhamento Bench %'`);
  await db.execute(sql`insert into exam_groups (followup_id, name)
    select f.id, 'Exames Bench ' || k || ' ' || f.name from followups f cross join generate_series(1, 3) k where f.name like 'Acompanhamento Bench %'`);
  await db.execute(sql`
    with t as (select (row_number() over (order by t.id) - 1)::int as i, t.id from travel_groups t join followups f on f.id = t.followup_id
                where f.name like 'Acompanhamento Bench %')
    insert into treatment_locations (travel_group_id, name, cep, place_description, number, neighborhood, city, state)
    select t.id, 'Hospital Bench ' || ${w}[1 + s % 10] || ' ' || s, lpad((1000000 + s)::text, 8, '0'), 'Rua Bench ' || s, (s % 900)::text, 'Centro',
           ${sql.raw(CITIES)}[1 + s % 10], ${sql.raw(UFS)}[1 + s % 10]
      from generate_series(1, ${C.treatmentLocations}::int) s join t on t.i = s % ${C.followups}`);
  await db.execute(sql`insert into institutions (program_id, name)
    select ${prog}, 'Instituição Bench ' || ${w}[1 + s % 10] || ' ' || s from generate_series(1, ${C.institutions}::int) s`);
  await db.execute(sql`insert into supply_groups (program_id, name)
    select ${prog}, 'Kits Bench ' || ${w}[1 + s % 10] || ' ' || s from generate_series(1, ${C.supplyGroups}::int) s`);
  await db.execute(sql`insert into user_groups (program_id, name)
    select ${prog}, 'Grupo Bench ' || ${w}[1 + s % 10] || ' ' || s from generate_series(1, ${C.userGroups}::int) s`);
  await db.execute(sql`insert into program_files (program_id, name, description, file_type, procedure_type, storage_key, content_type, size, original_name)
    select ${prog}, 'Material Bench ' || ${w}[1 + s % 10] || ' ' || s, 'Descrição ' || s, 'LIBRARY',
           (array['FIRST_MEDICINE','CLINICAL_EXAMINATION','GENERAL','PROGRAM','TRAVEL'])[1 + s % 5],
           'bench/file-' || s || '.pdf', 'application/pdf', 1024 + s, 'material-' || s || '.pdf'
      from generate_series(1, ${C.files}::int) s`);
  await db.execute(sql`analyze clients, products, presentations, patient_procedures, followups, travel_groups, exam_groups,
    treatment_locations, institutions, supply_groups, user_groups, program_files`);
}

export const catalogueLists: ListFamily = {
  name: 'catalogue',
  fixed: true,
  grow: seedCatalogue,
  async cases({ programId, get }) {
    const products = await get<{ id: number }[]>(`/api/programs/${programId}/products`);
    const me = await get<{ clientId?: number; program?: { clientId?: number } }>(`/api/programs/${programId}`);
    const clientId = me.clientId ?? me.program?.clientId ?? 1;
    const page = 'skip=0&take=10';
    // The programme's configuration lists are the system administrator's screens.
    const pair = (name: string, path: string, search: string, as: 'admin' | 'sysadmin' = 'admin') => [
      { name: `GET ${name} page 1`, path: `/api${path}`, as },
      { name: `GET ${name} filter=${search}`, path: `/api${path}&filter=${encodeURIComponent(search)}`, as },
    ];
    return [
      ...pair(`/clients/paginate (${C.clients})`, `/clients/paginate?${page}`, 'Oncologia', 'sysadmin'),
      { name: 'GET /clients/:clientId/programs-paged', path: `/api/clients/${clientId}/programs-paged?${page}`, as: 'sysadmin' },
      ...pair(`/programs/:id/products-paged (${C.products})`, `/programs/${programId}/products-paged?${page}`, 'Cardiologia'),
      ...pair(`/presentations (${C.presentations})`, `/presentations?programId=${programId}&${page}`, '15 mg'),
      ...pair(`/patient-procedures (${C.patientProcedures})`, `/patient-procedures?programId=${programId}&${page}`, 'Neurologia', 'sysadmin'),
      { name: 'GET /products/:productId/patient-procedures', path: `/api/products/${products.at(-1)?.id ?? 1}/patient-procedures`, as: 'admin' },
      ...pair(`/followups (${C.followups})`, `/followups?programId=${programId}&${page}`, 'Pediatria'),
      ...pair(`/treatmentLocations (${C.treatmentLocations})`, `/treatmentLocations?programId=${programId}&${page}`, 'Hematologia'),
      ...pair(`/institutions (${C.institutions})`, `/institutions?programId=${programId}&${page}`, 'Nefrologia', 'sysadmin'),
      ...pair(`/exam-groups (${C.followups * 3})`, `/exam-groups?programId=${programId}&${page}`, 'Oncologia', 'sysadmin'),
      ...pair(`/supply-groups (${C.supplyGroups})`, `/supply-groups?programId=${programId}&${page}`, 'Dermatologia', 'sysadmin'),
      ...pair(`/travel-groups (${C.followups})`, `/travel-groups?programId=${programId}&${page}`, 'Reumatologia', 'sysadmin'),
      ...pair(`/user-groups (${C.userGroups})`, `/user-groups?programId=${programId}&${page}`, 'Infectologia'),
      { name: `GET /program-files/:programId (library, ${C.files}, unpaged)`, path: `/api/program-files/${programId}?fileType=LIBRARY`, as: 'admin' },
    ];
  },
};
