import type { Knex } from 'knex';

/** Reviews (with complaints and comments), their votes and replies; company Q&A. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('id').inTable('companies').onDelete('CASCADE');
    // Optional: anonymous reviews have no user. Deleting a user keeps their reviews, anonymised.
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL').index();
    // The anonymous visitor (session) that wrote it, so signing up later can claim it.
    t.uuid('visitor_id');
    t.integer('rating').checkBetween([1, 5], 'reviews_rating_check');
    t.string('title', 255).notNullable();
    t.text('content').notNullable();
    t.string('type', 20)
      .notNullable()
      .defaultTo('review')
      .checkIn(['review', 'complaint', 'comment'], 'reviews_type_check');
    t.boolean('is_complaint').notNullable().defaultTo(false);
    t.integer('upvotes').notNullable().defaultTo(0);
    t.integer('downvotes').notNullable().defaultTo(0);
    t.integer('claps').notNullable().defaultTo(0);
    t.integer('views').notNullable().defaultTo(0);
    t.integer('reply_count').notNullable().defaultTo(0);
    // The admin complaints workflow (admin-and-data-model.md §4); only complaints carry it.
    t.string('complaint_status', 20).checkIn(
      ['pending', 'investigating', 'resolved', 'escalated'],
      'reviews_complaint_status_check',
    );
    t.string('complaint_priority', 10).checkIn(
      ['high', 'medium', 'low'],
      'reviews_complaint_priority_check',
    );
    t.string('complaint_category', 50);
    // Reviewer identity from a CSV import when no account matches the email.
    t.string('reviewer_name', 255);
    t.string('reviewer_email', 255);
    t.string('source', 20)
      .notNullable()
      .defaultTo('web')
      .checkIn(['web', 'import', 'seed'], 'reviews_source_check');
    t.timestamps(true, true);

    t.check(
      'char_length(btrim(title)) > 0 and char_length(btrim(content)) > 0',
      [],
      'reviews_text_check',
    );
    // A comment has no rating; reviews and complaints always have one.
    t.check("(type = 'comment') = (rating is null)", [], 'reviews_rating_by_type_check');
    t.check("is_complaint = (type = 'complaint')", [], 'reviews_complaint_flag_check');
    t.check(
      "type = 'complaint' or (complaint_status is null and complaint_priority is null)",
      [],
      'reviews_complaint_fields_check',
    );
    t.check(
      'upvotes >= 0 and downvotes >= 0 and claps >= 0 and views >= 0 and reply_count >= 0',
      [],
      'reviews_counters_check',
    );
  });
  // Newest-first lists per company with a (created_at, id) cursor.
  await knex.raw(
    'create index reviews_company_created_index on reviews (company_id, created_at desc, id desc)',
  );
  await knex.raw('create index reviews_created_index on reviews (created_at desc, id desc)');
  await knex.raw(
    'create index reviews_visitor_index on reviews (visitor_id) where visitor_id is not null',
  );
  await knex.raw(
    "create index reviews_complaints_index on reviews (created_at desc) where type = 'complaint'",
  );

  await knex.schema.createTable('review_votes', (t) => {
    t.increments('id');
    t.integer('review_id').notNullable().references('id').inTable('reviews').onDelete('CASCADE');
    t.uuid('user_id').references('id').inTable('users').onDelete('CASCADE').index();
    // The voter: the user's id when signed in, else the anonymous visitor's id.
    t.uuid('voter_id').notNullable();
    t.string('vote_type', 10)
      .notNullable()
      .checkIn(['upvote', 'downvote', 'clap'], 'review_votes_vote_type_check');
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
  });
  // One of upvote/downvote per voter per item, and one clap.
  await knex.raw(
    "create unique index review_votes_opinion_unique on review_votes (review_id, voter_id) where vote_type <> 'clap'",
  );
  await knex.raw(
    "create unique index review_votes_clap_unique on review_votes (review_id, voter_id) where vote_type = 'clap'",
  );
  await knex.raw('create index review_votes_voter_index on review_votes (voter_id)');
  await knex.raw('create index review_votes_review_index on review_votes (review_id)');

  await knex.schema.createTable('review_replies', (t) => {
    t.increments('id');
    t.integer('review_id').notNullable().references('id').inTable('reviews').onDelete('CASCADE');
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL').index();
    t.uuid('visitor_id');
    t.text('content').notNullable();
    t.integer('parent_reply_id')
      .references('id')
      .inTable('review_replies')
      .onDelete('CASCADE')
      .index();
    t.integer('upvotes').notNullable().defaultTo(0);
    t.integer('downvotes').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.check('char_length(btrim(content)) > 0', [], 'review_replies_content_check');
  });
  await knex.raw(
    'create index review_replies_review_created_index on review_replies (review_id, created_at, id)',
  );

  await knex.schema.createTable('questions', (t) => {
    t.increments('id');
    t.integer('company_id')
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE')
      .index();
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL').index();
    t.string('title', 255).notNullable();
    t.text('content').notNullable();
    t.integer('upvotes').notNullable().defaultTo(0);
    t.integer('downvotes').notNullable().defaultTo(0);
    t.integer('answer_count').notNullable().defaultTo(0);
    t.boolean('is_answered').notNullable().defaultTo(false);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('question_answers', (t) => {
    t.increments('id');
    t.integer('question_id')
      .notNullable()
      .references('id')
      .inTable('questions')
      .onDelete('CASCADE')
      .index();
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL').index();
    t.text('content').notNullable();
    t.integer('upvotes').notNullable().defaultTo(0);
    t.integer('downvotes').notNullable().defaultTo(0);
    t.boolean('is_accepted').notNullable().defaultTo(false);
    t.timestamps(true, true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('question_answers');
  await knex.schema.dropTable('questions');
  await knex.schema.dropTable('review_replies');
  await knex.schema.dropTable('review_votes');
  await knex.schema.dropTable('reviews');
}
