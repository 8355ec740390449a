import { describe, expect, it } from 'vitest';
import { foundingYearsInText } from './foundingYears.ts';

describe('founding years said with a founder', () => {
  it('reads who founded the company and when, in the seven languages', () => {
    for (const [text, year] of [
      ['Marie Boulanger a fondé le cabinet en 2012.', 2012],
      ['Des apprentis boulangers ont fondé le club en 1961.', 1961],
      ['Dr Ellis founded the practice in 2008.', 2008],
      ['Hans Ostermann gründete 1978 die Werkstatt.', 1978],
      ['Mi abuelo fundó la empresa en 1948.', 1948],
      ['Os ferroviários fundaram o clube em 1931.', 1931],
      ['Giulia Neri ha fondato lo studio nel 2001.', 2001],
      ['Dad started the oil business in 1981 with one tanker.', 1981],
      ['Started in 2011 by two lifeguards with four boats.', 2011],
      ['Hockeyclub De Zwaluwen is opgericht op 1 september 1931.', 1931],
      ['Die Genossenschaft wurde gegründet am 1. März 1952.', 1952],
      ['Fundada el 2 de mayo de 1960 en Logroño.', 1960],
    ] as const) {
      expect(foundingYearsInText(text), text).toEqual([year]);
    }
  });

  it('does not date the company by a register entry, however long its name', () => {
    expect(
      foundingYearsInText(
        "Iscritta all'Albo dell'Ordine degli Psicologi del Piemonte n. 8214 dal 2012.",
      ),
    ).toEqual([]);
    expect(
      foundingYearsInText(
        "Iscritto all'Ordine degli Avvocati di Milano dal 2005. Studio fondato nel 2009.",
      ),
    ).toEqual([2009]);
  });

  it('does not date the company by its registration with a regulator (devset20)', () => {
    expect(
      foundingYearsInText(
        'Wisselkantoor Leidseplein B.V. is sinds 2011 als wisselinstelling geregistreerd bij De Nederlandsche Bank.',
        'geldwissel-leidseplein.nl',
      ),
    ).toEqual([]);
  });
});

describe("a founder's story", () => {
  it('reads the founding named in it, not the years of the founder or an earlier employer', () => {
    const cases: Array<[string, string, number[]]> = [
      [
        'Anna Reid (born 1975) spent ten years at a Staffordshire pottery founded in 1809 before opening Cobblestone in 2012.',
        'cobblestone-pottery.co.uk',
        [2012],
      ],
      [
        'Hélène Ferrand, née en 1968, a travaillé chez un grand cabinet lyonnais fondé en 1920 avant de créer Ferrand Expertise en 2003.',
        'ferrand-expertise.fr',
        [2003],
      ],
      [
        'Notre fondatrice a appris le métier chez un fleuriste lausannois fondé en 1911. Boutique ouverte en 1996.',
        'orchidee.ch',
        [1996],
      ],
      ['Gegründet hat Ulrich Vogt die Kanzlei 1994.', 'vogt-partner.de', [1994]],
      ['Bodegas Hermanos Requena nació en 1998.', 'bodegas-hermanos-requena.es', [1998]],
      ['Vicente Requena nació en 1950.', 'bodegas-hermanos-requena.es', []],
      ['Dirk Koster (°1972) startte de zaak in 1998.', 'koster.be', [1998]],
      ['Libreria indipendente aperta nel 2019.', 'gabbiano.it', [2019]],
      // A second or new shop's opening is a branch's, not the founding.
      ['Seit 1990 backen wir. Our second shop opened in 2019.', 'kestrel.de', [1990]],
      ['Notre nouvelle boutique ouverte en 2021.', 'kestrel.fr', []],
      ['Founder Priya Nair started BrightPath in 2013.', 'brightpath.ca', [2013]],
      [
        'The cinema first opened its doors in 1936; our church has met here since 2011.',
        'gracecity.org',
        [2011],
      ],
      ["Les maquilleurs de l'Opéra viennent chez nous depuis 1983.", 'fard.fr', [1983]],
      // A company named "Chez …" is no employer; Catalan dates with "des de".
      ['Chez Lulu, depuis 1987', 'casse-croute-chez-lulu.ca', [1987]],
      ['Som una gestoria familiar des de 1972.', 'gestoria-puig.es', [1972]],
    ];
    for (const [text, host, years] of cases)
      expect(foundingYearsInText(text, host), text).toEqual(years);
  });
});

describe('a status held since a year', () => {
  it('is not a founding: a legal form, a dealership, a certificate, an operator', () => {
    for (const text of [
      'Seit 2022 sind wir eine Partnerschaftsgesellschaft.',
      'Seit 2019 sind wir Mazda-Vertragshändler.',
      'Desde 2017 somos assistência autorizada.',
      'Seit 2008 ist unser Laden Bioland-zertifiziert.',
      'Unsere Werkstatt ist seit 2012 PEFC-zertifiziert.',
      'Convenzionati con il Servizio Sanitario dal 2007.',
      'Unser Träger: Träger der Kita ist die Kinderwelt Sachsen gGmbH, seit 1991 Trägerin von Kitas.',
      'Nos colorations viennent de la maison Phytoliance, fondée en 1932.',
    ]) {
      expect(foundingYearsInText(text, 'kestrel.de'), text).toEqual([]);
    }
    // "Your partner" is a slogan, not a partnership.
    expect(
      foundingYearsInText(
        'Autohaus Kestrel – Ihr Partner in Regensburg Familienbetrieb seit 1972.',
        'kestrel.de',
      ),
    ).toEqual([1972]);
  });
});

describe('years that date a rule', () => {
  it('does not take the year a law or an obligation began', () => {
    for (const text of [
      'Since 2016 every dog in England must be microchipped and registered.',
      'Seit 2023 ist die E-Rechnung für Unternehmen Pflicht.',
      'Depuis 2020, la loi impose un diagnostic avant toute vente.',
      'Desde 2019 es obligatorio pasar la inspección cada dos años.',
      'Sinds 2021 is een energielabel verplicht bij verkoop.',
    ]) {
      expect(foundingYearsInText(text), text).toEqual([]);
    }
    expect(foundingYearsInText('Since 2016 we have chipped every dog that walks in.')).toEqual([
      2016,
    ]);
  });
});

describe('whose founding a year is', () => {
  it('does not take another party’s founding told in an aside', () => {
    for (const text of [
      "Our pork comes from Whitmore's Farm (founded 1898), twelve miles up the road.",
      'Hearing aids from Phonak, the Swiss maker founded in 1947.',
      'Botox® is a registered trademark of Allergan, a company founded in 1948.',
      "Notre cacao vient d'une coopérative de Piura, au Pérou, fondée en 1997.",
      'Seit 2002 bin ich Mitglied im Magischen Zirkel, der 1912 gegründet wurde.',
      'O Sporting Clube de Tomar, fundado em 1932, venceu o Vialonga por 2-1.',
      "Our yarn is spun by Laxton's mill in Yorkshire, spinning since 1887.",
    ]) {
      expect(foundingYearsInText(text, 'kestrel-bakery.co.uk'), text).toEqual([]);
    }
  });

  it('still takes the company’s own founding told in an aside', () => {
    expect(
      foundingYearsInText('Bäckerei Lindner, gegründet 1987.', 'baeckerei-lindner.de'),
    ).toEqual([1987]);
    expect(
      foundingYearsInText('Familiebedrijf uit Amersfoort, opgericht in 1979.', 'vandijk.nl'),
    ).toEqual([1979]);
    expect(
      foundingYearsInText('Viticultores desde 1890, bodega fundada en 1964.', 'bodegas-ruiz.es'),
    ).toEqual([1964, 1890]);
    expect(
      foundingYearsInText(
        'Full livery, twelve stables Established in 1994 by Ruth Yeo.',
        'yard.uk',
      ),
    ).toEqual([1994]);
    expect(
      foundingYearsInText(
        'An independent publisher of nature writing, founded by Ruth Okafor in 1994.',
        'lantern-press.co.uk',
      ),
    ).toEqual([1994]);
  });

  it('does not take a person’s, a membership’s or a presence’s year', () => {
    for (const text of [
      'Dr. Frauke Kallweit segelt selbst seit 1989 Jollen.',
      'Mr. Anne van Leeuwen is notaris sinds 1998.',
      'El abuelo Fermín fue ebanista en Lekunberri desde 1935.',
      'Élodie est titulaire du BP coiffure depuis 2006.',
      'Als Steuerberater sind wir seit 2004 Mitglied der Steuerberaterkammer.',
      'Members of ABTA since 2001.',
      'Since 2019 on Instagram as @harbourside.kayaks.',
      'Unsere Lagerhalle in Garching ist seit 2017 in Betrieb.',
      '100 % renewable electricity, 38 % less carbon per loaf since 2021.',
      'Certificazione ISO 14001 dal 2015.',
      'Tomaten en kruiden uit de kas, Skal-biologisch sinds 2001.',
      'Unsere Reben werden ökologisch seit 1990 bewirtschaftet.',
      'Les gorges sont une réserve naturelle créée en 1980.',
      'Wir stellen jedes Jahr auf dem Festival seit 1976 aus.',
    ]) {
      expect(foundingYearsInText(text, 'kestrel-bakery.co.uk'), text).toEqual([]);
    }
    expect(foundingYearsInText('Fundada en 1996, miembro de la asociación.')).toEqual([1996]);
    // A company's own since-year aside, and a museum's on the museum's own site, stay.
    expect(
      foundingYearsInText('Handmade fudge from Cornwall, since 1985.', 'kestrel.co.uk'),
    ).toEqual([1985]);
    expect(foundingYearsInText('Musée ouvert depuis 1997', 'musee-imprimerie-nontron.fr')).toEqual([
      1997,
    ]);
  });
});

