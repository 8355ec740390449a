import { ALSO_AFTER } from './alsoSince.ts';
import { dashAsideOfAnotherName } from './dashAside.ts';
import { eitherCaseFirst } from './eitherCase.ts';
import { squashedSiteLabel } from './hostOf.ts';
import { LEGAL_FORM } from './legalForm.ts';
import { asideOfAnotherName } from './namedAside.ts';
import { asDomainSpells, siteWordsIn } from './namesSite.ts';
import { resoldBrandNames, toldOfResoldBrand } from './resoldBrands.ts';
import { ONLINE_AFTER, QUALITY_MARK_AFTER, WEBSITE_BEFORE } from './sinceStatus.ts';
import { addressedStreet } from './textAddress.ts';

/**
 * A founding said with its verb ("1991 in Leipzig gegründet", "Set up in 2012", "Abrimos en
 * 2015", "Costituito nel 1965", "fondé à Montpellier en 1986"): surer than a year after "since",
 * which may date a brand, a family or a status, so read first.
 */
const FOUNDED_WITH_VERB = new RegExp(
  [
    String.raw`\b(?:founded|established|incorporated)(?:\s+by\s+[^.;\d]{2,60}?)?\s+(?:in\s+)?(\d{4})\b`,
    // Opening verbs only in the company's own voice: a building "opened in 1878" too.
    String.raw`\b(?:set up|we opened(?:\s+(?:our|the|this)\s+(?!second|third|new|latest|next)(?:doors|first\s+[\p{L}-]+|[\p{L}-]+))?(?:\s+here)?|opened our doors)\s+in\s+(\d{4})\b`,
    // "depuis notre fondation en 2003", "since our founding in 1998", "seit unserer Gründung 1987".
    String.raw`\b(?:our|notre|nuestra|nossa|la nostra|onze|unserer|unsere|der)\s+(?:fondation|founding|foundation|fundación|fundação|fondazione|oprichting|gründung)\s+(?:(?:en|in|em|nel|im jahr|im)\s+)?(\d{4})\b`,
    // "Our centre opened in 2018", "Unser Club wurde 2016 eröffnet".
    String.raw`\bour\s+[\p{L}-]+\s+(?:was\s+)?opened\s+in\s+(\d{4})\b`,
    String.raw`\bunser[e]?\s+[\p{L}-]+\s+wurde\s+(\d{4})\s+(?:eröffnet|gegründet)\b`,
    // A founder's title keeps its dot: "wurde 1987 von Dr. Herbert Steiner gegründet".
    String.raw`\b(\d{4})\s+(?:[^.;\d]|(?<=\b(?:Dr|Prof|Ing|Mag|Dipl))\.){0,40}?\bgegründet\b`,
    String.raw`\b(?:gegründet(?:\s+im\s+jahr)?|gegr\.)\s+(\d{4})\b`,
    String.raw`\b(?:fondée?|créée?)\s+(?:à\s+[\p{L}-]+\s+)?en\s+(\d{4})\b`,
    // "Abrimos la cantina en 2016", not a second or a new shop.
    String.raw`\b(?:fundad[ao]s?|abrimos(?:\s+(?:as|las|la|el|a|o|nuestras|nuestra|nuestro|nossas|nossa|nosso)\s+(?:primer[oa]?\s+|primeir[oa]\s+)?(?!segund|nuev|otr|terceir|nov|outr)[\p{L}-]+)?)\s+(?:en|em)\s+(\d{4})\b`,
    String.raw`\bopgericht\s+in\s+(\d{4})\b`,
    String.raw`\bin\s+(\d{4})\s+opgericht\b`,
    // Dutch's separable verb: "Marc Vandaele richtte de zaak op in 1987".
    String.raw`\brichtten?\s+(?:[\p{L}-]+\s+){1,4}?op\s+in\s+(\d{4})\b`,
    // A founding day: "opgericht op 1 september 1931", "founded on 3 May 1994", "gegründet am
    // 1. März 1952", "fondée le 1er mars 1952", "fundada el 2 de mayo de 1960".
    String.raw`\b(?:opgericht\s+op|founded\s+on|gegründet\s+am|fondée?\s+le|fundad[ao]\s+(?:el|a|em)|fondat[ao]\s+il)\s+\d{1,2}(?:er|\.)?\s+(?:de\s+)?\p{L}+\s+(?:de\s+)?(\d{4})\b`,
    // Someone founded it: "a fondé le cabinet en 2012", "founded the practice in 2008",
    // "gründete 1952 die Schreinerei", "fundó la empresa en 1989", "ha fondato lo studio nel 2001".
    String.raw`\b(?:a|ont|avons|ai)\s+(?:fondé|ouvert|créé)\s+(?:(?:le|la|l'|l’|notre|son|sa)\s*(?!second|nouve|autre|deuxième)[\p{L}-]+\s+)?en\s+(\d{4})\b`,
    String.raw`\b(?:founded|started|established)\s+(?:the|our|this)\s+(?:[\p{L}-]+\s+){1,3}in\s+(\d{4})\b`,
    // "… und hat die Kanzlei in Ehrenfeld im Jahr 2017 eröffnet": the owner opened the business.
    String.raw`\b(?:hat|haben)\s+(?:die|den|das|ihre|seine|unsere|ihren|seinen|unseren)\s+(?!zweite|neue|weitere)[\p{L}-]+\s+(?:[^.;\d]{0,40}?\s)?(?:im\s+jahr\s+)?(\d{4})\s+(?:eröffnet|gegründet)\b`,
    // "Gegründet hat Ulrich Vogt die Kanzlei 1994".
    String.raw`\bgegründet\s+hat\s+[^.;\d]{2,60}?\s+(\d{4})\b`,
    // A shop's own opening: "Boutique ouverte en 1996", "Le salon — Ouvert en 2017", "Libreria
    // indipendente aperta nel 2019", "a escola abriu em 2012"; not a second or new shop's.
    String.raw`(?<!(?:second|third|new|another|zweite[nrs]?|dritte[nrs]?|neue[nrs]?|weitere[nrs]?|deuxième|troisième|nouvelle|nouveau|autre|segund[ao]|nuev[ao]|otr[ao]|second[ao]|terz[ao]|nuov[ao]|altr[ao]|tweede|derde|nieuwe|andere|terceir[ao]|nov[ao]|outr[ao])\s)(?<![\p{L}])(?:boutique|magasin|salon|atelier|cabinet|restaurant|commerce|agence|librairie|épicerie|libreria|negozio|bottega|ristorante|tienda|librería|escuela|loja|escola|livraria|winkel|zaak|laden|geschäft|shop|store)\s+(?:[\p{L}-]+\s+){0,2}?(?:ouverte?|apert[ao]|abiert[ao]|abri[uó]|abert[ao]|geopend|eröffnet|opened)\s+(?:en|nel|em|el|in|im)\s+(\d{4})\b`,
    // The owner started the business: "Dirk Koster startte de zaak in 1998".
    String.raw`\b(?:startte|begon|opende)\s+(?:de|het|onze|zijn|haar)\s+(?:zaak|bedrijf|winkel|praktijk|kantoor|salon|studio|school)\s+in\s+(\d{4})\b`,
    // "Started in 2011 by two lifeguards": the company's start told with its founders.
    String.raw`\bstarted\s+in\s+(\d{4})\s+by\b`,
    // "We started in 1998 with one cutting table": the company's own start, in its voice.
    String.raw`\bwe\s+(?:started|began)\s+(?:out\s+)?in\s+(\d{4})\b`,
    String.raw`\bgründeten?\s+(?:(?:die|den|das|unsere?n?)\s+[\p{L}-]+\s+)?(?:im\s+jahr\s+)?(\d{4})\b`,
    String.raw`\bfund(?:ó|aron|ou|aram)\s+(?:(?:la|el|a|o|nuestra|nuestro|nossa|nosso)\s+[\p{L}-]+\s+)?(?:en|em)\s+(\d{4})\b`,
    String.raw`\b(?:fondò|(?:ha|hanno)\s+fondato)\s+(?:(?:il|lo|la|l'|la nostra|il nostro)\s*[\p{L}-]+\s+)?nel\s+(\d{4})\b`,
    String.raw`\b(?:fondat[ao]|costituit[ao]|abbiamo aperto|nat[ao]|nasce)\s+nel\s+(\d{4})\b`,
    // Dutch puts the verb before its subject: "Toen de bakker stopte, openden wij hier in 2020
    // onze zaak", "begonnen we in 1998".
    String.raw`\b(?:openden|opende|begonnen|begon|startten|startte)\s+(?:wij|we|ik)\s+(?:hier\s+)?in\s+(\d{4})\b`,
    // The year before the company's own opening: "nel 2017 ho aperto il mio studio", "in 2012
    // we opened our shop", "en 2005 abrimos nuestra tienda".
    String.raw`\b[Ii]n\s+(\d{4})\s+(?:ben|zijn|heb|hebben)\s+(?:ik|wij|we)\s+(?:[\p{L}-]+\s+){0,3}?(?:gestart|begonnen|geopend|opgericht)\b`,
    // Not a second or a new shop: "Nel 2019 abbiamo aperto il secondo punto vendita".
    String.raw`\b(?:nel|in|en|em)\s+(\d{4})\s+(?:ho|abbiamo|I|we|j'ai|nous avons|abrí|abrimos|abri|ik|wij)\s+(?:(?:aperto|fondato|opened|founded|started|ouvert|fondé|créé|open(?:de|den)|richtten|begon(?:nen)?)\b(?!\s+(?:(?:il|la|lo|un|una|our|the|a|an|le|notre|une|el|nuestro|nuestra|o|nosso|nossa|onze|ons|de|het|een)\s+)?(?:second|nuov|new|deuxième|nouve|segund|tweede|nieuw|terz|third|troisième|otr|outr|altr|another))|(?:la|el|nuestra|nuestro|a|o|nossa|nosso)\s(?!segund|nuev|otr|terceir|outr|nov))`,
    // "Nossa casa abriu as portas em 2014", "Our bakery opened its doors in 1998".
    String.raw`\b(?:our|nossa|nosso|nuestra|nuestro|notre|unser[e]?|onze|la nostra|il nostro)\s+(?:[\p{L}-]+\s+){1,2}?(?:abriu as (?:suas )?portas|abrió sus puertas|a ouvert ses portes|opened (?:its|our) doors|öffnete (?:seine|ihre) türen|opende (?:zijn|haar) deuren|ha aperto i battenti)\s+(?:em|en|in|nel|im)\s+(\d{4})\b`,
    // "A Montado Invest, constituída em 2017", "constituida en 1998", "constituée en 2004".
    String.raw`\b(?:constituíd[ao]|constituid[ao]|constituée?)\s+(?:em|en)\s+(\d{4})\b`,
    // "The practice opened in 2019": the business named by its kind, not a building.
    String.raw`\bthe\s+(?:practice|clinic|studio|shop|store|salon|restaurant|café|cafe|bakery|firm|agency|school|gym|surgery|business|company)\s+(?:first\s+)?opened\s+in\s+(\d{4})\b`,
    // "Dr Aoife Brennan opened the clinic in 2011": the business by its kind, right after the verb.
    String.raw`\bopened\s+(?:the|this)\s+(?:practice|clinic|studio|shop|store|salon|restaurant|café|cafe|bakery|firm|agency|school|gym|surgery|business|company|office|workshop|garage)\s+in\s+(\d{4})\b`,
    // "Ernesto abrió este local con la receta de su mamá en 2003", "abriu esta loja em 1999".
    String.raw`\babri[óou]\s+(?:este|esta|el|la|su|sua|seu|o|a|nuestro|nuestra)\s+(?:local|negocio|tienda|restaurante|taller|puesto|fonda|consultorio|despacho|estudio|loja|oficina|escritório|consultório)\b[^.;\d]{0,50}?\b(?:en|em)\s+(\d{4})\b`,
    // "La fundación nació en 2007", "a escola nasceu em 1998": the company as its own subject.
    String.raw`\b(?:la|el|a|o|il|l'|nuestra|nuestro|nossa|nosso|la nostra|il nostro|notre)\s+(?:fundación|fundação|fondazione|fondation|empresa|asociación|associação|associazione|association|escuela|escola|scuola|école|tienda|loja|negozio|boutique|azienda|cooperativa|coopérative|clínica|clinica|clinique|taller|oficina|atelier|bottega|librería|livraria|libreria|librairie)\s+(?:nació|nasceu|nacque|est née?|naquit)\s+(?:en|em|nel|in)\s+(\d{4})\b`,
  ].join('|'),
  'giu',
);

