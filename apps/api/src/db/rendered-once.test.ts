import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { procedures } from '#db/schema/index.ts';
import { renderedOnce } from './rendered-once.ts';

const render = (fragment: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(fragment);

describe('renderedOnce', () => {
  it('embeds the same text the fragment renders to, and the statement around it keeps its own parameters', () => {
    const fragment = sql`${procedures.id}, (select name from users where id = ${procedures.createdById}) as "requesterName"`;
    const statement = (columns: ReturnType<typeof sql>) => sql`select ${columns} from ${procedures} where ${procedures.id} = ${7}`;
    expect(render(statement(renderedOnce(fragment)))).toEqual(render(statement(fragment)));
  });

  it('refuses a fragment with parameters, whose values would be lost', () => {
    expect(() => renderedOnce(sql`${procedures.id} = ${7}`)).toThrow(/parameters/);
  });
});
