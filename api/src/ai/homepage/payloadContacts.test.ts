import { describe, expect, it } from 'vitest';
import { payloadContacts } from './payloadContacts.ts';

describe("contact facts in a JS app's data", () => {
  it('takes the one phone and address, and emails at the site', () => {
    const next = JSON.stringify({
      props: {
        blocks: [
          { heading: 'Engineering talent, found faster.' },
          {
            phone: '024 7610 0455',
            email: 'talent@cobalt.co.uk',
            address: '12 Priory Street, Coventry CV1 5FB',
          },
        ],
      },
    });
    expect(payloadContacts([next], 'cobalt.co.uk')).toEqual({
      emails: ['talent@cobalt.co.uk'],
      phones: ['024 7610 0455'],
      addresses: ['12 Priory Street, Coventry CV1 5FB'],
      founded: null,
    });
  });

  it('takes an address kept in fields, and a founding year kept under its key', () => {
    const next = JSON.stringify({
      kontakt: {
        firma: 'Kestrel GmbH',
        strasse: 'Hasestraße 54',
        ort: '49074 Osnabrück',
        mail: 'info@kestrel.de',
        gegruendet: '1999',
      },
      partner: { street: 'Industriestr. 4', city: '49134 Wallenhorst' },
    });
    const contacts = payloadContacts([next], 'kestrel.de');
    expect(contacts.addresses).toEqual(['Hasestraße 54, 49074 Osnabrück']);
    expect(contacts.founded).toBe('1999');
  });

  it("leaves several phones alone, and another site's email", () => {
    const nuxt =
      'window.__NUXT__={branches:[{phone:"0113 496 0731"},{phone:"0114 496 0990"}],agency:{email:"hello@pixelwerk.com"}}';
    expect(payloadContacts([nuxt], 'cobalt.co.uk')).toEqual({
      emails: [],
      phones: [],
      addresses: [],
      founded: null,
    });
  });
});
