import { describe, expect, it } from 'vitest';
import { isDevalue, resolveDevalue } from './devalue.ts';
import { extractFacts } from './extractFacts.ts';
import { readPayload } from './scriptStrings.ts';

// A Nuxt 3 payload: the company's street and town in fields of its contact object, an event's
// venue in one string beside it.
const NUXT_TABLE = [
  ['ShallowReactive', 1],
  { data: 2 },
  ['ShallowReactive', 3],
  { 'home-page': 4 },
  { titel: 5, kontakt: 6, termine: 11 },
  'Weingut Kestrel',
  { tel: 7, mail: 8, strasse: 9, ort: 10 },
  '06345 8 27 55',
  'wein@kestrel.de',
  'Hauptstraße 77',
  '76831 Birkweiler',
  [12],
  { titel: 13, ort: 14 },
  'Weinprobe in Köln',
  'Brüsseler Straße 22, 50674 Köln',
];

describe("Nuxt 3's devalue payload", () => {
  it('is written back as the JSON it encodes', () => {
    expect(resolveDevalue(NUXT_TABLE)).toEqual({
      data: {
        'home-page': {
          titel: 'Weingut Kestrel',
          kontakt: {
            tel: '06345 8 27 55',
            mail: 'wein@kestrel.de',
            strasse: 'Hauptstraße 77',
            ort: '76831 Birkweiler',
          },
          termine: [{ titel: 'Weinprobe in Köln', ort: 'Brüsseler Straße 22, 50674 Köln' }],
        },
      },
    });
  });

  it('ends a cycle instead of following it, and leaves other JSON alone', () => {
    expect(JSON.stringify(resolveDevalue([{ self: 0, name: 1 }, 'Kestrel']))).toBe(
      '{"self":null,"name":"Kestrel"}',
    );
    const json = { id: '__NEXT_DATA__', type: 'application/json' };
    expect(isDevalue(JSON.parse('{"props": {"phone": "0871 96 62 00"}}'))).toBe(false);
    expect(readPayload('{"props": {"phone": "0871 96 62 00"}}', json).fields).toBe(
      '{"props": {"phone": "0871 96 62 00"}}',
    );
    expect(readPayload('not json', json).fields).toBe('not json');
    // A devalue payload's fields are the JSON it encodes.
    const nuxt = { id: '__NUXT_DATA__', type: 'application/json' };
    expect(JSON.parse(readPayload(JSON.stringify(NUXT_TABLE), nuxt).fields)).toEqual(
      resolveDevalue(NUXT_TABLE),
    );
  });

  it("gives the company's fields to the contact reader, not the event venue's string", () => {
    const facts = extractFacts(
      `<!DOCTYPE html><html lang="de"><body><div id="__nuxt"></div><script type="application/json" id="__NUXT_DATA__">${JSON.stringify(NUXT_TABLE)}</script></body></html>`,
      { url: 'https://kestrel.de/', truncated: false },
    );
    expect(facts.addressText).toBe('Hauptstraße 77, 76831 Birkweiler');
    expect(facts.phones[0]).toBe('06345 8 27 55');
  });
});
