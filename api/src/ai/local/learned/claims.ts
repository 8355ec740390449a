/**
 * What a business itself offers, told by how its page asks to be used rather than by the
 * trade's words: opening hours and a table booking (a restaurant), "book a demo" and per-user
 * pricing (software), "get a quote" and a call-out (a trade), an appointment (a practice), a
 * cart (a shop), tickets and a line-up (a venue). A page about a trade it does not practise
 * ("software for restaurants", a pub called The Butchers Arms) still asks for what it does.
 * Each kind becomes one `claim:` feature that the model learns from training pages
 * (`training/claimSentences.ts`), so how much a claim says about a class is learned, not set by
 * hand.
 *
 * The patterns read accent-folded, lower-case text (see `foldText`) in the seven languages, and
 * look for calls to action and their fixed phrases, not for topics: "update your opening hours"
 * on a restaurant app's page has no time after it, "digital menu" is not "our menu".
 */
export const CLAIM_KINDS = [
  'hours',
  'menu',
  'tableBooking',
  'roomBooking',
  'demo',
  'trial',
  'perSeat',
  'quote',
  'callOut',
  'serviceArea',
  'appointment',
  'cart',
  'tickets',
] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** A time of day as businesses write it: 9:00, 9.30, 9h, 9am, 18 Uhr. */
const TIME = String.raw`\d{1,2}(?:[:.h]\d{2}|\s?(?:am|pm|uhr|h\b))`;
const HOURS_LABEL = [
  'opening (?:hours|times)',
  'open daily',
  'hours of operation',
  'our hours',
  'offnungszeiten',
  'geoffnet',
  'horaires(?: d.ouverture)?',
  'ouvert (?:tous les jours|du)',
  'horarios?(?: de apertura| de atencion| de funcionamento| de abertura)?',
  'abierto (?:todos los dias|de)',
  'openingstijden',
  'openingsuren',
  'geopend',
  'orari(?: di apertura)?',
  'orario(?: di apertura)?',
  // A practice's and a nursery's opening hours in German.
  'sprechzeiten',
  'betreuungszeiten',
  'aperto (?:tutti i giorni|dal)',
  'aberto (?:todos os dias|de)',
].join('|');

/** Days as businesses write them: "Mon–Fri", "every day", "Di–So", "du mardi au samedi". */
const DAYS = [
  'mon(?:day)?',
  'tue(?:s|sday)?',
  'wed(?:nesday)?',
  'thu(?:rs|rsday)?',
  'fri(?:day)?',
  'sat(?:urday)?',
  'sun(?:day)?',
  'every day',
  'daily',
  // Two-letter German and Dutch days only as a range ("Di–So", "ma-za"): alone they are words.
  '(?:mo|di|mi|do|fr|sa|so)\\.?\\s?[-–]\\s?(?:mo|di|mi|do|fr|sa|so)',
  '(?:ma|di|wo|do|vr|za|zo)\\.?\\s?[-–]\\s?(?:ma|di|wo|do|vr|za|zo)',
  'montag',
  'dienstag',
  'freitag',
  'samstag',
  'sonntag',
  'taglich',
  'lundi',
  'mardi',
  'vendredi',
  'samedi',
  'dimanche',
  'tous les jours',
  'lunes',
  'martes',
  'viernes',
  'sabado',
  'domingo',
  'todos los dias',
  'maandag',
  'dinsdag',
  'vrijdag',
  'zaterdag',
  'zondag',
  'dagelijks',
  'lunedi',
  'martedi',
  'venerdi',
  'sabato',
  'domenica',
  'tutti i giorni',
  'segunda',
  'terca',
  'sexta',
  'todos os dias',
].join('|');
/** A range of times: "9am–5pm", "11:30–22:00", "12h à 14h30", "9 bis 18 Uhr". */
const TIME_RANGE = String.raw`\d{1,2}(?:[:.h]\d{2})?\s?(?:am|pm|h|uhr)?\s?(?:-|–|—|to|till|until|bis|a|à|au|tot|alle|as|às)\s?${TIME}`;

/**
 * A box office named as another venue's ("biglietteria del Palazzo dei Congressi", "billetterie
 * du théâtre", "Vorverkauf der Stadthalle"): the page points to someone else's tickets.
 */
const NOT_ANOTHERS = String.raw`(?! (?:du|de la|de l'|des|del|della|dello|dei|degli|delle|do|da|dos|das|der|des|im|in der|van de|van het|of the|at the|au|a la|al|alla|no|na)\b)`;

