import { BaseModel } from './BaseModel.ts';

/** A message sent through the public contact form. */
export class ContactMessage extends BaseModel {
  static override tableName = 'contact_messages';

  id!: number;
  firstName!: string;
  lastName!: string;
  email!: string;
  companyName!: string | null;
  subject!: string;
  message!: string;
  status!: 'new' | 'answered' | 'closed';
  createdAt!: Date;
}