describe('founding told as an opening, in the company’s own voice', () => {
  it('reads the doors opened, the first store and "our founding"', () => {
    expect(foundingYearsInText('Abrimos as portas em 2014, numa antiga tipografia.')).toEqual([
      2014,
    ]);
    expect(foundingYearsInText('We opened our first store here in 2015.')).toEqual([2015]);
    expect(foundingYearsInText('Cedar Hollow opened our doors in 2001 in a feed mill.')).toEqual([
      2001,
    ]);
    expect(foundingYearsInText('Bassins et cascades depuis notre fondation en 2003.')).toEqual([
      2003,
    ]);
    expect(
      foundingYearsInText('Camille et Yannick ont ouvert le Bistrot des Halles en 2011.'),
    ).toEqual([2011]);
    // A second shop is not the company's beginning.
    expect(foundingYearsInText('We opened our second shop in 2019.')).toEqual([]);
  });

  it('reads the openings devset40 wrote, not a former business on the premises', () => {
    for (const [text, year, host] of [
      ['Michael Brennan opened the doors in 1923.', 1923, undefined],
      ['La maestra Rosario abrió las puertas de Allegro en 1996, con dos pianos.', 1996, undefined],
      ['A Camila e o Rafael abriram as portas do Hotelzinho em 2013.', 2013, undefined],
      ['Abrimos el taller en Almagro en 1996, en el fondo de una casa.', 1996, undefined],
      ['Montamos el estudio en 1999 en un antiguo almacén.', 1999, undefined],
      [
        'Green Valley has nurtured young minds since its inception in 1999.',
        1999,
        'greenvalleyschool.in',
      ],
      ['La bibliothèque a ouvert ses portes en 1967.', 1967, undefined],
      ['A livraria abriu ao público em 2003.', 2003, undefined],
      [
        '1991 als Zwei-Mann-Betrieb in einer Garage gestartet, beschäftigt Förderwerk 40.',
        1991,
        undefined,
      ],
      ['Unsere Firmengeschichte beginnt 1971 mit einer Werkstatt.', 1971, undefined],
      ['Nossa história começou em 1993, na cozinha de casa.', 1993, undefined],
      ['Il laboratorio è aperto nel 2007.', 2007, undefined],
      ['La clinica è stata aperta nel 1987.', 1987, undefined],
      ['La Clinica Veterinaria San Rocco è stata aperta nel 1987.', 1987, 'clinica-sanrocco.it'],
      ['O Museu da Rádio abriu ao público em 2003.', 2003, 'museudaradio.pt'],
      ['Het Blad ontstond in 2008, in Gent.', 2008, 'hetblad.be'],
      ['Our first shop opened its doors in the spring of 2017.', 2017, undefined],
      ['Em 1998, a família Nakamura abriu o primeiro balcão de temaki.', 1998, undefined],
      ['Es de Chela Orozco, que en 2006 abrió su taller de carpintería.', 2006, 'donachela.mx'],
    ] as const) {
      expect(foundingYearsInText(text, host), text).toEqual([year]);
    }
    // Another business told by its name is the premises' past, not the site's beginning.
    for (const text of [
      'La boulangerie Vernay a ouvert ses portes en 1923 et cuit son dernier pain en 2008.',
      'La Farmacia Rossi è stata aperta nel 1890.',
      'Bakkerij Smit bestaat honderd jaar. Het bedrijf begon in 1925 in Harderwijk.',
      'Aquí se forjaba el hierro. En 1902 los hermanos Aguirre abrieron una herrería.',
      'En 1992 Rufina Ortega abrió un pequeño asador en el barrio de Ruzafa, en Valencia.',
    ]) {
      expect(foundingYearsInText(text, 'lepetrin-coworking.fr'), text).toEqual([]);
    }
  });
});

describe('what else a since-year dates', () => {
  it('is not an affiliation, a mark, a network, an authorisation, prices or a possibility', () => {
    for (const text of [
      'Aangesloten bij de Vlaamse Ruitersbond vzw sinds 1998.',
      'Unsere Kurse sind seit 2022 vom Interverband für Rettungswesen (IVR) anerkannt.',
      'Guide certificate FICK dal 2019.',
      'Tariffe valide dal 2025.',
      'VSR-keurmerk sinds 2017.',
      'Label Gîtes de France 3 épis depuis 2014.',
      'Seit 2015 ist auch die Online-Zulassung (i-Kfz) möglich.',
      'Wij zijn een vestiging binnen het landelijke KlusNet-netwerk (sinds 2004).',
      'Autorização ANP desde 2012.',
      'Geboren 1971 in Hallein, seit 2005 staatlich befugter und beeideter Ziviltechniker.',
      'Sinds 2018 breien onze klanten mutsjes voor de couveuse-afdeling.',
      'Proud kit sponsor of the Woodstock Netball Club since 2022.',
      'Hauptsponsor des TSV Neckarau seit 1998.',
      "L'oleificio dei Mancini ha macinato olive dal 1878 fino all'ultima raccolta.",
      "Une quincaillerie depuis 1950 jusqu'à sa fermeture.",
    ]) {
      expect(foundingYearsInText(text), text).toEqual([]);
    }
    expect(foundingYearsInText('Wir sind seit 1987 für Sie da.')).toEqual([1987]);
    // A period run on to today is the company's own.
    expect(foundingYearsInText('Macinamo olive dal 1878 fino ad oggi.')).toEqual([1878]);
    expect(foundingYearsInText('Wir backen seit 1962 bis heute.')).toEqual([1962]);
    // A menu's "Sponsoren" before the club's own tagline sponsors nothing.
    expect(
      foundingYearsInText('Festzelt Sponsoren Downloads Ins Schwarze treffen – seit 1848'),
    ).toEqual([1848]);
  });
});

describe("another party's year in the company's sentence (devset20)", () => {
  it.each([
    [
      'Wir sind autorisierter Fachhändler der Dentaris-Werke, gegründet 1898.',
      'behandlungseinheiten-ruehl.de',
    ],
    ['Trabajamos los acrílicos Pampa (marca fundada en 1952), óleos importados.', 'ceibo.com.ar'],
    [
      'delle Edizioni Ceresio (casa editrice fondata nel 1952), insieme a romanzi.',
      'libreria-il-portico.ch',
    ],
    ['aangevuld met de stoelen van het huis Fratelli Colombo (sinds 1962).', 'desmet.be'],
    ['u. a. von Velora – der Marke, die seit 1898 in Bielefeld Fahrräder baut.', 'cafe-zahnrad.de'],
    ['Unsere Hausmarke spinnt seit 1921 im Emmental.', 'wollstube-emmental.ch'],
    [
      'Our founder Karen Oduya has worked in hospital cleaning since 1996.',
      'wardbright-cleaning.co.uk',
    ],
    ['Don Ramiro Ocampo es carpintero desde 1979.', 'carpinteria-los-abedules.mx'],
    [
      'A nossa banca na Feira Orgânica do Passeio Público, que acontece desde 2011.',
      'hortifruti-quintal-curitiba.com.br',
    ],
  ])('"%s" dates no founding of %s', (text, host) => {
    expect(foundingYearsInText(text, host)).toEqual([]);
  });

  it("keeps the company's own year in the same shapes", () => {
    expect(foundingYearsInText('Möbel von Desmet (sinds 1962).', 'desmet.be')).toEqual([1962]);
    expect(
      foundingYearsInText('Die Marke Velora baut seit 1898 Fahrräder.', 'velora-bielefeld.de'),
    ).toEqual([1898]);
    expect(foundingYearsInText('Fahrradladen und Werkstatt seit 2009.', 'cafe-zahnrad.de')).toEqual(
      [2009],
    );
  });
});

describe('histories with many years (devset21)', () => {
  it("reads the founding among a group's, a generation's and a parent's years", () => {
    const cases: Array<[string, string, number[]]> = [
      [
        'Olivane est une marque du Groupe Sudessences, acteur de la cosmétique provençale depuis 1978.',
        'maison-olivane.fr',
        [],
      ],
      [
        'Sus hijos Mario y Aldo fundaron Bertolini Hermanos en 1958.',
        'bertolinihnos.com.ar',
        [1958],
      ],
      ['Y desde 2020 la tercera generación dirige la empresa.', 'bertolinihnos.com.ar', []],
      ['Sinds 1936 – inmiddels de vierde generatie Ter Horst.', 'meubelhuis-ter-horst.nl', [1936]],
      [
        'Don Jesús aprendió el oficio de su padre, que vendía barbacoa en el tianguis desde 1962.',
        'donchuy-guadalajara.mx',
        [],
      ],
      [
        'Don Chuy Inicio Menú Tacos para llevar Desde 1986 preparamos barbacoa.',
        'donchuy-guadalajara.mx',
        [1986],
      ],
    ];
    for (const [text, host, years] of cases) {
      expect(foundingYearsInText(text, host), text).toEqual(years);
    }
  });

  it('reads an opening told with the year first, before a professional’s own years', () => {
    expect(
      foundingYearsInText(
        'Sono Chiara Marchetti, ostetrica dal 2009; nel 2017 ho aperto il mio studio in Via Mazzini.',
        'studiomarchetti-bologna.it',
      )[0],
    ).toBe(2017);
  });
});