/**
 * The founder's story names what they opened: "before opening Cobblestone in 2012", "avant de
 * créer Ferrand Expertise en 2003". Case-sensitive, unlike `FOUNDED_WITH_VERB`: the name is
 * capitalised ("opened its doors in 1936" is a building's).
 */
const FOUNDED_BY_NAME = new RegExp(
  [
    // Dutch too: "Marloes de Wit begon Zonnewende in 2013".
    String.raw`\b(?:opening|opened|founding|starting|started|launching|launched|setting up|founded|begon|startte|opende|richtte)\s+(?:(?:it|our doors)\s+as\s+)?(?:\p{Lu}[\p{L}'’&-]*\s+){1,4}in\s+(\d{4})\b`,
    // "avant de créer Ferrand Expertise en 2003", "ont ouvert le Bistrot des Halles en 2011".
    String.raw`\b(?:créer|créé|fonder|ouvrir|ouvert)\s+(?:(?:le|la|les|l'|l’)\s*)?(?:(?:clinique|cabinet|atelier|salon|restaurant|boutique|magasin|école|studio|bureau|société|entreprise)\s+)?(?:\p{Lu}[\p{L}'’&-]*\s+(?:(?:de|des|du|d'|la|le|et|&)\s+)?){1,4}en\s+(\d{4})\b`,
    // "Sus hijos fundaron Bertolini Hermanos en 1958", "fondarono Ferrandi Tipografia nel 1921".
    String.raw`\b(?:[Ff]und(?:ó|aron|ou|aram|ámos|amos)|[Cc]ri(?:ámos|amos|ou|aram)|[Cc]re(?:amos|ó|aron)|[Ff]ond(?:ò|arono)|(?:ha|hanno) fondato)\s+(?:(?:a|o|la|el|as|os)\s+)?(?:\p{Lu}[\p{L}'’&.-]*\s+){1,4}(?:en|em|nel|in)\s+(\d{4})\b`,
    // A company "born" in a year, named as its subject: "Bodegas Hermanos Requena nació en 1998"
    // (a person is born too: only a subject that names the site is kept).
    String.raw`(?<born>(?:\p{Lu}[\p{L}'’&-]*\s+){1,5})(?:nació|nasceu|nacque|naquit|est née?|werd geboren|abrió sus puertas|abriu as (?:suas )?portas|a ouvert ses portes|opened its doors|öffnete seine türen|ha aperto i battenti|opende (?:zijn|haar) deuren|abrió|abriu|ha aperto|a ouvert|opened|eröffnete|opende)\s+(?:en|em|nel|in)\s+(\d{4})\b`,
  ].join('|'),
  'gu',
);

/** "since" in the six other languages (and Catalan's "des de"). */
export const SINCE_ELSEWHERE = 'seit|depuis|desde|sinds|dal|des de';

/**
 * "Est. 2015", "est 1987": an abbreviation of "established", read after the founding verbs and
 * before any "since", which may date a status or another party's trade told first on the page
 * ("… a brewhouse brewing since 1998" above "Hop Trail Tours est. 2015 by …").
 */
const ESTABLISHED = /\best\.?\s*(\d{4})\b/giu;

/**
 * A year after "since" in the seven languages ("Seit 1987", "depuis 1987", "Desde", "Sinds",
 * "Dal", "serving … since 1987"); founding verbs are read first (`FOUNDED_WITH_VERB`). A year
 * next to a building, a membership or a partnership ("member since") is not the company's
 * founding.
 */
const FOUNDING = new RegExp(
  [
    String.raw`(?<!member |partner |customer |client |members |partners )\bsince\s+(\d{4})\b`,
    String.raw`\b(?:${SINCE_ELSEWHERE})\s+(\d{4})\b`,
  ].join('|'),
  'giu',
);

const OFFICIAL_WORD = String.raw`(?:official|officiel(?:le)?s?|offiziell\p{L}*|oficial(?:es)?|ufficial[ei]|offici(?:eel|ële|ele)|authori[sz]ed|autorisée?s?|agréée?s?|autorizad[oa]s?|autorizzat[oi]|geautoriseerd)`;
const DEALER_WORD = String.raw`(?:dealers?|resellers?|retailers?|stockists?|distributors?|service (?:partners?|centre|center|agents?)|[\p{L}-]*händler\p{L}*|servicepartner|revendeurs?|distributeurs?|réparateurs?|concessionnaires?|distribuidor(?:es)?|revendedor(?:es)?|taller(?:es)?|rivenditor[ei]|distributor[ei]|concessionari[oa]|officina|wederverkopers?|verdelers?|assistência)`;
/**
 * An official or authorised dealership dated by its year, not the company: "Rivenditori
 * ufficiali Ray-Ban dal 2012", "authorised Bosch service partner since 2004". A plain
 * "Concessionnaire Yamaha depuis 1996" or "Despachante oficial desde 1986" is the firm's own year.
 */
