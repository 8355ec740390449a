import type { HomepageFacts } from '../homepage/types.ts';
import { isOwnerlessNotice, isPlaceholderTitle, isToolTitle } from './ownerlessNotice.ts';

/**
 * What a web host or server shows before (or instead of) the company's site, whatever else
 * the page says: its words ("Windows", "account", "server") are the host's, not the company's.
 * WordPress's default tagline in the seven languages too, in a title, a first heading or a short
 * page (a real site may keep it in its header).
 */
const HOSTING_DEFAULT =
  /account (has been )?suspended|this (account|site|website) (has been|is) (suspended|disabled|deactivated)|contact your hosting provider|bandwidth limit exceeded|konto (wurde )?(gesperrt|deaktiviert)|compte (a été )?suspendu|cuenta suspendida|account (is )?opgeschort|account sospeso|conta suspensa|iis windows server|internet information services|welcome to (nginx|iis|openresty|caddy)|apache2? (ubuntu |debian )?default page|test page for the (apache|nginx)|it works!|default (web )?(site )?page|plesk|cpanel|directadmin|welcome to your new (website|site)|index of \/|future home of|hello world!? welcome to wordpress|just another wordpress site|só mais um site wordpress|otro sitio (más )?de wordpress|un (autre )?site utilisant wordpress|(ein weiterer wordpress-blog|eine weitere wordpress-(website|seite))|un nuovo sito targato wordpress|(zomaar|nog) een wordpress[- ](website|site)|^\s*wordpress\s*[›»]|^\s*(403 forbidden|404 not found|500 internal server error|502 bad gateway|503 service (temporarily )?unavailable)\b/i;

/**
 * A web framework's page as installed, however long (Laravel's welcome runs to its docs' links):
 * Rails' "Yay! You're on Rails!", Laravel's welcome, Django's "The install worked", a starter
 * app's "edit src/App.js". No business writes these lines.
 */
const FRAMEWORK_DEFAULT =
  /yay! you.re on rails|laravel has wonderful documentation|laracasts offers thousands of video tutorials|the install worked successfully! congratulations|¡la instalación funcionó con éxito|l.installation s.est déroulée avec succès|l.installazione è andata a buon fine|get started by editing (src\/)?(pages|app)\/|edit src\/app\.(js|jsx|tsx?) and save to (reload|test hmr)/i;

/**
 * Parked domains, "coming soon" pages, login walls and app shells with nothing in them say
 * nothing about the company, but their words ("for sale", "offer") would be read as if they
 * did. The learned model has a class for such pages too; these are the sure cases, in the
 * seven languages.
 */
const PLACEHOLDER = new RegExp(
  [
    'domain (is|may be) for sale|buy this domain|is parked|parked (free|domain)|make an offer on this domain',
    '(website|site) (is )?coming soon|under construction|hier entsteht|in (kürze|bälde) online|bald sind wir online',
    'arrive bientôt|en construction|muy pronto|en construcción|binnenkort online|online a breve|in costruzione|em construção|disponível em breve',
    '(sign|log) ?in to continue|melden sie sich an|connectez-vous|inicia sesión|log in om verder|accedi per continuare|inicie sessão',
    // A login wall's other words: "forgot your password", "please identify yourself".
    'forgot (your )?password|passwort vergessen|mot de passe oublié|veuillez vous identifier|identifiez-vous|olvidaste (tu|su) contraseña|wachtwoord vergeten|password dimenticata|esquece(u|i) (a (sua )?|minha )?(senha|palavra-passe)',
    'domain (steht|ist) zum? verkauf(en)?|domaine (est )?à vendre|dominio (está )?en venta|domein (is )?te koop|dominio (è )?in vendita|domínio (está )?à venda',
    // A parking page's ads ("Related searches: Dental Implants Cost …") name trades it is not.
    'related searches|sponsored listings|ähnliche suchanfragen|gesponserte links|recherches associées|liens sponsorisés|búsquedas relacionadas|enlaces patrocinados|gerelateerde zoekopdrachten|gesponsorde links|ricerche correlate|link sponsorizzati|pesquisas relacionadas|links patrocinados',
    // A maintenance notice, even one that names the trade ("Wartungsarbeiten … Buchungen").
    // The site's own maintenance, not a trade's ("we offer scheduled maintenance for boilers").
    'performing (some )?scheduled maintenance|maintenance mode|(site|website) is (currently )?(down|under) (for )?maintenance|wegen wartungsarbeiten|wartungsmodus|site (est )?en (cours de )?maintenance|(web|sitio|página) en mantenimiento|estamos en mantenimiento|(website|site|pagina) is in onderhoud|onderhoudsmodus|sito (web )?(è )?in manutenzione|(site|estamos) em manutenção',
    // Hosting and server placeholders: a suspended account, a web server's or panel's default.
    HOSTING_DEFAULT.source,
  ].join('|'),
  'i',
);

/**
 * An age gate before a drinks or tobacco site: its question is all the page says. A winery's
 * short page that asks it above its own words says more (see `AGE_GATE_TEXT`).
 */
