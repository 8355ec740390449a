import { ALSO_AFTER } from './alsoSince.ts';
import { GROUP_AFTER } from './groupYears.ts';
import { COPULA } from './selfWords.ts';
import {
  DELIVERY_PLATFORM_AFTER,
  EVERY_ONE_AFTER,
  HOUSED_AFTER,
  LICENCE_HELD_AFTER,
  ONLINE_AFTER,
  QUALITY_MARK_AFTER,
} from './sinceStatus.ts';

/**
 * What a year dates when the same sentence then speaks of the building: its past, not the
 * company ("dal 1887, in questo casale lavorò la famiglia Nardi, fabbri", "since 1887 this
 * barn housed the village forge"), in the seven languages; not after the site's own name and its
 * opening ("Kwispel opende in 2016 in het pand waar vroeger …"), which `foundingYears.ts` reads.
 */
export const BUILDING_AFTER =
  /^[^.;!?]{0,30}\b(in (this|the) (building|house|barn|mill|forge|smithy|farmhouse)|this (building|house|barn|mill|forge|smithy|farmhouse)|in (diesem|dem) (haus|gebäude|hof|gehöft)|dieses (haus|gebäude)|dans (ce|cette) (bâtiment|maison|bâtisse|ferme|grange)|en (este|esta) (edificio|casa|finca|molino|masía)|in (dit|het) (pand|gebouw|huis)|in quest[oa] (casale|edificio|palazzo|casa|mulino|cascina)|neste (edifício|prédio|casarão)|nesta casa|(?:en|on) (?:esta|this) (?:esquina|corner)|an dieser ecke|à (?:ce|cet) (?:coin|angle)|op deze hoek|(?:su|in) quest[oa] angolo|nesta esquina)\b/i;

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
 * A closed period, not a founding: "Dal 1962 al 2013 qui la famiglia Rossi vendeva viti" is the
 * shop before, "from 1998 to 2004" a career step.
 */
const PERIOD_AFTER =
  /^\s*(?:[-–]\s*|(?:al|to|until|till|bis|à|au|jusqu.en|hasta|a|tot|até|e)\s+)(?:19|20)\d\d\b/i;

/**
 * A period told to its end, not to today: "L'oleificio dei Mancini ha macinato olive dal 1878
 * fino all'ultima raccolta", "depuis 1950 jusqu'à sa fermeture" ("dal 1878 fino ad oggi", "bis
 * heute" run on to now: the company's own).
 */
