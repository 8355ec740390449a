import type { Knex } from 'knex';

/**
 * The misspelt search's word check (searchCompanies.ts: each word's next known word, and the
 * known words most like it) as a function that always reads the vocabulary's trigram index.
 *
 * Inline, the planner scanned the whole of `company_search_words` for `word % $1`, computing
 * every word's trigrams: pg_trgm's `%` is estimated at a fixed share of the rows and costed as a
 * plain comparison, so a scan looks cheaper than the GIN index from a few hundred words up to
 * tens of thousands. Measured per word checked, scan → index: 0.37 → 0.05 ms at 532 words (the
 * scale bench's catalogue), 40 → 3.5 ms at 53,000 (its words with suffixes, so each word has
 * ~50 close ones); the misspelt search served 1.2× the searches on the bench's 1M catalogue,
 * the same answers to its 300 queries. `enable_seqscan = off`
 * is set for this function alone (PostgreSQL restores the setting when it returns, so a pooled
 * connection is left as it was); `next` is a btree probe either way. PL/pgSQL, so each
 * connection plans it once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function company_search_word_check(p_words text[], p_similar int)
    returns table (checked_word text, next_word text, similar_words text[])
    language plpgsql stable
    set enable_seqscan = off
    as $$
    begin
      return query
      select w.word,
        (select v.word from company_search_words v where v.word >= w.word
         order by v.word limit 1),
        array(select v.word from company_search_words v
              where v.word % w.word and v.word <> w.word
              order by similarity(v.word, w.word) desc, v.word limit p_similar)
      from unnest(p_words) as w(word);
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function company_search_word_check(text[], int)');
}