describe('a since-year that dates a change, not the company (devset22)', () => {
  it.each([
    // A new owner or manager.
    ["Sous la direction de Mélanie Renard depuis 2019, l'équipe travaille avec Thalgo."],
    ['Under new ownership since 2021: Priya Nand took over the clinic from its founder.'],
    ['Dal 2017 è gestita da Stella Gaming S.r.l., che ha rinnovato la sala.'],
    ['Dal 2018 la farmacia è gestita dalla dott.ssa Chiara Bertolini.'],
    ['Seit 2019 unter neuer Führung.'],
    // A registration, an accreditation, a certificate, a specialism, a tax status.
    ['La chatterie est enregistrée auprès de la TICA depuis 2008.'],
    ['Siamo un nido accreditato dal Comune di Torino dal 2012.'],
    ['Tous nos véhicules sont homologués VASP depuis 2017.'],
    ['Zertifizierter Entsorgungsfachbetrieb seit 2003, 14 Lkw.'],
    ['Die Hochschule ist seit 2009 eine staatlich anerkannte Hochschule.'],
    ['In bibliotheken zijn we gespecialiseerd sinds 1998.'],
    ['Desde 2016 somos entidad exenta ante ARCA.'],
    ['Sinds 2020 zijn wij Google Premier Partner.'],
    // A move, and the place's past.
    ['Seit 2011 finden Sie uns im neuen Büro am Stadtplatz.'],
    ['Desde 2019 atendemos en nuestro local de la Avenida Argentina.'],
    ['Desde 1938 en esta esquina hubo una botica.'],
    ['Desde 2020 tenemos showroom propio en El Poblado.'],
  ])('"%s" gives none', (text) => {
    expect(foundingYearsInText(text)).toEqual([]);
  });

  it('keeps the company’s own year in the same shapes', () => {
    for (const [text, year] of [
      ['Seit 1990 sind wir Ihr Partner für Fliesen.', 1990],
      ['Since 1987, owned and run by the Miller family.', 1987],
      ['Abrimos la cantina en 2016.', 2016],
    ] as const) {
      expect(foundingYearsInText(text), text).toEqual([year]);
    }
  });

  it('reads a company born in a year, named by one word of its site', () => {
    for (const [text, host, years] of [
      ['Amapola nació en 2012 en un taller de costura.', 'novias-amapola.com.co', [2012]],
      ['Luz Marina nació en 1961 en Laureles.', 'novias-amapola.com.co', []],
    ] as const) {
      expect(foundingYearsInText(text, host), text).toEqual(years);
    }
  });
});

describe('founding told in more shapes (devset22)', () => {
  it('reads the opening, the founding and the birth in the seven languages', () => {
    for (const [text, host, year] of [
      ['Wir sind seit der Gründung 2014 am selben Ort.', undefined, 2014],
      ['We opened our doors as The Dentist in 2017.', undefined, 2017],
      ['When we opened the gym here in 2018 we kept the name.', undefined, 2018],
      ['After years of restoration we opened it as Hotel Chandra Haveli in 2006.', undefined, 2006],
      ['In 2013 ben ik mijn eigen praktijk gestart.', undefined, 2013],
      ['Het Streekarchief is in 1986 opgericht als gemeenschappelijke regeling.', undefined, 1986],
      ['Marc Moreau a fondé l’atelier en 1991.', undefined, 1991],
      ['Jean Weber a ouvert la menuiserie en 2003.', undefined, 2003],
      ['Elle a ouvert la clinique Terre & Tête en 2019.', undefined, 2019],
      ['La fundación nació en 2007.', undefined, 2007],
      ['Criámos a Cozinha Usada em 2018.', undefined, 2018],
      ['Pádel Turia abrió sus puertas en 2015.', 'padelturia.es', 2015],
    ] as const) {
      expect(foundingYearsInText(text, host), text).toEqual([year]);
    }
  });

  it('leaves a second shop, a building and another party’s doors alone', () => {
    for (const [text, host] of [
      ['Nous avons ouvert la deuxième boutique en 2019.', undefined],
      ['We opened the second studio in 2021.', undefined],
      ['El Mercado Central abrió sus puertas en 1928.', 'padelturia.es'],
    ] as const) {
      expect(foundingYearsInText(text, host), text).toEqual([]);
    }
  });
});

describe('founding told in more shapes, and years that date a law, a birth or new hands (devset23)', () => {
  it('reads an opening of doors, a constitution and a shop opened, past a law', () => {
    for (const [text, year] of [
      [
        'De Wet rijonderricht motorrijtuigen (WRM) regelt sinds 2009 de pas in twee fasen. Hoekstra Instructeursopleidingen bestaat sinds 2005.',
        2005,
      ],
      ['Nossa casa abriu as portas em 2014.', 2014],
      ['A Montado Invest, constituída em 2017, gere um fundo de investimento.', 2017],
      ['The practice opened in 2019.', 2019],
      ['Ernesto abrió este local con la receta de su mamá en 2003.', 2003],
    ] as const) {
      expect(foundingYearsInText(text), text).toEqual([year]);
    }
  });

  it('leaves a law, a recognition, a person’s birth and new hands alone', () => {
    for (const [text, host] of [
      [
        'De Wet rijonderricht motorrijtuigen (WRM) regelt sinds 2009 de pas in twee fasen.',
        undefined,
      ],
      ['Formação de 200 horas reconhecida pela Yoga Alliance desde 2018.', undefined],
      ['Ludovica Sbarbaro, nata nel 1971, insegna astrologia.', 'studioastrologicosbarbaro.it'],
      ['Dal 2016 la gestiamo noi, Marta e Luca Rigoni.', undefined],
    ] as const) {
      expect(foundingYearsInText(text, host), text).toEqual([]);
    }
    // With its article only: "wet rooms" are a trade, "The Law Office" a name, and a firm
    // "nata nel" has its copula; a course run since a year is the company's own year.
    expect(foundingYearsInText('Specialists in wet rooms since 2005.')).toEqual([2005]);
    expect(foundingYearsInText('The Law Office kitchen & bar · est. 2015')).toEqual([2015]);
    expect(foundingYearsInText('Dal 2007 gestiamo corsi per bambini.')).toEqual([2007]);
    expect(foundingYearsInText('Seit 1987 führen wir für Betriebe die Buchhaltung.')).toEqual([
      1987,
    ]);
    expect(foundingYearsInText("L'azienda è nata nel 1990 a Bologna.")).toEqual([1990]);
  });
});

describe('years of an admission, a specialism, and another party founded first (devset24)', () => {
  it('leaves an admission to the bar and a specialist title alone', () => {
    for (const text of [
      'Selin Hartmann ist seit 2013 als Rechtsanwältin zugelassen.',
      'Fachanwältin für Arbeitsrecht seit 2020.',
    ]) {
      expect(foundingYearsInText(text, 'kanzlei-hartmann-koeln.de'), text).toEqual([]);
    }
  });

  it('reads the owner opening the business, in German', () => {
    expect(foundingYearsInText('Sie hat die Kanzlei in Ehrenfeld im Jahr 2017 eröffnet.')).toEqual([
      2017,
    ]);
  });

  it('leaves a founding told first alone when a name that is not the site follows it', () => {
    const association =
      'Fondée en 1999 par des patientes et des soignantes du CHU de Nantes, Ruban Rose Atlantique accompagne les femmes. Notre boutique a ouvert en 2003.';
    expect(foundingYearsInText(association, 'lingerie-dentelle-nantes.fr')).toEqual([2003]);
    // The company itself after its founders, or speaking of itself: its own year.
    expect(
      foundingYearsInText(
        'Fondée en 2003 par Claire Moreau, Dentelle Nantes habille les femmes.',
        'lingerie-dentelle-nantes.fr',
      ),
    ).toEqual([2003]);
    expect(
      foundingYearsInText('Founded in 2004 by two potters, the studio teaches.', 'clayandkiln.com'),
    ).toEqual([2004]);
  });
});

describe("a product's, a belt's and a former business's years (devset25)", () => {
  it('leaves a product in the range, a black belt and a former business’s founding alone', () => {
    for (const [text, host] of [
      [
        'Pellets ENplus-A1 lose oder als Sackware. Seit 2008 im Sortiment.',
        'kessler-brennstoffe.de',
      ],
      [
        'Mestre Rodrigo Almeida, faixa-preta desde 1996, formado pela Gracie Barra.',
        'kaizenbjj.com.br',
      ],
      [
        "Notre boutique occupe l'ancienne Boulangerie Perrin, fondée en 1921, dont nous avons gardé le four.",
        'lefournil-lingerie.fr',
      ],
      [
        'Fundada en 1961 en Bremen por el ingeniero Karl-Heinz Ammermann, Auralink empezó fabricando radios.',
        'guadalnet-telecom.es',
      ],
      [
        'Somos revenda autorizada das ferramentas Tornado, marca alemã fundada em 1936.',
        'ferramentaspedreira.com.br',
      ],
      [
        'Wir führen Continental (gegründet 1871), Semperit, Michelin und Pirelli.',
        'reifen-pichler-linz.at',
      ],
      [
        'Wir schenken Märzen der Brauerei Puntigam aus, gebraut seit 1869, sowie Weine aus Kitzeck.',
        'gasthaus-gruenerbaum-graz.at',
      ],
      ['Jumelage avec Bad Waldheim depuis 1995.', 'mairie-montreuil-des-ajoncs.fr'],
      ['Städtepartnerschaft mit Chalon seit 1962.', 'gemeinde-lindau.de'],
    ] as const) {
      expect(foundingYearsInText(text, host), text).toEqual([]);
    }
    // A brewery's own words about its beer, and a tyre dealer's own founding.
    expect(
      foundingYearsInText('Wir sind die Brauerei Puntigam, gebraut seit 1869.', 'puntigam.at'),
    ).toEqual([1869]);
    expect(
      foundingYearsInText('Reifen Pichler wurde 1993 in Linz gegründet.', 'reifen-pichler-linz.at'),
    ).toEqual([1993]);
    // The company's own shop in its old building, and its own founding after a place.
    expect(
      foundingYearsInText(
        'Seit 1987 sind wir in der alten Schmiede am Markt.',
        'schmiede-huber.de',
      ),
    ).toEqual([1987]);
    expect(
      foundingYearsInText(
        'Fundada en 1998 en Sevilla por Ana Ruiz, Guadalnet conecta empresas.',
        'guadalnet-telecom.es',
      ),
    ).toEqual([1998]);
  });
});

