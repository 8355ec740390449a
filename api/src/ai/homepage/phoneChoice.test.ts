import { describe, expect, it } from 'vitest';
import { factsFromHomepage } from '../contacts.ts';
import { extractFacts } from './extractFacts.ts';

/** The phone and address the profile takes from a page of `host`. */
const contactsOf = (host: string, body: string) => {
  const facts = factsFromHomepage(
    extractFacts(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, {
      url: `https://${host}/`,
      truncated: false,
    }),
    host,
  );
  return { phone: facts.phone, address: facts.address };
};

describe('the company’s phone among others on its page', () => {
  it('reads side-by-side inline elements as separate values', () => {
    expect(
      contactsOf(
        'zahnarzt-kallweit.de',
        '<main><p>Außerhalb der Sprechzeiten: zahnärztlicher Notdienst Kiel 0431 2 60 93 33.</p></main><footer><div class="elementor-icon-list"><span>Kanalstraße 7, 24159 Kiel</span><span>Telefon: 0431 36 28 40</span><span>praxis@zahnarzt-kallweit.de</span></div></footer>',
      ),
    ).toEqual({ phone: '0431 36 28 40', address: 'Kanalstraße 7, 24159 Kiel' });
  });

  it('takes a labelled number in the paragraph after the company’s address as its own', () => {
    expect(
      contactsOf(
        'schuetzengilde-wellingholzhausen.de',
        '<main><p>Das Schützenfest findet im Juli statt. Festzelt-Bewirtung: Partyservice Düsterhus, Tel. 05429 9 40 12.</p></main><aside><h3>Kontakt</h3><p><strong>Anschrift:</strong> Schützenweg 9, 49326 Melle</p><p><strong>Tel.:</strong> <a href="tel:054293381">05429 33 81</a></p></aside>',
      ).phone,
    ).toBe('05429 33 81');
  });

  it('takes the line at the company’s address before a namesake’s at another', () => {
    expect(
      contactsOf(
        'deoudeapotheek-ootmarsum.nl',
        '<main><p>Wij zijn géén apotheek. Voor medicijnen: Apotheek Ootmarsum, Stobbenkamp 4, 7631 CP Ootmarsum, telefoon 0541 291 540.</p><h2>Contact</h2><p>B&amp;B De Oude Apotheek · Markt 9, 7631 BW Ootmarsum<br>06 41 92 83 17 · <a href="mailto:slapen@deoudeapotheek-ootmarsum.nl">slapen@deoudeapotheek-ootmarsum.nl</a></p></main>',
      ),
    ).toEqual({ phone: '06 41 92 83 17', address: 'Markt 9, 7631 BW Ootmarsum' });
  });

  it('does not take an out-of-hours service’s number', () => {
    expect(
      contactsOf(
        'zahnarzt-kallweit.de',
        '<main><p>Außerhalb der Sprechzeiten: zahnärztlicher Notdienst Kiel, Tel. 0431 2 60 93 33.</p></main>',
      ).phone,
    ).toBeNull();
  });

  it('takes no line of a cookie box’s vendor', () => {
    expect(
      contactsOf(
        'cabinet-infirmier-des-tilleuls.fr',
        '<div class="cookie-notice" role="region"><p>Vos choix en matière de cookies.</p><p>Consentia SAS – 40 rue du Louvre, 75001 Paris – Tél. 01 42 60 18 22</p></div>',
      ),
    ).toEqual({ phone: null, address: null });
  });

  it('takes no line of an office that issued a permit, a supervisor, a franchisor, a restaurant to book or a pick-up point', () => {
    for (const [host, body] of [
      [
        'hundeschule-pfotenwerk.de',
        '<main><p>Erlaubnis nach § 11 TierSchG, erteilt vom Fachdienst Veterinärwesen des Landkreises Marburg-Biedenkopf (Tel. 06421 405-61 30).</p></main>',
      ],
      [
        'bso-de-speeltuin-leiden.nl',
        '<main><p>Wij vallen onder toezicht van de GGD Hollands Midden, telefoon 088 308 30 00.</p></main>',
      ],
      [
        'dierenspeciaalzaak-het-baasje.nl',
        '<main><p>Wij zijn een franchisevestiging van Dierplezier B.V., Industrieweg 40, 3401 MA IJsselstein, 030 687 22 00.</p></main>',
      ],
      [
        'kwekerij-de-polderhoeve.nl',
        '<main><p>Onze tomaten eet u ook in Amsterdam. Reserveren bij restaurant Vlaming: 020 624 18 30</p></main>',
      ],
      [
        'fromagerie-des-aravis.fr',
        "<main><p>Point de retrait : Tabac-Presse du Lac, 8 place de l'Hôtel de Ville, 74230 Thônes, tél. 04 50 02 11 23.</p></main>",
      ],
    ]) {
      expect(contactsOf(host ?? '', body ?? ''), host).toEqual({ phone: null, address: null });
    }
  });
});

