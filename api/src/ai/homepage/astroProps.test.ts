import { describe, expect, it } from 'vitest';
import { astroPropsJson } from './astroProps.ts';
import { payloadContacts } from './payloadContacts.ts';

const PROPS = JSON.stringify({
  contact: [
    0,
    {
      street: [0, 'Rua das Flores 164'],
      phone: [0, '+351 222 084 519'],
      email: [0, 'ola@malasdouro.pt'],
    },
  ],
  alsoSoldAt: [1, [[0, { name: [0, 'Loja A Vida Portuguesa'], phone: [0, '222 022 105'] }]]],
  launched: [3, '2019-05-01T00:00:00.000Z'],
});

describe("an Astro island's props", () => {
  it('decode into plain values, arrays and objects', () => {
    expect(JSON.parse(astroPropsJson(PROPS))).toEqual({
      contact: {
        street: 'Rua das Flores 164',
        phone: '+351 222 084 519',
        email: 'ola@malasdouro.pt',
      },
      alsoSoldAt: [{ name: 'Loja A Vida Portuguesa', phone: '222 022 105' }],
      launched: '2019-05-01T00:00:00.000Z',
    });
  });

  it("give the contact card's phone by its key, not a stockist's", () => {
    expect(payloadContacts([astroPropsJson(PROPS)], 'malasdouro.pt').phones).toEqual([
      '+351 222 084 519',
    ]);
  });

  it('stay as written when they are not JSON', () => {
    expect(astroPropsJson('{broken')).toBe('{broken');
  });
});
