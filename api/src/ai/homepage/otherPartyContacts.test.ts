import { describe, expect, it } from 'vitest';
import { extractFacts } from './extractFacts.ts';
import { foundingYearsInText } from './foundingYears.ts';
import { introducesAnotherParty } from './otherParty.ts';

const read = (body: string, url = 'https://toepferei-hollmann.de/') =>
  extractFacts(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, {
    url,
    truncated: false,
  });

describe("an address at another domain than the site's", () => {
  it("takes it from the company's contact line, or when it carries the site's name", () => {
    const line = read(
      '<main><p>Backstube Lindner · Obere Landstraße 31 · 3500 Krems · backstube@lindner-krems.at</p></main>',
      'https://backstube-lindner.at/',
    );
    expect(line.emails).toEqual(['backstube@lindner-krems.at']);
    const named = read(
      '<main><p>De martes a sábado. Escríbenos a citas@peluqueriacaninaguau.es</p></main>',
      'https://peluqueria-canina-guau.es/',
    );
    expect(named.emails).toEqual(['citas@peluqueriacaninaguau.es']);
  });

  it("leaves another party's alone, and one in a sentence that does not carry the site's name", () => {
    for (const body of [
      '<footer><p>Hébergeur : Nuagix SAS, 2 rue Kellermann, 59100 Roubaix, support@nuagix.fr</p></footer>',
      '<main><p>Fragen zur Buchung? Schreiben Sie an hilfe@praxisplaner24.de</p></main>',
      '<footer><p>Schuldnerberatung der Caritas, Domplatz 3, 34117 Kassel, beratung@caritas-kassel.de</p></footer>',
    ]) {
      expect(read(body).emails, body).toEqual([]);
    }
  });
});

