import { describe, expect, it } from 'vitest';
import { unlabelledPhonesInText } from './unlabelledPhones.ts';

describe('numbers written without a label in a contact place', () => {
  it.each([
    ['42B Gloucester Road, Bristol BS7 8AE | 0117 942 6610 | ink@blackthorn.com', '0117 942 6610'],
    ['Meadowbank Homes · +44 191 500 8000', '+44 191 500 8000'],
    ['Bend, OR 97701 · (541) 382-0917', '(541) 382-0917'],
    ['78 rue Notre-Dame, 33000 Bordeaux – 05 56 44 90 21', '05 56 44 90 21'],
    ['Carrer de Sueca 3, 46006 València · 963 41 58 27 · hola@fisio.es', '963 41 58 27'],
    // A short German number: five-digit area code, four digits in two pairs.
    ['Osterjork 112 · 21635 Jork · 04162 57 19', '04162 57 19'],
    // The country code in brackets, and a fax written "F.".
    ['T. (+351) 213 421 087 · F. (+351) 213 421 089', '(+351) 213 421 087'],
  ])('takes the line in "%s"', (text, phone) => {
    expect(unlabelledPhonesInText(text)).toEqual([phone]);
  });

  it('reads a verb that opens the line as its label, first, before a second line', () => {
    expect(
      unlabelledPhonesInText(
        'Call (705) 555-0127 · Text line for photos of your pond: (705) 555-0128',
      ),
    ).toEqual(['(705) 555-0127', '(705) 555-0128']);
    expect(unlabelledPhonesInText('Smell gas? This is not us – call 0800 111 999.')).toEqual([]);
  });

  it.each([
    ['Out of hours emergencies: Vets Now, 01234 567 890'],
    ['Fax 0117 942 6611'],
    ['VAT no. 123 4567 890'],
    ['Ondernemingsnummer 0884.392.117 · © 2024 Schippersarchief Antwerpen vzw'],
    ['P. IVA 0123 456 7890'],
    ['IBAN DE89 3704 0044 0532 0130 00'],
    ['Member of the Guild of Master Craftsmen, 0330 333 7788'],
    ['Open 09.00 - 18.00, 01.02.2024'],
    ['Capital social € 250 000 000'],
    ['Smell gas? This is not us – call 0800 111 999.'],
    [
      'Financia tu compra en 12 meses sin intereses. Financiación ofrecida por un banco, sujeta a su aprobación. TAE 0%. Ejemplo para una compra de 600 €: 12 cuotas de 50 €. Atención al cliente del banco: 913 37 28 00.',
    ],
  ])('leaves "%s" alone', (text) => {
    expect(unlabelledPhonesInText(text)).toEqual([]);
  });
});

describe('numbers that are no line of their own (devset21)', () => {
  it.each([
    ['© Coastline Plumbing & Gas · ABN 63 128 449 201'],
    ['Via ai Grotti 7, 6850 Mendrisio. Autopostale linea 523, orari: 0848 214 214.'],
  ])('takes none in "%s"', (text) => {
    expect(unlabelledPhonesInText(text, { ownLine: true })).toEqual([]);
  });
});

describe('a number followed by its hours in brackets (devset29)', () => {
  it("ends before the note's bracket", () => {
    expect(
      unlabelledPhonesInText('Customer care +91 80 2558 4417 (10 AM – 7 PM, Mon–Sat)'),
    ).toEqual(['+91 80 2558 4417']);
  });
});

describe("Québec's 3-3-4 form with a space and a dash (devset41)", () => {
  it('reads "418 337-2964" in a contact block', () => {
    expect(unlabelledPhonesInText('Saint-Raymond (Québec) G3L 1J5 · 418 337-2964')).toEqual([
      '418 337-2964',
    ]);
  });

  it('still reads three digits and a space only as a line of nine otherwise', () => {
    expect(unlabelledPhonesInText('Pedidos 963 41 58 27')).toEqual(['963 41 58 27']);
    expect(unlabelledPhonesInText('Réf. 418 337 2964 12')).toEqual([]);
  });
});
