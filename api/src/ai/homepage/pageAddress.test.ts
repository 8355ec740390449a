import { describe, expect, it } from 'vitest';
import { extractFacts } from './extractFacts.ts';
import { tidyAddress } from './pageAddress.ts';

const addressOn = (body: string) =>
  extractFacts(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    url: 'https://kestrel-cafe.co.uk/',
    truncated: false,
  }).addressText;

describe('the address as a profile shows it', () => {
  it("drops the block's label, the name before the street and the line's parts after the postcode and town", () => {
    expect(addressOn('<footer><p>Shop: 31 Harbour Street, Whitstable CT5 1AH</p></footer>')).toBe(
      '31 Harbour Street, Whitstable CT5 1AH',
    );
    expect(
      addressOn(
        '<footer><p>Consulta: Alameda de Recalde 36, 3º, 48009 Bilbao · Cita previa</p></footer>',
      ),
    ).toBe('Alameda de Recalde 36, 3º, 48009 Bilbao');
    // A <dt> label without its colon, and the Belgian, Canadian, Brazilian and Australian forms.
    expect(
      addressOn(
        '<footer><dl><dt>Adresse</dt><dd>Avenue Louise 231, 1050 Ixelles</dd></dl></footer>',
      ),
    ).toBe('Avenue Louise 231, 1050 Ixelles');
    expect(tidyAddress('Endereço Rua Tuiuti, 2314 - Tatuapé, São Paulo - SP, 03307-005')).toBe(
      'Rua Tuiuti, 2314 - Tatuapé, São Paulo - SP, 03307-005',
    );
    expect(
      addressOn(
        '<footer><p>Maple Ridge Quilts · 36 Metcalfe Street · Elora, ON N0B 1S0 · Open daily</p></footer>',
      ),
    ).toBe('36 Metcalfe Street, Elora, ON N0B 1S0');
    expect(
      addressOn(
        '<footer><p>SlumberWorks · 330 Maitland Road, Mayfield NSW 2304 · Open 7 days</p></footer>',
      ),
    ).toBe('330 Maitland Road, Mayfield NSW 2304');
    // "Feria" is a trade fair in Spanish, and the name of this street.
    expect(
      addressOn(
        '<footer><p>Farmacia López · Calle Feria 61, 41003 Sevilla · Tel. 954 27 83 19</p></footer>',
      ),
    ).toBe('Calle Feria 61, 41003 Sevilla');
    expect(
      addressOn(
        '<footer><p>© 2025 Kestrel Café · 2 Crown Street · Hebden Bridge HX7 8EH · @kestrelcafe</p></footer>',
      ),
    ).toBe('2 Crown Street, Hebden Bridge HX7 8EH');
  });

  it('keeps what comes before the postcode that is not one: a year, a register number, a box', () => {
    expect(
      addressOn(
        '<footer><p>Kestrel Café, since 1979 · 14 Bridge Street · Hebden Bridge HX7 8AB</p></footer>',
      ),
    ).toBe('Kestrel Café, since 1979, 14 Bridge Street, Hebden Bridge HX7 8AB');
    expect(
      tidyAddress(
        'Gestoría Kestrel · Colegiado n.º 1142 · Calle Mayor 8 · 30009 Murcia · Cita previa',
      ),
    ).toBe('Colegiado n.º 1142, Calle Mayor 8, 30009 Murcia');
    expect(
      tidyAddress(
        'VZV, Postbus 1408, 3500 BK Utrecht · bezoekadres Oudegracht 210, 3511 NS Utrecht · Route',
      ),
    ).toBe('VZV, Postbus 1408, 3500 BK Utrecht, bezoekadres Oudegracht 210, 3511 NS Utrecht');
  });

  it("takes the line with a mailbox at a domain that is part of the site's name, not a sister's", () => {
    const facts = extractFacts(
      '<!DOCTYPE html><html><body><footer><p>Desde 1983. Zona Industrial da Maia I, Rua Eng. Frederico Ulrich 1420, 4470-605 Maia · 229 43 81 20 · encomendas@moreiradistribuicao.pt</p><p>Desde 2009. Rua da Lionesa 60, 4465-671 Leça do Balio · 229 06 74 35 · frio@moreirafrio.pt</p></footer></body></html>',
      { url: 'https://grupo-moreira-distribuicao.pt/', truncated: false },
    );
    expect(facts.addressText).toBe(
      'Zona Industrial da Maia I, Rua Eng. Frederico Ulrich 1420, 4470-605 Maia',
    );
  });

  it('takes the place customers visit over the registered office', () => {
    const facts = extractFacts(
      '<!DOCTYPE html><html><body><main><p>Penrose Menswear Ltd. Registered office: 4 Bedford Row, London WC1R 4TF (our accountants; no callers).</p></main><footer><p>Shop: 61 Marylebone High Street, London W1U 5HT</p></footer></body></html>',
      { url: 'https://penrose-menswear.co.uk/', truncated: false },
    );
    expect(facts.addressText).toBe('61 Marylebone High Street, London W1U 5HT');
    const only = extractFacts(
      '<!DOCTYPE html><html><body><footer><p>Penrose Menswear Ltd. Registered office: 4 Bedford Row, London WC1R 4TF</p></footer></body></html>',
      { url: 'https://penrose-menswear.co.uk/', truncated: false },
    );
    expect(only.addressText).toContain('4 Bedford Row, London WC1R 4TF');
  });

  it("takes the shop's own line over the imprint's line with its VAT number, not a meeting point in a sentence", () => {
    const bakery = extractFacts(
      '<!DOCTYPE html><html><body><main><h2>Nous trouver</h2><h3>Le magasin</h3><p>Rue Saint-Gilles 214<br>4000 Liège</p></main><footer><p>Boulangerie Vanderlinden SRL – atelier de production : Rue des Wallons 61, 4000 Liège – TVA BE 0437.512.806</p></footer></body></html>',
      { url: 'https://boulangerie-vanderlinden.be/', truncated: false },
    );
    expect(bakery.addressText).toBe('Rue Saint-Gilles 214, 4000 Liège');
    const rides = extractFacts(
      '<!DOCTYPE html><html><body><main><p>Gran fondo: Partenza alle 8:00 da Piazza Trento e Trieste, 44121 Ferrara.</p></main><footer><p>Cicli Estense di Bonazzi Marco · Corso Porta Reno 58, 44121 Ferrara FE · P.IVA 01234560385</p></footer></body></html>',
      { url: 'https://cicliestense.it/', truncated: false },
    );
    expect(rides.addressText).toBe('Corso Porta Reno 58, 44121 Ferrara FE');
  });

  it("takes the company's line over another firm named in a sentence of its footer", () => {
    const grill = extractFacts(
      '<!DOCTYPE html><html><body><main><h2>Dónde estamos</h2><p>Calle de Cuba 23, 46006 Valencia</p></main><footer><p>Nuestra carne la selecciona Carnes Pampa Import S.L., Mercavalencia, Carretera en Proyecto 6, 46013 Valencia.</p></footer></body></html>',
      { url: 'https://parrilla-don-julian.es/', truncated: false },
    );
    expect(grill.addressText).toBe('Calle de Cuba 23, 46006 Valencia');
  });
});

