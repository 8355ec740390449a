import { describe, expect, it } from 'vitest';
import { postalAddressInBlock, textBeforeStreet } from './textAddress.ts';

describe('a postal address written as a line of text', () => {
  it.each([
    ['78 rue Notre-Dame, 33000 Bordeaux – 05 56 44 90 21', '78 rue Notre-Dame, 33000 Bordeaux'],
    ['Unit 2, Bilborough Road, Nottingham NG8 4DW', 'Unit 2, Bilborough Road, Nottingham NG8 4DW'],
    ['Oskar-Jäger-Straße 143, 50825 Köln', 'Oskar-Jäger-Straße 143, 50825 Köln'],
    ['Keizersgracht 241, 1016 EA Amsterdam', 'Keizersgracht 241, 1016 EA Amsterdam'],
    ['Via dei Monti Parioli 28, 00197 Roma · info@tcp.it', 'Via dei Monti Parioli 28, 00197 Roma'],
    ['Rua da Sofia 210, 3000-389 Coimbra', 'Rua da Sofia 210, 3000-389 Coimbra'],
    ['618 S King St, Seattle, WA 98104', '618 S King St, Seattle, WA 98104'],
    // An ordinal's street.
    ['1714 E 7th Ave, Tampa, FL 33605', '1714 E 7th Ave, Tampa, FL 33605'],
    // A postcode that could be a year, after the house number.
    ['Noorderlaan 133, 2030 Antwerpen · 03 231 77 45', 'Noorderlaan 133, 2030 Antwerpen'],
    ['Rue du Grand-Pont 11, 1950 Sion', 'Rue du Grand-Pont 11, 1950 Sion'],
    // A Brazilian town and state without its CEP.
    [
      'Rua Barão de Jaguara 1180, Centro, Campinas – SP',
      'Rua Barão de Jaguara 1180, Centro, Campinas – SP',
    ],
    // An Eircode after the town and its district.
    [
      '112 Rathmines Road Lower, Dublin 6, D06 K2X7',
      '112 Rathmines Road Lower, Dublin 6, D06 K2X7',
    ],
    // A neighbourhood, a town or a county between the street and its postcode.
    [
      'Colima 212, Roma Norte, Cuauhtémoc, 06700 Ciudad de México',
      'Colima 212, Roma Norte, Cuauhtémoc, 06700 Ciudad de México',
    ],
    [
      'Humahuaca 3549, Almagro, C1191 Ciudad Autónoma de Buenos Aires, Tel.: , Correo',
      'Humahuaca 3549, Almagro, C1191 Ciudad Autónoma de Buenos Aires',
    ],
    [
      'Millbrook Farm, Ballymore Road, Naas, Co. Kildare, W91 X2C7',
      'Millbrook Farm, Ballymore Road, Naas, Co. Kildare, W91 X2C7',
    ],
    // An Argentine CPA in full before the neighbourhood; a profile's handle is no part of it.
    [
      'Gorriti 4871, C1414BJG, Palermo, CABA · Tel.: (011) 4833-2190 · @laimprenta.tattoo',
      'Gorriti 4871, C1414BJG, Palermo, CABA',
    ],
    // A Colombian department after the town; a switchboard's label and "Celular y WhatsApp".
    [
      'Carrera 43A # 9 Sur-91, Oficina 502, Medellín, Antioquia · PBX: (604) 444 2810 · Celular y WhatsApp: 310 482 7719',
      'Carrera 43A # 9 Sur-91, Oficina 502, Medellín, Antioquia',
    ],
    // A Spanish American town and its region or province instead of a postcode.
    ['Av. Italia 1356, Providencia, Santiago', 'Av. Italia 1356, Providencia, Santiago'],
    [
      'Mitre 584, San Carlos de Bariloche, Río Negro',
      'Mitre 584, San Carlos de Bariloche, Río Negro',
    ],
    [
      'Av. Alemania 0671, oficina 304, Temuco, Región de La Araucanía · Fono 45 221 3300',
      'Av. Alemania 0671, oficina 304, Temuco, Región de La Araucanía',
    ],
    // Streets without a street word, told by the postcode and town after them.
    [
      'Café Alte Apotheke · Am Markt 19 · 23966 Wismar',
      'Café Alte Apotheke · Am Markt 19 · 23966 Wismar',
    ],
    ['Stadsring 120 · 3811 HT Amersfoort · 033 465 08 90', 'Stadsring 120 · 3811 HT Amersfoort'],
    [
      'Golden Lotus · 112 Belgrave Gate · Leicester LE1 3GR',
      'Golden Lotus · 112 Belgrave Gate · Leicester LE1 3GR',
    ],
    ['Località Poggio Rosso 3, 53024 Montalcino', 'Località Poggio Rosso 3, 53024 Montalcino'],
    // Roads and lanes without a number.
    [
      'Camping de la Gare · Chemin de la Rivière · 34450 Vias',
      'Camping de la Gare · Chemin de la Rivière · 34450 Vias',
    ],
    ['Hill Top Farm, Castleton S33 8WA · 01433 62 05 57', 'Hill Top Farm, Castleton S33 8WA'],
    // New Zealand's postcode after its town, at the line's end.
    [
      '88 Montreal Street, Sydenham, Christchurch 8023',
      '88 Montreal Street, Sydenham, Christchurch 8023',
    ],
    // A hall in a street's name is no fair's hall.
    ['Hay Hall Road, Tyseley, Birmingham B11 2AU', 'Hay Hall Road, Tyseley, Birmingham B11 2AU'],
  ])('reads "%s"', (text, address) => {
    expect(postalAddressInBlock(text)).toBe(address);
  });

  it.each([
    ['Family-run since 1987. We are a 5 minutes walk from the station.'],
    ['Visit us at Hall 4, Stand B12, Messeplatz 1, 30521 Hannover'],
    ['Our partner shop: 12 High Street, Leeds LS1 6AA'],
    ['Hauptstraße 12 is where we started.'],
    // A PO box, an area code, a sentence's number: no street.
    ['Postfach 1234 · 84030 Landshut'],
    ['Telefon 0871 · 84030 Landshut'],
    ['Wir liefern in 30 Orte rund um 84030 Landshut'],
    // A street's house number is no New Zealand postcode.
    ['Kortrijksesteenweg 1032'],
  ])('leaves "%s" alone', (text) => {
    expect(postalAddressInBlock(text)).toBeNull();
  });
});