const AGE_GATE =
  /are you (over|of legal|at least) (18|21|drinking age|the legal)|(legal|minimum) drinking age|sind sie (mindestens )?(18|volljährig)|volljährig|avez-vous (l.âge légal|18 ans|plus de 18)|âge légal|eres mayor de edad|mayor de 18|edad legal|ben je (18|ouder dan 18|meerderjarig)|meerderjarig|hai almeno 18 anni|sei maggiorenne|età legale|maior de idade|tem (mais de )?18 anos|idade legal/i;
const AGE_GATE_TEXT = 400;

/**
 * A shop shut for its stocktaking, when that is all the page says ("Fermé pour inventaire.
 * Nous rouvrons très bientôt."). A baker's page that adds its loaves and hours says more.
 */
const CLOSED_FOR_STOCKTAKING =
  /(closed|fermée?s?|chius[oia]|cerrad[oa]s?|fechad[oa]s?|geschlossen|gesloten)\s(temporarily |temporairement |temporaneamente |temporalmente |vorübergehend |tijdelijk )?(for (stocktaking|inventory)|pour inventaire|per inventario|por inventario|para inventário|wegen inventur|voor inventarisatie)/i;
/** Fewer words than a sentence about a trade, once the closure is said. */
const WORDS_BESIDE_CLOSURE = 15;

function onlyClosedForStocktaking(text: string): boolean {
  if (!CLOSED_FOR_STOCKTAKING.test(text)) return false;
  const rest = text
    .split(/(?<=[.!?])\s+/u)
    .filter((sentence) => !CLOSED_FOR_STOCKTAKING.test(sentence))
    .join(' ');
  return rest.split(/[^\p{L}]+/u).filter((word) => word.length > 1).length < WORDS_BESIDE_CLOSURE;
}

/** A description that says more than the title ("Welcome to Acme Group International" does not). */
function saysMore(facts: HomepageFacts): boolean {
  const titleWords = new Set((facts.title ?? '').toLowerCase().split(/\W+/));
  const extra = facts.descriptions
    .join(' ')
    .toLowerCase()
    .split(/\W+/)
    .filter((word) => word.length > 2 && !titleWords.has(word) && word !== 'welcome');
  return extra.length >= 3;
}

/**
 * A page whose visible text, payload text and descriptions together hold fewer words than a
 * sentence about a business (an IIS or nginx splash with one image, "Account Suspended"),
 * whatever those words are, says nothing; its title alone ("IIS Windows Server") would be
 * read as a trade. A schema.org type is evidence enough to read on.
 */
function tooFewWords(facts: HomepageFacts): boolean {
  if (facts.schemaTypes.length > 0) return false;
  const said = [
    facts.text,
    facts.scriptText,
    ...facts.descriptions,
    facts.organization?.description,
  ]
    .join(' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1);
  return said.length < MIN_PAGE_WORDS;
}

const MIN_PAGE_WORDS = 12;

const JS_REQUIRED = /(enable|requires?) javascript|javascript (is )?required/i;

export function isPlaceholderPage(facts: HomepageFacts): boolean {
  const words = `${facts.title ?? ''} ${facts.metaDescription ?? ''} ${facts.text}`;
  if (tooFewWords(facts)) return true;
  // A server's or host's own page says so in its title or first heading, however long it is
  // (Apache's default page runs to pages of configuration notes).
  const top = [facts.title ?? '', ...facts.headings.slice(0, 2)];
  if (top.some((line) => HOSTING_DEFAULT.test(line))) return true;
  if (FRAMEWORK_DEFAULT.test(words)) return true;
  // An app shell whose payload holds no words: "enable JavaScript" is all it says.
  const bare = facts.scriptText.length < 40 && facts.text.length < 300 && !saysMore(facts);
  if (JS_REQUIRED.test(words) && bare) return true;
  const length = facts.text.length + facts.scriptText.length;
  if (length < AGE_GATE_TEXT && AGE_GATE.test(words)) return true;
  if (onlyClosedForStocktaking(facts.text)) return true;
  const short = length < 600;
  // A login form's own words are left out of the text (forms are not content); a title that
  // says the place is closed ("Portal do Cooperado – Acesso restrito") says it for them.
  if (short && (PLACEHOLDER.test(words) || RESTRICTED_TITLE.test(facts.title ?? ''))) return true;
  // A registrar's, host's or platform's notice, or a placeholder's title, on a page that
  // says little else.
  return (
    length < OWNERLESS_TEXT &&
    (isOwnerlessNotice(words) ||
      isPlaceholderTitle(facts.title ?? '') ||
      isToolTitle(facts.title ?? ''))
  );
}

/** Notices run longer than a placeholder's line: a registrar's offers, a host's help. */
const OWNERLESS_TEXT = 800;

const RESTRICTED_TITLE =
  /acesso restrito|área restrita|accès (réservé|restreint)|acceso restringido|área privada|area riservata|accesso riservato|zugang nur für|geschützter bereich|mitgliederbereich|restricted access|members'? area|log ?in|sign ?in|anmeldung|connexion|iniciar sesión|inloggen|besloten (omgeving|deel)/i;