const PATTERNS: Readonly<Record<ClaimKind, RegExp>> = {
  hours: new RegExp(
    String.raw`\b(?:${HOURS_LABEL})\b[^.!?]{0,80}?${TIME}|\b(?:${DAYS})\b[^.!?\d]{0,30}${TIME_RANGE}`,
  ),
  menu: alternatives([
    '(?:our|see (?:the|our)|view (?:the|our)|lunch|dinner|food|drinks|wine|brunch|set|tasting|a la carte) menus?',
    'happy hour',
    'plat du jour',
    'menu (?:complet|enfant|degustation)',
    // A tasting menu in Spanish, Italian and Portuguese, as in French.
    'menu (?:de )?(?:degustacion|degustazione|degustacao)',
    'formule (?:midi|dejeuner)',
    'speisekarte',
    'mittagskarte',
    'weinkarte',
    'getrankekarte',
    'tageskarte',
    'notre carte',
    'nos menus',
    'menu du (?:jour|midi)',
    'carte des vins',
    'nuestra carta',
    'menu del dia',
    'carta de vinos',
    'menukaart',
    'lunchkaart',
    'onze kaart',
    'il nostro menu',
    'menu del giorno',
    'carta dei vini',
    'la nostra carta',
    'ementa',
    'o nosso menu',
    'carta de vinhos',
    'prato do dia',
  ]),
  // A table named: "reservations recommended" or "prenotazione obbligatoria" alone is a tour's,
  // a workshop's or a furnace visit's as often as a restaurant's (devset24's Murano glassworks).
  tableBooking: alternatives([
    '(?:book|reserve) (?:a|your) table',
    'tisch reservieren',
    'tischreservierung',
    'reservieren sie (?:einen|ihren) tisch',
    'reserve[rz]? (?:une|votre) table',
    'reserva(?:r)? (?:una |tu |su )?mesa',
    'reserveer (?:een|uw|je) tafel',
    'tafel reserveren',
    'prenota(?:re)? (?:un|il (?:tuo|vostro)) tavolo',
    'reserv(?:ar|e) (?:uma|a sua) mesa',
  ]),
  roomBooking: alternatives([
    'book (?:a|your) (?:room|stay)',
    'check availability',
    'best (?:rate|price) guarantee',
    'zimmer (?:buchen|anfragen)',
    'verfugbarkeit prufen',
    'reserve[rz]? (?:une|votre) chambre',
    'reservez votre sejour',
    'reserva(?:r)? (?:tu |su |una )?habitacion',
    'consultar disponibilidad',
    'boek (?:uw|je|een) kamer',
    'kamer (?:boeken|reserveren)',
    'beschikbaarheid (?:bekijken|controleren)',
    'prenota (?:la tua |una )?camera',
    'verifica (?:la )?disponibilita',
    'reserv(?:ar|e) (?:o seu |um )?quarto',
    'verificar disponibilidade',
  ]),
  // Buttons often drop the article: "Request demo", "Richiedi demo", "Demande de démo".
  demo: alternatives([
    '(?:book|request|get|schedule|try)(?: a| your| the)?(?: free| live)? demo',
    'demo (?:anfordern|vereinbaren|buchen)',
    'kostenlose demo',
    'demande[rz]? (?:une |de )?demo',
    'reserve[rz]? (?:une )?demo',
    '(?:solicita|pide|reserva|agenda)(?:r)? (?:una )?demo',
    'demo aanvragen',
    'vraag (?:een )?demo aan',
    'plan (?:een )?demo',
    '(?:richiedi|prenota)(?: una)? demo',
    '(?:solicite|pe[cç]a|agende|marque)(?: uma)? demo(?:nstracao)?',
  ]),
  trial: alternatives([
    'free trial',
    'try (?:it )?(?:for )?free',
    'start (?:your )?free',
    'no credit card (?:required|needed)',
    'kostenlos testen',
    'gratis testen',
    'testphase',
    'essai gratuit',
    'essayez gratuitement',
    'prueba gratis',
    'prueba gratuita',
    'pruebalo gratis',
    'gratis proberen',
    'probeer (?:het )?gratis',
    'proefperiode',
    'prova gratuita',
    'provalo gratis',
    'teste gratis',
    'teste gratuito',
    'experimente gratis',
  ]),
  // Per user or per seat, not per month: a gym, a coworking desk and a flat are paid monthly too.
  perSeat: alternatives([
    'per (?:user|seat|agent)',
    'pro (?:nutzer|benutzer|arbeitsplatz)',
    'par utilisateur',
    'por (?:usuario|utilizador)',
    'per gebruiker',
    'per utente',
    'billed (?:annually|monthly|yearly)',
    'jahrlich abgerechnet',
    'facture annuellement',
    'facturado anualmente',
    'jaarlijks gefactureerd',
    'fatturat[oa] annualmente',
    'faturado anualmente',
  ]),
  quote: alternatives([
    '(?:free|no.obligation) (?:quote|estimate)s?',
    '(?:get|request) (?:a|your) (?:free )?(?:quote|estimate)',
    'kostenlose[sn]? (?:angebot|kostenvoranschlag)',
    'unverbindliche[sn]? angebot',
    'angebot anfordern',
    'kostenvoranschlag',
    'devis (?:gratuit|sans engagement)',
    'demande[rz]? (?:un|votre) devis',
    'presupuesto (?:gratis|gratuito|sin compromiso)',
    '(?:pide|solicita|pedir) (?:tu |un )?presupuesto',
    '(?:gratis|vrijblijvende) offerte',
    'offerte aanvragen',
    'preventivo (?:gratuito|gratis|senza impegno)',
    'richiedi (?:un )?preventivo',
    'orcamento (?:gratis|gratuito|sem compromisso)',
    '(?:peca|pedir|solicite) (?:o seu |um )?orcamento',
  ]),
  callOut: alternatives([
    'call.?out',
    'emergency (?:call|repairs?|service)',
    '24/7 (?:emergency|service|call)',
    'same.day (?:service|repairs?)',
    'notdienst',
    'depannage (?:rapide|24)',
    'intervention (?:rapide|en urgence|sous)',
    'urgencias 24',
    'servicio urgente',
    'storingsdienst',
    'spoedservice',
    'pronto intervento',
    'assistenza 24',
    'servico de urgencia',
    'assistencia 24',
  ]),
  serviceArea: alternatives([
    'areas? we cover',
    'service areas?',
    'we cover [^.!?]{0,60}(?:and surrounding|areas|villages)',
    'surrounding (?:areas|villages|towns)',
    'einzugsgebiet',
    'im umkreis von',
    'zones? d.intervention',
    'nous intervenons',
    'zona de (?:cobertura|servicio|actuacion)',
    'werkgebied',
    'zona di intervento',
    'zone servite',
    'area de atuacao',
    'zonas de atuacao',
  ]),
  appointment: alternatives([
    '(?:book|make|request|schedule) (?:an|your) appointment',
    'new patients',
    'termin (?:vereinbaren|buchen|online)',
    'online.?termin',
    'terminvereinbarung',
    'neue patienten',
    'prend(?:re|ez) (?:un )?rendez.vous',
    'rdv en ligne',
    'prise de rendez.vous',
    '(?:pide|pedir|reserva|solicita) (?:tu |su |una )?cita',
    'cita previa',
    'afspraak maken',
    'maak (?:een|uw|je) afspraak',
    'plan (?:een|uw|je) afspraak',
    'prenota (?:una |la tua )?(?:visita|appuntamento)',
    'fissa (?:un )?appuntamento',
    '(?:marcar|marque|agendar|agende) (?:a sua |uma )?(?:consulta|marcacao)',
  ]),
  cart: alternatives([
    'add to (?:cart|basket|bag)',
    'shopping (?:cart|basket|bag)',
    'free (?:shipping|delivery) on (?:all )?orders',
    'in den warenkorb',
    'warenkorb',
    'versandkostenfrei',
    'ajouter au panier',
    'mon panier',
    'livraison (?:gratuite|offerte) des',
    'anadir al carrito',
    'carrito',
    'envio gratis',
    'in (?:de )?winkelwagen',
    'winkelmandje',
    'gratis verzending',
    'aggiungi al carrello',
    'carrello',
    'spedizione gratuita',
    'adicionar ao carrinho',
    'carrinho',
    'portes gratis',
  ]),
  tickets: alternatives([
    '(?:buy|get|book) (?:your )?tickets',
    'tickets? (?:on sale|available)',
    'at the door',
    'aan de deur',
    `abendkasse${NOT_ANOTHERS}`,
    'tickets via',
    'line.?up',
    '(?:tickets|karten) kaufen',
    `vorverkauf${NOT_ANOTHERS}`,
    'einlass',
    'achete[rz]? (?:vos |des )?billets',
    `billetterie${NOT_ANOTHERS}`,
    'compra(?:r)? (?:tus |las )?entradas',
    '(?:tickets|kaarten) (?:kopen|bestellen)',
    'acquista (?:i )?biglietti',
    `biglietteria${NOT_ANOTHERS}`,
    'compr(?:ar|e) (?:os )?bilhetes',
    `bilheteira${NOT_ANOTHERS}`,
    // Doors opening at a time of day: a venue's. Without one it is a locksmith's door opening
    // ("apertura de puertas 24 h", "ouverture de porte claquée 7 jours sur 7").
    String.raw`(?:doors open|ouverture des portes|apertura de puertas|deuren open|apertura porte|abertura de portas) (?:(?:at|from|a las|a|om|vanaf|ore|alle|as|ab|des) )?(?:[01]?\d|2[0-3])(?:[:.h]\d{2}|\s?(?:am|pm|uhr|uur)\b|h\b|\b)(?! ?(?:h|horas|hours|uur|ore|dias|jours|days|tage|dagen|giorni|minutos|minutes|minuten|minuti)\b)`,
  ]),
};

function alternatives(patterns: readonly string[]): RegExp {
  return new RegExp(String.raw`\b(?:${patterns.join('|')})\b`);
}

/** Lower case with accents folded, so the patterns need one spelling per word. */
function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

/** The kinds of claim a page's text makes, each once, in `CLAIM_KINDS` order. */
export function claimsOf(text: string): ClaimKind[] {
  const folded = foldText(text);
  return CLAIM_KINDS.filter((kind) => PATTERNS[kind].test(folded));
}
