import type { RelationMappings } from 'objection';
import { TimestampedModel } from './BaseModel.ts';
import { Company } from './Company.ts';

export type Plan = 'Basic' | 'Pro' | 'Premium';
export type PayingClientStatus = 'active' | 'pending' | 'cancelled';

export class PayingClient extends TimestampedModel {
  static override tableName = 'paying_clients';
  static override jsonAttributes = ['features'];

  id!: number;
  companyId!: number | null;
  companyName!: string;
  domain!: string;
  plan!: Plan;
  monthlyFee!: number;
  status!: PayingClientStatus;
  startDate!: string;
  nextBilling!: string | null;
  features!: string[];
  /** When the status became `cancelled` (revenue at a past date counts the client until then). */
  cancelledAt!: Date | null;

  company?: Company | null;

  static override relationMappings = (): RelationMappings => ({
    company: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'paying_clients.companyId', to: 'companies.id' },
    },
  });
}