describe("another place's and a customer's years (devset27)", () => {
  const curitiba = {
    companyAddress: 'Rua Mateus Leme, 1142 – São Francisco, Curitiba – PR, 80510-190',
  };

  it("leaves a year told right after a branch's or a group's address alone", () => {
    expect(
      foundingYearsInText(
        'Joinville – filial Rua do Príncipe, 655 – Centro, Joinville – SC, 89201-001 · aberta desde 2017. Tinta & Traço Materiais Artísticos Ltda. · desde 1999',
        'tintaetraco-artes.com.br',
        curitiba,
      ),
    ).toEqual([1999]);
    expect(
      foundingYearsInText(
        'Take-away Amadora Avenida Conde Castro Guimarães 14 B, 2720-122 Amadora · aberto desde 2018',
        'casakizomba-baptista.pt',
        { companyAddress: 'Rua de Angola 27, 1170-021 Lisboa' },
      ),
    ).toEqual([]);
  });

  it("leaves the opening of the company's office in another town alone", () => {
    const zwolle = { companyAddress: 'Assendorperstraat 97, 8012 DG Zwolle' };
    expect(
      foundingYearsInText(
        'Ons kantoor in Deventer is er sinds 2016. Stapsteen bestaat sinds 2009.',
        'stapsteen-reintegratie.nl',
        zwolle,
      ),
    ).toEqual([2009]);
    expect(
      foundingYearsInText(
        'Ons kantoor in Zwolle is er sinds 2009.',
        'stapsteen-reintegratie.nl',
        zwolle,
      ),
    ).toEqual([2009]);
    // A trade's words before a lower-case word are no town: "Negozio di quartiere … Dal 2012".
    expect(
      foundingYearsInText(
        'Il negozio di quartiere per chi ha quattro zampe Dal 2012 a Bologna',
        'zampeecode.it',
        { companyAddress: 'Via Mazzini 12, 40137 Bologna' },
      ),
    ).toEqual([2012]);
  });

  it("keeps a year after the company's own address, even read with words before its street", () => {
    expect(
      foundingYearsInText(
        'Anmelden Brauhaus Kesselring Kesselgasse 5 91054 Erlangen 09131 / 2 06 38 88 Seit 1869 gebraut in Erlangen',
        'brauhaus-kesselring.de',
        { companyAddress: 'Brauhaus Kesselring, Kesselgasse 5, 91054 Erlangen' },
      ),
    ).toEqual([1869]);
    // Without the company's address nothing is told apart.
    expect(
      foundingYearsInText(
        'Take-away Amadora Avenida Conde Castro Guimarães 14 B, 2720-122 Amadora · aberto desde 2018',
        'casakizomba-baptista.pt',
      ),
    ).toEqual([2018]);
  });

  it("leaves a named parent's founding told in the passive alone, not the company's", () => {
    expect(
      foundingYearsInText(
        'Bridger Peak Air Charter is a Summit Aviation Holdings company. Summit Aviation Holdings was founded in 1979 in Salt Lake City.',
        'bridgerpeakair.com',
      ),
    ).toEqual([]);
    expect(
      foundingYearsInText('Bridger Peak Air was founded in 2006.', 'bridgerpeakair.com'),
    ).toEqual([2006]);
    // An article and a noun are the company speaking of itself, a heading run into it too.
    expect(
      foundingYearsInText(
        'Der Verlag wurde 1987 als „Der Friseurmeister“ in Köln gegründet.',
        'salonpraxis-magazin.de',
      ),
    ).toEqual([1987]);
    expect(
      foundingYearsInText(
        'Geschichte Der KAW wurde gegründet 1996 als Eigenbetrieb.',
        'kaw-wesertal.de',
      ),
    ).toEqual([1996]);
  });

  it("leaves a customer's years with the company alone", () => {
    for (const text of [
      'Kwekerij Van der Lugt, trostomaten op 6 ha, klant sinds 2012',
      'Petra M., Stammkundin seit 2009',
      'Hôtel du Lac, client depuis 2015',
      'Bodegas Ruiz, cliente desde 2011',
    ]) {
      expect(foundingYearsInText(text, 'vreugdenhil-kassenergie.nl'), text).toEqual([]);
    }
    expect(
      foundingYearsInText('Sinds 2005 energie voor de glastuinbouw', 'vreugdenhil-kassenergie.nl'),
    ).toEqual([2005]);
  });
});

describe("a group's years and a new owner's (devset28)", () => {
  it('leaves the founding of a group the company joined or belongs to', () => {
    const cases: Array<[string, string, number[]]> = [
      [
        'Lémana Ingénieurs, fondé en 1972. Depuis 2022, Lémana fait partie du groupe Helvesta Engineering, fondé à Zurich en 1921.',
        'ingenierie-structures-lemana.ch',
        [1972],
      ],
      [
        'Bellbird Roastworks is now part of the Southern Cross Hospitality Group. The group, founded in 1987 and based in Sydney, brings us a bigger network.',
        'bellbird-roastworks.com.au',
        [],
      ],
      [
        'In 2023 we joined Harborview Financial, a national wealth firm founded in 1956.',
        'blackthorn-wealth.com',
        [],
      ],
      [
        'Gruppo Arredo Lario S.p.A. Sede legale: Viale Varese 22, 22100 Como · Tel. 031 526 400 · Fondato nel 1978',
        'mobilificio-brianza.it',
        [],
      ],
      ['Noordhoek Media Groep Opgericht in 1899 · Oudegracht 210', 'uitgeverij-boekenhof.nl', []],
    ];
    for (const [text, host, years] of cases) expect(foundingYearsInText(text, host)).toEqual(years);
  });

  it("keeps a group's founding on the group's own site, and the company's founding said before its joining", () => {
    expect(
      foundingYearsInText('Lario Group, founded in 1950, builds kitchens.', 'lario-group.it'),
    ).toEqual([1950]);
    expect(
      foundingYearsInText(
        'Founded in 2011, Freightwire is now part of Meridian Information plc.',
        'freightwire.com',
      ),
    ).toEqual([2011]);
    expect(
      foundingYearsInText(
        'LocaTruck Wallonie loue des camions depuis 1994 et a rejoint FleetOne Rental Group en 2022.',
        'locatruck.be',
      ),
    ).toEqual([1994]);
    expect(
      foundingYearsInText(
        'Van Dijk Sportinventaris bestaat sinds 1972 en is sinds 2021 onderdeel van Nordic Sports Facilities AB.',
        'vandijk-sport.nl',
      ),
    ).toEqual([1972]);
  });

  it('leaves the year a group took over or a new owner came', () => {
    for (const [text, host] of [
      ['Dal 2022 fa parte di Sicurtalia Holding S.p.A.', 'vigilanza-bastioni.it'],
      ['Desde 2023 somos parte de Grupo Dermalia.', 'clinica-alameda.es'],
      [
        'Desde 2023, o residencial é administrado pelo Grupo Vivace Saúde.',
        'residencial-ipe.com.br',
      ],
      ['Sinds 2019 leidt zijn dochter Lotte het bedrijf.', 'horecaglas-vandaele.be'],
      ['Desde 2022 la Barbería tiene nueva dueña, Francisca Rojas.', 'barberia-perruna.cl'],
    ]) {
      expect(foundingYearsInText(text as string, host as string)).toEqual([]);
    }
  });

  it("leaves a client's plant in operation and a licence's year", () => {
    expect(
      foundingYearsInText(
        'Schreinerei Haug, Nagold: neue Filteranlage mit 42.000 m³/h, in Betrieb seit 2022.',
        'absaugtechnik-hobel.de',
      ),
    ).toEqual([]);
    expect(
      foundingYearsInText('Licencia Qualicoat n.º 1142 desde 2011.', 'termolacado-levante.es'),
    ).toEqual([]);
  });

  it("reads Dutch's separable founding verb", () => {
    expect(
      foundingYearsInText(
        'Marc Vandaele richtte de zaak op in 1987. Sinds 2019 leidt zijn dochter Lotte het bedrijf.',
        'horecaglas-vandaele.be',
      ),
    ).toEqual([1987]);
  });
});