describe('the company’s address on a WordPress front page', () => {
  it('reads the contact card under a free-mail box named after the company', () => {
    expect(
      contactsOf(
        'auto-ecole-lacroix-nimes.fr',
        '<article class="post-12 page type-page status-publish hentry"><div class="entry-content"><p>Examen du code : centre agréé La Poste, 1 boulevard Gambetta, 30000 Nîmes.</p><h2>Nous trouver</h2><p>22 avenue Jean-Jaurès<br>30900 Nîmes<br>04 66 21 38 94<br>autoecole.lacroix@orange.fr</p></div></article>',
      ).address,
    ).toBe('22 avenue Jean-Jaurès, 30900 Nîmes');
  });
});

describe("the paragraph of lines after the company's address", () => {
  it("takes its labelled number before an institution's listed above", () => {
    expect(
      contactsOf(
        'markusgemeinde-hannover.de',
        '<main><h3>Einrichtungen der Gemeinde</h3><ul><li>Kita Markusnest, Oskar-Winter-Str. 1, Tel. 0511 / 69 44 81</li></ul></main>' +
          '<aside><h3>Gemeindebüro</h3><p>Hohenzollernstraße 52<br>30161 Hannover</p><p>Di und Do 9–12 Uhr<br>Tel. 0511 / 31 73 04<br>kg.markus.hannover@evlka.de</p></aside>',
      ),
    ).toEqual({ phone: '0511 / 31 73 04', address: 'Hohenzollernstraße 52, 30161 Hannover' });
  });
});

describe("a line of the paragraph that carries the company's mailbox", () => {
  it("is the company's, before a court's line in a sentence above", () => {
    expect(
      contactsOf(
        'traduzioni-brenni.ch',
        '<main><p>Gli atti vanno consegnati alla cancelleria della Pretura di Lugano, Via Pretorio 16, 6900 Lugano, tel. 091 815 53 11: non possiamo depositarli per conto dei clienti.</p>' +
          '<h2>Contatto</h2><p>Studio Brenni Traduzioni Sagl<br>Casella postale 5128<br>6901 Lugano<br>Telefono 091 922 47 18<br>E-mail: studio [at] traduzioni-brenni [dot] ch</p></main>',
      ).phone,
    ).toBe('091 922 47 18');
  });

  it('takes a number after "Call" there, not a moved practice\'s number above', () => {
    expect(
      contactsOf(
        'thedentistbarbers.ie',
        "<main><p>Dr Moran's dental practice that used to be upstairs has moved: Smile Dental, 41 Rathmines Road Upper, Dublin 6, phone 01 496 2218.</p>" +
          '<h2>Visit the surgery</h2><p>112 Rathmines Road Lower, Dublin 6, D06 K2X7<br>Call 01 497 3305 or book online.<br>Email: chair@thedentistbarbers.ie</p></main>',
      ),
    ).toEqual({ phone: '01 497 3305', address: '112 Rathmines Road Lower, Dublin 6, D06 K2X7' });
  });
});

describe('a number in a table of opening hours (devset21)', () => {
  it("reads its row's first cell as its label, not the bus timetable's line below", () => {
    expect(
      contactsOf(
        'grotto-ul-sasso.ch',
        '<main><section><h2>Orari</h2><table><tr><td>Domenica</td><td>11.30 – 17.00</td></tr><tr><td>Prenotazioni</td><td>091 646 38 12</td></tr></table></section>' +
          '<section><h2>Dove siamo</h2><p>Via ai Grotti 7, 6850 Mendrisio – 10 minuti dalla stazione. Autopostale linea 523, orari: 0848 214 214.</p></section></main>',
      ).phone,
    ).toBe('091 646 38 12');
  });
});
