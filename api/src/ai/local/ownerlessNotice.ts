/**
 * Notices that a registrar, a web host or a shop platform shows on a domain whose owner has
 * published nothing, in the seven languages: "Dit domein is geregistreerd via Domeinwinkel",
 * "Questo dominio è parcheggiato", "Esta cuenta ha sido suspendida", "This store will be
 * powered by Shopify". Each rule asks for its subject and what became of it in one sentence,
 * so that a hosting company's own page ("register your domain", "renewals when one has
 * expired") or a firm's footer ("acme.co.uk · Registered in England") does not read as one.
 */

/** A domain named as such, in the seven languages. */
const DOMAIN_WORD =
  /(?<![\p{L}\d])(domain|domains|domainname|domein|domeinnaam|dominio|domínio|domaine|nom de domaine)(?![\p{L}\d])/iu;

/** A host name written out ("kapsalon-mooi-haarlem.nl"). */
const HOST_NAME = /[\p{L}\d-]{2,}\.(?:[a-z]{2,}\.)?[a-z]{2,}\b/iu;

/** What a registrar says became of a domain: sold, parked, expired, registered, reserved. */
const DOMAIN_FATE =
  /(?<![\p{L}\d])(for sale|available for purchase|registered|parked|expired|reserved|zum verkauf|kann erworben werden|registriert|geparkt|abgelaufen|reserviert|bereits vergeben|à vendre|enregistré|expiré|réservé|a bien été créé|en venta|a la venta|registrado|aparcado|caducado|reservado|te koop|geregistreerd|geparkeerd|verlopen|in vendita|registrato|parcheggiato|scaduto|riservato|à venda|registado|estacionado|expirado)(?![\p{L}\d])/iu;

/**
 * The fates a host name alone may carry: sold, parked, expired. "Registered" beside a host
 * name is as often a firm's own footer ("acme.co.uk · Registered in England").
 */
const HOST_FATE =
  /(?<![\p{L}\d])(is for sale|may be for sale|steht zum verkauf|est à vendre|est peut-être à vendre|está a la venta|está en venta|is te koop|è in vendita|está à venda|has expired|ist abgelaufen|a expiré|ha caducado|è scaduto|expirou|is geparkeerd|ist geparkt|está aparcado|è parcheggiato|está estacionado)(?![\p{L}\d])/iu;

/** A hosting package or account a host has switched off. */
const HOSTING_SUBJECT =
  /(?<![\p{L}\d])(hosting|webhosting|webspace|hosting-paket|webhosting-paket|hostingpakket|alojamiento|alojamento|hospedagem|hébergement|account|konto|cuenta|conta|compte|sito|website|webseite)(?![\p{L}\d])/iu;
const HOSTING_FATE =
  /(?<![\p{L}\d])(suspended|suspendu|suspendida|suspendido|suspensa|sospeso|opgeschort|gesperrt|deaktiviert|désactivé|desactivada|disattivato|gedeactiveerd|is verlopen|ist abgelaufen|è scaduto|ha caducado|expirou)(?![\p{L}\d])/iu;

