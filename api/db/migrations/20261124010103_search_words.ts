import type { Knex } from 'knex';

/**
 * The search box's vocabulary (issue 12, item 2): every distinct word of company names and
 * domains, lower-cased. A misspelt query is corrected word by word against it (a trigram match
 * over a few thousand short words instead of a million names), then searched as a prefix; see
 * api/src/services/companies/searchCompanies.ts. Triggers add the words of new and renamed
 * companies in the same transaction; words of deleted or renamed companies stay until
 * rebuildDerivedData (a stale word only costs a correction that finds nothing).
 * `collate "C"` lets the primary key serve "the first word at or after x" (prefix checks).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table company_search_words (word text collate "C" primary key)`);
  await knex.raw(
    'create index company_search_words_trgm on company_search_words using gin (word gin_trgm_ops)',
  );
  await knex.raw(`
    create function company_search_words_of(name text, domain text) returns setof text
    language sql immutable parallel safe as $$
      select distinct w from regexp_split_to_table(lower(name || ' ' || domain), '[^[:alnum:]]+') w
      where length(w) >= 2
    $$`);
  await knex.raw(`
    insert into company_search_words (word)
    select distinct w from companies, company_search_words_of(name, domain) w`);
  await knex.raw(`
    create function company_search_words_on_insert() returns trigger language plpgsql as $$
    begin
      insert into company_search_words (word)
      select distinct w from new_rows, company_search_words_of(name, domain) w
      on conflict do nothing;
      return null;
    end $$`);
  await knex.raw(`
    create function company_search_words_on_rename() returns trigger language plpgsql as $$
    begin
      insert into company_search_words (word)
      select w from company_search_words_of(new.name, new.domain) w
      on conflict do nothing;
      return null;
    end $$`);
  await knex.raw(`
    create trigger companies_search_words_insert after insert on companies
    referencing new table as new_rows for each statement
    execute function company_search_words_on_insert()`);
  await knex.raw(`
    create trigger companies_search_words_rename after update of name, domain on companies
    for each row when (old.name is distinct from new.name or old.domain is distinct from new.domain)
    execute function company_search_words_on_rename()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger companies_search_words_rename on companies');
  await knex.raw('drop trigger companies_search_words_insert on companies');
  await knex.raw('drop function company_search_words_on_rename()');
  await knex.raw('drop function company_search_words_on_insert()');
  await knex.raw('drop function company_search_words_of(text, text)');
  await knex.raw('drop table company_search_words');
}
