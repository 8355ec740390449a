import type { Knex } from 'knex';

export interface InvitationCounts {
  queued: number;
  sent: number;
  opened: number;
  reviewed: number;
}

/**
 * A company's invitations by state, as the dashboard's figures and the invitation list show
 * them: sent counts every one that left the queue (opened and reviewed included).
 */
export async function countInvitations(knex: Knex, companyId: number): Promise<InvitationCounts> {
  const { rows } = await knex.raw<{ rows: InvitationCounts[] }>(
    `select count(*) filter (where status = 'queued')::int as queued,
            count(*) filter (where status <> 'queued')::int as sent,
            count(*) filter (where status in ('opened', 'reviewed'))::int as opened,
            count(*) filter (where status = 'reviewed')::int as reviewed
     from review_invitations where company_id = ?`,
    [companyId],
  );
  return rows[0] ?? { queued: 0, sent: 0, opened: 0, reviewed: 0 };
}