describe('digits that are no house number', () => {
  it('reads no Dublin postal district as a street', () => {
    expect(postalAddressInBlock('Dublin 17, D17 KX20')).toBeNull();
  });

  it('reads no street in a list of delivery postcodes', () => {
    expect(
      postalAddressInBlock(
        'CEPs 80010-000 a 80060-999, 80240-000 a 80250-999. Taxa de entrega R$ 8,00.',
      ),
    ).toBeNull();
  });
});

describe('a long paragraph', () => {
  it('gives the labelled address that opens it, and no address told further on', () => {
    const depot =
      'Depot & booking office (visits by appointment): Unit 4, Cross Green Way, Leeds LS9 0SE. This is where the lines are cleaned, serviced and loaded. Cross Green Industrial Estate is managed by Aire Valley Estates – for gate access or estate security call the estate office.';
    // Its sentence, label and all: the caller tidies the label away, as for any line.
    expect(postalAddressInBlock(depot)).toBe(
      'Depot & booking office (visits by appointment): Unit 4, Cross Green Way, Leeds LS9 0SE.',
    );
    const story =
      'Su abuelo Pere tejía en casa desde 1890 y vendía en los mercados del Raval, con su hermano y sus primos, cada sábado. Su hijo Josep fundó Teixits Puig en 1923, con una pequeña tienda en el Carrer de la Riera Alta, 12, 08001 Barcelona.';
    expect(postalAddressInBlock(story)).toBeNull();
  });
});

describe('the words before the street', () => {
  it('end where a street word starts the street', () => {
    expect(
      textBeforeStreet('Nos encuentras en Calle Colima 159, Roma Norte, 06700 Ciudad de México'),
    ).toBe('Nos encuentras en ');
  });
});

describe('streets with numbers or prepositions in their names (devset39)', () => {
  it('reads a street named after a date', () => {
    expect(postalAddressInBlock('Avenida 25 de Abril 140, 4540-102 Arouca')).toBe(
      'Avenida 25 de Abril 140, 4540-102 Arouca',
    );
    expect(postalAddressInBlock('Calle 5 de Mayo 1840, 44100 Guadalajara, Jal.')).toContain(
      'Calle 5 de Mayo 1840',
    );
  });

  it('reads a German street named by a preposition, not a year after "im"', () => {
    // After the household's name, with no comma: a named street alone would not be found.
    expect(
      postalAddressInBlock('Reitstall Lindenhof Familie Berger Am Lindenhof 3 29227 Celle'),
    ).toContain('Am Lindenhof 3 29227 Celle');
    expect(postalAddressInBlock('Segelschule Nord An der Alster 12 20099 Hamburg')).toContain(
      'An der Alster 12 20099 Hamburg',
    );
    expect(postalAddressInBlock('Im Jahr 2019 zogen wir nach 10115 Berlin')).toBeNull();
  });
});

describe("devset41's streets: no street word, Québec's boulevards, Colombia's grid", () => {
  it.each([
    ['2437 NE Broadway, Portland, OR 97232', '2437 NE Broadway, Portland, OR 97232'],
    [
      '1535, boul. Chomedey, Laval (Québec) H7V 3N7',
      '1535, boul. Chomedey, Laval (Québec) H7V 3N7',
    ],
    [
      'Carrera 7 # 19-28, oficina 1203, Pereira, Risaralda',
      'Carrera 7 # 19-28, oficina 1203, Pereira, Risaralda',
    ],
    [
      'Calle del Curato #38-110, Centro Histórico, Cartagena de Indias, Bolívar',
      'Calle del Curato #38-110, Centro Histórico, Cartagena de Indias, Bolívar',
    ],
    // A hair salon's name is no trade fair ("Salon du Chocolat").
    [
      'Shear Haven Salon, 2437 NE Broadway, Portland, OR 97232',
      'Shear Haven Salon, 2437 NE Broadway, Portland, OR 97232',
    ],
  ])('reads %s', (text, address) => {
    expect(postalAddressInBlock(text)).toBe(address);
  });

  it('still refuses a fair by its name', () => {
    expect(
      postalAddressInBlock('Salon du Chocolat, 1 place de la Porte de Versailles, 75015 Paris'),
    ).toBeNull();
  });
});
