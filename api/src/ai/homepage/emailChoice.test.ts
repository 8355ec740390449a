import { describe, expect, it } from 'vitest';
import { factsFromHomepage } from '../contacts.ts';
import { extractFacts } from './extractFacts.ts';
import { emailsInText } from './plainEmails.ts';

/** The email the profile takes from a page of `host`. */
const emailOf = (host: string, body: string) =>
  factsFromHomepage(
    extractFacts(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, {
      url: `https://${host}/`,
      truncated: false,
    }),
    host,
  ).email;

describe('the company’s email among others on its page', () => {
  it('does not glue a number in the element before it to the mailbox', () => {
    // "<span>Telefon: 0431 36 28 40</span><span>praxis@…</span>" is one run of text.
    expect(emailsInText('Telefon: 0431 36 28 40praxis@zahnarzt-kallweit.de')).toEqual([
      'praxis@zahnarzt-kallweit.de',
    ]);
    expect(emailsInText('Mail: 24h@schluesseldienst.de')).toEqual(['24h@schluesseldienst.de']);
  });

  it('takes the own line’s address over a recommended party’s free mail', () => {
    expect(
      emailOf(
        'pasticceria-ferraris-asti.it',
        '<main><p>Wedding planner consigliata: Giulia Eventi, giulia.eventi@gmail.com, 347 218 9041</p></main><footer><p>Pasticceria Ferraris · Corso Vittorio Alfieri 218 · 14100 Asti · Tel. 0141 59 23 87 · pasticceria@ferraris-asti.it</p></footer>',
      ),
    ).toBe('pasticceria@ferraris-asti.it');
    expect(
      emailOf(
        'sonolumiere-bordeaux.fr',
        "<main><p>Besoin d'un DJ ? Nous travaillons souvent avec DJ Maxence : dj.maxence33@gmail.com.</p></main>",
      ),
    ).toBeNull();
  });

  it('prefers the address sharing the firm’s name over one sharing only the trade’s word', () => {
    expect(
      emailOf(
        'notariskantoor-van-leeuwen-bos.nl',
        '<main><p>Niet tevreden? De Klachtendienst is bereikbaar via klachten@knb-notaris.nl.</p></main><footer><p>Notariskantoor Van Leeuwen &amp; Bos · Stationsweg 4 · 3511 ED Utrecht · info@vanleeuwenbos-notarissen.nl</p></footer>',
      ),
    ).toBe('info@vanleeuwenbos-notarissen.nl');
  });

  it('never takes a newsletter tool’s sender, however much it is named after the site', () => {
    expect(
      emailOf(
        'maple-ridge-quilt-shop.ca',
        '<main><p>Our newsletter comes from maple-ridge-quilt-shop@mail.quiltmailer.com. Add it to your contacts.</p></main><footer><p>Maple Ridge Quilt Shop<br>36 Metcalfe Street<br>Elora, ON N0B 1S0</p><p>(519) 555-0164<br>sew@mapleridgequilts.ca</p></footer>',
      ),
    ).toBe('sew@mapleridgequilts.ca');
  });

  it('never takes a theme’s demo mailbox', () => {
    expect(
      emailOf(
        'cerrajeria-moncloa.es',
        '<footer><p>Cerrajería Moncloa · Calle de Isaac Peral 12 · 28015 Madrid · demo@cerrajero-theme.com</p></footer>',
      ),
    ).toBeNull();
  });

  it('takes an app’s address at a domain that is part of the site’s name, not a trade word’s', () => {
    const shell = (host: string, state: object) =>
      emailOf(
        host,
        `<div id="app"></div><script>window.__remixContext = ${JSON.stringify(state)};</script>`,
      );
    expect(
      shell('zaatar-and-ember.co.uk', {
        contact: { phone: '0116 496 0152', email: 'table@zaatarandember.co.uk' },
      }),
    ).toBe('table@zaatarandember.co.uk');
    expect(
      shell('gruber-umzuege-muenchen.de', {
        halteverbot: 'Beim Kreisverwaltungsreferat (kvr.verkehr@muenchen.de).',
        firma: { tel: '089 32 19 84 70', mail: 'dispo@gruber-umzuege.de' },
      }),
    ).toBe('dispo@gruber-umzuege.de');
    expect(
      shell('wok-and-roll-takeaway.co.uk', {
        ordering: { help: 'support@takeawaytech-ordering.co.uk' },
      }),
    ).toBeNull();
  });
});