const OFFICIAL_DEALER_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:${OFFICIAL_WORD}\s+(?:[\p{L}-]+\s+){0,2}?${DEALER_WORD}|${DEALER_WORD}\s+(?:[\p{L}-]+\s+){0,2}?${OFFICIAL_WORD})(?![\p{L}])[^.;!?,]{0,60}$`,
  'iu',
);

/**
 * What a year beside "since / seit / depuis / desde / sinds / dal" may date instead of the
 * company: a membership, a partnership, a certificate or an award, in the seven languages
 * ("Mitglied der Innung seit 1987", "certifiés ISO depuis 2012", "socio de AECOC desde 2001"),
 * an affiliation, a quality mark or a rating ("VSR-keurmerk sinds 2017", "3 épis depuis 2014"), a
 * place in a network ("binnen het KlusNet-netwerk (sinds 2004)"), an authorisation or a licence
 * ("Autorização ANP desde 2012"), prices valid from a year ("Tariffe valide dal 2025"),
 * or a status held since then ("Scuola paritaria dal 2004", "acreditado por ENAC … desde 2016"),
 * a buying group joined ("Aderiamo al gruppo d'acquisto … dal 1999"), a professional's permit
 * ("permis de l'Ordre … depuis 2009"), a neighbour's doings ("Onze buurman staat … sinds 1987"),
 * within its clause. English membership is read only right before "since" (`FOUNDING`): "a members' club since
 * 1921" is the club's own year.
 */
const NOT_FOUNDING_BEFORE =
  /(?<![\p{L}])(certified|certification|certificazione|certificación|certificação|certificering|zertifizierung|iso \d{3,5}(?::\d{4})?|accredited|award(ed)?|members? of|titulaire|diplômée?|colegiad[oa]|habilitée?|licenciad[oa]|convenção|on instagram|auf instagram|sur instagram|en instagram|su instagram|op instagram|no instagram|mitglied|(?<!(?:ihr|ihre|your|votre|su|vostro|uw|jouw|seu|vosso|o seu|&|und|and|en|et|e|y)\s)partner(in)?|zertifiziert|ausgezeichnet|membres?|(?<!(?:votre|vos)\s)partenaires?|certifi[ée]e?s?|miembros?|socio|socia|asociad[oa]|certificad[oa]s?|lid|gecertificeerd|membro|certificat[oa]|sócio|parceiro|acredita\p{L}*|accrédit\p{L}*|akkredit\p{L}*|labellisée?|affiliat\p{L}*|afiliad\p{L}*|affiliée?s?|convenzionat\p{L}*|conventionnée?s?|iscritt\p{L}*|inscrite?s?|approved|commended|registered|supported|ondersteund|unterstützt|gefördert|funded|sussidiat\p{L}*|subsidi[sz]ed|subsidiad[oa]s?|subvencionad[oa]s?|subventionnée?s?|subventioniert|bezuschusst|gesubsidieerd|concertad[oa]s?|erkend|homologad[ao]|paritari[ao]|riconosciut\p{L}*|reconhecid\p{L}*|reconocid\p{L}*|reconnue?s?|recogni[sz]ed|licensed|anerkannt|zugelassen|enregistrée?s?|geregistreerd|registriert|registrad[oa]s?|registrat[oa]|aderiamo|aderisce|aderiscono|adhérons|adhère|adhèrent|adherimos|aderimos|homologu\p{L}*|omologat\p{L}*|accredit\p{L}*|zertifiziert\p{L}*|gespecialiseerd|spezialisiert|faixa[- ]preta|black[- ]belt|schwarzgurt|ceinture noire|cintur[óo]n negro|cintura nera|zwarte band|fachanw(?:alt|ält)\p{L}*|fach(?:zahn)?(?:arzt|ärzt)\p{L}*|speciali[sz]ed|spécialisée?s?|especializad[oa]s?|specializzat[oa]|agréée?|geaccrediteerd|aangesloten|angeschlossen|affiliated|adhérente?s?|adherid[oa]s?|aderent[ei]|filiad[oa]s?|certificat[ei]|certificati|valid[aei]?|valable|válid[oa]s?|gültig|geldig|vigent[ei]s?|keurmerk|gütesiegel|qualitätssiegel|kitemark|quality mark|sello|marchio|selo|épis|étoiles|sterne|stars|estrellas|stelle|estrelas|(?:notre|our|unser|unsere|nuestro|nuestra|il nostro|la nostra|onze|o nosso|a nossa)\s+(?:voisin|voisine|neighbou?r|nachbar|nachbarin|vecino|vecina|vicino|vicina|buurman|buurvrouw|vizinho|vizinha)|netwerk|network|netzwerk|réseau|rete|rede|franchise|franchising|jumelage|jumelée?s?|twinned|twinning|twin towns?|partnerstadt|städtepartnerschaft|hermanamiento|hermanad[oa]s?|gemellaggio|gemellat[oa]|stedenband|zusterstad|geminação|geminad[oa]s?|autorização|autorización|autorizzazione|autorisation|authori[sz]ation|genehmigung|vergunning|licen[cs]e|licença|licencia|licenza|habilitação|habilitation|abilitazione|habilitación|permis d[eu']|in betrieb|in operation|in gebruik|en service|in servizio|em funcionamento|en funcionamiento)(?![\p{L}])(?:[^.;!?,·|•]|\.(?=\s*[\dº°])){0,90}$/iu;
/**
 * A law or a rule as the subject of the year's clause: "De Wet rijonderricht motorrijtuigen
 * regelt sinds 2009 de pas in twee fasen", "the Act has required since 2016", "la loi impose
 * depuis 2020". With its article, so that "wet rooms since 2005" stays a founding.
 */
const LAW_BEFORE =
  /(?<![\p{L}])(?:de wet|het wetsvoorstel|wetgeving|the law|the act|legislation|regulations?|das gesetz|gesetzgebung|verordnung|la loi|le décret|la législation|la réglementation|la ley|el decreto|la legislación|la normativa|la legge|il decreto|a lei|o decreto|a legislação|richtlijn|directive|directiva|direttiva|diretiva)(?![\p{L}])(?!\s+(?:office|offices|firm|school|society|practice|centre|center|clinic|kitchen))[^.;!?]{0,80}$/iu;

/**
 * A person's birth in an aside after their name: "Ludovica Sbarbaro, nata nel 1971", "Anna
 * Weber, geboren 1965", "John Keane, born in 1950". A firm "nata nel" is said with its copula
 * ("l'azienda è nata nel 1990").
 */
const BIRTH_ASIDE_BEFORE = /\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+,\s*$/u;
const BIRTH_VERB = /^(?:nat[ao]|nacid[ao]|nascid[ao]|née?|geboren|born)\b/iu;

/**
 * What a year dates when the same sentence then speaks of the building: its past, not the
 * company ("dal 1887, in questo casale lavorò la famiglia Nardi, fabbri", "since 1887 this
 * barn housed the village forge"), in the seven languages.
 */
const BUILDING_AFTER =
  /^[^.;!?]{0,30}\b(in (this|the) (building|house|barn|mill|forge|smithy|farmhouse)|this (building|house|barn|mill|forge|smithy|farmhouse)|in (diesem|dem) (haus|gebäude|hof|gehöft)|dieses (haus|gebäude)|dans (ce|cette) (bâtiment|maison|bâtisse|ferme|grange)|en (este|esta) (edificio|casa|finca|molino|masía)|in (dit|het) (pand|gebouw|huis)|in quest[oa] (casale|edificio|palazzo|casa|mulino|cascina)|neste (edifício|prédio|casarão)|nesta casa|(?:en|on) (?:esta|this) (?:esquina|corner)|an dieser ecke|à (?:ce|cet) (?:coin|angle)|op deze hoek|(?:su|in) quest[oa] angolo|nesta esquina)\b/i;

/**
 * The building as the subject of the year's clause: "Het gebouw staat sinds 1999 op de lijst van
 * beschermde monumenten", "the building has been listed since 1972". Not "das Haus", which a
 * hotel's family runs ("Familie Rainer führt das Haus seit 1972").
 */
const BUILDING_BEFORE =
  /(?<![\p{L}])(?:het gebouw|het pand|the building|das gebäude|le bâtiment|l['’]immeuble|el edificio|l['’]edificio|il palazzo|o edifício|o prédio)(?![\p{L}])[^.;!?]{0,40}$/iu;

/**
 * A registration told right before its year (European Portuguese "registado"): "Comprador
 * registado na lota de Matosinhos desde 2003". Read closer than `NOT_FOUNDING_BEFORE`: "registada
 * no Turismo de Portugal (RNAAT n.º 512/2011) e organizamos desde 2011" is the company's start.
 */
const REGISTERED_BEFORE = /(?<![\p{L}])registad[oa]s?(?![\p{L}])[^.;!?,()]{0,40}$/iu;

/**
 * A product line with its price: the since-year dates the product or its maker ("Hoyo de
 * Monterrey Epicure No. 2 – sinds 1865 uit de Vuelta Abajo – € 16,40", "Lápis Viarco ArtGraf – a
 * fábrica de lápis de São João da Madeira, desde 1907 – 3,20 €").
 */
const PRICE_AFTER =
  /^[^.;!?]{0,60}?(?:[€£$]\s?\d|\d+(?:[.,]\d{2})?\s?(?:€|eur\b|chf\b)|(?:chf|r\$|us\$)\s?\d)/iu;

/**
 * A business that was founded and has since closed, not the company: "la carpintería que mi
 * padre fundó en 1961 en esta misma casa y que cerró en 1998", "opened in 1952 and closed in
 * 1989".
 */
const CLOSED_AFTER =
  /^[^.;!?]{0,80}?(?<![\p{L}])(?:and|y|et|e|und|en)\s+(?:que\s+|qui\s+|che\s+|die\s+)?(?:[\p{L}'’-]+\s+){0,2}?(?:closed|cerró|fermé|ferma|schloss|chiuse|sloot|fechou|encerrou)(?![\p{L}])/iu;

/**
 * A named person's role held since a year: "Lead instructor Dana Whitfield has been a Red Seal
 * carpenter since 1996". Not when the name is the site's ("Copperfield Motors has been a family
 * garage since 1972").
 */
const NAMED_ROLE_BEFORE = /\p{Lu}[\p{L}'’-]+\s+(?:has been|is)\s+an?\s+(?:[\p{L}-]+\s+){0,3}$/u;

/**
 * A brand the company sells or represents, named in the sentence before the year and described
 * in a clause of its own: the year is the maker's ("Dealer van Hofmeister Küchen – keukens uit
 * Duitsland sinds 1926", "dépositaires du Champagne Delorme, maison fondée en 1838"), in the seven
 * languages. Without the break it dates the dealership ("Concessionnaire Yamaha depuis 1996").
 */
const RESOLD_BRAND_BEFORE =
  /\b((?:autorisierte[rn]?\s+|offizielle[rn]?\s+)?(?:fach|vertrags)?händler\s+(?:der|des|von)|dealer|representante (?:exclusiv[oa]|oficial)|représentant exclusif|exclusive (?:agent|importer|distributor)|alleinvertrieb|vertragshändler|händler für|fachhändler für|dépositaires?|revendeur|concessionnaire|distributeur officiel|authori[sz]ed (dealer|stockist|reseller|retailer)|official (dealer|stockist|retailer)|stockists? of|we (sell|stock|carry)|wir (führen|verkaufen|vertreiben)|nous (vendons|distribuons)|(vendemos|distribuimos|comercializamos|revendemos)|(vendiamo|distribuiamo)|(we|wij) (verkopen|voeren)|distribuidor(es)? (?:autorizad[oa]s? |oficial(?:es)? )?(oficial|de)|concesionario|rivenditor[ei]|concessionari[oa]|revendedor|revenda (autorizada|oficial)|concessionári[oa]|officieel dealer|wederverkoper)\b[^.;!?]{0,80}[,–—(][^.;!?,–—(]{0,60}$/i;

/**
 * A brand or a maker named in the year's clause: its maker's year, not the shop's ("Velora – der
 * Marke, die seit 1898 in Bielefeld Fahrräder baut", "acrílicos Pampa, marca fundada en 1952",
 * "escopetas Beretta, fabricante italiano desde 1526"), unless the clause names the site.
 */
const BRAND_BEFORE =
  /(?<![\p{L}])(?:\p{L}*marke|brand|marque|marca|merk|marchio|fabricante|manufacturer|hersteller|fabricant|fabbricante|fabrikant)(?![\p{L}])[^.;!?]{0,40}$/iu;

/**
 * A closed period, not a founding: "Dal 1962 al 2013 qui la famiglia Rossi vendeva viti" is the
 * shop before, "from 1998 to 2004" a career step.
 */
const PERIOD_AFTER =
  /^\s*(?:[-–]\s*|(?:al|to|until|till|bis|à|au|jusqu.en|hasta|a|tot|até|e)\s+)(?:19|20)\d\d\b/i;

/**
 * What the company's customers, members or pupils have done since a year, not the company:
 * "Sinds 2018 breien onze klanten mutsjes voor de couveuse-afdeling".
 */
const OTHERS_ACT_AFTER =
  /^[\s,]*(?:\p{L}+\s+){0,2}?(?:onze|unsere|our|nos|nuestros|nuestras|i nostri|le nostre|os nossos|as nossas|nossos|nossas)\s+(?:\p{L}+\s+)?(?:klanten|kunden|kundinnen|customers|clients|clientes|clienti|members|leden|mitglieder|membres|socios|soci|sócios|volunteers|vrijwilligers|freiwillige\p{L}*|bénévoles|voluntarios|volontari|voluntários|students|leerlingen|schüler\p{L}*|élèves|alumnos|alunni|alunos|allievi|readers|lezers|leser\p{L}*|lecteurs|lectores|lettori|leitores)(?![\p{L}])/iu;

/**
 * A customer's years with the company, in a review's signature: "Kwekerij Van der Lugt, klant
 * sinds 2012", "Kundin seit 2009", "cliente desde 2015" (English is read in `FOUNDING`).
 */
const CUSTOMER_BEFORE =
  /(?<![\p{L}])(?:\p{L}*klant(?:e|en)?|\p{L}*kund(?:e|in|en|innen)|clientes?|clienti|clientèle|clients?)\s*$/iu;

/** A year that dates someone's support: "Sinds 2021 ondersteund door investeerder …". */
const SUPPORT_AFTER =
  /^[\s,]*(?:ondersteund|unterstützt|gefördert|supported|backed|funded|financed|soutenu|apoyad[oa]|sostenut[oa]|apoiad[oa])\b/i;

/**
 * A year that dates a rule, not the company: "Since 2016 every dog in England must be
 * microchipped", "Seit 2023 ist die E-Rechnung Pflicht", "depuis 2020, la loi impose …", "Seit
 * 2015 ist auch die Online-Zulassung möglich".
 */
const RULE_AFTER =
  /^[^.;!?]{0,80}?\b(must|have to|has to|is required|are required|compulsory|mandatory|by law|müssen|muss|pflicht\p{L}*|vorgeschrieben|gesetzlich|doit|doivent|obligatoires?|la loi|debe|deben|obligatori[oa]s?|por ley|la ley|moet|moeten|verplicht|wettelijk|devono|obbligatori[oa]|per legge|la legge|tem de|têm de|obrigatóri[oa]s?|por lei|a lei|möglich|possible|posible|possibile|mogelijk|possível|allowed|erlaubt|permitted|permitid[oa]|consentit[oa]|toegestaan)\b/iu;

/** "is", "are", "sind" … in the seven languages: a status held since a year is said with them. */
const COPULA = 'bin|ist|sind|is|are|am|est|sont|sommes|es|son|somos|è|sono|siamo|zijn|é|são';

/**
 * A year followed by a membership, a status or a presence that is not the company's founding:
 * "seit 2004 Mitglied der Steuerberaterkammer", "Since 2019 on Instagram", "sinds 2023 weer
 * energielabel A", "Skal-biologisch sinds 2001" is read before (`NOT_FOUNDING_BEFORE`).
 */
const STATUS_AFTER = new RegExp(
  String.raw`^\s*(?:(?:${COPULA})\s+(?:ich|wir|er|sie)?\s*)?(?:\p{L}+\s+){0,2}?(?:mitglied|members?|membres?|miembros?|socio|socia|lid|membro|sócio|on instagram|auf instagram|sur instagram|en instagram|su instagram|op instagram|no instagram|im sortiment|im programm|in (?:our|the) range|au catalogue|dans (?:notre|la) gamme|en (?:nuestro )?catálogo|in assortimento|in (?:het|ons) assortiment|no (?:nosso )?catálogo|in betrieb|in operation|en service|en servicio|in servizio|em funcionamento|weer|again|wieder)\b`,
  'iu',
);

/**
 * A partnership held since a year, said with "we": "Sinds 2020 zijn wij Google Premier Partner",
 * "depuis 2015 nous sommes partenaires de …"; not the company as its customers' partner ("Seit
 * 1990 sind wir Ihr Partner für Fliesen").
 */
const PARTNER_STATUS_AFTER = new RegExp(
  String.raw`^\s*(?:(?:${COPULA}|have been|'re)\s+)?(?:wir|wij|we|nous|noi|nós|nosotros)\s+(?:(?:${COPULA}|have been)\s+)?(?!(?:ihr|ihre|euer|your|votre|vos|uw|jouw|su|sus|tu|vostro|vostra|seu|sua)\s)(?:[\p{L}-]+\s+){0,3}?(?:partner\p{L}*|partenaires?|parceir\p{L}*)(?![\p{L}])`,
  'iu',
);

/**
 * A new owner or manager since a year, not the founding: "Sous la direction de Mélanie Renard
 * depuis 2019", "Under new ownership since 2021", "Dal 2017 è gestita da Stella Gaming S.r.l.",
 * "Seit 2019 unter neuer Führung". English "owned and run by the … family since" is left alone:
 * it often tells the founders.
 */
const MANAGEMENT_BEFORE =
  /(?<![\p{L}])(?:sous (?:la |une )?(?:nouvelle )?direction|unter (?:der )?(?:neuer |neuen )?(?:leitung|führung)|under (?:the )?new (?:ownership|management|owners?)|in new hands|new (?:owners?|management)|neue[rn]? (?:inhaber\p{L}*|leitung|führung)|nouve(?:aux|lle|au) (?:propriétaires?|direction|gérante?s?)|bajo (?:la )?(?:nueva )?(?:dirección|gestión)|nuev[oa]s? (?:dueñ[oa]s|dirección|gerencia)|sotto la (?:nuova )?(?:gestione|direzione|guida)|nuov[ao] (?:gestione|proprietà|titolare)|onder (?:nieuwe )?(?:leiding|eigenaar\p{L}*)|nieuwe eigenaar\p{L}*|sob (?:a )?(?:nova )?(?:direção|gestão)|nova (?:direção|gerência|gestão))[^.;!?]{0,60}$/iu;
const MANAGEMENT_AFTER =
  /^[^.;!?]{0,40}?(?<![\p{L}])(?:(?:è|est|ist|wird|es|é|sono|sont|zijn|wordt)\s+(?:gestit[oa]|gérée?|geführt|geleitet|gestionad[oa]|dirigid[oa]|regentad[oa]|gerid[oa]|geleid|gerund|beheerd)\s+(?:da|dal|dalla|dai|dalle|par|von|vom|por|door)|unter neuer|under new|sous (?:une )?nouvelle|in new hands|en nuevas manos|in nuove mani|em novas mãos|in neuen händen|in nieuwe handen|übernommen|took over|taken over|a repris|overgenomen|rilevat[oa]|assumiu|asumió|l[aoie]\s+gestiamo|l'\s?gestiamo|(?:la|lo)\s+gestionamos|(?:a|o)\s+gerimos|(?:la|le)\s+gérons|führen wir (?:es|sie|ihn)|runnen (?:we|wij) (?:het|hem)|we(?:'ve)? run it)(?![\p{L}])/iu;

