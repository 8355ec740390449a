import type { Knex } from 'knex';

/**
 * Questions and answers on company pages (issue 14 item 4): moderation status on both, the
 * accepted answer, whether an answer was written by the company's claimed owner, and one vote
 * per user on each question and answer (the counters live on the rows, updated in the vote's
 * transaction). FAQs get the index their ordered list reads.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('questions', (t) => {
    t.string('status', 20)
      .notNullable()
      .defaultTo('published')
      .checkIn(['published', 'hidden'], 'questions_status_check');
  });
  await knex.schema.alterTable('question_answers', (t) => {
    t.string('status', 20)
      .notNullable()
      .defaultTo('published')
      .checkIn(['published', 'hidden'], 'question_answers_status_check');
    t.boolean('is_owner').notNullable().defaultTo(false);
  });
  // A company's questions, newest first; a question's answers, accepted first then oldest.
  await knex.raw(
    'create index questions_company_list_index on questions (company_id, status, created_at desc, id desc)',
  );
  await knex.raw(
    'create index question_answers_list_index on question_answers (question_id, status, created_at, id)',
  );
  // Staff's list of every question, newest first.
  await knex.raw('create index questions_recent_index on questions (created_at desc, id desc)');
  await knex.raw('create index faqs_company_order_index on faqs (company_id, "order", id)');

  for (const [table, target, targetTable] of [
    ['question_votes', 'question_id', 'questions'],
    ['question_answer_votes', 'answer_id', 'question_answers'],
  ] as const) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id');
      t.integer(target).notNullable().references('id').inTable(targetTable).onDelete('CASCADE');
      t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
      t.string('vote_type', 10)
        .notNullable()
        .checkIn(['upvote', 'downvote'], `${table}_vote_type_check`);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      // One vote per user and item; it also serves lookups by item.
      t.unique([target, 'user_id']);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('question_answer_votes');
  await knex.schema.dropTable('question_votes');
  await knex.raw('drop index faqs_company_order_index');
  await knex.raw('drop index questions_recent_index');
  await knex.raw('drop index question_answers_list_index');
  await knex.raw('drop index questions_company_list_index');
  await knex.schema.alterTable('question_answers', (t) => {
    t.dropColumn('is_owner');
    t.dropColumn('status');
  });
  await knex.schema.alterTable('questions', (t) => {
    t.dropColumn('status');
  });
}