describe("another party's address beside the company's", () => {
  it("takes the company's line, not a professional body's, a car park's or a supplier's", () => {
    const lawyer = read(
      '<main><p>En cas de litige : Médiateur de la consommation CM2C, 14 rue Saint-Jean, 75017 Paris.</p></main><footer><p>Cabinet Roux · 8 place Bellecour · 69002 Lyon</p></footer>',
      'https://cabinet-roux.fr/',
    );
    expect(lawyer.addressText).toBe('8 place Bellecour, 69002 Lyon');
    const parking = read(
      '<main><p>Parken: Parkhaus Altstadt, Kornmarkt 4, 60311 Frankfurt am Main</p></main><footer><p>Töpferei Hollmann · Töngesgasse 20 · 60311 Frankfurt am Main</p></footer>',
    );
    expect(parking.addressText).toContain('Töngesgasse 20');
    const supplier = read(
      '<main><p>Our clay comes from Smith Clay Ltd, 4 Quarry Road, Stoke-on-Trent ST4 2RR.</p><p>Potters Wheel · 10 King Street, Stoke-on-Trent ST1 1AA</p></main>',
      'https://potters-wheel.co.uk/',
    );
    expect(supplier.addressText).toContain('10 King Street');
  });

  it("takes none when the only address is a service provider's, a former one or a landlord's", () => {
    for (const body of [
      '<footer><p>Der Newsletter wird über Postfix GmbH, Lindenstraße 5, 20095 Hamburg versendet.</p></footer>',
      '<footer><p>Hébergeur : Cloudo SAS, 9 rue de Lille, 59000 Lille</p></footer>',
      '<footer><p>Delegado de Protección de Datos: Datos Seguros S.L., Calle Mayor 8, 28013 Madrid</p></footer>',
      '<main><p>We have moved! Until May we were at 12 Mill Lane, Leeds LS2 7AA.</p></main>',
      '<main><p>Until 2022 we were at 1690 Barrington Street, Halifax NS B3J 1Z7.</p></main>',
      '<footer><p>Fotos: Baustellenbilder mit freundlicher Genehmigung der Murbau GmbH, Kärntner Straße 311, 8054 Graz.</p></footer>',
      '<main><p>Bis 2021 befand sich unsere Kanzlei in der Herrengasse 9, 8010 Graz.</p></main>',
      '<main><p>Nuestra antigua tienda de Av. Vallarta 1520, 44100 Guadalajara cerró en 2020.</p></main>',
      '<main><p>The parish office opens at 5 Church Street, York YO1 7HH on Mondays.</p></main>',
      // An abbreviation's dot ends no sentence: the bank account's line still names the bank.
      '<footer><p>Betalingen op IBAN NL12 NOBA 0123 4567 89 t.n.v. Stichting Derdengelden · Noordbank, Grote Markt 28, 9711 LV Groningen</p></footer>',
      '<footer><p>Cookie-Einwilligung verwaltet mit ConsentHero – ConsentHero GmbH, Am Kai 4, 10178 Berlin</p></footer>',
      '<main><p>Potholes and bins are handled by the district: South Fenland District Council, Priory Road, Spalding PE11 2XE.</p></main>',
      '<main><p>Auslieferung: Sächsische Verlagsauslieferung GmbH, Heinrich-Heine-Str. 12, 04509 Delitzsch</p></main>',
      '<main><p>Per la rete fognaria è competente Uniacque S.p.A., Via delle Canovine 21, 24126 Bergamo</p></main>',
      '<main><p>A Junta também gere o Mercado, Rua do Freixo 1071, 4300-219 Porto</p></main>',
      '<footer><p>Registered office (our accountants): Brooks &amp; Co, 45 Elm Grove, Southsea PO5 1JF</p></footer>',
      '<footer><p>Registered with the ARB. ARB: 8 Weymouth Street, London W1W 5BU</p></footer>',
      '<div class="newsletter"><p>Our newsletter is sent with Mailchimp (The Rocket Science Group LLC, 675 Ponce de Leon Ave NE, Suite 5000, Atlanta, GA 30308, USA).</p></div>',
      '<footer><p>Los pagos con Mercado Pago son procesados por MercadoLibre S.R.L., Av. Caseros 3039, C1264AAO Ciudad Autónoma de Buenos Aires.</p></footer>',
      '<footer><p>Sitio creado con WordPress por Mezcla Digital · Av. Insurgentes Sur 1605, piso 9, San José Insurgentes, 03900 CDMX · 55 8421 3307</p></footer>',
      '<main><div class="event"><h4>Meet us at Multimodal 2025</h4><address>NEC Birmingham, Hall 5, Stand 5040<br>North Avenue, Marston Green, Birmingham B40 1NT</address></div></main>',
    ]) {
      expect(read(body).addressText, body).toBeNull();
    }
  });

  it('takes none of two addresses mentioned alike, and a mention in the company’s own voice', () => {
    const two = read(
      '<main><p>On Mondays we teach in the studio at 3 Park Road, Bristol BS1 5AA with the juniors.</p><p>On Fridays we teach in the gym at 7 Hill Street, Bristol BS1 4AB with the seniors.</p></main>',
    );
    expect(two.addressText).toBeNull();
    const own = read('<main><p>Or write to us at 9 Kirkstall Lane, Leeds LS5 3BE</p></main>');
    expect(own.addressText).toBe('9 Kirkstall Lane, Leeds LS5 3BE');
  });
});

describe("another party's phone beside the company's", () => {
  it("takes no number from a testimonial, a hosting credit or a supplier's sentence", () => {
    const facts = read(
      '<main><blockquote>“Great work.” – Bäckerei Miller, Tel. 030 4471 2290</blockquote><p>We order our glazes from Glaze Supplies Ltd, Unit 3, Etruria Road, Stoke ST4 7AA (01782 20 44 81).</p><div class="impressum"><p>Hosting: Serverhaus GmbH, Am Rechenzentrum 1, 90411 Nürnberg, Tel. 0911 80 77 123</p></div></main><footer><p>Töpferei Hollmann · Töngesgasse 20 · 60311 Frankfurt am Main · Tel. 069 28 41 77</p></footer>',
    );
    expect(facts.phones).toEqual(['069 28 41 77']);
  });
});