/**
 * Where the company is since a year, not since when it is: a move ("Seit 2011 finden Sie uns im
 * neuen Büro", "Desde 2019 atendemos en nuestro local de la Avenida Argentina"), a new place of
 * its own ("Desde 2020 tenemos showroom propio").
 */
const PLACE_AFTER =
  /^[^.;!?]{0,40}?(?<![\p{L}])(?:finden sie uns|find us|you'll find us|nous trouverez|vous nous trouvez|nos encontrar\p{L}*|nos encuentras|ci trov\p{L}*|vindt u ons|vind je ons|encontra-nos|nos encontra|(?:atendemos|estamos|we are|we're|wir sind|sind wir|nous sommes|siamo|zijn we|we zijn|estamos) (?:en|in|at|im|au|dans|nel|nella|op|no|na) (?:nuestro|nuestra|our|unserem|unserer|notre|nostro|nostra|onze|nosso|nossa)|(?:tenemos|we have|wir haben|haben wir|nous avons|abbiamo|hebben we|we hebben|temos) (?:[\p{L}-]+ ){0,2}?(?:showroom|shop|store|tienda|local|laden|boutique|magasin|negozio|winkel|loja|sede|oficina|office|büro|atelier|taller)|(?:neue[nm]?|new|nouveaux?|nouvelle|nuev[oa]s?|nuov[oa]|nieuwe?|nov[oa]s?) (?:showroom|räume\p{L}*|büro\p{L}*|laden|geschäft|standort|premises|office|shop|store|studio|locaux|local|bureau|boutique|magasin|sede|oficina|tienda|negozio|ufficio|pand|kantoor|winkel|loja|escritório|instalaciones|instalações))(?![\p{L}])/iu;

/**
 * Someone's own history in the clause before the year, not the company's: "Dr. Frauke Kallweit
 * segelt selbst seit 1989", "Mr. Anne van Leeuwen is notaris sinds 1998", "El abuelo Fermín fue
 * ebanista en Lekunberri desde 1935", "Our founder Karen Oduya has worked in hospital cleaning since
 * 1996", "Don Ramiro Ocampo es carpintero desde 1979".
 */