describe('years that date something else (devset29)', () => {
  it("leaves a status, a membership, a neighbour's and a building's year", () => {
    for (const [text, host] of [
      ['Dal 2011 siamo certificati UNI EN ISO 9001:2015.', 'pulizie-brianza.it'],
      ['Comprador registado na lota de Matosinhos desde 2003.', 'peixaria-mare.pt'],
      ["Aderiamo al gruppo d'acquisto Expert Italia dal 1999.", 'ferri-elettrodomestici.it'],
      [
        "Luca Tommasi, agronomo, con abilitazione all'uso di prodotti fitosanitari dal 2015.",
        'giardini-adige.it',
      ],
      [
        "Marie-Ève Gauthier, psychologue (permis de l'Ordre des psychologues du Québec depuis 2009).",
        'clinique-terreferme.ca',
      ],
      ['Onze buurman staat met zijn kaaskraam op de markt sinds 1987.', 'bakkerij-vos.nl'],
      ['Het gebouw staat sinds 1999 op de lijst van beschermde monumenten.', 'meubelen-rex.be'],
    ]) {
      expect(foundingYearsInText(text as string, host as string), text).toEqual([]);
    }
  });

  it("leaves a festival's, a maker's, a distributor's brand's and a priced product's year", () => {
    for (const [text, host] of [
      [
        'Uitgelicht Hoyo de Monterrey Epicure No. 2 – sinds 1865 uit de Vuelta Abajo – € 16,40',
        'sigarenhuis-delaet.be',
      ],
      [
        'Lápis Viarco ArtGraf – a fábrica de lápis de São João da Madeira, desde 1907 – 3,20 €',
        'papelaria-tinteiro.pt',
      ],
      [
        'forty-odd gigs between the Galway International Arts Festival (running since 1978) and the pub sessions.',
        'backstage-hearing.ie',
      ],
      ['Trabajamos con escopetas Beretta, fabricante italiano desde 1526.', 'poligono-condores.pe'],
      [
        'Distribuidor autorizado de Pronovias, la casa de Barcelona desde 1922.',
        'novias-alheli.com.co',
      ],
    ]) {
      expect(foundingYearsInText(text as string, host as string), text).toEqual([]);
    }
  });

  it("leaves a named person's role, a founder's father's trade and a closed business", () => {
    for (const [text, host] of [
      [
        'Lead instructor Dana Whitfield has been a Red Seal carpenter since 1996.',
        'cedarandchisel.ca',
      ],
      ["Our founder's father had sold saddlery in Shivajinagar since 1972.", 'kosha-leather.in'],
      [
        'El nombre viene de la carpintería que mi padre fundó en 1961 en esta misma casa y que cerró en 1998.',
        'carpinteria-miraflores.com.pe',
      ],
    ]) {
      expect(foundingYearsInText(text as string, host as string), text).toEqual([]);
    }
    expect(
      foundingYearsInText(
        'Copperfield Motors has been a family garage since 1972.',
        'copperfieldmotors.co.uk',
      ),
    ).toEqual([1972]);
  });

  it('reads the first shop opened and "we started", not the second shop', () => {
    expect(
      foundingYearsInText(
        'Desde que abrimos el primer almacén en 1972 servimos bebidas. En 1998 abrimos el segundo almacén en Paterna.',
        'almacenes-turia.es',
      ),
    ).toEqual([1972]);
    expect(
      foundingYearsInText('We started in 1998 with one cutting table.', 'kosha-leather.in'),
    ).toEqual([1998]);
  });
});

describe("an event's years (devset31)", () => {
  it('leaves a marathon or a carnival dated in a relative clause after its name', () => {
    for (const text of [
      'Somos estudio colaborador del Maratón Valencia, que se corre cada diciembre desde 1981.',
      'Wir stellen jedes Jahr einen Wagen für den Kölner Karneval, der seit 1823 gefeiert wird.',
    ]) {
      expect(foundingYearsInText(text, 'yoga-para-corredores.es'), text).toEqual([]);
    }
    expect(
      foundingYearsInText('Escuela de yoga para corredores desde 2016.', 'yoga-para-corredores.es'),
    ).toEqual([2016]);
  });
});

describe("another party's year beside the company's own (devset32)", () => {
  it("reads no year in a franchisor's block, its name and address between", () => {
    for (const text of [
      'Franchisor Bellamonte Gelato Bellamonte Franchising Ltd. 4 Park Row, Leeds LS1 5HD Tel. 0113 496 0000 Since 1989 bringing Italian ice cream to Britain.',
      'Franquiciante: Helados Bellamonte S.A. de C.V. Av. Juárez 120, Puebla. Desde 1989 llevando el helado artesanal a todo México.',
    ]) {
      expect(foundingYearsInText(text, 'bellamonte-centro.com'), text).toEqual([]);
    }
    // The company speaking after the franchisor's name dates itself.
    expect(
      foundingYearsInText(
        'Franchisor: Bellamonte Franchising Ltd. We opened here in 2012 on Market Street.',
        'bellamonte-york.co.uk',
      ),
    ).toEqual([2012]);
  });

  it("reads no year of the premises' former business, told in the past", () => {
    for (const text of [
      'Dit pand was veertig jaar lang Bakkerij Jansen – sinds 1925 het adres voor roggebrood.',
      "L'immeuble a abrité pendant cinquante ans la Quincaillerie Morel, outillage depuis 1948.",
      'The building housed the Union Bank, trading on this corner since 1902.',
    ]) {
      expect(foundingYearsInText(text, 'bistro-hoek.nl'), text).toEqual([]);
    }
    expect(foundingYearsInText('This building has housed our bakery since 1931.')).toEqual([1931]);
  });

  it('reads a Dutch opening in the company’s voice, its verb first', () => {
    expect(
      foundingYearsInText('Toen de familie stopte, openden wij hier in 2019 ons restaurant.'),
    ).toEqual([2019]);
  });

  it('reads a past activity since a year after the company’s own year, and keeps it alone', () => {
    for (const [text, years] of [
      ['La granja criaba cerdos desde 1920. Hacemos quesos de cabra desde 2001.', [2001, 1920]],
      [
        'Seit 1921 führte Urgroßvater Karl Brandt hier eine Mühle. Seit 2010 backen wir Brot.',
        [2010, 1921],
      ],
      ['Sinds 1925 runde opa Henk hier een smederij. Sinds 2012 maken wij meubels.', [2012, 1925]],
      ['Seit 1921 führte Urgroßvater Karl Brandt hier eine Mühle.', [1921]],
    ] as const) {
      expect(foundingYearsInText(text, 'brandt-holz.de'), text).toEqual(years);
    }
  });

  it('reads a founding whose sentence tells its end after the company’s own', () => {
    expect(
      foundingYearsInText(
        'The mill was founded in 1850 by miller Thomas Hale, and his family ground flour here until the last of them retired in 1962. Our bakery was established in 2009.',
        'millhouse-bakery.co.uk',
      ),
    ).toEqual([2009, 1850]);
  });

  it("reads a club's or a federation's founding after the company's own, not the site's own club's", () => {
    expect(
      foundingYearsInText(
        'Wij fokken Beagles sinds 1998. Beagle Club Nederland, secretariaat Dorpsstraat 4, Ede. De club werd opgericht in 1957.',
        'kennel-hazenveld.nl',
      ),
    ).toEqual([1998, 1957]);
    expect(
      foundingYearsInText(
        'Tennisvereniging De Lobbers Amersfoort. De vereniging werd opgericht in 1957. Sinds 1990 spelen wij op park Randenbroek.',
        'tvdelobbers-amersfoort.nl',
      ),
    ).toEqual([1957, 1990]);
    expect(
      foundingYearsInText(
        'Fédération des Artisans de Bretagne Fondée en 1921, elle défend les métiers du bois. Menuiserie Bretagne Bois fabrique des escaliers depuis 1988.',
        'menuiserie-bretagnebois.fr',
      ),
    ).toEqual([1988, 1921]);
  });
});

describe("the company's own other openings (devset34)", () => {
  it('reads a Dutch founder who began the business by name, not the own room of later', () => {
    expect(
      foundingYearsInText(
        'Marloes de Wit begon Zonnewende in 2013 met twee lessen per week. Sinds 2016 hebben we onze eigen zaal aan de Oudegracht.',
        'yogaschool-zonnewende.nl',
      ),
    ).toEqual([2013, 2016]);
  });

  it('does not date the company by its second shop told with the year first', () => {
    expect(
      foundingYearsInText(
        'Dal 1998 la famiglia Hu porta a Milano i sapori della Cina. Nel 2019 abbiamo aperto il secondo punto vendita a Monza.',
        'emporiooriente.it',
      ),
    ).toEqual([1998]);
    expect(foundingYearsInText('In 2021 we opened a new store in Leeds.')).toEqual([]);
    expect(foundingYearsInText('Nel 2004 abbiamo aperto la bottega in via Roma.')).toEqual([2004]);
  });
});

describe('a menu run into the founding sentence (devset34)', () => {
  it("does not read a menu's 'Devenir membre' as a membership dating the year", () => {
    expect(
      foundingYearsInText(
        'Golf Club des Trois-Chênes Le parcours · Green-fees · Devenir membre · École de golf · Contact Dix-huit trous Fondé en 1971 par un groupe de passionnés lausannois.',
        'golf-trois-chenes.ch',
      ),
    ).toEqual([1971]);
    expect(
      foundingYearsInText('Membre de Swiss Golf depuis 1990.', 'golf-trois-chenes.ch'),
    ).toEqual([]);
  });
});

describe('founding told in the night’s other shapes (devset34)', () => {
  it.each([
    ['Die Ordination wurde 1987 von Dr. Herbert Steiner gegründet.', 'tierarzt-murpark.at', 1987],
    ['Dr Aoife Brennan opened the clinic in 2011 above the pharmacy.', 'ranelaghskin.ie', 2011],
    [
      'Dana Kowalski founded Bright Path in 2010 at her kitchen table.',
      'brightpath-tutoring.com',
      2010,
    ],
    ['Fomos fundados em 1994 por um grupo de paroquianos.', 'casa-abrigo.pt', 1994],
    ['Electro Hogar Martín abrió en 1971 en la calle Delicias.', 'electrohogar-martin.es', 1971],
    ['Acquaviva ha aperto nel 2005 come piccolo centro benessere.', 'acquaviva-dayspa.it', 2005],
  ])('"%s" on %s is %i', (text, site, year) => {
    expect(foundingYearsInText(text, site)).toEqual([year]);
  });

  it('keeps a named opening to the site: another name opening is not the company', () => {
    expect(
      foundingYearsInText('Hotel Bellevue ha aperto nel 1952 sul lago.', 'acquaviva-dayspa.it'),
    ).toEqual([]);
  });
});