describe('a line for when the company cannot answer', () => {
  it("is another party's: a holiday cover, a recruiter, a press agency, an old number, an office", () => {
    for (const leadIn of [
      'Urlaub vom 4. bis 22. August. In dringenden Fällen wenden Sie sich bitte an unsere Vertretung: Zahnarztpraxis Dr. Roth, Tel. ',
      'Vakantie dokter Jansen van 14 t/m 25 juli. Waarneming: Huisartsenpraktijk Bergstraat, telefoon ',
      'Férias do Dr. Pires: urgências encaminhadas para a Clínica do Bonfim, telefone ',
      'Bewerbungen bitte an Katrin Seidel, Telefon ',
      'Imprensa: fale com a agência Pauta Sul, ',
      'A antiga loja fechou e o antigo número ',
      'a licença do cão renova-se todos os anos na Junta de Freguesia de Alvalade (telefone ',
      'Gewerbebehörde: Bezirkshauptmannschaft Vöcklabruck, Tel. ',
      // A title's dot ends no sentence; a referral's name and address run on for a while.
      'In dringenden Fällen wenden Sie sich bitte an unsere Vertretung: Zahnarztpraxis Dr. Sabine Roth, Luitpoldstraße 19, 96052 Bamberg, Tel. ',
      'Férias do Dr. Nuno Pires: urgências encaminhadas para a Clínica Dentária do Bonfim, Avenida 22 de Dezembro 88, 2900-223 Setúbal, telefone ',
    ]) {
      expect(introducesAnotherParty(leadIn, 'kestrel'), leadIn).toBe(true);
    }
    // A theatre's own box office is its line.
    expect(introducesAnotherParty('Box office · 9 Lantern Yard · ', 'kestrel')).toBe(false);
  });

  it("is another party's when the page sends visitors elsewhere, not when it asks them to come", () => {
    for (const leadIn of [
      'Vous cherchez un vrai garage pour votre voiture ? Adressez-vous au Garage Lemaire, ',
      'Für Heizungen wenden Sie sich an die Firma Wärmetechnik Roth, ',
      'Para recambios diríjase a Talleres Gómez, ',
      'Per le riparazioni rivolgetevi a Officina Bianchi, ',
      'Voor fietsen wend u tot Tweewielers De Vries, ',
      'Para seguros dirija-se à Agência Lusa, ',
    ]) {
      expect(introducesAnotherParty(leadIn, 'kestrel'), leadIn).toBe(true);
    }
    expect(introducesAnotherParty('Adressez-vous à nous : ', 'kestrel')).toBe(false);
    expect(introducesAnotherParty('Bei Fragen wenden Sie sich an uns: ', 'kestrel')).toBe(false);
  });
});

describe("the company's own line that speaks of others", () => {
  it('keeps a company calling itself a partner, a lawyer at the bar and a footer naming cookies', () => {
    const partner = read(
      '<footer><p>Hollmann Haustechnik – Ihr Fachpartner für Heizung, Töngesgasse 20, 60311 Frankfurt am Main</p></footer>',
    );
    expect(partner.addressText).toContain('Töngesgasse 20');
    const lawyer = read(
      '<footer><p>Maître Anne Roux, avocate au barreau de Lyon, 8 place Bellecour, 69002 Lyon, tél. 04 78 42 10 90</p></footer>',
      'https://roux-avocat.fr/',
    );
    expect(lawyer.phones).toEqual(['04 78 42 10 90']);
    const footer = read(
      '<footer><p>Impressum · Cookie-Einstellungen · Töpferei Hollmann · Tel. 069 28 41 77</p></footer>',
    );
    expect(footer.phones).toEqual(['069 28 41 77']);
  });
});

describe("the company's own number in boxes named for others", () => {
  it("takes the number of a customer-service box, a credits row, and one far after a partner's name", () => {
    const service = read(
      '<main><div class="kundenservice"><p>Fragen zu Ihrer Bestellung? Tel. 069 28 41 77</p></div></main>',
    );
    expect(service.phones).toEqual(['069 28 41 77']);
    const credits = read(
      '<footer><div class="footer-credits customer-care"><p>Töpferei Hollmann · Tel. 069 28 41 77</p></div></footer>',
    );
    expect(credits.phones).toEqual(['069 28 41 77']);
    const far = read(
      '<footer><p>Unsere Partner im Viertel: Weinhandlung Kurz, Buchladen am Eck und die Stadtbibliothek · Impressum · Datenschutz · Töpferei Hollmann, Töngesgasse 20, 60311 Frankfurt am Main · Tel. 069 28 41 77</p></footer>',
    );
    expect(far.phones).toEqual(['069 28 41 77']);
  });
});