const PERSON_BEFORE =
  /(?:^|[\s(])(?:dr\.|mr\.|mrs\.|ms\.|mevr\.|frau|herr|mme|mlle|sr\.|sra\.|dott\.(?:ssa)?|sig\.(?:ra)?|grandfather|grandmother|grandad|granddad|großvater|grossvater|großmutter|opa|oma|grand-père|grand-mère|abuel[oa]|nonn[oa]|avô|avó|my father|my mother|mein vater|meine mutter|mon père|ma mère|mi padre|mi madre|mio padre|mia madre|meu pai|minha mãe|mijn vader|mijn moeder|his father|her father|his mother|her mother|sein vater|seine mutter|ihr vater|ihre mutter|son père|sa mère|su padre|su madre|suo padre|sua madre|seu pai|sua mãe|zijn vader|haar vader|zijn moeder|haar moeder|don|doña|dona|founder(?:['’]s)?|owner(?:['’]s)?|gründer(?:in)?|inhaber(?:in)?|fondat(?:eur|rice|ore|rice)|fundador(?:a)?|oprichter|eigenaar|propriétaire|dueñ[oa]|titolare|proprietári[oa])[\s,][^.;!?]{0,80}$/iu;

/**
 * Another party founded in that year, named just before in an aside: "Whitmore's Farm (founded
 * 1898)", "Phonak, the Swiss maker founded in 1947", "Allergan, a company founded in 1948", "a
 * coopérative de Piura, au Pérou, fondée en 1997", "dem Magischen Zirkel, der 1912 gegründet
 * wurde". The year is the company's only when the words before the aside name the site.
 */
const ASIDE_BEFORE =
  /(?:\(\s*|,\s*)(?:(?:a|an|the|une?|la|le|el|il|lo|o|uma?|een|het|de|ein|eine|der|die|das|which|that|qui|que|che|dat|welche[rs]?)\s+)?(?:[\p{L}'’-]+\s+){0,4}$/iu;

/**
 * An aside whose since-year dates the name just before it: a bracket right after the name
 * ("…the chairs of Fratelli Colombo (sinds 1962)"), or a relative clause ("…na Feira Orgânica do
 * Passeio Público, que acontece desde 2011").
 */
const NAME_ASIDE_BEFORE =
  /\p{Lu}[\p{L}'’&.-]*\s*\(\s*$|,\s*(?:which|that|who|die|der|das|welche[rs]?|qui|que|che|dat|wat)\s+(?:[\p{L}'’-]+\s+){0,4}$/iu;
/** A founder's verb in the active voice ("a fondé le cabinet", "gründete"): the company's own. */
const ACTIVE_FOUNDING =
  /^(?:(?:a|ont|avons|ai|ha|hanno)\s|gründete|fund(?:ó|aron|ou|aram)\b|fondò|(?:founded|started|established)\s+(?:the|our|this)\b)/iu;

/**
 * "from", "d'une", "van" before a name: where something comes from, another party. Not German
 * "von" or "aus", whose nouns are all capitalised ("Importeur von Gewürzen").
 */
const SOURCE =
  /\b(?:from|d'une?|d’une?|de la|du|des|di|da|dalla|van|do|dos|das)\s+\p{Lu}|\b(?:from|d'une?|d’une?)\s|\b(?:(?:vien|provien)(?:nen)?t|vienen|viene|proviene|provengono|vêm|vem|kommt|kommen|stammt|stammen|komt|komen|comes?)\s+(?:de|d'|da|do|von|vom|aus|van|uit|from)\b/u;

/** "by" before a name: who makes or does something, another party ("spun by Laxton's mill"). */
const AGENT = /\b(?:by|par|door|por|pela|pelo)\s+\p{Lu}/u;

/**
 * A maker named by its trade and its name ("der Brauerei Puntigam", "la fromagerie Dubois"): whose
 * product the company pours or sells, another party ("Wir schenken Märzen der Brauerei Puntigam
 * aus, gebraut seit 1869"). The trade word in either case, the name capitalised.
 */
const PRODUCER_WORDS = [
  'brauerei',
  'brewery',
  'brasserie',
  'cervecería',
  'birrificio',
  'brouwerij',
  'cervejaria',
  'rösterei',
  'roastery',
  'torréfaction',
  'torrefazione',
  'koffiebranderij',
  'torrefação',
  'molkerei',
  'käserei',
  'fromagerie',
  'quesería',
  'caseificio',
  'kaasmakerij',
  'queijaria',
  'weingut',
  'winery',
  'domaine',
  'bodega',
  'cantina',
  'wijnhuis',
  'adega',
  'destillerie',
  'brennerei',
  'distillery',
  'distillerie',
  'destilería',
  'distilleria',
  'stokerij',
  'destilaria',
  'manufaktur',
  'hersteller',
  'manufacturer',
  'fabricant',
  'fabricante',
  'produttore',
  'fabrikant',
];
const PRODUCER_NAMED = new RegExp(
  String.raw`(?<![\p{L}])(?:${eitherCaseFirst(PRODUCER_WORDS)})\s+(?:[\p{L}'’-]+\s+)?\p{Lu}`,
  'u',
);

/** A name with its legal form at the end of an aside's head: "… ist die Kinderwelt Sachsen gGmbH". */
const LEGAL_NAME_END = new RegExp(String.raw`\p{Lu}[\p{L}'’&-]*\s+${LEGAL_FORM}\.?\s*$`, 'u');

/** The company speaking of itself, in the seven languages. */
const FIRST_PERSON_WORDS = String.raw`we|our|wir|unser\p{L}*|nous|notre|nos|nosotros|nuestr\p{L}*|noi|nostr\p{L}*|wij|onze|nós|noss\p{L}*`;
const FIRST_PERSON = new RegExp(`^(?:${FIRST_PERSON_WORDS})$`, 'iu');

/** Words that name the company itself, not another party, before an aside about its founding. */
const SELF_HEAD = new RegExp(
  String.raw`\b(?:${FIRST_PERSON_WORDS}|company|firm|business|practice|\p{L}*bedrijf|\p{L}*betrieb|unternehmen|firma|entreprise|société|maison|empresa|negocio|azienda|ditta|impresa|loja|zaak|kanzlei|praxis|cabinet|studio|atelier|coop\p{L}*|coöperatie|genossenschaft)\b`,
  'iu',
);

/**
 * A founder's earlier employer or school, dated by its own founding: "a travaillé chez un grand
 * cabinet lyonnais fondé en 1920", "spent ten years at a Staffordshire pottery founded in 1809",
 * "a appris le métier chez un fleuriste lausannois fondé en 1911".
 */
const EMPLOYER_BEFORE =
  /(?:\b(?:travaill\p{L}*|appris\p{L}*|formée?|passée?|stage|années|ans|apprenti\p{L}*)\b[^.;!?]{0,30}\bchez|\bworked (?:at|for)|\byears (?:at|with)|\btrained (?:at|with)|\bapprenticed (?:at|with)|\bstudied at|\bbei (?:einer?|der|dem)|\btrabaj[óé] en|\btrabalhou (?:na|no|em)|\blavorato (?:presso|in|da)|\bwerkte bij|\bgelernt bei)\s[^.;!?]{0,60}$/iu;

/**
 * A status granted since a year, not a founding: a legal form ("seit 2022 sind wir eine
 * Partnerschaftsgesellschaft"), a dealership or an authorisation ("Seit 2019 sind wir Mazda-
 * Vertragshändler", "Desde 2017 somos assistência autorizada"), a certificate ("Seit 2008 ist
 * unser Laden Bioland-zertifiziert").
 */
const GRANTED_STATUS_AFTER = new RegExp(
  String.raw`^[\s,]*(?:(?:${COPULA}|we|wir|nous|we've been|have been|has been)\s+){1,3}(?:[\p{L}-]+\s+){0,3}?(?:[\p{L}-]*(?:gmbh|partnerschaft\p{L}*|gesellschaft|vertragshändler|vertragswerkstatt)|ag|kg|sarl|sas|ltd|limited company|srl|spa|bv|lda|authori[sz]ed|official|autoris\p{L}*|autorizad\p{L}*|autorizzat\p{L}*|geautoriseerd|offiziell\p{L}*|concessionnaire|concesionari\p{L}*|concessionári\p{L}*|dealer|erkend|assistência autorizada|exent[oa]s?|exempt\p{L}*|gemeinnützig\p{L}*|steuerbefreit\p{L}*|d'utilité publique|anbi)(?![\p{L}])`,
  'iu',
);
const CERTIFIED_WORD = String.raw`(?:anerkannt\p{L}*|zertifiziert\p{L}*|registriert\p{L}*|akkreditiert\p{L}*|erkende|gecertificeerde|geregistreerde|recogni[sz]ed|erkend|reconnue?s?|riconosciut[oa]|reconocid[oa]s?|reconhecid[oa]s?|befugt\p{L}*|beeidet\p{L}*|vereidigt\p{L}*|zertifiziert|certified|certifiée?s?|certificad[oa]s?|certificat[oaie]|gecertificeerd|accredited|akkreditiert|accréditée?s?|acreditad[oa]s?|accreditat[oa]|geregistreerd|registriert|registered|enregistrée?s?|registrad[oa]s?|registrat[oa]|registad[oa]s?|zugelassen\p{L}*|approbiert\p{L}*|licensed|admitted|colegiad[oa]s?|habilitad[oa]s?)(?![\p{L}])`;
const CERTIFIED_AFTER = new RegExp(
  // "Seit 2008 ist unser Laden Bioland-zertifiziert", "ist seit 2012 PEFC-zertifiziert".
  String.raw`^[^.;!?]{0,50}?(?<![\p{L}])(?:${COPULA})(?![\p{L}])[^.;!?]{0,40}?${CERTIFIED_WORD}|^\s*(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*${CERTIFIED_WORD}`,
  'iu',
);

/** "Unsere Kurse sind seit 2022 vom IVR anerkannt": the copula before the year, the status after. */
const COPULA_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:${COPULA})\s+$`, 'iu');
const CERTIFIED_LATER = new RegExp(`^[^.;!?]{0,60}?${CERTIFIED_WORD}`, 'iu');

/**
 * Organic farming dated by its year, not the company: "Skal-biologisch sinds 2001", "certified
 * organic since 1998", "en bio depuis 2009", "biologico dal 2005", "ökologisch seit 1990".
 */
const ORGANIC_BEFORE =
  /(?<![\p{L}])(?:organic(?:ally)?|bio|biologisch|biologique|biologico|biologica|biológic[oa]|ecológic[oa]|ökologisch|ecologisch|biodynamisch|biodynamique|biodynamic)\s+(?:(?:certifi\p{L}*|gecertificeerd|zertifiziert|geteeld|gewirtschaftet|farmed|grown|cultivé|cultivat[oa]|cultivad[oa]|coltivat[oa])\s+)?$/iu;

/**
 * A change measured since a year, not a founding: "38 % less carbon per loaf since 2021",
 * "30 % weniger Energie seit 2019".
 */
const MEASURED_BEFORE =
  /(?:\d\s?%|\bper ?cent\b|prozent|pour cent|por ciento|per cento|procent|por cento)[^.;!?]{0,60}$/iu;

/**
 * A public or natural thing named right before its own founding or date, not a business: "Les
 * gorges sont une réserve naturelle créée en 1980", "the national park since 1951", "ein Festival
 * seit 1976", "la DOC nata nel 1968"; an event's, also in brackets or a relative clause after its
 * name ("Arts Festival (running since 1978)", "Maratón Valencia, que se corre … desde 1981"). A
 * site named after it keeps the year.
 */
const PUBLIC_THING_BEFORE =
  /(?<![\p{L}])(réserve naturelle|nature reserve|national park|parc (?:naturel|national)|naturschutzgebiet|nationalpark|naturpark|reserva natural|parque (?:natural|nacional)|riserva naturale|parco (?:naturale|nazionale)|natuurreservaat|nationaal park|natuurgebied|museum|musée|museo|museu|festival|feira|feria|fiera|foire|marathon|maratón|maratona|regatta|regata|carnival|carnaval|carnevale|karneval|kermis|sagra|unesco|appellation|aoc|doc|docg|dop|denominación de origen|denominação de origem|federation|fédération|federación|federazione|federação|verband)(?![\p{L}])[^.;!?,()]{0,30}(?:\(\s*(?:running|held|organi[sz]ed|ausgetragen|organisée?|celebrad[oa]|organizzat[oa]|georganiseerd|realizad[oa])?\s*|,\s*(?:que|which|that|qui|che|die|der|das|dat)\s[^.;!?,()]{0,40})?$/iu;

/** A number followed by a price or a measure is not a year ("desde 1500 €", "depuis 1200 m²"). */
const MEASURE_AFTER = /^\s*(€|eur\b|euros?\b|\$|£|chf\b|usd\b|km\b|m²|m2\b|qm\b|kg\b|m\b)/i;

/**
 * The founding years a text states, surest first. With `siteHost`, a founding told in an aside
 * counts only when the words before it name the site ("Bäckerei Lindner, gegründet 1987" on
 * baeckerei-lindner.de). `pageText` (the whole page, title included; else the text itself) is
 * where a dealer names the brands it sells, whose years come last (`resoldBrands.ts`).
 */
export function foundingYearsInText(
  text: string,
  siteHost?: string,
  place: { companyAddress?: string | null; pageText?: string } = {},
): number[] {
  const companyAddress = place.companyAddress ?? null;
  const brandNames = resoldBrandNames(place.pageText ?? text, siteHost);
  const found = [
    ...yearsMatching(text, FOUNDED_WITH_VERB, {
      siteHost,
      companyAddress,
      brandNames,
      withVerb: true,
    }),
    ...yearsMatching(text, FOUNDED_BY_NAME, {
      siteHost,
      companyAddress,
      brandNames,
      withVerb: true,
      named: true,
    }),
    ...yearsMatching(text, ESTABLISHED, { siteHost, companyAddress, brandNames, withVerb: false }),
    ...yearsMatching(text, FOUNDING, { siteHost, companyAddress, brandNames, withVerb: false }),
  ];
  // A year told of another party or of a past activity comes after every other, however surely
  // it is said: a page with one candidate keeps it.
  return [
    ...new Set(
      [
        ...found.filter((candidate) => !candidate.toldOfAnother),
        ...found.filter((candidate) => candidate.toldOfAnother),
      ].map((candidate) => candidate.year),
    ),
  ];
}

/**
 * A name as the subject of a founding told in the passive, right before its verb: "Summit
 * Aviation Holdings was founded in 1979". Not a subject with an article ("Der Verlag wurde 1987
 * … gegründet", "Der KAW wurde gegründet 1996"): German capitalises every noun, so an article
 * and a noun are most often the company speaking of itself.
 */
const PASSIVE_SUBJECT_BEFORE =
  /(?:^|[.!?:]\s+)((?:\p{Lu}[\p{L}&'’-]*\s+){1,5})(?:was|wurde|a été|fue|fu|è stat[oa]|werd|foi)\s+(?:\d{4}\s+)?$/u;

/** An article among the subject's words (a heading may run into it: "Geschichte Der KAW"). */
const ARTICLE =
  /(?:^|\s)(?:the|der|die|das|den|dem|des|la|le|les|l['’]|el|los|las|il|lo|gli|i|de|het|o|a|os|as|un|une|una|uno|um|uma|ein|eine|een)\s/iu;

/** Whether that subject is a name with none of the site's words: another party's founding. */
function anotherNamedSubject(before: string, siteHost: string | undefined): boolean {
  if (siteHost === undefined) return false;
  const subject = PASSIVE_SUBJECT_BEFORE.exec(before)?.[1];
  return (
    subject !== undefined &&
    subject.trim().split(/\s+/).length >= 2 &&
    !ARTICLE.test(subject) &&
    !SELF_HEAD.test(subject) &&
    siteWordsIn(subject, siteHost, 4) === 0
  );
}

/**
 * Whether the clause before a year gives another place's address than the company's: the year
 * is that place's, a branch's opening or a group's founding ("Take-away Amadora, Avenida Conde
 * Castro Guimarães 14 B, 2720-122 Amadora · 214 918 305 · aberto desde 2018", "Joinville – filial
 * Rua do Príncipe, 655 – Centro, Joinville – SC, 89201-001 · aberta desde 2017").
 */
function atAnotherAddress(clause: string, companyAddress: string | null): boolean {
  if (companyAddress === null) return false;
  // A place of the company's in another town than its address: "Ons kantoor in Deventer is er
  // sinds 2016" on a Zwolle firm's page.
  const town = PLACE_IN_TOWN.exec(clause)?.[1];
  if (town !== undefined && !companyAddress.includes(town)) return true;
  return atAnotherStreet(clause, companyAddress);
}

/** Whether a text gives a street and postcode that are not the company's. */
function atAnotherStreet(text: string, companyAddress: string | null): boolean {
  if (companyAddress === null) return false;
  const street = addressedStreet(text);
  if (street === null) return false;
  // A street read with words before it ("Anmelden Brauhaus Kesselring Kesselgasse 5") is the
  // company's when it holds the company's street.
  const own = addressedStreet(companyAddress);
  return !(
    folded(companyAddress).includes(folded(street)) ||
    (own !== null && folded(street).includes(folded(own)))
  );
}

/** One of the company's places named with its town: an office, a shop, a branch. */
const PLACE_WORDS = [
  'kantoor',
  'vestiging',
  'filiaal',
  'winkel',
  'büro',
  'filiale',
  'laden',
  'standort',
  'niederlassung',
  'office',
  'shop',
  'store',
  'branch',
  'bureau',
  'agence',
  'boutique',
  'magasin',
  'succursale',
  'oficina',
  'tienda',
  'sucursal',
  'ufficio',
  'negozio',
  'sede',
  'loja',
  'escritório',
  'filial',
];
const PLACE_IN_TOWN = new RegExp(
  String.raw`(?<![\p{L}])(?:${eitherCaseFirst(PLACE_WORDS)})\s+(?:in|à|en|a|em|te|op|at|im|no|na|di)\s+(\p{Lu}[\p{L}-]+)`,
  'u',
);

function folded(text: string): string {
  return text.toLowerCase().replace(/[\s,]+/g, ' ');
}

/** Whether the subject of "… nació en 1998" is the company: two of its site's words, or one alone. */
function bornNamesSite(subject: string, siteHost: string | undefined): boolean {
  if (siteHost === undefined) return false;
  const words = siteWordsIn(subject, siteHost, 4);
  return words >= 2 || (words === 1 && subject.trim().split(/\s+/).length === 1);
}

/**
 * A street right after a since-year and its comma, as a list of other places gives it ("Panificio
 * Santa Chiara, forno a legna attivo dal 1902, Piazza Duomo 7, 70022 Altamura"): the year is that
 * place's when the street is not the company's. Only there: a founding verb's sentence may go on
 * with the first workshop's street, and a footer with the registered office ("GastroPrint SRL –
 * depuis 2008 – Siège social : Avenue Louise 231").
 */
function streetAfter(text: string): string {
  return /^\s*,\s/u.test(text) ? (text.slice(0, 160).split(/[.;!?]\s/u)[0] ?? '') : '';
}

/** The last sentence of a text: a title's abbreviation ("Dr. Frauke Kallweit") ends none. */
function lastSentence(text: string): string {
  return (
    text.split(/(?<!\b(?:dr|mr|mrs|ms|sr|sra|st|no|nr|dott|sig|mevr|mme|prof))[.;!?]\s/iu).at(-1) ??
    ''
  );
}

/**
 * Whether the founding at `start` is told in an aside about someone other than the site. A
 * since-year's aside ("…, baking since 1921") is most often the company's own tagline: it is
 * another party's only when the head names who makes or does something for it ("Our yarn is
 * spun by Laxton's mill in Yorkshire, spinning since 1887") or a firm by its legal form ("Träger
 * ist die Kinderwelt Sachsen gGmbH, seit 1991 …"); "from Cornwall" may be its place.
 */
function aboutAnotherParty(
  text: string,
  start: number,
  options: { siteHost: string | undefined; withVerb: boolean },
): boolean {
  const { siteHost } = options;
  // Someone founding it ("…, a fondé le cabinet en 2012") is no aside about another party.
  if (ACTIVE_FOUNDING.test(text.slice(start, start + 40))) return false;
  // A capital starts a sentence or a list item of its own ("… twelve stables Established in
  // 1994 by …"), not an aside.
  if (/\p{Lu}/u.test(text.charAt(start))) return false;
  const sentence =
    text
      .slice(Math.max(0, start - 160), start)
      .split(/[.;!?]\s+(?=\p{Lu})/u)
      .at(-1) ?? '';
  if (!ASIDE_BEFORE.test(sentence)) return false;
  const cut = Math.max(sentence.lastIndexOf(','), sentence.lastIndexOf('('));
  // The words that name what the aside is about; the company speaking of its own supplier
  // ("Our pork comes from Whitmore's Farm (founded 1898)") names another party.
  const head = sentence.slice(0, cut).split(/\s+/).slice(-12).join(' ');
  // A description without a name ("An independent publisher of nature writing, founded by …")
  // is the company's; another party is named ("from Whitmore's Farm", "Phonak, the …").
  if (!/\s\p{Lu}/u.test(head.replace(/^\s*\S+/, ''))) return false;
  if (
    !options.withVerb &&
    !AGENT.test(head) &&
    !PRODUCER_NAMED.test(head) &&
    !LEGAL_NAME_END.test(head) &&
    !NAME_ASIDE_BEFORE.test(sentence)
  ) {
    return false;
  }
  const self = SELF_HEAD.exec(head);
  const afterSelf = head.slice(self?.index ?? 0);
  const namesOther = [SOURCE, AGENT, PRODUCER_NAMED, LEGAL_NAME_END].some((pattern) =>
    pattern.test(afterSelf),
  );
  if (self && !(FIRST_PERSON.test(self[0]) && namesOther)) {
    return false;
  }
  // Without the site's name there is nothing to tell the company from another party by.
  if (siteHost === undefined) return false;
  // The head or the aside's own words ("Viticultores desde 1890, bodega fundada en 1964").
  return !namesSiteWords(`${head} ${sentence.slice(cut)}`, siteHost);
}

/**
 * Whether the clause before a year tells a person's history (`PERSON_BEFORE`): not when the
 * person's words are the company's name ("Don Chuy" on donchuy-guadalajara.mx).
 */
function aboutPerson(clause: string, siteHost: string | undefined): boolean {
  const person = PERSON_BEFORE.exec(clause);
  if (!person) return false;
  const named = asDomainSpells(
    clause.slice(person.index).split(/\s+/).filter(Boolean).slice(0, 2).join(''),
  ).replace(/[^a-z0-9]/g, '');
  return !(
    siteHost !== undefined &&
    named.length >= 6 &&
    squashedSiteLabel(siteHost).includes(named)
  );
}

/** Whether the words before a year name a public or natural thing the site is not named after. */
function aboutPublicThing(before: string, siteHost: string | undefined): boolean {
  const thing = PUBLIC_THING_BEFORE.exec(before);
  // The thing's own words, not a relative clause after it ("…, que se corre cada diciembre").
  return thing !== null && !namesSiteWords(thing[0].split(',')[0] ?? '', siteHost);
}

/** Whether the clause before a year gives a named person's role (`NAMED_ROLE_BEFORE`), not the site's. */
function aboutNamedRole(clause: string, siteHost: string | undefined): boolean {
  return NAMED_ROLE_BEFORE.test(clause) && !namesSiteWords(clause, siteHost);
}

/** Whether the clause before a year names a brand (`BRAND_BEFORE`) the site is not named after. */
function aboutBrand(clause: string, siteHost: string | undefined): boolean {
  return BRAND_BEFORE.test(clause) && !namesSiteWords(clause, siteHost);
}

/**
 * A founding told first with its founders, its subject named after them: "Fondée en 1999 par
 * des patientes et des soignantes du CHU de Nantes, Ruban Rose Atlantique accompagne …". The
 * subject is a name before its verb, its first word no determiner ("Founded in 2004 by two
 * potters, the studio …" is the company speaking). Not in German, whose nouns are all
 * capitalised.
 */
const PARTICIPLE_FOUNDING =
  /^(?:founded|established|fondée?|créée?|fundad[ao]|fondat[ao]|opgericht|criad[ao])\b/iu;
const SUBJECT_AFTER_ASIDE =
  /^(?:\s+(?:in|en|em|à|a|nel|te)\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)?\s+(?:by|par|door|por|da|pel[oa]s?|dall[ae]|dai|dagli)\s[^.;!?,()]{0,80},\s+(?!(?:the|this|our|we|la|le|les|l|el|los|las|il|lo|die|der|das|de|het|onze|unser\p{L}*|wir|notre|nous|nuestr\p{L}+|noss\p{L}+|a|o|una?|uma?|eine?|een|wij|noi|nós)\b)(\p{Lu}[\p{L}&'’-]+(?:\s+\p{Lu}[\p{L}&'’-]+){0,3})\s+\p{Ll}{3,}/u;

/** Whether a founding told first names someone other than the site as its subject. */
function foundingOfNamedOther(
  text: string,
  start: number,
  match: string,
  siteHost: string | undefined,
): boolean {
  if (siteHost === undefined || !PARTICIPLE_FOUNDING.test(match)) return false;
  // Told first: the participle opens its sentence, written with a capital or after a stop; not
  // the company's own passive ("The Old Butchery was established in 2017 by two friends, Ana
  // and Tom").
  if (!/^\p{Lu}/u.test(match) && !/(?:^|[.!?:;]\s*)$/u.test(text.slice(0, start))) return false;
  const subject = SUBJECT_AFTER_ASIDE.exec(
    text.slice(start + match.length, start + match.length + 160),
  );
  return subject !== null && siteWordsIn(subject[1] ?? '', siteHost, 4) === 0;
}

/** Whether a word of five letters or more of the text is part of the site's name. */
function namesSiteWords(text: string, siteHost: string | undefined): boolean {
  return siteHost !== undefined && siteWordsIn(text, siteHost, 5) > 0;
}

/**
 * The company is a brand of a group: a year in the rest of the sentence is the group's ("Olivane
 * est une marque du Groupe Sudessences, acteur de la cosmétique provençale depuis 1978").
 */
const BRAND_OF_BEFORE =
  /\b(?:(?:une|la) marque d[eu]|a brand of|(?:eine|die) marke (?:der|des|von)|una marca de|un marchio d[ie]|een merk van|uma marca d[aeo])\s[^.;!?]{0,80}$/iu;

/**
 * A former business named before its founding: "Notre boutique occupe l'ancienne Boulangerie
 * Perrin, fondée en 1921", "in the old Kessler Mill, built and founded in 1890". The marker and a
 * capitalised name after it, in the clause that ends at the year.
 */
const FORMER_MARKER =
  /(?:l['’]ancienne?|the (?:old|former)|die (?:alte|ehemalige)|der (?:alten|ehemaligen)|des (?:alten|ehemaligen)|la antigua|el antiguo|a antiga|o antigo|l['’]ex|la vecchia|il vecchio|l['’]antica|de (?:oude|voormalige)|het (?:oude|voormalige))\s+(\S)[^.;!?]{0,60}$/iu;

function formerBusinessBefore(before: string, siteHost: string | undefined): boolean {
  const former = FORMER_MARKER.exec(before);
  if (!former || !/\p{Lu}/u.test(former[1] ?? '')) return false;
  // The site's own name may begin with "Old": "The Old Butchery was established in 2017" on
  // oldbutchery-kitchen.co.uk.
  return !namesSiteWords(former[0], siteHost);
}

/** Joining or belonging to a group, in the seven languages. */
const JOINED_GROUP = String.raw`(?:(?:is|are|now|became|become)\s+(?:now\s+)?part of|fait partie|fa(?:nno)? parte|forma(?:n)? parte|faz(?:em)? parte|(?:somos|es|son|são|é|siamo|è) parte|maakt(?:en)? deel uit|onderdeel van|gehör(?:t|en) (?:zur|zum)|teil der|joined|(?:a|ont) rejoint|acquired by|acquise? par|adquirid[oa] (?:por|pel[oa])|acquisit[oa] da|overgenomen door|übernommen (?:von|durch))`;

/**
 * A group the company has joined or belongs to, told before a founding year: the year is the
 * group's ("Lémana fait partie du groupe Helvesta Engineering, fondé à Zurich en 1921", "In 2023
 * we joined Harborview Financial, a national wealth firm founded in 1956", "The group, founded
 * in 1987"), read in the year's sentence. A group named by its name in the words right before the
 * year ("Noordhoek Media Groep Opgericht in 1899", "Gruppo Arredo Lario S.p.A. Sede legale: …
 * Fondato nel 1978", a group's block in the footer) is read in `NAMED_GROUP_BEFORE`. Neither when
 * the group's words name the site: a group's own page dates itself.
 */
const JOINED_GROUP_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:${JOINED_GROUP}|the group|le groupe|die gruppe|der konzern|el grupo|il gruppo|o grupo|de groep)(?![\p{L}])[^.;!?]{0,100}$`,
  'iu',
);
const NAMED_GROUP_BEFORE =
  /((?:Groupe|Group|Gruppe|Grupo|Gruppo|Groep)\s+\p{Lu}[\p{L}'’&-]*|\p{Lu}[\p{L}'’&-]*\s+(?:Group|Groep|Gruppe|Holding))(?![\p{L}])[^;!?]*$/u;

/** Whether the words before a founding year tell another group's (see `JOINED_GROUP_BEFORE`). */
function aboutGroup(sentence: string, clause: string, siteHost: string | undefined): boolean {
  // The group's name: the words after the joining, up to an aside ("Harborview Financial, a
  // national wealth firm founded in" names Harborview, whatever the aside's words).
  const joined = JOINED_GROUP_BEFORE.exec(clause)?.[0].split(/[,(–—]/)[0];
  const named = NAMED_GROUP_BEFORE.exec(sentence)?.[1];
  const group = joined ?? named;
  return group !== undefined && !namesSiteWords(group, siteHost);
}

/**
 * A franchisor's block before the year, its name, address and line between ("Franqueadora Fogo
 * Campeiro · Fogo Campeiro Franchising Ltda. · Av. … · Desde 1989 levando o churrasco …", "Our
 * franchisor: Hautwerk Systemzentrale GmbH … seit 2005"): the franchisor's year, not the
 * franchisee's. Read across the block's lines, never past the company speaking ("we", "notre").
 */
const FRANCHISOR_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:franchisors?|franchiseurs?|franchisegeber\p{L}*|franchisegevers?|franquiciante|franquiciador[a]?|franqueador[a]?|affiliante)(?![\p{L}])(?:(?!(?<![\p{L}])(?:${FIRST_PERSON_WORDS})(?![\p{L}]))[\s\S]){0,240}$`,
  'iu',
);

/**
 * The premises' former business, told in the past with the building as subject: "Dit pand was
 * bijna zeventig jaar Slagerij Janssens – sinds 1931 …", "L'immeuble a abrité pendant quarante ans
 * une quincaillerie, depuis 1952 …", "The building housed a bank since 1902". The company came
 * after it; not when the company speaks in it ("this building has housed our bakery since 1931").
 */
const PREMISES_PAST_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:this|the) (?:building|premises)|(?:dit|het) (?:pand|gebouw)|(?:l['’]|cet )immeuble|(?:ce|le) bâtiment|(?:das|dieses) gebäude|(?:el|este) edificio|(?:l['’]|quest['’]|questo )edificio|(?:il|questo) palazzo|(?:o|este) (?:edifício|prédio|imóvel))\s+(?:[\p{L}-]+\s+){0,2}?(?:was|were|housed|had been|used to (?:be|house)|a abrité|abritait|a accueilli|accueillait|était|war|beherbergte|fue|era|albergó|albergaba|ospitava|ospitò|ha ospitato|foi|abrigou|abrigava|huisvestte|herbergde)(?![\p{L}])(?:(?!(?<![\p{L}])(?:${FIRST_PERSON_WORDS})(?![\p{L}]))[^.;!?]){0,120}$`,
  'iu',
);

/** Words before a year that say it dates something else (read in the 100 characters before). */
const NOT_FOUNDING_BEFORE_ANY: readonly RegExp[] = [
  NOT_FOUNDING_BEFORE,
  CUSTOMER_BEFORE,
  BRAND_OF_BEFORE,
  OFFICIAL_DEALER_BEFORE,
  MEASURED_BEFORE,
  ORGANIC_BEFORE,
  MANAGEMENT_BEFORE,
  LAW_BEFORE,
  BUILDING_BEFORE,
  REGISTERED_BEFORE,
  WEBSITE_BEFORE,
];

/**
 * A generation taking over since a year, not the founding: "desde 2020 la tercera generación
 * dirige la empresa", "sinds 2019 staat Lotte Hoefnagels, de vierde generatie, achter de
 * toonbank"; not a family business's year told with its generation now ("Sinds 1936 – inmiddels
 * de vierde generatie", "desde 1956, ahora atendida por la tercera generación").
 */
const GENERATION_AFTER =
  /^(?!\s*[,–—-])(?:(?!\b(?:nu|inmiddels|ahora|now|today|aujourd'hui|heute|inzwischen|mittlerweile|oggi|ora|hoje|agora|já|ya)\b)[^.;!?]){0,60}?\b(?:second|third|fourth|fifth|next|new|zweite|dritte|vierte|fünfte|nächste|neue|deuxième|troisième|quatrième|cinquième|nouvelle|segunda|tercera|cuarta|quinta|nueva|seconda|terza|quarta|quinta|nuova|terceira|nova|tweede|derde|vierde|vijfde|volgende|nieuwe)\s+(?:generation|generatie|generación|génération|generazione|geração)\b/iu;

/**
 * Since when the company belongs to a group or who runs it now, not since when it is: "Dal 2022
 * fa parte di Sicurtalia Holding", "Desde 2023 somos parte de Grupo Dermalia", "Desde 2023, o
 * residencial é administrado pelo Grupo Vivace Saúde", "Sinds 2019 leidt zijn dochter Lotte het
 * bedrijf", "Desde 2022 la Barbería tiene nueva dueña". Not after "and": "loue des camions depuis 1994 et
 * a rejoint FleetOne Rental Group en 2022" dates the company, then its joining. Since-years only
 * ("Founded in 2011, Freightwire is now part of Meridian" is the company's founding).
 */
const GROUP_AFTER = new RegExp(
  String.raw`^(?:(?!(?:and|und|et|en|y|e|ed|i)\s)[^.;!?]){0,60}?(?<![\p{L}])(?:${JOINED_GROUP}|administrad[oa]s? (?:por|pel[oa])|amministrat[oa] da|gérée? par|verwaltet (?:von|durch)|beheerd door)(?![\p{L}])`,
  'iu',
);
const SUCCESSION_AFTER =
  /^[^.;!?]{0,40}?(?<![\p{L}])(?:(?:zijn|haar|his|her|sein|seine|ihr|ihre|son|sa|su|sua|seu|suo)\s+(?:zoon|dochter|son|daughter|sohn|tochter|fils|fille|hij[oa]|figli[oa]|filh[oa]|nephew|niece|neffe|nichte|neveu|nièce|sobrin[oa]|nipote|sobrinh[oa]|neef|nicht)|(?:tiene|has|hat|a|ha|heeft|tem)\s+(?:(?:una?|a|een|eine?n?)\s+)?(?:nuev[oa]s?|new|neuen?|nouve(?:au|l|lle)s?|nuov[oa]|nieuwe|nov[oa]s?)\s+(?:dueñ[oa]s?|owners?|inhaber\p{L}*|propriétaires?|titolare|proprietari[oa]|eigena(?:ar|ren)|don[oa]s?|gérante?s?|gestor[ae]?s?))(?![\p{L}])/iu;

/** Words after a year that say it dates something else, each with how far it reads on. */
const NOT_FOUNDING_AFTER: ReadonlyArray<readonly [RegExp, number]> = [
  [PERIOD_AFTER, 12],
  [MEASURE_AFTER, 8],
  [SUPPORT_AFTER, 20],
  [OTHERS_ACT_AFTER, 50],
  [STATUS_AFTER, 40],
  [PARTNER_STATUS_AFTER, 60],
  [MANAGEMENT_AFTER, 60],
  [PLACE_AFTER, 80],
  [BUILDING_AFTER, 80],
  [CLOSED_AFTER, 100],
  [PRICE_AFTER, 80],
  [GRANTED_STATUS_AFTER, 80],
  [CERTIFIED_AFTER, 100],
  [RULE_AFTER, 100],
];

/**
 * Words after a since-year that say it dates a change, not the company (a new generation, a
 * group's, a new owner's). A founding verb's year stays ("Fondée en 1964 par René Martel,
 * troisième génération aujourd'hui", "Founded in 2011, Freightwire is now part of …").
 */
const NOT_SINCE_FOUNDING_AFTER: ReadonlyArray<readonly [RegExp, number]> = [
  [ALSO_AFTER, 80],
  [QUALITY_MARK_AFTER, 80],
  [ONLINE_AFTER, 30],
  [GENERATION_AFTER, 80],
  [GROUP_AFTER, 80],
  [SUCCESSION_AFTER, 60],
];

function yearsMatching(
  text: string,
  expression: RegExp,
  options: {
    siteHost: string | undefined;
    companyAddress: string | null;
    brandNames: readonly string[];
    withVerb: boolean;
    named?: boolean;
  },
): Candidate[] {
  return [...text.matchAll(expression)]
    .filter((match) => {
      const start = match.index ?? 0;
      const before = text.slice(Math.max(0, start - 100), start);
      const after = text.slice(start + match[0].length);
      const sentence = text.slice(Math.max(0, start - 140), start);
      const clause = lastSentence(sentence);
      if (NOT_FOUNDING_BEFORE_ANY.some((pattern) => pattern.test(before))) return false;
      if (atAnotherAddress(clause, options.companyAddress)) return false;
      if (!options.withVerb && atAnotherStreet(streetAfter(after), options.companyAddress)) {
        return false;
      }
      if (dashAsideOfAnotherName(clause, options.siteHost, options.companyAddress)) return false;
      if (options.withVerb && anotherNamedSubject(before, options.siteHost)) return false;
      if (formerBusinessBefore(before, options.siteHost)) return false;
      // To the year: the company may speak in the match itself ("We opened here in 2012").
      if (FRANCHISOR_BEFORE.test(text.slice(Math.max(0, start - 240), start + match[0].length))) {
        return false;
      }
      if (PREMISES_PAST_BEFORE.test(text.slice(Math.max(0, start - 160), start))) return false;
      if (BIRTH_VERB.test(match[0]) && BIRTH_ASIDE_BEFORE.test(before)) return false;
      if (COPULA_BEFORE.test(before) && CERTIFIED_LATER.test(after)) return false;
      if (NOT_FOUNDING_AFTER.some(([pattern, reach]) => pattern.test(after.slice(0, reach)))) {
        return false;
      }
      if (
        !options.withVerb &&
        NOT_SINCE_FOUNDING_AFTER.some(([pattern, reach]) => pattern.test(after.slice(0, reach)))
      ) {
        return false;
      }
      return (
        // A named founding is the founder's own act, even after their earlier employer.
        !(EMPLOYER_BEFORE.test(before) && !options.named) &&
        !aboutPublicThing(before, options.siteHost) &&
        !aboutNamedRole(clause, options.siteHost) &&
        !RESOLD_BRAND_BEFORE.test(sentence) &&
        !aboutBrand(clause, options.siteHost) &&
        !aboutGroup(sentence, clause, options.siteHost) &&
        // A founding verb's year is read for asides; a since-year for a person's history.
        (options.withVerb || !aboutPerson(clause, options.siteHost)) &&
        !aboutAnotherParty(text, start, options) &&
        !(
          options.withVerb && asideOfAnotherName(before, options.siteHost, options.companyAddress)
        ) &&
        !foundingOfNamedOther(text, start, match[0], options.siteHost) &&
        // A person shares the family firm's surname: the firm's name has two words of it, or is
        // one word of the site alone ("Amapola nació en 2012" on novias-amapola.com.co).
        (match.groups?.born === undefined || bornNamesSite(match.groups.born, options.siteHost))
      );
    })
    .map((match) => ({
      year: Number(match.slice(1).find((group) => group && /^\d{4}$/.test(group))),
      toldOfAnother: toldOfAnother(text, match, options),
    }))
    .filter((candidate) => Number.isInteger(candidate.year));
}

/** A founding year found, and whether it is told of another party or a past activity. */
interface Candidate {
  year: number;
  toldOfAnother: boolean;
}

/**
 * Whether a year, kept as a founding, is told of someone or something else than the company
 * now: a past activity dated with "since" in the past tense (`PAST_SINCE_BEFORE`,
 * `PAST_SINCE_AFTER`), an organisation that is the subject of its founding (`ORGANISATION_SUBJECT_BEFORE`),
 * a public body the site shares one word with, a founding whose sentence tells its end
 * (`ENDED_AFTER`), a brand the page says it deals in ("Seit 1962 baut Nordtherm …" on a Nordtherm
 * partner's page). Such a year is read after the others, not dropped: the page may tell no other.
 */
function toldOfAnother(
  text: string,
  match: RegExpExecArray | RegExpMatchArray,
  options: { siteHost: string | undefined; withVerb: boolean; brandNames: readonly string[] },
): boolean {
  const start = match.index ?? 0;
  const before = text.slice(Math.max(0, start - 100), start);
  const after = text.slice(start + match[0].length, start + match[0].length + 200);
  const clause = {
    before: lastSentence(text.slice(Math.max(0, start - 140), start)),
    year: match[0],
    after: after.split(/[.,;:!?]/)[0] ?? '',
  };
  if (toldOfResoldBrand(clause, options.brandNames)) return true;
  if (!options.withVerb && (PAST_SINCE_BEFORE.test(before) || PAST_SINCE_AFTER.test(after))) {
    return true;
  }
  if (options.withVerb && ENDED_AFTER.test(after)) return true;
  const organisation = ORGANISATION_SUBJECT_BEFORE.exec(before)?.[1];
  if (organisation !== undefined && !namesOwnOrganisation(text, organisation, options.siteHost)) {
    return true;
  }
  // A public body named with one of the site's words but not its kind ("Fédération du BTP de la
  // Savoie" on cfa-batisavoie.fr; "El museo" on museolozapenco.cl is the site's own).
  const thing = PUBLIC_THING_BEFORE.exec(before)?.[1];
  return (
    thing !== undefined &&
    options.siteHost !== undefined &&
    !namesSiteWords(thing, options.siteHost)
  );
}

/**
 * Whether the page names an organisation of that kind with the site's words ("Associazione
 * Panificatori della Provincia di Cremona" on panificatori-cremona.it): then "l'associazione" is
 * the site's own. "Labrador Club Vlaanderen" on a kennel's site is another.
 */
function namesOwnOrganisation(text: string, kind: string, siteHost: string | undefined): boolean {
  if (siteHost === undefined) return true;
  const name = String.raw`(?:\p{Lu}[\p{L}'’&-]*\s+){0,3}(?:${eitherCaseFirst([kind.toLowerCase()])})(?:\s+(?:(?:de|del|della|di|du|des|de la|van|von|der|of|da|do)\s+)*\p{Lu}[\p{L}'’&-]*){0,4}`;
  return [...text.matchAll(new RegExp(name, 'gu'))].some((named) =>
    namesSiteWords(named[0], siteHost),
  );
}

/**
 * A past activity dated with "since", not the company now: an imperfect before the year ("La
 * estancia criaba ovejas desde 1908", "l'atelier fabriquait des sabots depuis 1890", "il mulino
 * macinava grano dal 1850", "the mill had been grinding since 1850").
 */
const PAST_SINCE_BEFORE =
  /(?:(?<![\p{L}])\p{Ll}{3,}(?:aba|aban|ava|avam|avano|evano|ait|aient)|(?<![\p{L}])had)(?![\p{L}])[^.;!?,]{0,50}$/u;
/**
 * A year told first then its verb in the past (German and Dutch put the verb second: "Seit 1934
 * bewirtschaftete Großvater die Teiche", "Sinds 1931 leidde de familie …", "Seit 1950 war hier
 * …"); the same in the Romance languages ("desde 1908 criaba ovejas").
 */
const PAST_SINCE_AFTER =
  /^[\s,]+(?:(?:war|hatte|was|had|werd|wurde)|\p{Ll}{3,}(?<!s)(?:te|de)|(?:\p{L}+\s+)?\p{Ll}{3,}(?:aba|aban|ava|avam|avano|evano|ait|aient))(?![\p{L}])/u;

/**
 * A founding whose sentence tells its end: "The forge was established in 1868 by …, and three
 * generations shod horses here until the fire went out in 1971", "bis 1971", "jusqu'en 1971".
 */
const ENDED_AFTER =
  /^[^.;!?]{0,160}?(?<![\p{L}])(?:until|till|bis|jusqu['’](?:en|à|au)|hasta|fino al|fino a|tot|até)\s(?:[^.;!?]{0,50}?\s)?(?:1[89]\d\d|20[0-2]\d)(?!\d)/iu;

/**
 * An organisation as the subject of its own founding: "De club werd opgericht in 1961", "The
 * association was founded in 1947", "Der Verein wurde 1920 gegründet", "La federación fue fundada
 * en 1930". On a company's page it is most often a club or a federation it belongs to, unless the
 * page names one of that kind with the site's words (`namesOwnOrganisation`).
 */
const ORGANISATION_SUBJECT_BEFORE =
  /(?<![\p{L}])(?:the|de|het|le|la|l['’]|der|die|das|el|il|lo|o|a)(?:\s+|(?<=['’]))(club|clube|circolo|vereniging|verein|verband|bond|federation|fédération|federación|federazione|federação|federatie|association|asociación|associazione|associação|vereinigung|union|guild|gilde|innung|syndicat|sindicato|sindacato)\s+(?:was|werd|is|wurde|a été|fut|fue|ha sido|è stat[oa]|fu|foi)\s+$/iu;
