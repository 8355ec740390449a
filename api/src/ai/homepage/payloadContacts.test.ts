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
    });
  });

  it("leaves several phones alone, and another site's email", () => {
    const nuxt =
      'window.__NUXT__={branches:[{phone:"0113 496 0731"},{phone:"0114 496 0990"}],agency:{email:"hello@pixelwerk.com"}}';
    expect(payloadContacts([nuxt], 'cobalt.co.uk')).toEqual({
      emails: [],
      phones: [],
      addresses: [],
    });
  });
});