const UNTIL_ITS_END_AFTER =
  /^\s*,?\s*(?:fino\s+(?:a|al|all['’]|alla|alle|ai)|jusqu['’](?:à|au|aux|en)|bis\s+(?:zu[mr]?|in\s+die)|until|till|hasta\s+(?:el|la|los|las|su|sus)|tot\s+(?:de|het|aan|zijn|haar)|até\s+(?:a|ao|à|o|aos|às))(?:(?<=['’])|(?![\p{L}]))(?![^.;!?]{0,30}?(?<![\p{L}])(?:oggi|giorni nostri|aujourd|nos jours|ce jour|présent|heute|jetzt|gegenwart|today|now|present|hoy|actualidad|ahora|vandaag|heden|nu|hoje|dias de hoje|presente)(?![\p{L}]))/iu;

/**
 * What the company's customers, members or pupils have done since a year, not the company:
 * "Sinds 2018 breien onze klanten mutsjes voor de couveuse-afdeling".
 */
const OTHERS_ACT_AFTER =
  /^[\s,]*(?:\p{L}+\s+){0,2}?(?:onze|unsere|our|nos|nuestros|nuestras|i nostri|le nostre|os nossos|as nossas|nossos|nossas)\s+(?:\p{L}+\s+)?(?:klanten|kunden|kundinnen|customers|clients|clientes|clienti|members|leden|mitglieder|membres|socios|soci|sócios|volunteers|vrijwilligers|freiwillige\p{L}*|bénévoles|voluntarios|volontari|voluntários|students|leerlingen|schüler\p{L}*|élèves|alumnos|alunni|alunos|allievi|readers|lezers|leser\p{L}*|lecteurs|lectores|lettori|leitores)(?![\p{L}])/iu;

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

const MANAGEMENT_AFTER =
  /^[^.;!?]{0,40}?(?<![\p{L}])(?:(?:è|est|ist|wird|es|é|sono|sont|zijn|wordt)\s+(?:gestit[oa]|gérée?|geführt|geleitet|gestionad[oa]|dirigid[oa]|regentad[oa]|gerid[oa]|geleid|gerund|beheerd)\s+(?:da|dal|dalla|dai|dalle|par|von|vom|por|door)|unter neuer|under new|sous (?:une )?nouvelle|in new hands|en nuevas manos|in nuove mani|em novas mãos|in neuen händen|in nieuwe handen|übernommen|took over|taken over|a repris|overgenomen|rilevat[oa]|assumiu|asumió|l[aoie]\s+gestiamo|l'\s?gestiamo|(?:la|lo)\s+gestionamos|(?:a|o)\s+gerimos|(?:la|le)\s+gérons|führen wir (?:es|sie|ihn)|runnen (?:we|wij) (?:het|hem)|we(?:'ve)? run it)(?![\p{L}])/iu;

/**
 * Where the company is since a year, not since when it is: a move ("Seit 2011 finden Sie uns im
 * neuen Büro", "Desde 2019 atendemos en nuestro local de la Avenida Argentina"), a new place of
 * its own ("Desde 2020 tenemos showroom propio").
 */
const PLACE_AFTER =
  /^[^.;!?]{0,40}?(?<![\p{L}])(?:finden sie uns|zu hause|daheim|find us|you'll find us|nous trouverez|vous nous trouvez|nos encontrar\p{L}*|nos encuentras|ci trov\p{L}*|vindt u ons|vind je ons|encontra-nos|nos encontra|(?:atendemos|estamos|we are|we're|wir sind|sind wir|nous sommes|siamo|zijn we|we zijn|estamos) (?:en|in|at|im|au|dans|nel|nella|op|no|na) (?:nuestro|nuestra|our|unserem|unserer|notre|nostro|nostra|onze|nosso|nossa)|(?:tenemos|we have|wir haben|haben wir|nous avons|abbiamo|hebben we|we hebben|temos) (?:[\p{L}-]+ ){0,2}?(?:showroom|shop|store|tienda|local|laden|boutique|magasin|negozio|winkel|loja|sede|oficina|office|büro|atelier|taller)|(?:neue[nm]?|new|nouveaux?|nouvelle|nuev[oa]s?|nuov[oa]|nieuwe?|nov[oa]s?) (?:showroom|räume\p{L}*|büro\p{L}*|laden|geschäft|standort|premises|office|shop|store|studio|locaux|local|bureau|boutique|magasin|sede|oficina|tienda|negozio|ufficio|pand|kantoor|winkel|loja|escritório|instalaciones|instalações))(?![\p{L}])/iu;

/**
 * A status granted since a year, not a founding: a legal form ("seit 2022 sind wir eine
 * Partnerschaftsgesellschaft"), a dealership or an authorisation ("Seit 2019 sind wir Mazda-
 * Vertragshändler", "Desde 2017 somos assistência autorizada"), a certificate ("Seit 2008 ist
 * unser Laden Bioland-zertifiziert").
 */
const GRANTED_STATUS_AFTER = new RegExp(
  String.raw`^[\s,]*(?:(?:${COPULA}|we|wir|nous|we've been|have been|has been)\s+){1,3}(?:(?:eine?|an?|une?|una?|uma?|een)\s+(?:[\p{L}-]+\s+){0,2}?(?:ag|kg|sarl|sas|ltd|limited company|srl|spa|bv|lda)(?![\p{L}])|(?:[\p{L}-]+\s+){0,3}?(?:[\p{L}-]*(?:gmbh|partnerschaft\p{L}*|gesellschaft|vertragshändler|vertragswerkstatt)|authori[sz]ed|official|autoris\p{L}*|autorizad\p{L}*|bewilligung|erlaubnis|zulassung|licen[cs]e|licencia|licença|licenza|autorizzat\p{L}*|geautoriseerd|offiziell\p{L}*|concessionnaire|concesionari\p{L}*|concessionári\p{L}*|dealer|erkend|assistência autorizada|exent[oa]s?|exempt\p{L}*|gemeinnützig\p{L}*|steuerbefreit\p{L}*|d'utilité publique|anbi)(?![\p{L}]))`,
  'iu',
);

const CERTIFIED_WORD = String.raw`(?:anerkannt\p{L}*|zertifiziert\p{L}*|registriert\p{L}*|akkreditiert\p{L}*|erkende|gecertificeerde|geregistreerde|recogni[sz]ed|erkend|reconnue?s?|riconosciut[oa]|reconocid[oa]s?|reconhecid[oa]s?|befugt\p{L}*|beeidet\p{L}*|vereidigt\p{L}*|zertifiziert|certified|certifiée?s?|certificad[oa]s?|certificat[oaie]|gecertificeerd|accredited|akkreditiert|accréditée?s?|acreditad[oa]s?|accreditat[oa]|geregistreerd|registriert|registered|enregistrée?s?|registrad[oa]s?|registrat[oa]|registad[oa]s?|zugelassen\p{L}*|approbiert\p{L}*|licensed|admitted|colegiad[oa]s?|habilitad[oa]s?)(?![\p{L}])`;

const CERTIFIED_AFTER = new RegExp(
  // "Seit 2008 ist unser Laden Bioland-zertifiziert", "ist seit 2012 PEFC-zertifiziert".
  String.raw`^[^.;!?]{0,50}?(?<![\p{L}])(?:${COPULA})(?![\p{L}])[^.;!?]{0,40}?${CERTIFIED_WORD}|^\s*(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*${CERTIFIED_WORD}`,
  'iu',
);

export const CERTIFIED_LATER = new RegExp(`^[^.;!?]{0,60}?${CERTIFIED_WORD}`, 'iu');

/** A number followed by a price or a measure is not a year ("desde 1500 €", "depuis 1200 m²"). */
const MEASURE_AFTER = /^\s*(€|eur\b|euros?\b|\$|£|chf\b|usd\b|km\b|m²|m2\b|qm\b|kg\b|m\b)/i;

/**
 * A generation taking over since a year, not the founding: "desde 2020 la tercera generación
 * dirige la empresa", "sinds 2019 staat Lotte Hoefnagels, de vierde generatie, achter de
 * toonbank"; not a family business's year told with its generation now ("Sinds 1936 – inmiddels
 * de vierde generatie", "desde 1956, ahora atendida por la tercera generación").
 */
const GENERATION_AFTER =
  /^(?!\s*[,–—-])(?:(?!\b(?:nu|inmiddels|ahora|now|today|aujourd'hui|heute|inzwischen|mittlerweile|oggi|ora|hoje|agora|já|ya)\b)[^.;!?]){0,60}?\b(?:second|third|fourth|fifth|next|new|zweite|dritte|vierte|fünfte|nächste|neue|deuxième|troisième|quatrième|cinquième|nouvelle|segunda|tercera|cuarta|quinta|nueva|seconda|terza|quarta|quinta|nuova|terceira|nova|tweede|derde|vierde|vijfde|volgende|nieuwe)\s+(?:generation|generatie|generación|génération|generazione|geração)\b/iu;

const SUCCESSION_AFTER =
  /^[^.;!?]{0,40}?(?<![\p{L}])(?:(?:zijn|haar|his|her|sein|seine|ihr|ihre|son|sa|su|sua|seu|suo)\s+(?:zoon|dochter|son|daughter|sohn|tochter|fils|fille|hij[oa]|figli[oa]|filh[oa]|nephew|niece|neffe|nichte|neveu|nièce|sobrin[oa]|nipote|sobrinh[oa]|neef|nicht)|(?:tiene|has|hat|a|ha|heeft|tem)\s+(?:(?:una?|a|een|eine?n?)\s+)?(?:nuev[oa]s?|new|neuen?|nouve(?:au|l|lle)s?|nuov[oa]|nieuwe|nov[oa]s?)\s+(?:dueñ[oa]s?|owners?|inhaber\p{L}*|propriétaires?|titolare|proprietari[oa]|eigena(?:ar|ren)|don[oa]s?|gérante?s?|gestor[ae]?s?))(?![\p{L}])/iu;

/** Words after a year that say it dates something else, each with how far it reads on. */
export const NOT_FOUNDING_AFTER: ReadonlyArray<readonly [RegExp, number]> = [
  [PERIOD_AFTER, 12],
  [MEASURE_AFTER, 8],
  [SUPPORT_AFTER, 20],
  [OTHERS_ACT_AFTER, 50],
  [STATUS_AFTER, 40],
  [PARTNER_STATUS_AFTER, 60],
  [MANAGEMENT_AFTER, 60],
  [PLACE_AFTER, 80],
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
export const NOT_SINCE_FOUNDING_AFTER: ReadonlyArray<readonly [RegExp, number]> = [
  [ALSO_AFTER, 80],
  [UNTIL_ITS_END_AFTER, 60],
  [QUALITY_MARK_AFTER, 80],
  [ONLINE_AFTER, 30],
  [DELIVERY_PLATFORM_AFTER, 80],
  [EVERY_ONE_AFTER, 30],
  [LICENCE_HELD_AFTER, 60],
  [HOUSED_AFTER, 80],
  [GENERATION_AFTER, 80],
  [GROUP_AFTER, 80],
  [SUCCESSION_AFTER, 60],
];