describe("another party's number named before the company's own line", () => {
  it("takes the number of the block that names the company, then the footer's, before others'", () => {
    const practice = read(
      '<main><p>Termine telefonisch. Ärztlicher Bereitschaftsdienst: 116 117 · Bereitschaftspraxis am Klinikum Nord, Tel. 0911 39 84 20</p></main><footer><p>Töpferei Hollmann · Töngesgasse 20 · 60311 Frankfurt am Main · Tel. 069 28 41 77</p></footer>',
    );
    expect(practice.phones[0]).toBe('069 28 41 77');
    const sidebar = read(
      '<aside><p>Office de tourisme : 04 68 95 27 13</p></aside><div class="contact"><p>Tél. 04 68 81 10 46</p></div>',
      'https://camping-les-pins-argeles.fr/',
    );
    expect(sidebar.phones[0]).toBe('04 68 81 10 46');
  });
});

describe("'Partner' that is the company", () => {
  it('keeps a contact person, a firm called "& Partner" and a Partnerschaft', () => {
    const person = read(
      '<main><p>Ansprechpartnerin: Frau Kühn, Tel. 069 28 41 77</p></main>',
      'https://kanzlei-weber.de/',
    );
    expect(person.phones).toEqual(['069 28 41 77']);
    const firm = read(
      '<footer><p>Weber &amp; Partner Rechtsanwälte · Töngesgasse 20, 60311 Frankfurt am Main · Tel. 069 28 41 77</p></footer>',
      'https://kanzlei-weber.de/',
    );
    expect(firm.phones).toEqual(['069 28 41 77']);
    expect(firm.addressText).toContain('Töngesgasse 20');
    const form = read(
      '<footer><p>Weber Partnerschaftsgesellschaft mbB, Tel. 069 28 41 77</p></footer>',
      'https://kanzlei-weber.de/',
    );
    expect(form.phones).toEqual(['069 28 41 77']);
    const limited = read(
      '<footer><p>Northwind Partners Ltd · 12 Priory Street, Coventry CV1 5FB · 024 7610 0455</p></footer>',
      'https://northwind.co.uk/',
    );
    expect(limited.phones).toEqual(['024 7610 0455']);
    const sponsor = read(
      '<main><p>Unser Partner für Druck: Druckhaus Nord, Tel. 040 55 12 90</p></main><footer><p>Kanzlei Weber · Tel. 069 28 41 77</p></footer>',
      'https://kanzlei-weber.de/',
    );
    expect(sponsor.phones).toEqual(['069 28 41 77']);
  });
});

describe("a JS shell's contact line", () => {
  it('takes the unlabelled number of a payload string that carries the address, as a footer line', () => {
    const payload = JSON.stringify({
      props: {
        pageProps: {
          blocks: [
            {
              html: '<p>Neuwagen und Werkstatt.</p><p>Töngesgasse 20, 60311 Frankfurt am Main · 069 28 41 77</p>',
            },
          ],
        },
      },
    });
    const facts = read(
      `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${payload}</script>`,
    );
    expect(facts.phones).toEqual(['069 28 41 77']);
  });
});

describe('directions', () => {
  it("takes the address under a plain 'Anfahrt' label, not the station one is sent to", () => {
    const own = read(
      '<main><h2>Kontakt</h2><p>Anfahrt: Töngesgasse 20, 60311 Frankfurt am Main</p></main>',
    );
    expect(own.addressText).toContain('Töngesgasse 20');
    const station = read(
      '<main><p>Accès : gare SNCF d’Agde, 5 place de la Gare, 34300 Agde, puis bus ligne 6.</p></main>',
      'https://camping-les-pins-argeles.fr/',
    );
    expect(station.addressText).toBeNull();
  });
});

describe('a personal profile', () => {
  it("is not the company's LinkedIn page", () => {
    const person = read(
      '<footer><p>Inhaberin Eva Hollmann auf <a href="https://www.linkedin.com/in/eva-hollmann-ffm">LinkedIn</a></p></footer>',
    );
    expect(person.socialLinks).toEqual({});
    const company = read(
      '<footer><p><a href="https://www.linkedin.com/company/toepferei-hollmann">LinkedIn</a></p></footer>',
    );
    expect(company.socialLinks.linkedin).toBe(
      'https://www.linkedin.com/company/toepferei-hollmann',
    );
  });
});