describe("another party's mailto link before the company's own (devset21)", () => {
  it("takes the company's mailbox at a shorter form of its domain, after a venue's link", () => {
    expect(
      emailOf(
        'maison-arlette-lyon.fr',
        '<main><p>Le vin d’honneur dans la cour du Château des Sablons (visites : 04 74 26 81 33, <a href="mailto:contact@chateau-des-sablons.fr">contact@chateau-des-sablons.fr</a>).</p></main>' +
          '<footer><p><a href="mailto:rendezvous@maison-arlette.fr">rendezvous@maison-arlette.fr</a></p></footer>',
      ),
    ).toBe('rendezvous@maison-arlette.fr');
  });

  it('refuses a link another party is introduced with, and keeps a link no text writes', () => {
    expect(
      emailOf(
        'patagoniaaustral-vuelos.cl',
        '<main><p>Para un paseo en barco, nuestro socio Lago Azul: <a href="mailto:reservas@lagoazul.cl">reservas@lagoazul.cl</a>.</p></main>',
      ),
    ).toBeNull();
    expect(
      emailOf(
        'patagoniaaustral-vuelos.cl',
        '<main><p><a href="mailto:vuelos.patagonia@gmail.com">Escríbanos</a></p></main>',
      ),
    ).toBe('vuelos.patagonia@gmail.com');
  });
});

describe('a mailbox for one errand (devset24)', () => {
  it('takes the general mailbox over the one for job applications or the press', () => {
    expect(
      emailOf(
        'radhaus-kessler.de',
        '<main><p>Bewirb dich mit deinem Lebenslauf an <a href="mailto:bewerbung@radhaus-kessler.de">bewerbung@radhaus-kessler.de</a>.</p></main>' +
          '<footer><p><a href="mailto:info@radhaus-kessler.de">info@radhaus-kessler.de</a></p></footer>',
      ),
    ).toBe('info@radhaus-kessler.de');
    // Alone, it is still the company's.
    expect(
      emailOf(
        'radhaus-kessler.de',
        '<main><p><a href="mailto:jobs@radhaus-kessler.de">jobs@radhaus-kessler.de</a></p></main>',
      ),
    ).toBe('jobs@radhaus-kessler.de');
  });
});

describe('the mailbox for anything among the company’s own (devset33)', () => {
  it("comes before a mailbox for one trade errand or a person's own listed first, in the languages", () => {
    for (const [errand, general] of [
      ['commandes', 'bonjour'],
      ['devis', 'contact'],
      ['sinistros', 'contato'],
      ['functions', 'hello'],
      ['mayoristas', 'hola'],
      ['progetti', 'info'],
      ['encomendas', 'geral'],
      ['jrourke', 'reception'],
    ]) {
      expect(
        emailOf(
          'atelier-lumen.be',
          `<footer><p><a href="mailto:${errand}@atelier-lumen.be">${errand}@atelier-lumen.be</a></p><p><a href="mailto:${general}@atelier-lumen.be">${general}@atelier-lumen.be</a></p></footer>`,
        ),
        errand,
      ).toBe(`${general}@atelier-lumen.be`);
    }
  });

  it("keeps a branch's own mailbox before the chain's, and the site's before another domain's info@", () => {
    expect(
      emailOf(
        'pootjes-amersfoort.nl',
        '<footer><p><a href="mailto:amersfoort@pootjes.nl">amersfoort@pootjes.nl</a> · <a href="mailto:info@pootjes.nl">info@pootjes.nl</a></p></footer>',
      ),
    ).toBe('amersfoort@pootjes.nl');
    expect(
      emailOf(
        'atelier-lumen.be',
        '<footer><p><a href="mailto:devis@atelier-lumen.be">devis@atelier-lumen.be</a> · <a href="mailto:info@glasverband.be">info@glasverband.be</a></p></footer>',
      ),
    ).toBe('devis@atelier-lumen.be');
  });
});
