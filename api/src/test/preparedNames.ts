import type { Knex } from 'knex';

/**
 * Watches the statements a test database runs for a prepared-statement name
 * (`db/preparedStatement.ts`) used with two different texts. On PostgreSQL, `pg` refuses the
 * second text only when it lands on a connection that prepared the first, so such a slip
 * (knex leaves out `offset 0`, for one) fails at random there and never on the embedded
 * database. This makes it fail every time, on both. Returns the clashes seen so far.
 */
export function watchPreparedNames(knex: Knex): () => string[] {
  const texts = new Map<string, string>();
  const clashes: string[] = [];
  knex.on('query', (query: { sql: string; options?: { name?: string } }) => {
    const name = query.options?.name;
    if (!name) return;
    const first = texts.get(name);
    if (first === undefined) texts.set(name, query.sql);
    else if (first !== query.sql) {
      clashes.push(`prepared statement "${name}" ran as:\n${first}\nand as:\n${query.sql}`);
    }
  });
  return () => clashes.splice(0);
}