describe('words that only look like a status (devset36)', () => {
  it("keeps a firm's founding when its name ends in '& Partner'", () => {
    expect(
      foundingYearsInText(
        'Die Kanzlei Hofer & Partner wurde 1979 von Mag. Herbert Hofer gegründet.',
        'steuerberatung-hofer.at',
      ),
    ).toEqual([1979]);
    expect(foundingYearsInText('Wir sind Partner der Innung seit 1987.', 'x.de')).toEqual([]);
  });

  it("reads a shop's opening whose kind starts with an accented letter ('épicerie')", () => {
    expect(
      foundingYearsInText('Notre épicerie ouverte en 1996 au cœur de Lyon.', 'epicerie-x.fr'),
    ).toEqual([1996]);
  });

  it("reads no copula inside a name with accents ('Hélène' holds 'è')", () => {
    expect(
      foundingYearsInText(
        "L'agence a été créée en 2010 par Hélène Marchais, professeure certifiée de mathématiques.",
        'capreussite-nantes.fr',
      ),
    ).toEqual([2010]);
  });
});

describe("the company's own founding told like another's (devset35)", () => {
  it("reads a site named 'The Old …' as the company, not a former business", () => {
    expect(
      foundingYearsInText(
        'The Old Butchery was established in 2017 by two neighbours. Ana has been vegan since 2008.',
        'oldbutchery-kitchen.co.uk',
      )[0],
    ).toBe(2017);
    expect(
      foundingYearsInText(
        "Notre boutique occupe l'ancienne Boulangerie Perrin, fondée en 1921.",
        'boutique-lila.fr',
      ),
    ).toEqual([]);
  });

  it('reads a founding in the passive with its founders named after a comma as the company’s', () => {
    expect(
      foundingYearsInText(
        'The Old Butchery was established in 2017 by two friends, Ana Costa and Will Hughes.',
        'oldbutchery-kitchen.co.uk',
      ),
    ).toEqual([2017]);
    // Told first, its subject named after the founders: another party.
    expect(
      foundingYearsInText(
        'Nos partenaires. Fondée en 1999 par des soignantes du CHU de Nantes, Ruban Rose Atlantique accompagne les femmes.',
        'atelier-x.fr',
      ),
    ).toEqual([]);
  });
});

describe('a founding told with "created" or a first opening', () => {
  it('reads the passive "created in" in the seven languages', () => {
    expect(
      foundingYearsInText(
        'A freguesia foi criada em 1928, por desanexação da freguesia de Lousada.',
      ),
    ).toEqual([1928]);
    expect(foundingYearsInText('La asociación fue creada en 1990 por vecinos del barrio.')).toEqual(
      [1990],
    );
  });

  it("reads the company's first opening named by the site", () => {
    expect(
      foundingYearsInText(
        'Kumo first opened its doors in 2015 as a twelve-seat counter. Head chef Taro Sato has been cooking since 1996.',
        'kumo-izakaya.com.au',
      )[0],
    ).toBe(2015);
  });
});

describe('founding phrasings from devset37', () => {
  it.each([
    [
      '2009 haben wir unseren kleinen Laden in der Südvorstadt eröffnet, damals mit zwei Regalen.',
      2009,
    ],
    ['Die Kanzlei wurde 1998 von Dr. Franz Wimmer in der Linzer Gasse gegründet.', 1998],
    [
      'Sepp Rainer hat die Skischule 1971 mit zwei Skilehrern und einem Holzschild an der Talstation gegründet.',
      1971,
    ],
    ['Fondées en 2006 par Claire Vidal, les Éditions publient des livres de cuisine.', 2006],
    ['Abbiamo aperto la trattoria nel 2003 nella vecchia sala d’attesa.', 2003],
    ['Il museo ha aperto al pubblico nel 2002, quando la collezione ha trovato casa.', 2002],
    ['A avó Albertina abriu a primeira banca de peixe da família em 1976.', 1976],
    ['We opened our kitchen doors in 2010 with one rule.', 2010],
    ['Her son Georges first opened our doors on Haldon Street in 2009.', 2009],
  ])('reads "%s"', (text, year) => {
    expect(foundingYearsInText(text, 'example-firm.de')[0]).toBe(year);
  });

  it('reads a company named by the site after its year and founders', () => {
    const text =
      'En 1961 sus hijos Aldo y Carlos fundaron Metalúrgica Fontana Hnos. en el viejo taller.';
    expect(foundingYearsInText(text, 'metalurgicafontana.com.ar')).toEqual([1961]);
    expect(foundingYearsInText(text, 'tornos-rosario.com.ar')).toEqual([]);
  });

  it('reads a subject after its article, and an opening after its auxiliary', () => {
    expect(
      foundingYearsInText('La Ruche a ouvert ses portes en 2016.', 'laruche-coworking.ch'),
    ).toEqual([2016]);
    expect(
      foundingYearsInText(
        'A Acolher nasceu em 2016, quando a psicóloga …',
        'clinicaacolher.com.br',
      ),
    ).toEqual([2016]);
    expect(
      foundingYearsInText(
        'Avec Camille, rencontrée au Pérou, il a ouvert Pachamama en 2015.',
        'pachamama-bordeaux.fr',
      ),
    ).toEqual([2015]);
  });

  it('leaves a year that is not the founding alone', () => {
    // The year before a bracketed founding of another firm.
    expect(
      foundingYearsInText(
        'Seit dem 1. Januar 2024 arbeiten die Kanzleien Bergmann & Kollegen (gegründet 1986) und Hoff zusammen.',
        'kanzlei-bergmann.de',
      )[0],
    ).toBe(1986);
    // A training year, then the founding told after "and".
    expect(
      foundingYearsInText(
        'Eva volgde in 2002 haar eerste docentenopleiding in Rishikesh en richtte De Rustpunt op.',
        'derustpunt-yoga.nl',
      ),
    ).toEqual([]);
    // A grandfather's first shop in another town.
    expect(
      foundingYearsInText(
        'Nuestro abuelo Eusebio abrió su primera carnicería en Medina del Campo en 1964.',
        'carniceria-pardo.es',
      ),
    ).toEqual([]);
  });
});