/** A host's page for a domain with nothing on it yet, or a platform's placeholder. */
const HOST_PLACEHOLDER = new RegExp(
  [
    // A web server's or host's default page tells the owner where to put files.
    'public_html|página (web )?por defecto|página padrão|pagina predefinita|standaardpagina|page par défaut|page générée automatiquement|your web server is working|caddy is serving|there isn.t a github pages site',
    '(hosting|alojamiento( web)?|alojamento|hospedagem) (ya )?(está|esta) (activo|ativo)',
    'welkom op uw nieuwe website|willkommen auf ihrer neuen (website|homepage)|bienvenue sur votre nouveau site|bienvenido a tu nuevo sitio|benvenuto nel tuo nuovo sito|bem-vindo ao seu novo site',
    // The owner has put nothing there yet.
    'has not yet set up a website|noch keine (website|inhalte)|nog geen (website|inhoud)|todavía no (tiene|se ha publicado) (ningún )?contenido|ainda não (possui um site|publicou)|non ha ancora pubblicato',
    // WordPress's first post, as a fresh install shows it.
    '(welcome to|bienvenido a|boas-vindas ao|bem-vindo ao|benvenuto in|willkommen bei|bienvenue sur|welkom bij) wordpress\\W+(this is your first post|esta es tu primera entrada|este é o seu primeiro artigo|questo è il tuo primo articolo|dies ist dein erster beitrag|ceci est votre premier article|dit is je eerste bericht)',
    // WordPress's setup screen before it is installed.
    '(welcome to|bienvenido a|boas-vindas ao|bem-vindo ao|benvenuto in|willkommen bei|bienvenue sur|welkom bij) wordpress\\W+(before getting started|antes de empezar|avant de commencer|bevor es losgeht|prima di iniziare|voordat we beginnen|antes de começar)|wp-config\\.php',
    // A shop platform's password page before the shop opens, and its "are you the owner?".
    '(will be|sera|será|sarà|wordt|wird) (powered by|propulsée par|impulsada por|desenvolvida com|alimentato da|mogelijk gemaakt door|betrieben von) shopify|enter (store )?using password|entrer avec un mot de passe|saisissez le mot de passe de la boutique|accedi (utilizzando la|al negozio tramite la) password',
    'are you the store owner|êtes-vous le propriétaire de la boutique|sei il proprietario del negozio|eres el propietario de la tienda|você é o proprietário da loja|bist du der shop-inhaber|ben je de eigenaar van de winkel',
    // A password-protected page, and a bot check before the site.
    'this content is password protected|dieser inhalt ist passwortgeschützt|ce contenu est protégé par un mot de passe|este contenido está protegido por contraseña|dit (bericht|inhoud) is (beveiligd|beschermd) met een wachtwoord|questo contenuto è protetto da password|este conteúdo está protegido por senha',
    'verify(ing)? (that )?you are (a )?human|vérification que vous êtes un humain|checking (if the site connection is secure|your browser)|prüfen, ob sie ein mensch sind|verificando que (eres|es) humano',
  ].join('|'),
  'iu',
);

/** A sentence at a time: a full stop inside a host name ("bonetti-group.it") does not end one. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+|\s[·|]\s/u);
}

/**
 * A self-hosted tool's own page at the domain (a webmail or dashboard login, a file share): the
 * tool's name in the title says whose page it is.
 */
const TOOL_TITLE =
  /(?:^|[\s–—|:(-])(?:roundcube|webmail|grafana|kibana|nextcloud|owncloud|phpmyadmin|jenkins|gitlab|zimbra|outlook web app)(?:$|[\s–—|:)-])/iu;

export function isToolTitle(title: string): boolean {
  return TOOL_TITLE.test(title);
}

export function isOwnerlessNotice(text: string): boolean {
  if (HOST_PLACEHOLDER.test(text)) return true;
  return sentencesOf(text).some(
    (sentence) =>
      (DOMAIN_WORD.test(sentence) && DOMAIN_FATE.test(sentence)) ||
      (HOST_NAME.test(sentence) && HOST_FATE.test(sentence)) ||
      (HOSTING_SUBJECT.test(sentence) && HOSTING_FATE.test(sentence)),
  );
}

/**
 * A title (or one of its parts, "Lumen & Co. — Coming soon") that is only a placeholder's
 * words: a live homepage's title names the firm or its trade.
 */
const PLACEHOLDER_TITLE_PART =
  /^(coming soon|opening soon|launching soon|(site |website )?under construction|bientôt( en ligne)?|ouverture prochaine|(site )?en construction|próximamente|en construcción|brevemente|em breve|em construção|prossimamente|in costruzione|binnenkort( online)?|in aanbouw|demnächst|im aufbau|(site |website )?(en |in )?maintenance|onderhoud|wartungsarbeiten|wartungsmodus|(página )?en mantenimiento|(página |site )?em manutenção|(sito )?in manutenzione|tijdelijk offline|(page|site) not found|pagina non trovata|página não encontrada|página no encontrada|pagina niet gevonden|seite nicht gefunden|page introuvable|40[34]|account suspended|account gesperrt|compte suspendu|cuenta suspendida|conta suspensa|sito sospeso|website verlopen|hello world|hola, mundo|olá, mundo|ciao mondo|hallo welt|bonjour tout le monde)$/iu;

export function isPlaceholderTitle(title: string): boolean {
  return title
    .split(/\s[-–—|·:]\s|\s[–—|·]|[–—|·]\s/u)
    .map((part) => part.replace(/[!.…?¡¿\s]+$|^[!.…?¡¿\s]+/gu, ''))
    .some((part) => PLACEHOLDER_TITLE_PART.test(part));
}