describe('years that are not the founding', () => {
  it('is not the year of a brand the company sells, told in a clause of its own', () => {
    expect(
      foundingYearsInText('Vertragshändler für Brandt Motoren – Motoren aus Ulm seit 1921.'),
    ).toEqual([]);
    expect(
      foundingYearsInText('Nous sommes dépositaires du Cognac Ferrand, maison fondée en 1862.'),
    ).toEqual([]);
    // Without the break, the year dates the dealership itself.
    expect(foundingYearsInText('Concessionnaire Yamaha et Kawasaki depuis 1996.')).toEqual([1996]);
  });

  it('is not the year an official or authorised dealership began', () => {
    expect(foundingYearsInText('Rivenditori ufficiali Ray-Ban dal 2012.')).toEqual([]);
    expect(foundingYearsInText('Authorised Bosch service partner since 2004.')).toEqual([]);
    expect(foundingYearsInText('Distribuidor oficial de Makita desde 2003.')).toEqual([]);
    expect(foundingYearsInText('Officieel dealer van Gazelle sinds 1999.')).toEqual([]);
    // An official trade's title is the firm's own.
    expect(foundingYearsInText('Despachante oficial desde 1986.')).toEqual([1986]);
  });

  it('is not a closed period', () => {
    expect(
      foundingYearsInText('Dal 1962 al 2013 qui c’era una ferramenta; siamo aperti dal 2015.'),
    ).toEqual([2015]);
    expect(foundingYearsInText('Seit 1990 bis 2004 war hier eine Bäckerei.')).toEqual([]);
  });
});

describe('the words that introduce another party', () => {
  it('never match where there are none (an empty alternative would match every lead-in)', () => {
    for (const leadIn of ['', 'Tel. ', 'Kestrel · Hauptstraße 9 · 84030 Landshut · ']) {
      expect(introducesAnotherParty(leadIn, 'kestrel'), leadIn).toBe(false);
    }
  });
});

describe('devset19: lines that are not the company’s', () => {
  it('does not take a supplier’s number told as where the goods come from', () => {
    const page = read(
      '<main><p>Unser Rindfleisch kommt vom Biohof Schwaiger in Ellbögen (Tel. 0664 318 27 40).</p></main>' +
        '<footer><p>Fleischerei Hofbauer · Tel. 0512 58 33 91</p></footer>',
      'https://fleischerei-hofbauer.at/',
    );
    expect(page.phones).toEqual(['0512 58 33 91']);
    const leather = read(
      '<main><p>La pelle arriva dalla Conceria Santa Croce, tel. 0571 36 72 10.</p></main>',
      'https://borsevelluto.it/',
    );
    expect(leather.phones).toEqual([]);
  });

  it('does not take a signed quotation’s address and number', () => {
    const page = read(
      '<main><p>„Wir hatten keinen einzigen Ausfalltag.“ – Dr. Carola Seidel, Zahnarztpraxis Dr. Seidel, Friedrich-Ebert-Straße 104, 34119 Kassel, Tel. 0561 77 12 40</p></main>' +
        '<footer><p>Umzüge Hartung GmbH · Sandershäuser Straße 71 · 34123 Kassel · Tel. 0561 70 38 214</p></footer>',
      'https://umzuege-hartung-kassel.de/',
    );
    expect(page.phones).toEqual(['0561 70 38 214']);
    expect(page.addressText).toBe('Sandershäuser Straße 71, 34123 Kassel');
  });

  it('reads "Ph" as a phone label, so the landline comes before the mobile', () => {
    const page = read(
      '<footer><p>Kōwhai Landscapes Ltd<br>27 Buchan Street, Christchurch 8023<br>Ph 03 384 2719 · Mob 021 447 3082</p></footer>',
      'https://kowhailandscapes.co.nz/',
    );
    expect(page.phones[0]).toBe('03 384 2719');
  });

  it('prefers the line naming the company over another place’s in the same contact place', () => {
    const page = read(
      '<div class="contact"><p>Dialysezentrum Bochum-Nord, Hiltroper Straße 30, 44807 Bochum, Tel. 0234 30 28 61</p>' +
        '<p>Taxi Wolf – Krankenfahrten, Inh. Andreas Wolf, Castroper Straße 190, 44791 Bochum, Telefon 0234 58 77 20</p></div>',
      'https://taxi-krankenfahrten-wolf-bochum.de/',
    );
    expect(page.addressText).toContain('Castroper Straße 190');
    expect(page.phones[0]).toBe('0234 58 77 20');
  });

  it('reads an initial’s full stop inside a sentence, not as its end', () => {
    const page = read(
      '<div class="contact"><p>Gli allievi si appoggiano all’Istituto Musicale “A. Tassoni”, Largo Porta 3, 41121 Modena (059 20 21 45).</p>' +
        '<p>Scuola di Musica Il Pentagramma APS<br>Via Emilia Est 418, 41122 Modena<br>Tel. 059 21 43 87</p></div>',
      'https://ilpentagramma-musica.it/',
    );
    // The company's name before the street stays with it ("Il Pentagramma" names the site).
    expect(page.addressText).toBe(
      'Scuola di Musica Il Pentagramma APS, Via Emilia Est 418, 41122 Modena',
    );
    expect(page.phones[0]).toBe('059 21 43 87');
  });
});