describe("another party's year in devset37's phrasings", () => {
  it('is not the founding', () => {
    for (const [text, host] of [
      [
        'Seit 2018 unterstützen wir außerdem das Projekt „Musik für alle“ der Bürgerstiftung.',
        'klangwerk-musikschule.de',
      ],
      [
        'Koppelingen praten automatisch met Deegwerk. — Jan Hendriks, Bakkerij Hendriks (familiebakkerij sinds 1911), Deventer',
        'deegwerk-software.nl',
      ],
      [
        'Unser Fusingglas beziehen wir direkt von Bullseye Glass Co. in Portland (gegründet 1974), damit alle Farben passen.',
        'glasatelier-buehler.ch',
      ],
      [
        'Lead instructor Dana Whitfield has been teaching carpentry since 1996.',
        'northbuild-academy.ca',
      ],
      [
        'Disponible las 24 horas. Desde 2023 toda la flota cuenta con botón de pánico y GPS.',
        'taxis-nutibara.com.co',
      ],
      [
        'Risicodrager is Hollandsche Paarden Assurantie N.V., Rotterdam, opgericht in 1887.',
        'hoefslag-paardenverzekering.nl',
      ],
      [
        'Als Exklusivpartner von DAN Küchen, der österreichischen Küchenmarke mit eigener Fertigung (gegründet 1961), bekommen Sie bei uns Küchen aus Österreich.',
        'kuechenwelt-pichler.at',
      ],
      [
        'Onze monteur Sjoerd is monteur sinds 1992 en repareert alle grote merken.',
        'witgoed-dijkstra.nl',
      ],
      [
        'Wij werken met drie in het atelier. Coupeuse Els Vandamme is coupeuse sinds 1995.',
        'naaiatelier-denaald.be',
      ],
      ['En we zijn officieel Miele Partner sinds 2008.', 'witgoed-dijkstra.nl'],
      ['Chi è Ciro. Ciro Esposito fa il pizzaiolo dal 1991: prima a Forcella.', 'pizzeria-ciro.it'],
      [
        'Arbeitnehmerüberlassung mit Übernahmeoption (Erlaubnis der Bundesagentur für Arbeit seit 2016)',
        'handwerk-personal.de',
      ],
      [
        'Als Vermögensverwalterin verfügen wir seit 2021 über eine Bewilligung der FINMA.',
        'vermoegen-limmat.ch',
      ],
      ['Debt counselling under the Consumer Credit Act, authorised since 2016.', 'clearpath.co.uk'],
      [
        'Poetsdienst Schelde is een erkende dienstenchequeonderneming sinds 2008.',
        'poetsdienst-schelde.be',
      ],
      ['Dal 2019 occupa il piano nobile di Palazzo Varchi.', 'museo-radio-valdarno.it'],
      ['La nuova sala chirurgica è stata inaugurata nel 2021.', 'clinicaveterinaria-sanrocco.it'],
      ['Lo showroom di ceramiche è stato inaugurato nel 2016.', 'edilcentro-brianza.it'],
      ['Sunday brunch buffet. Chef Marco has cooked here since 1998.', 'escarpment-golf.ca'],
      ['18-hole public golf course. Member club of Golf Canada since 1956.', 'escarpment-golf.ca'],
      [
        'Os doces finos são da nossa parceira Doceria Tia Lena, desde 1982 em Campinas.',
        'fazendasantaclara.com.br',
      ],
      [
        'Herzlich willkommen! Ich bin Zahnärztin seit 1998 und behandle Kinder.',
        'zahnarzt-reiter.at',
      ],
      ['Lo studio. Sono fotografa dal 2004: ho iniziato come assistente.', 'lucia-foto.it'],
      [
        'Wir haben Verträge mit allen Kassen; der Kassenvertrag der ÖGK besteht seit 2003.',
        'zahnarzt-reiter.at',
      ],
      [
        'Case study. Fundy Bread Co. has been baking in Saint John since 1958.',
        'tidewater-growth.ca',
      ],
    ] as const) {
      expect(foundingYearsInText(text, host), text).toEqual([]);
    }
  });

  it("keeps the site's own", () => {
    expect(
      foundingYearsInText(
        'Copperfield Motors has been repairing cars since 1972.',
        'copperfield-motors.co.uk',
      ),
    ).toEqual([1972]);
    expect(
      foundingYearsInText(
        'Desde 1998 todos los días horneamos pan de masa madre.',
        'panaderia-sol.es',
      ),
    ).toEqual([1998]);
    // A copula before an auxiliary, a founding's participle or a place word gives no role.
    for (const [text, year] of [
      ['Il Tennis Club Foce è stato fondato nel 1957 da un gruppo di appassionati.', 1957],
      ["L'associazione è stata costituita nel 1946.", 1946],
      ['Neue Herbstmode ist da. Seit 1952 kleiden wir Rosenheim ein.', 1952],
      ['Neue Herbstmode ist da Seit 1952 kleiden wir Rosenheim ein.', 1952],
      ['Contract research since 1999: field trials and soil-health studies.', 1999],
      [
        'O espaço de eventos da Fazenda Santa Clara foi inaugurado em 2007 pela quarta geração.',
        2007,
      ],
      ['El hotel fue inaugurado en 2016 en la antigua conservera.', 2016],
      ['Una cooperativa sevillana. Nacimos en 1986 como cooperativa de taxistas.', 1986],
      ['Siamo nati nel 2002 a Monza; dal 2011 siamo certificati UNI EN ISO 9001.', 2002],
      [
        'Die Bibliothek wurde 1921 als Volksbücherei eröffnet und ist seit 1987 im Sparkassengebäude untergebracht.',
        1921,
      ],
      [
        'Seit der Gründung im Jahr 1999 ist die Limmat Vermögensverwaltung AG inhabergeführt.',
        1999,
      ],
      ['Fundado em 1987, o Museu Casa do Imigrante ocupa um sobrado de 1912.', 1987],
      ['Desde 1983 nos ocupamos de los trámites que nadie quiere hacer.', 1983],
      ['Ich bin stolz: Seit 1990 ist die Praxis für Sie da.', 1990],
    ] as const) {
      expect(foundingYearsInText(text, 'tennis-foce.ch'), text).toEqual([year]);
    }
    expect(
      foundingYearsInText('Escarpment Golf has hosted weddings since 1998.', 'escarpment-golf.ca'),
    ).toEqual([1998]);
    expect(
      foundingYearsInText(
        'Fernhollow started in 2017 at a kitchen table. Plastic-free refills since 2021.',
        'fernhollow-cosmetics.com',
      )[0],
    ).toBe(2017);
    expect(
      foundingYearsInText(
        'A quinta pertence à família desde 1890. Em 2013 a quarta geração fundou a Casal Velho Eventos.',
        'quinta-do-casal-velho.pt',
      )[0],
    ).toBe(2013);
    expect(
      foundingYearsInText(
        'Il museo è stato inaugurato nel 2001, quando gli eredi hanno affidato la collezione.',
        'museo-radio-valdarno.it',
      ),
    ).toEqual([2001]);
    // A club in the news is told last, after the newspaper's own year.
    expect(
      foundingYearsInText(
        'O clube, fundado em 1914, volta a sonhar com o acesso à Série A2. A Gazeta do Vale circula desde 1987.',
        'gazetadovale.com.br',
      ),
    ).toEqual([1987, 1914]);
    // The dealer's own compound head is not the brand it sells ("Moto" of motoferretti).
    expect(
      foundingYearsInText(
        'Moto Ferretti è stata fondata nel 1969 da Giuseppe Ferretti. Siamo concessionario ufficiale Moto Guzzi dal 2001. Il nostro capofficina Franco Bigi fa il meccanico dal 1987.',
        'motoferretti-modena.it',
      )[0],
    ).toBe(1969);
    // An Irish county's "Co." before a name in capitals still ends its line.
    expect(
      foundingYearsInText(
        'Depot: Ballymore Road, Naas, Co. Kildare. Serving the county since 1986.',
        'kildare-skips.ie',
      ),
    ).toEqual([1986]);
  });
});

describe('foundings in the phrasings of devset38', () => {
  it('reads foundings told with their founder, a season, the year first or a German idiom', () => {
    const first = (text: string, host: string) => foundingYearsInText(text, host)[0];
    expect(first('Die Kanzlei wurde 1994 von Dr. Anna Berger eröffnet.', 'kanzlei-berger.de')).toBe(
      1994,
    );
    expect(
      first(
        'Mitten in der Stadt. Eröffnet im Jahr 2007, als erstes Kino im Viertel.',
        'kino-nord.de',
      ),
    ).toBe(2007);
    expect(
      first(
        '1979 machte sich Tischlermeister Karl Huber in einer Scheune selbstständig.',
        'tischlerei-huber.at',
      ),
    ).toBe(1979);
    expect(
      first(
        'Ins Leben gerufen haben den Verein 2011 zwölf Eltern aus dem Dorf.',
        'spielgruppe-dorf.ch',
      ),
    ).toBe(2011);
    expect(
      first('Gegenseitige Hilfe: 1997 von Landwirten ins Leben gerufen.', 'maschinenring-sued.de'),
    ).toBe(1997);
    expect(first('In 2014 openden we de deuren van onze zaak.', 'fietsenhuis-noord.nl')).toBe(2014);
    expect(
      first(
        'In 2001 begonnen Mr. Eva Smit en Mr. Tom Bos hun eigen kantoor.',
        'smitbos-advocaten.nl',
      ),
    ).toBe(2001);
    expect(
      first(
        'En 1988, Paul Morel, fils de maçon, a ouvert le cabinet rue Haute.',
        'cabinet-morel.fr',
      ),
    ).toBe(1988);
    expect(first('Nous avons ouvert notre atelier textile en 2012.', 'atelier-fil-rouge.fr')).toBe(
      2012,
    );
    expect(first("La famille Roy a ouvert l'auberge au printemps 1979.", 'auberge-roy.ca')).toBe(
      1979,
    );
    expect(first('We opened our doors in autumn 2015 with four tables.', 'corner-cafe.co.uk')).toBe(
      2015,
    );
    expect(first('La bottega aprì nel 1962 in via Roma.', 'bottega-rossi.it')).toBe(1962);
    expect(
      first('Die Fensterplan GmbH entstand 2008 aus einem Ingenieurbüro.', 'fensterplan.de'),
    ).toBe(2008);
    expect(
      first('The Chapel opened its doors as a wine bar in 2013.', 'the-chapel-bar.co.uk'),
    ).toBe(2013);
  });

  it('leaves those phrasings alone where the year is not the opening', () => {
    // The master's diploma, then the opening: the year after "et" is the diploma's.
    expect(
      foundingYearsInText(
        'Marc Roy a obtenu sa maîtrise en 1996 et a ouvert la menuiserie en 2004.',
        'menuiserie-roy.lu',
      )[0],
    ).toBe(2004);
    // A chef's own first restaurant, elsewhere.
    expect(
      foundingYearsInText(
        'Les recettes de Léon Favre, qui a ouvert son premier bouchon en 1981.',
        'editions-favre-recettes.fr',
      ),
    ).toEqual([]);
    // A branch's opening in a list of branches.
    expect(
      foundingYearsInText('Filiale Süd. Eröffnet 2019. Mi–So 17–23 Uhr', 'pizza-sued.de'),
    ).toEqual([]);
    // A maker's start told with "met één".
    expect(
      foundingYearsInText(
        'In 1951 begon meubelmaker Lars Holm met één werkbank in een schuur.',
        'woonwinkel-dekker.nl',
      ),
    ).toEqual([]);
    // A second shop.
    expect(
      foundingYearsInText('In 2018 openden we onze tweede winkel.', 'bakkerij-noord.nl'),
    ).toEqual([]);
  });
});

