import { describe, expect, it } from 'vitest';
import { ContactMessage } from '../../models/ContactMessage.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { waitForMail } from '../../test/mail.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('POST /api/contact', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { SUPPORT_EMAIL: 'help@reviews.example' });
  const client = () => server().client();
  const message = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    companyName: '',
    subject: 'Hello',
    message: 'A question about claims.',
  };

  it('answers 400 naming each missing field, writing nothing', async () => {
    const response = await client().post('/api/contact', {
      ...message,
      firstName: ' ',
      email: 'x',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      issues: [
        { path: 'firstName', message: 'First Name is required' },
        { path: 'email', message: 'Please enter a valid email address' },
      ],
    });
    expect(await countRows(db().knex, 'contact_messages')).toBe(0);
  });

  it('stores the message and mails it to the support address', async () => {
    const response = await client().post('/api/contact', message);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Message sent' });
    const stored = await ContactMessage.query(db().knex).first();
    expect(stored).toMatchObject({ email: 'ann@example.com', companyName: null, status: 'new' });
    const [mail] = await waitForMail(server().config.dataDir);
    expect(mail).toContain('To: help@reviews.example');
    expect(mail).toContain('Reply-To: ann@example.com');
    expect(mail).toContain('A question about claims.');
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await client().post('/api/contact', message)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
