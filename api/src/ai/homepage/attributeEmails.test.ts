import { describe, expect, it } from 'vitest';
import { emailsInAttributes } from './attributeEmails.ts';
import { extractFacts } from './extractFacts.ts';

describe('mailboxes kept in attributes for a script to write', () => {
  it('reads a data-email attribute and a user and domain pair', () => {
    expect(emailsInAttributes({ class: 'mail', 'data-email': 'hola@novias-alondra.mx' })).toEqual([
      'hola@novias-alondra.mx',
    ]);
    expect(
      emailsInAttributes({ 'data-user': 'namaste', 'data-domain': 'yogaschool-zonnewende.nl' }),
    ).toEqual(['namaste@yogaschool-zonnewende.nl']);
    expect(emailsInAttributes({ 'data-domain': 'yogaschool-zonnewende.nl' })).toEqual([]);
    expect(emailsInAttributes({ 'data-email': 'Escríbenos' })).toEqual([]);
  });

  it("takes the company's mailbox behind a button over a partner's mailto link", () => {
    const facts = extractFacts(
      '<!DOCTYPE html><html><body><main><ul><li>Luz de Jalisco Fotografía – <a href="mailto:citas@luzdejaliscofoto.mx">citas@luzdejaliscofoto.mx</a></li></ul><h2>Visítanos</h2><p>Tel. 33 3615 4208 · <span class="mail" data-email="hola@novias-alondra.com.mx">Escríbenos</span></p></main></body></html>',
      { url: 'https://novias-alondra.com.mx/', truncated: false },
    );
    expect(facts.emails[0]).toBe('hola@novias-alondra.com.mx');
  });
});