describe('the address ends at its town, its region or its country', () => {
  it.each([
    [
      '112 Rathmines Road Lower, Dublin 6, D06 K2X7, Call or book online through Booksy.',
      '112 Rathmines Road Lower, Dublin 6, D06 K2X7',
    ],
    ['5 quai de la Fosse, 44000 Nantes, Tél.', '5 quai de la Fosse, 44000 Nantes'],
    ['Am Stadtwald 17, 45134 Essen, Tel.: 0201 / 47 10 22', 'Am Stadtwald 17, 45134 Essen'],
    ['Koudenberg 41, 9080 Lochristi, , info [at] manege [dot] be', 'Koudenberg 41, 9080 Lochristi'],
    [
      'Rua das Flores 164, 4050-266 Porto, Portugal',
      'Rua das Flores 164, 4050-266 Porto, Portugal',
    ],
    [
      '(é o nosso único número), E-mail: Loja e retirada: Rua Mateus Leme, 2871 - São Francisco, Curitiba - PR, Segunda a sábado, 8h às 19h',
      'Rua Mateus Leme, 2871 - São Francisco, Curitiba - PR',
    ],
    [
      'Abbiamo aperto nel 2019., La Banca – Ristorante, Via Vittorio Emanuele II 23, 73100 Lecce',
      'La Banca – Ristorante, Via Vittorio Emanuele II 23, 73100 Lecce',
    ],
    [
      'Zanardo Trattori s.r.l., Via Feltrina 81, 31044 Montebelluna (TV), Ufficio movimento:',
      'Zanardo Trattori s.r.l., Via Feltrina 81, 31044 Montebelluna (TV)',
    ],
    [
      'Favoritenstraße 142, 1100 Wien (U1 Reumannplatz), Mo–Fr 10:00–19:00, Sa 10:00–17:00',
      'Favoritenstraße 142, 1100 Wien (U1 Reumannplatz)',
    ],
    // A sentence leading into the street, a sentence after the town.
    [
      'Abrimos la cantina en 2016. Nos encuentras en Calle Colima 159, Roma Norte, 06700 Ciudad de México, CDMX.',
      'Calle Colima 159, Roma Norte, 06700 Ciudad de México, CDMX',
    ],
    ['Or write to us at 9 Kirkstall Lane, Leeds LS5 3BE', '9 Kirkstall Lane, Leeds LS5 3BE'],
    [
      'Kernow Console Doctor, 7 River Street, Truro TR1 2SJ. Call or',
      'Kernow Console Doctor, 7 River Street, Truro TR1 2SJ',
    ],
    [
      'Rua Alexandre Herculano 57, 3880-145 Ovar. A antiga loja da Rua Cândido dos Reis 12 fechou.',
      'Rua Alexandre Herculano 57, 3880-145 Ovar',
    ],
    [
      'Hof ter Linde bv, Kapellestraat 52, 8020 Oostkamp',
      'Hof ter Linde bv, Kapellestraat 52, 8020 Oostkamp',
    ],
    ['Rosenweg 4, 9000 St. Gallen', 'Rosenweg 4, 9000 St. Gallen'],
    [
      'Av. López Mateos Sur 2375, 45050 Zapopan, Jal.',
      'Av. López Mateos Sur 2375, 45050 Zapopan, Jal.',
    ],
    // What a line leaves once its numbers are taken out: a label, separators, a full stop; a
    // sentence before the line; a title's or a legal form's point stays.
    [
      'Fromagerie Bouvier – Halles de Lyon Paul Bocuse, 102 cours Lafayette, 69003 Lyon – Tél. .',
      'Fromagerie Bouvier – Halles de Lyon Paul Bocuse, 102 cours Lafayette, 69003 Lyon',
    ],
    ['Via della Lungaretta 96 – 00153 Roma, Prenotazioni:', 'Via della Lungaretta 96 – 00153 Roma'],
    ['14 Jewry Street, Winchester SO23 8RZ.', '14 Jewry Street, Winchester SO23 8RZ'],
    ['Via dei Servi 38 – 50122 Firenze,', 'Via dei Servi 38 – 50122 Firenze'],
    [
      'Founded 2006. 5th Floor, 88 Leather Lane, London EC1N 7TT. .',
      '5th Floor, 88 Leather Lane, London EC1N 7TT',
    ],
    [
      'Kanzlei Rödel, Bahnhofstr. 11, D-79098 Freiburg i. Br.',
      'Kanzlei Rödel, Bahnhofstr. 11, D-79098 Freiburg i. Br.',
    ],
    [
      'Autohaus Seidlitz GmbH & Co. KG, Reichenbacher Str. 160, 08056 Zwickau',
      'Autohaus Seidlitz GmbH & Co. KG, Reichenbacher Str. 160, 08056 Zwickau',
    ],
    [
      'Via Cappello 31, 37121 Verona – P.IVA – Autorizzazione n. 412/VR',
      'Via Cappello 31, 37121 Verona',
    ],
    [
      'Van Welderenstraat 74, 6511 MP Nijmegen, KvK 51873244',
      'Van Welderenstraat 74, 6511 MP Nijmegen',
    ],
  ])('"%s" is "%s"', (written, shown) => {
    expect(tidyAddress(written)).toBe(shown);
  });
});

