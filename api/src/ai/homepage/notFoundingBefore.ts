import { COPULA, FIRST_PERSON_WORDS } from './selfWords.ts';
import { WEBSITE_BEFORE } from './sinceStatus.ts';

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
 * a buying group joined ("Aderiamo al gruppo d'acquisto … dal 1999"), a sponsorship ("kit sponsor of
 * the Woodstock Netball Club since 2022"; not a menu's "Sponsoren"), a professional's permit
 * ("permis de l'Ordre … depuis 2009"), a neighbour's doings ("Onze buurman staat … sinds 1987"),
 * an audit ("SOC 2 Type II audited since 2023"), a town's heritage listing ("Patrimonio de la
 * Humanidad desde 1984"), within its clause. English membership is read only right before "since" (`FOUNDING`): "a members' club since
 * 1921" is the club's own year.
 */
const NOT_FOUNDING_BEFORE =
  /(?<![\p{L}])(certified|certification|certificazione|certificación|certificação|certificering|zertifizierung|iso \d{3,5}(?::\d{4})?|accredited|audited|auditée?s?|auditad[oa]s?|auditat[oa]|geauditeerd|auditiert|award(ed)?|patrimonio de la humanidad|world heritage(?: site)?|welterbe|weltkulturerbe|patrimoine mondial|património mundial|patrimônio mundial|patrimonio dell['’]umanità|patrimonio mondiale|werelderfgoed|members?(?: (?:club|firm|company|school|practice|business|shop|store)s?)? of|titulaire|diplômée?|colegiad[oa]|habilitée?|licenciad[oa]|convenção|on instagram|auf instagram|sur instagram|en instagram|su instagram|op instagram|no instagram|mitglied|(?<!(?<![\p{L}])(?:ihr|ihre|your|votre|su|vostro|uw|jouw|seu|vosso|o seu|und|and|en|et|e|y)\s|&\s)partner(in)?|zertifiziert|ausgezeichnet|membres?|(?<!(?:votre|vos)\s)partenaires?|certifi[ée]e?s?|miembros?|socio|socia|asociad[oa]|certificad[oa]s?|lid|gecertificeerd|membros?|certificat[oa]|sócio|parceiro|acredita\p{L}*|accrédit\p{L}*|akkredit\p{L}*|labellisée?|affiliat\p{L}*|afiliad\p{L}*|affiliée?s?|convenzionat\p{L}*|conventionnée?s?|[\p{L}]*vertrag|contrats?|contrat[oa]s?|convenios?|convenzion[ei]|overeenkomst|iscritt\p{L}*|inscrite?s?|approved|commended|registered|supported|ondersteund|unterstützt|gefördert|funded|sussidiat\p{L}*|subsidi[sz]ed|subsidiad[oa]s?|subvencionad[oa]s?|subventionnée?s?|subventioniert|bezuschusst|gesubsidieerd|concertad[oa]s?|erkende?|homologad[ao]|paritari[ao]|riconosciut\p{L}*|reconhecid\p{L}*|reconocid\p{L}*|reconnue?s?|recogni[sz]ed|licensed|anerkannt|zugelassen|enregistrée?s?|geregistreerd|registriert|registrad[oa]s?|registrat[oa]|(?:com|con) registro|graduad[oa]s?|graduated|formad[oa]s? em(?=\s+\p{L})|aderiamo|aderisce|aderiscono|adhérons|adhère|adhèrent|adherimos|aderimos|homologu\p{L}*|omologat\p{L}*|accredit\p{L}*|zertifiziert\p{L}*|gespecialiseerd|spezialisiert|faixa[- ]preta|black[- ]belt|schwarzgurt|ceinture noire|cintur[óo]n negro|cintura nera|zwarte band|fachanw(?:alt|ält)\p{L}*|fach(?:zahn)?(?:arzt|ärzt)\p{L}*|speciali[sz]ed|spécialisée?s?|especializad[oa]s?|specializzat[oa]|agréée?|geaccrediteerd|aangesloten|angeschlossen|affiliated|adhérente?s?|adherid[oa]s?|aderent[ei]|filiad[oa]s?|certificat[ei]|certificati|valid[aei]?|valable|válid[oa]s?|gültig|geldig|vigent[ei]s?|keurmerk|gütesiegel|qualitätssiegel|kitemark|quality mark|sello|marchio|selo|épis|étoiles|sterne|stars|estrellas|stelle|estrelas|(?:notre|our|unser|unsere|nuestro|nuestra|il nostro|la nostra|onze|o nosso|a nossa)\s+(?:voisin|voisine|neighbou?r|nachbar|nachbarin|vecino|vecina|vicino|vicina|buurman|buurvrouw|vizinho|vizinha)|netwerk|network|netzwerk|réseau|rete|rede|franchise|franchising|(?:\p{L}*sponsor\p{L}*|patrocin\p{L}*|mécènes?|parrain\p{L}*)\s+(?:of|des|der|von|vom|du|de|van|di|del|della|do|da|dos|das)|jumelage|jumelée?s?|twinned|twinning|twin towns?|partnerstadt|städtepartnerschaft|hermanamiento|hermanad[oa]s?|gemellaggio|gemellat[oa]|stedenband|zusterstad|geminação|geminad[oa]s?|autorização|autorización|erlaubnis|bewilligung|authori[sz]ed|autorizzazione|autorisation|authori[sz]ation|genehmigung|vergunning|licen[cs]e|licença|licencia|licenza|habilitação|habilitation|abilitazione|habilitación|permis d[eu']|in betrieb|in operation|in gebruik|en service|in servizio|em funcionamento|en funcionamiento)(?![\p{L}])(?:[^.;!?,·|•]|\.(?=\s*[\dº°])){0,90}$/iu;

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
export const BIRTH_ASIDE_BEFORE = /\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+,\s*$/u;

export const BIRTH_VERB = /^(?:nat[ao]|nacid[ao]|nascid[ao]|née?|geboren|born)\b/iu;

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
 * A customer's years with the company, in a review's signature: "Kwekerij Van der Lugt, klant
 * sinds 2012", "Kundin seit 2009", "cliente desde 2015" (English is read in `FOUNDING`).
 */
const CUSTOMER_BEFORE =
  /(?<![\p{L}])(?:\p{L}*klant(?:e|en)?|\p{L}*kund(?:e|in|en|innen)|clientes?|clienti|clientèle|clients?)\s*$/iu;

/**
 * A new owner or manager since a year, not the founding: "Sous la direction de Mélanie Renard
 * depuis 2019", "Under new ownership since 2021", "Dal 2017 è gestita da Stella Gaming S.r.l.",
 * "Seit 2019 unter neuer Führung". English "owned and run by the … family since" is left alone:
 * it often tells the founders.
 */
const MANAGEMENT_BEFORE =
  /(?<![\p{L}])(?:sous (?:la |une )?(?:nouvelle )?direction|unter (?:der )?(?:neuer |neuen )?(?:leitung|führung)|under (?:the )?new (?:ownership|management|owners?)|in new hands|new (?:owners?|management)|neue[rn]? (?:inhaber\p{L}*|leitung|führung)|nouve(?:aux|lle|au) (?:propriétaires?|direction|gérante?s?)|bajo (?:la )?(?:nueva )?(?:dirección|gestión)|nuev[oa]s? (?:dueñ[oa]s|dirección|gerencia)|sotto la (?:nuova )?(?:gestione|direzione|guida)|nuov[ao] (?:gestione|proprietà|titolare)|onder (?:nieuwe )?(?:leiding|eigenaar\p{L}*)|nieuwe eigenaar\p{L}*|sob (?:a )?(?:nova )?(?:direção|gestão)|nova (?:direção|gerência|gestão))[^.;!?]{0,60}$/iu;

/**
 * A founder's earlier employer or school, dated by its own founding: "a travaillé chez un grand
 * cabinet lyonnais fondé en 1920", "spent ten years at a Staffordshire pottery founded in 1809",
 * "a appris le métier chez un fleuriste lausannois fondé en 1911".
 */
export const EMPLOYER_BEFORE =
  /(?:\b(?:travaill\p{L}*|appris\p{L}*|formée?|passée?|stage|années|ans|apprenti\p{L}*)\b[^.;!?]{0,30}\bchez|\bworked (?:at|for)|\byears (?:at|with)|\btrained (?:at|with)|\bapprenticed (?:at|with)|\bstudied at|\bbei (?:einer?|der|dem)|\btrabaj[óé] en|\btrabalhou (?:na|no|em)|\blavorato (?:presso|in|da)|\bwerkte bij|\bgelernt bei)\s[^.;!?]{0,60}$/iu;

/** "Unsere Kurse sind seit 2022 vom IVR anerkannt": the copula before the year, the status after. */
export const COPULA_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:${COPULA})\s+$`, 'iu');

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
 * The company is a brand of a group: a year in the rest of the sentence is the group's ("Olivane
 * est une marque du Groupe Sudessences, acteur de la cosmétique provençale depuis 1978").
 */
const BRAND_OF_BEFORE =
  /\b(?:(?:une|la) marque d[eu]|a brand of|(?:eine|die) marke (?:der|des|von)|una marca de|un marchio d[ie]|een merk van|uma marca d[aeo])\s[^.;!?]{0,80}$/iu;

/**
 * The premises' former business, told in the past with the building as subject: "Dit pand was
 * bijna zeventig jaar Slagerij Janssens – sinds 1931 …", "L'immeuble a abrité pendant quarante ans
 * une quincaillerie, depuis 1952 …", "The building housed a bank since 1902". The company came
 * after it; not when the company speaks in it ("this building has housed our bakery since 1931").
 */
export const PREMISES_PAST_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:this|the) (?:building|premises)|(?:dit|het) (?:pand|gebouw)|(?:l['’]|cet )immeuble|(?:ce|le) bâtiment|(?:das|dieses) gebäude|(?:el|este) edificio|(?:l['’]|quest['’]|questo )edificio|(?:il|questo) palazzo|(?:o|este) (?:edifício|prédio|imóvel))\s+(?:[\p{L}-]+\s+){0,2}?(?:was|were|housed|had been|used to (?:be|house)|a abrité|abritait|a accueilli|accueillait|était|war|beherbergte|fue|era|albergó|albergaba|ospitava|ospitò|ha ospitato|foi|abrigou|abrigava|huisvestte|herbergde)(?![\p{L}])(?:(?!(?<![\p{L}])(?:${FIRST_PERSON_WORDS})(?![\p{L}]))[^.;!?]){0,120}$`,
  'iu',
);

/** Words before a year that say it dates something else (read in the 100 characters before). */
export const NOT_FOUNDING_BEFORE_ANY: readonly RegExp[] = [
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