describe('Argentine addresses and a complaints authority', () => {
  it('reads "Av." streets and Argentine postcodes', () => {
    const page = read(
      '<footer><p>Alquimaq Rosario<br>Av. Pellegrini 3845, S2002 Rosario, Santa Fe<br>Tel. (0341) 456-2190</p></footer>',
      'https://alquimaq-rosario.com.ar/',
    );
    expect(page.addressText).toContain('Av. Pellegrini 3845, S2002 Rosario');
    expect(page.phones[0]).toBe('(0341) 456-2190');
  });

  it('does not take the number of the authority a complaint goes to', () => {
    const page = read(
      '<main><p>Pode apresentar reclamação à CNPD, Av. D. Carlos I, 134, 1200-651 Lisboa, 213 928 400.</p><p>Morada: Avenida da República 41, 3.º, 1050-187 Lisboa</p></main>',
      'https://escola-de-linguas-lisboa-talk.pt/',
    );
    expect(page.phones).toEqual([]);
    expect(page.addressText).toBe('Avenida da República 41, 3.º, 1050-187 Lisboa');
  });
});

describe('devset23: a number with its call-cost note', () => {
  it("takes the number after the company's address though a note in brackets follows it", () => {
    const page = read(
      '<main><p>Para apoios à contratação, contacte o IEFP – Serviço de Emprego de Braga, Rua Dr. Francisco Machado Owen 19, 4710-338 Braga, tel. 253 619 800.</p></main>' +
        '<footer><ul><li>Emprego Minho – Trabalho Temporário, Lda.</li><li>Avenida da Liberdade, 540, 4710-249 Braga</li>' +
        '<li>253 275 918 (chamada para a rede fixa nacional)</li></ul></footer>',
      'https://emprego-minho-braga.pt/',
    );
    expect(page.phones[0]).toBe('253 275 918');
  });
});

describe("a chamber's address under its recognition (devset28)", () => {
  it('reads the chamber and the words that name who recognises the company as another party', () => {
    for (const leadIn of [
      'Prüfungen anerkannt von IHK Osnabrück – Emsland – Grafschaft Bentheim, ',
      'Ausbildung anerkannt von der Handwerkskammer · ',
      'Exams recognised by the awarding body, ',
      'HWK Oldenburg, ',
    ]) {
      expect(introducesAnotherParty(leadIn, 'staplerschule-emsland'), leadIn).toBe(true);
    }
    expect(introducesAnotherParty('Staplerschule Emsland GmbH, ', 'staplerschule-emsland')).toBe(
      false,
    );
  });
});

describe('the maker of what the shop sells (devset29)', () => {
  it('reads "made by" in the seven languages as another party, not "made by us"', () => {
    for (const leadIn of [
      "Prodotto da: Cosmolab Lodi S.r.l., Via dell'Industria 14, 26900 Lodi – tel. ",
      'Hergestellt von Kosmetik Werk Lahr GmbH, ',
      'Manufactured by Pennine Textiles Ltd, ',
      'Fabriqué par Savonnerie du Lot, ',
    ]) {
      expect(introducesAnotherParty(leadIn, 'trucco-brera'), leadIn).toBe(true);
    }
    expect(introducesAnotherParty('Prodotto da noi a Milano, ', 'trucco-brera')).toBe(false);
  });
});

