import { describe, expect, it } from 'vitest';
import { isOwnerlessNotice, isPlaceholderTitle, isToolTitle } from './ownerlessNotice.ts';

describe('isOwnerlessNotice', () => {
  it("reads a registrar's notice about the domain, in the seven languages", () => {
    const notices = [
      'This domain has been registered with NameDock. The owner has not set up a site.',
      'Diese Domain wurde über NetzPort registriert. Fragen? 030 123 45 67.',
      'Ce nom de domaine est peut-être à vendre. Faites une offre.',
      'Este dominio ha sido registrado a través de DonDominio y está aparcado.',
      'Dit domein is geregistreerd via Domeinhuis. Zelf een domein nodig?',
      'Questo dominio è scaduto e non è stato rinnovato.',
      'Este domínio está estacionado gratuitamente.',
      'kapsalon-de-schaar.nl is te koop. Doe een bod.',
      'bottega-rossi.it è in vendita: contattaci.',
    ];
    for (const text of notices) expect(isOwnerlessNotice(text), text).toBe(true);
  });

  it("reads a host's switched-off account, default page and an empty install", () => {
    const notices = [
      'Esta cuenta ha sido suspendida. Contacte con facturación.',
      'Dieser Account wurde gesperrt. Bitte wenden Sie sich an den Support.',
      'Il servizio di hosting per questo dominio è scaduto.',
      'Sube tus archivos a la carpeta public_html para reemplazarla.',
      'Página web por defecto. Si eres el administrador, accede al panel.',
      'Olá, mundo! Boas-vindas ao WordPress. Este é o seu primeiro artigo. Edite-o ou elimine-o.',
      'Opening soon. Be the first to know. This shop will be powered by Shopify.',
      'Dieser Inhalt ist passwortgeschützt. Um ihn anzuschauen, gib bitte dein Passwort ein.',
      'Vérification que vous êtes un humain. Cela peut prendre quelques secondes.',
      'Bienvenido a WordPress. Antes de empezar, necesitarás conocer el nombre de la base de datos.',
      'Accedi utilizzando la password. Sei il proprietario del negozio? Accedi qui.',
    ];
    for (const text of notices) expect(isOwnerlessNotice(text), text).toBe(true);
  });

  it("does not read a host's or a firm's own words as a notice", () => {
    const pages = [
      // A registrar's own homepage: domain and fate in different sentences.
      'Register your domain in minutes. We renew it for you before it has expired, and every plan includes hosting.',
      // A firm's footer: a host name beside "Registered" is the company's registration.
      '© 2025 Harper Joinery Ltd · harperjoinery.co.uk · Registered in England and Wales No. 0812345.',
      'Marca registrada. Distribuidor oficial en Sevilla de herramientas Makita y Bosch.',
      'Wir übernehmen Wartungsarbeiten an Heizungen und Solaranlagen in Münster.',
      'Unser Konto bei der Sparkasse: IBAN DE12 3456 7890 1234 5678 90.',
      'We build and host WordPress sites for small firms, and keep them updated.',
    ];
    for (const text of pages) expect(isOwnerlessNotice(text), text).toBe(false);
  });
});

describe('isPlaceholderTitle', () => {
  it('reads a title, or one part of it, that is only a placeholder', () => {
    for (const title of [
      'Coming soon',
      'Lumen & Co. — Coming soon',
      'Bientôt en ligne',
      'Próximamente',
      '403 – Accès interdit',
      'Site not found · GitHub Pages',
      'Onderhoud',
      'Olá, mundo! – O meu site',
    ]) {
      expect(isPlaceholderTitle(title), title).toBe(true);
    }
  });

  it("does not read a live homepage's title as one", () => {
    for (const title of [
      'Coming Soon Bakery – Sourdough in Bristol',
      'Onderhoud en reparatie van cv-ketels | Van Dijk Installatie',
      'Maison à vendre à Lyon – Agence Duval',
      'Em Breve Café',
      'Hello World Coding School – courses for kids',
    ]) {
      expect(isPlaceholderTitle(title), title).toBe(false);
    }
  });
});

describe('isToolTitle', () => {
  it("reads a self-hosted tool's page by the tool's name in its title", () => {
    for (const title of [
      'Grafana',
      'Webmail :: Benvenuto su Webmail',
      'Protokoll_Eigentuemerversammlung.pdf – Nextcloud',
      'Roundcube Webmail :: Welcome',
    ]) {
      expect(isToolTitle(title), title).toBe(true);
    }
    for (const title of ['Mailwerk – Werbepost für den Mittelstand', 'Webmaster Services Ltd']) {
      expect(isToolTitle(title), title).toBe(false);
    }
  });
});