describe("another firm's line beside the company's (devset24)", () => {
  const on = (host: string, body: string) =>
    extractFacts(`<!DOCTYPE html><html><body>${body}</body></html>`, {
      url: `https://${host}/`,
      truncated: false,
    });

  it("takes the dealer's own line over the importer's, named by its legal form", () => {
    const facts = on(
      'motosguadalquivir.es',
      '<main><p class="small">Atención al cliente Ardente España: 900 812 345 · Ardente Motor Ibérica S.A., Av. de Europa 19, 28108 Alcobendas (Madrid).</p>' +
        '<ul><li>Avenida de Kansas City 32, 41007 Sevilla</li><li>Ventas y taller: <a href="tel:+34954276183">954 27 61 83</a></li></ul></main>',
    );
    expect(facts.addressText).toBe('Avenida de Kansas City 32, 41007 Sevilla');
    // The company's own legal name before its street is its line.
    expect(
      on(
        'umzuege-hanseatic-bremen.de',
        '<footer><p>Hanseatic Umzüge GmbH, Hansator 5, 28217 Bremen</p></footer>',
      ).addressText,
    ).toBe('Hanseatic Umzüge GmbH, Hansator 5, 28217 Bremen');
  });

  it("leaves an authority's address in a JS app's data alone", () => {
    const facts = on(
      'credit-horizon.fr',
      '<div id="app"></div><script>var initialData = { cabinet: { nom: "Crédit Horizon", presentation: "Courtier en regroupement de crédits à Bordeaux depuis 2010.", autorite: "ACPR, 4 place de Budapest, 75436 Paris Cedex 09" } };</script>',
    );
    expect(facts.addressText).toBeNull();
  });
});