describe('dispute bodies, memberships and a fraud warning (devset29)', () => {
  it('reads them as introducing another party', () => {
    for (const leadIn of [
      'Livro de Reclamações Eletrónico Resolução alternativa de litígios Centro de Arbitragem de Conflitos de Consumo de Lisboa, ',
      'Lid van ANVR en SGR sinds 1998: Stichting Garantiefonds Reisgelden, ',
      'Member of the Guild of Master Craftsmen, ',
      'Beware of fraud! We are NOT associated with ',
    ]) {
      expect(introducesAnotherParty(leadIn, 'trapper-fietsreizen'), leadIn).toBe(true);
    }
  });

  it("takes the company's own mailbox, not the one a fraud warning names", () => {
    const page = read(
      `<p>Beware of fraud! Some people are using our name. We are NOT associated with shiftingsahib.packers@gmail.com.</p>
       <footer><p>Shifting Sahib Packers &amp; Movers · care@shiftingsahib.co.in</p></footer>`,
      'https://shiftingsahib.co.in/',
    );
    expect(page.emails[0]).toBe('care@shiftingsahib.co.in');
    expect(page.emails).not.toContain('shiftingsahib.packers@gmail.com');
  });
});

describe("an insurer's and a shopping centre's lines (devset30)", () => {
  it('reads the insurer and the car park as another party', () => {
    for (const leadIn of [
      'Transportschäden melden Sie bitte direkt unserem Versicherer: Hanseatische Assekuranz, Tel. ',
      'Garantie insolvabilité et assurance annulation par AssurVoyage Luxembourg (',
      'Centro Comercial Oviedo Administración y parqueaderos: PBX ',
      // The liability insurer a trade must name (devset40).
      'Assurance décennale : SMABTP, ',
      'Berufshaftpflichtversicherung: HDI Versicherung AG, ',
      'Professional indemnity insurance: Hiscox, ',
      // The building's front desk.
      'Edifício Batel Office, 7º andar (recepção do prédio: ',
      'Torre Norte, planta 3 (recepción del edificio: ',
      'Suite 400 (building reception: ',
    ]) {
      expect(introducesAnotherParty(leadIn, 'spedition-harms'), leadIn).toBe(true);
    }
  });

  it("takes the company's phone, not the building's front desk beside its floor (devset40)", () => {
    const page = read(
      `<p>Café com Inglês – Escola de Idiomas</p><p>Rua Comendador Araújo, 510, Curitiba - PR, Edifício Batel Office, 7º andar (recepção do prédio: (41) 3019-4400)</p><p>Telefone: (41) 3023-5567</p>`,
      'https://cafecomingles.com.br/',
    );
    expect(page.phones[0]).toBe('(41) 3023-5567');
  });

  it("does not take the liability insurer's address a trade must name (devset40)", () => {
    const page = read(
      `<p>Plomberie Martineau, plombier chauffagiste à Nantes.</p>
       <p>Assurance décennale : SMABTP, 8 rue Louis Armand, 75015 Paris – contrat n° 0451 227 8.</p>`,
      'https://plomberie-martineau.fr/',
    );
    expect(page.addressText ?? '').not.toContain('Louis Armand');
  });

  it("leaves an insurer's mailbox whose domain only resembles the site's", () => {
    const page = read(
      `<p>Voyages Moselle est une agence de voyages à Remich. Garantie insolvabilité et assurance annulation par AssurVoyage Luxembourg (<a href="mailto:sinistres@assurvoyage.lu">sinistres@assurvoyage.lu</a>).</p>
       <footer><p>Voyages Moselle S.à r.l. · <a href="mailto:info@voyagesmoselle.lu">info@voyagesmoselle.lu</a></p></footer>`,
      'https://voyagesmoselle.lu/',
    );
    expect(page.emails[0]).toBe('info@voyagesmoselle.lu');
    expect(page.emails).not.toContain('sinistres@assurvoyage.lu');
  });
});