describe('foundings in the phrasings of devset39', () => {
  const first = (text: string, host: string) => foundingYearsInText(text, host)[0];

  it("reads the owner's own business, 'since the founding' and other openings", () => {
    expect(
      first(
        'Julie, fleuriste depuis 2001, a ouvert sa propre boutique place du Marché en 2010.',
        'fleurs-julie.fr',
      ),
    ).toBe(2010);
    expect(first('Sara opened her own studio on Mill Lane in 2015.', 'sara-yoga.co.uk')).toBe(2015);
    expect(
      first(
        'Paula Roux, brodeuse depuis 1990. Elle a fondé La Clinique du Jean en 2012.',
        'la-clinique-du-jean.fr',
      ),
    ).toBe(2012);
    expect(first('Sinds de oprichting in 1996 reinigen wij ramen.', 'ramenlappers.nl')).toBe(1996);
    expect(first('Depuis la fondation en 1988, nous assurons.', 'assurances-dupuis.fr')).toBe(1988);
    expect(
      first(
        'Il laboratorio è aperto nel 2003; il titolare ripara dal 1990.',
        'riparazioni-napoli.it',
      ),
    ).toBe(2003);
    expect(first('In 2009 opende Anke Peeters haar boekhandel.', 'boekhandel-peeters.be')).toBe(
      2009,
    );
    expect(first('We opened our doors as a wine bar in 2012.', 'the-surgery-bar.ie')).toBe(2012);
  });

  it('reads a founding after the street the company stands on, not after another party there', () => {
    expect(
      first(
        'Biblioteca privata e sala di lettura sotto i portici di via Garibaldi, fondata nel 1932 da Emma Rossi.',
        'circolo-lettori-torino.it',
      ),
    ).toBe(1932);
    expect(
      foundingYearsInText(
        'Il caffè della Pasticceria Bianchi in via Roma, fondata nel 1950.',
        'bar-centrale-torino.it',
      ),
    ).toEqual([]);
  });

  it('leaves a graduate, a registration and a former trade alone', () => {
    expect(
      foundingYearsInText(
        'O professor Paulo é formado em Educação Física desde 1998.',
        'academia-paulo.com.br',
      ),
    ).toEqual([]);
    expect(
      foundingYearsInText(
        'Dra. Ana Lima, fisioterapeuta com registro no CREFITO-3 desde 2005.',
        'clinica-ana.com.br',
      ),
    ).toEqual([]);
    // The dairy that once stood here, opened by another party.
    expect(
      foundingYearsInText(
        'In 1911 opende hier de coöperatieve zuivelfabriek Frisia: boeren brachten hun melk.',
        'kinderboerderij-melkfabriek.nl',
      ),
    ).toEqual([]);
    // "registro" naming a service is no registration: the founding after it is read.
    expect(
      first(
        'Nóminas y registro de jornada Una asesoría familiar Fundada en 1983 por Luis.',
        'nominas-luis.es',
      ),
    ).toBe(1983);
  });
});

describe("the company's first steps (devset41)", () => {
  it('reads a first customer, a first batch or a beginning, in the seven languages', () => {
    for (const [text, year] of [
      ['Atendemos o primeiro paciente em 2013, numa bancada de dois metros.', 2013],
      ['In 1978 bakten Rita en Marcel hier op den hoek hun eerste frieten.', 1978],
      ['Vader Luc draaide hier in 1979 zijn eerste drukplaat.', 1979],
      ['Den ersten Rasen haben wir im Frühjahr 2008 frisiert.', 2008],
      ['Bernard Fayolle a reçu son premier patient au printemps 1989.', 1989],
      ['La primera hornada de maguey la cocimos en 2009 en el palenque.', 2009],
      ['Hangar 21 a accueilli son premier événement en 2016, après deux ans de travaux.', 2016],
      ['Il negozio vende la prima lavatrice a carica frontale nel 1972.', 1972],
      ['Tudo começou em 2015 numa pequena bancada no quarto da Inês.', 2015],
      ['It all started in 2004 with two vans.', 2004],
    ] as const) {
      expect(foundingYearsInText(text), text).toEqual([year]);
    }
  });

  it('reads a first step after every other founding phrase', () => {
    expect(
      foundingYearsInText('Our first customer came in 2001. The shop was founded in 1999.'),
    ).toEqual([1999, 2001]);
  });

  it('does not read a first time, a ranking, a recurring day or a first step elsewhere', () => {
    for (const text of [
      'We exhibited in Milan for the first time in 2019.',
      'A Ericeira foi declarada Reserva Mundial de Surf em 2011, a primeira da Europa.',
      'The engine was built in 1868 and steams on the first Sunday of every month.',
      'Wellington has been a harbour town since the first settlers’ ships anchored in 1840.',
      'Nuestro abuelo abrió su primera carnicería en Medina del Campo en 1964.',
      'Rohit first picked up a camera at his uncle’s studio in 1998.',
      // The first as the subject of a sentence its year opens, even run into a heading.
      'Forty years of cup finals In 1986 our first coach took forty supporters to Durham.',
    ]) {
      expect(foundingYearsInText(text), text).toEqual([]);
    }
  });

  it('reads a business created after one auxiliary for two verbs ("j\'ai repris … et créé")', () => {
    expect(
      foundingYearsInText(
        "Mon grand-père a installé ses premières ruches ici en 1978 ; j'ai repris le rucher et créé l'atelier de cosmétiques en 2017.",
      ),
    ).toEqual([2017, 1978]);
  });
});

describe("devset41's since-years that date something else, and its passives", () => {
  it('does not take a membership, an audit, a heritage listing or a seat since a year', () => {
    for (const text of [
      'Somos membros da Associação Portuguesa de Produtores de Plantas desde 2008.',
      'SOC 2 Type II audited since 2023.',
      'Caminamos por una ciudad que es Patrimonio de la Humanidad desde 1984.',
      "Dal 1998 ha sede nell'ex convento dei Teatini.",
    ]) {
      expect(foundingYearsInText(text), text).toEqual([]);
    }
  });

  it('reads a business instituted or opened by someone, in the passive', () => {
    for (const [text, year] of [
      ['La biblioteca fu istituita dal Consiglio comunale nel 1872 con un lascito.', 1872],
      ['O viveiro foi aberto pelo Sr. Albano Figueiredo em 1989, num terreno de hortas.', 1989],
    ] as const) {
      expect(foundingYearsInText(text), text).toEqual([year]);
    }
    // A building opened by no shopkeeper is not read so.
    expect(foundingYearsInText('The town hall was opened in 1878.')).toEqual([]);
  });
});

describe("devset41's openings in idioms and seasons", () => {
  it('reads them in the seven languages', () => {
    for (const [text, year, host] of [
      ["Le club a vu le jour en 1974, à l'initiative de parents.", 1974, undefined],
      ["On a levé le rideau en mars 2009, dans l'ancienne quincaillerie.", 2009, undefined],
      ['Fast fibre and coffee. Started in 2015 with 40 desks above a bakery.', 2015, undefined],
      [
        'Die Praxis hat Dr. Miriam Lindner im Herbst 1994 in den Räumen einer Drogerie eröffnet.',
        1994,
        undefined,
      ],
      [
        'Die Praxis haben Corinne Meier und Luca Bernasconi im Herbst 2016 aufgemacht.',
        2016,
        undefined,
      ],
      ['Partimos en 2007 con dos guardias y un auto.', 2007, undefined],
      ['Es fing 2012 mit einem Schilderprägeautomaten an.', 2012, undefined],
      ['Abrimos nuestras puertas en el otoño de 1994 con ocho residentes.', 1994, undefined],
      ['Abrimos las puertas un invierno de 2011, en el local de una imprenta.', 2011, undefined],
      ["L'école a ouvert ses portes à la rentrée 1999 avec douze enfants.", 1999, undefined],
      ["Era l'estate del 1961 quando nonna Ines aprì le prime dodici camere.", 1961, undefined],
      [
        "Thabo Mokoena and Reshma Pillay opened the firm's doors in Rosebank in 1999.",
        1999,
        undefined,
      ],
      ['Kauri Ledger opened its doors on Victoria Street in 2004.', 2004, 'kauri-ledger.co.nz'],
    ] as const) {
      expect(foundingYearsInText(text, host), text).toEqual([year]);
    }
  });

  it('still reads "Founded in … by" after a sentence that ends the list before it', () => {
    expect(
      foundingYearsInText('toffee, orange . Founded in 2014 by Aoife and Darragh Kinsella.'),
    ).toEqual([2014]);
  });
});

describe("devset40's remaining openings: a family's start, the business as object", () => {
  it('reads them in German, Dutch and Italian', () => {
    for (const [text, year, host] of [
      ['In 2008 startte Talentbrug als eenmanszaak van Katrien Van Looy.', 2008, 'talentbrug.be'],
      ['Noi abbiamo aperto le porte nel 2017, e al posto degli sciroppi.', 2017, undefined],
      [
        '1953 hat mein Großvater Anton Holzmann die Werkstatt an der Memminger Straße eingerichtet.',
        1953,
        undefined,
      ],
      [
        'Im Frühjahr 1962 hat Großvater Alois Gruber in der Annenstraße die Backstube aufgesperrt.',
        1962,
        undefined,
      ],
      [
        'Das Geschäft eröffnete Goldschmiedemeister Karl Hartmann 1952 in einem Ladenlokal.',
        1952,
        undefined,
      ],
      ['Drie generaties sleutelen: opa Albert startte in 1956.', 1956, undefined],
      ['La nostra attività di distribuzione di gasolio è cominciata nel 1965.', 1965, undefined],
    ] as const) {
      expect(foundingYearsInText(text, host), text).toEqual([year]);
    }
  });

  it("does not read another business started after the year as the site's", () => {
    expect(
      foundingYearsInText('In 2008 startte Talentbrug als eenmanszaak.', 'beenhouwerij-kwispel.be'),
    ).toEqual([]);
  });
});

describe("the site's own opening in a building with a past (devset40)", () => {
  it('reads the year the site opened there, not the building', () => {
    expect(
      foundingYearsInText(
        'Kwispel opende in 2016 in het pand waar vroeger Slagerij De Smet zat.',
        'beenhouwerij-kwispel.be',
      ),
    ).toEqual([2016]);
    // Another name's opening in the building is still the building's past.
    expect(
      foundingYearsInText(
        'Slagerij De Smet opende in 1962 in het pand aan de markt.',
        'beenhouwerij-kwispel.be',
      ),
    ).toEqual([]);
  });
});
