import type { Knex } from 'knex';

/**
 * One ownership rule (issue 38): a company belongs to the account its claim bound, and a claim
 * proved by mail binds the account holding the claim's address *verified*, never the account
 * that sent the claim.
 *
 * - The claim dialog's name, position and details are kept with the claim, for the admin who
 *   decides it.
 * - Companies claimed by mail before this rule were bound to the claim's sender. They are bound
 *   again by the rule: to the account holding the claimed address verified, else to none until
 *   one verifies it. Claims an admin approved (`decided_by` set) keep the account the admin
 *   approved.
 * - A verified address completes its unbound claims (`bindProvedClaims`): one probe of the
 *   partial index below, not a scan of every company.
 * - The sitemap lists only companies with a published review or a claimed profile
 *   (services/seo/sitemapCompanies.ts), by a partial index on exactly that.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('claim_requests', (t) => {
    t.string('full_name', 200);
    t.string('position', 200);
    t.text('additional_info');
  });
  await knex.raw(
    `update companies c
        set owner_user_id = (
          select u.id from users u
          where lower(u.email) = lower(c.claimed_by) and u.is_email_verified
        )
      where c.is_claimed
        and c.claimed_by is not null
        and not exists (
          select 1 from claim_requests r
          where r.company_id = c.id and r.status = 'verified' and r.decided_by is not null
        )`,
  );
  await knex.raw(
    'create index companies_unbound_claim_index on companies (lower(claimed_by)) where is_claimed and owner_user_id is null',
  );
  await knex.raw(
    'create index companies_sitemap_index on companies (id) where (is_claimed or review_count > 0)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index companies_sitemap_index');
  await knex.raw('drop index companies_unbound_claim_index');
  await knex.schema.alterTable('claim_requests', (t) => {
    t.dropColumn('additional_info');
    t.dropColumn('position');
    t.dropColumn('full_name');
  });
}