describe("a complaints body's address (devset25)", () => {
  it('leaves the address given for complaints alone', () => {
    expect(
      extractFacts(
        '<!DOCTYPE html><html><body><footer><p class="legal">Werkhaven B.V. · KvK 24381177 · Klachten: Stichting Geschillencommissie, Bordewijklaan 46, 2591 XR Den Haag · © 2025 Werkhaven</p></footer></body></html>',
        { url: 'https://werkhaven.nl/', truncated: false },
      ).addressText,
    ).toBeNull();
  });
});

describe('a floor in brackets after the house number (devset33)', () => {
  it('keeps the street before it', () => {
    expect(
      addressOn('<footer><p>Vredenburg 40 (6e verdieping), 3511 BD Utrecht</p></footer>'),
    ).toBe('Vredenburg 40 (6e verdieping), 3511 BD Utrecht');
  });
});

describe('a card whose heading runs over lines (devset32, devset41)', () => {
  it("takes the row whose name is the site's, not the parent foundation's above it", () => {
    const facts = extractFacts(
      `<!DOCTYPE html><html><body><main><h2>Contactos</h2><table>
        <tr><td><strong>Fundación Manos Unidas por Bogotá</strong><br>Sede administrativa y donaciones</td><td>Carrera 7 # 71-21, oficina 502<br>Bogotá D.C.</td><td>(601) 312 8870</td></tr>
        <tr><td><strong>Hogar de Paso Casa Abierta</strong><br>Ingreso y voluntariado</td><td>Calle 22 # 15-38<br>Barrio Santa Fe, Bogotá D.C.</td><td>(601) 744 2390</td></tr>
      </table></main></body></html>`,
      { url: 'https://hogar-casa-abierta-bogota.org.co/', truncated: false },
    );
    expect(facts.addressText).toBe('Calle 22 # 15-38, Barrio Santa Fe, Bogotá D.C.');
  });

  it("takes no event's venue from a JS app's events (devset29)", () => {
    const facts = extractFacts(
      `<!DOCTYPE html><html><body><div id="app"></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"eventos":[{"titulo":"Colombiamoda 2024","lugar":"Plaza Mayor Medellín","direccion":"Calle 41 # 55-80, Medellín, Antioquia"}],"contacto":{"direccion":"Carrera 43A # 5A-113, El Poblado, Medellín, Antioquia","correo":"citas@novias-alheli.com.co"}}}}</script></body></html>`,
      { url: 'https://novias-alheli.com.co/', truncated: false },
    );
    expect(facts.addressText).toBe('Carrera 43A # 5A-113, El Poblado, Medellín, Antioquia');
  });
});
