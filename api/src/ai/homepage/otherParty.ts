import { asDomainSpells } from './namesSite.ts';

/**
 * Words that introduce another party's place or line in the sentence before an address or a
 * phone, in the seven languages: the page names a service it uses, a body it answers to, a
 * place to go that is not the company's, or where the company used to be. The address and the
 * number that follow are that party's ("Der Newsletter wird über Mailwerk GmbH, Oranienstraße
 * 180 … versendet", "En cas de litige : Ordre des avocats …, 7 rue …", "Parken: P+R Bahnhof,
 * Bahnhofplatz 2", "Wir sind umgezogen! Bis März war die Praxis in der Kaiserstraße 14").
 */
const OTHER_PARTY_INTRO = new RegExp(
  [
    // Services the site uses: a newsletter sent through someone, a cookie banner's vendor, the
    // host, an external data-protection officer. Not the words alone: a footer names them too.
    String.raw`(?:newsletter|infolettre|boletin\p{L}*|nieuwsbrief)\b[^.!?]{0,60}?\s(?:über|via|through|by|par|tramite|a través de|através|door|versendet|envoyée?s?|inviat[ao]|enviad[oa]s?|verzonden|sent with|verschickt mit|envoyée? avec|enviad[oa] con|inviat[ao] con|verzonden met|enviad[oa] com)\b|cookie\p{L}*\s+(?:\p{L}+\s+){0,3}(?:by|par|von|de|da|door|por|fournie|provided|bereitgestellt)\b|(?:verwaltet|managed|géré(?:e|s)?|gestionad[oa]s?|gestit[oa]|gerid[oa]s?|beheerd)\s+(?:mit|von|durch|über|with|by|par|avec|por|con|da|com|door|met)\b|consent management|gestão de consentimento|gestion du consentement|gestión del consentimiento|gestione del consenso|toestemmingsbeheer|einwilligungsverwaltung|hosting\b[^.!?·|:]{0,24}:|hosting\s*(?:by|provider|durch|von)|(?:domain|domeinnaam|domaine|dominio)\p{L}*\b[^.!?]{0,40}?\s(?:registriert|geregistreerd|enregistré|registrad[oa]|registrat[oa])\s(?:bei|via|door|chez|par|con|com|por|presso|with|through)\b|hosted by|hébergeur|hébergée? par|hébergement\s*:|gehostet (?:bei|von|durch)|gehost door|hospedad[oa] (?:por|en)|hospedagem\s*:|ospitat[oa] (?:da|su|presso)|alojamiento web\s*:|webhoster|datenschutzbeauftragt|data protection officer|délégué à la protection|delegado de protección|responsabile della protezione|encarregado (?:da|de) proteção|functionaris gegevensbescherming`,
    // A payment service the shop uses ("Los pagos con Mercado Pago son procesados por
    // MercadoLibre S.R.L., Av. Caseros 3039 …", "Zahlungen wickelt Klarna ab").
    String.raw`(?:processed|handled) by\b|abgewickelt (?:über|durch|von)\b|traitée?s? par\b|procesad[oa]s? por\b|processad[oa]s? (?:por|pela|pelo)\b|elaborat[ioe] da\b|verwerkt door\b|afgehandeld door\b|zahlungsdienstleister|payment (?:service )?(?:provider|processor)|prestataire de (?:services de )?paiement|proveedor de pagos|pasarela de pago|fornitore (?:di servizi )?di pagamento|betaal(?:provider|dienstverlener)|provedor de pagamento`,
    // Suppliers, distributors and the shops that sell the company's goods, as it names them.
    // The maker of what the shop sells: "Prodotto da: Cosmolab Lodi S.r.l., … tel. 0371 419 220".
    String.raw`(?:manufactured|produced) by\b(?!\s+us\b)|hergestellt (?:von|durch|bei)\b(?!\s+uns\b)|fabriqu[ée]e?s? par\b(?!\s+nous\b)|fabricad[oa]s? por\b(?!\s+nosotros\b)|prodott[oaie] da\b(?!\s+noi\b)|geproduceerd door\b(?!\s+ons\b)|produzid[oa]s? (?:por|pela|pelo)\b(?!\s+nós\b)`,
    String.raw`supplied by|our suppliers?\b|\bauslieferung\b|verlagsauslieferung|\bdistribution\s*:|\bdiffusion\s*:|distribución\s*:|distribuzione\s*:|distribuição\s*:|\b(?:order|buy|source|purchase|bestell|bezieh|commandons|achetons|bestellen|kopen)\p{L}*\s(?:[\p{L}]+\s){0,3}(?:from|bei|von|chez|auprès de|van|bij)\b|distribu\p{L}* (?:by|par|da|por|door)\b|vertrieb(?:en)? (?:von|durch|über)|(?:our|proud)\s+stockists|stockists include|fourni(?:e|s|es)? par|notre fournisseur|nos fournisseurs|unser(?:e[nm]?)? lieferant|geliefert (?:von|durch)|nuestros? proveedor|suministrad[oa]s? por|(?:il nostro|i nostri) fornitor|fornit[eoia] da|(?:o nosso|os nossos) fornecedor|fornecid[oa]s? (?:por|pela|pelo)|onze leverancier|geleverd door|(?:kommt|kommen|stammt|stammen)\s+(?:vom|von|aus)\b|\barriv(?:a|ano)\s+da(?:l|lla|i|gli|lle)?\b|\bllegan?\s+de\b|\bchegam?\s+d[aoe]s?\b|\barrivent?\s+d(?:e|u|es)\b|\b(?:comes?|sourced)\s+from\b|viennent? d(?:e|u|es)\b|provien(?:nen)?t d|vienen? de|provien[ea]n? de|proviene da|provengono da|vie?ne da\b|komt van|komen van|komt uit|vêm d[aoe]s?|vem d[aoe]s?|provém d|provêm d|nos revendeurs|nos points de vente|onze verkooppunten|unsere händler|nuestros distribuidores|i nostri rivenditori|os nossos revendedores`,
    // A parent group, a franchisor or buying network, the council a service belongs to.
    String.raw`franchisors?\b|sister compan(?:y|ies)\b|schwester(?:firma|unternehmen|gesellschaft)\b|(?:société|entreprise)s? sœurs?\b|empresas? herman[ao]s?\b|societ[àa] sorell[ae]\b|zuster(?:bedrijf|maatschappij)\p{L}*|empresas? irmãs?\b|franchiseurs?\b|franchisegeber\p{L}*|franquiciador(?:a|es)?\b|franqueador(?:a|es)?\b|franchisegever\b|\bpart of\b|subsidiary of|\bc/o\b|\bcare of\b|(?:our|unser\p{L}*|notre|nos|nuestr\p{L}*|nostr\p{L}|noss\p{L}|onze) (?:accountants?|tax advis\p{L}*|steuerberat\p{L}*|expert-comptable|comptables?|contables?|gestor\p{L}*|commercialista|contabilista|boekhouder|accountant)\b|(?:handled|dealt with|run|managed) by the\b|responsibility of the\b|zuständig (?:ist|sind)\b|(?:ist|sind) (?:\p{L}+ )?zuständig|zuständigen? (?:behörde|stelle|amt)|relèven?t de la\b|compet(?:encia|enza|ência) d|(?:è|es|é|est) compétente?\b|(?:è|es|é) competente\b|a member of the|membre du réseau|centrale d.achat|teil der\b|tochter(?:gesellschaft|unternehmen)|onderdeel van|parte del gruppo|parte do grupo|parte del grupo|filiale de|servizio del comune|service de la ville`,
    // Professional bodies, federations, regulators and their complaints desks (not "avocat au
    // barreau de Lyon": that is the lawyer's own line).
    // Out-of-court dispute bodies a shop must name, memberships, and a fraud warning's "we are not
    // associated with …" ("Resolução alternativa de litígios: Centro de Arbitragem …, Rua dos
    // Douradores, 116", "Lid van ANVR en SGR: Stichting Garantiefonds Reisgelden, Vasteland 6").
    // An insurer the company sends claims to or insures its customers with ("Transportschäden
    // melden Sie bitte direkt unserem Versicherer: Hanseatische Assekuranz, Tel. …", "assurance
    // annulation par AssurVoyage Luxembourg (sinistres@…)"), and a shopping centre's car park.
    String.raw`(?:unser\p{L}*|our|notre|nos|nuestr\p{L}*|nostr\p{L}*|onze|noss\p{L}*) (?:versicherer|versicherungs?(?:partner|gesellschaft)|insurers?|assureurs?|aseguradoras?|compagnia assicurativa|assicurazioni|verzekeraars?|seguradoras?)\b|\b(?:assurances?|insurance|seguros?|assicurazion[ei]|verzekering(?:en)?)\s+(?:\p{L}+\s+){0,3}?(?:par|by|durch|über|por|da|door|pela|pelo|with|chez|auprès de|con|com|met)\s|parqueaderos?\b`,
    // The building's front desk: "Edifício Batel Office, 7º andar (recepção do prédio: (41)
    // 3019-4400)".
    String.raw`\b(?:recepção|portaria)\s+do\s+(?:prédio|edifício)|\brecepción\s+del\s+edificio|\bconserjer[íi]a\b|\bbuilding(?:'s)?\s+(?:reception|front desk|concierge|management)|\bempfang\s+des\s+(?:gebäudes|hauses)|\baccueil\s+de\s+l['’](?:immeuble|bâtiment)|\bportineria\b|\breception\s+del\s+palazzo|\breceptie\s+van\s+het\s+(?:gebouw|pand)`,
    // The liability insurer a trade must name, labelled: "Assurance décennale : SMABTP, 8 rue
    // Louis Armand, 75015 Paris", "Berufshaftpflichtversicherung: …".
    String.raw`\b(?:assurance|garantie)\s+(?:décennale|responsabilité civile(?:\s+professionnelle)?|rc\s+pro(?:fessionnelle)?)\s*:|\p{L}*haftpflicht\p{L}*\s*:|professional\s+(?:indemnity|liability)\s+insurance\s*:|\bseguro\s+de\s+responsabilida(?:d|de)\s+civil(?:\s+(?:profesional|profissional))?\s*:|\bassicurazione\s+(?:rc|responsabilità civile)(?:\s+professionale)?\s*:|\p{L}*aansprakelijkheidsverzekering\s*:`,
    String.raw`resolução alternativa de litígios|resolución alternativa de litigios|risoluzione alternativa delle controversie|r[ée]solution alternative des litiges|alternative dispute resolution|centro de arbitragem|arbitraje de consumo|junta arbitral|\blid van\b|\bmember of\b|\bmitglied (?:der|des|im|in der|bei)\b|\bmembre (?:de|du|des)\b|\bmiembro de\b|\bmembro d[aeoi]\b|\bnot (?:associated|affiliated|connected) with\b|aucun lien avec|in keiner verbindung (?:zu|mit)|no (?:estamos|está|tenemos relación) (?:asociad\p{L}*|vinculad\p{L}*|con)|non (?:siamo|è) (?:associat\p{L}*|affiliat\p{L}*|collegat\p{L}*)|niet verbonden (?:aan|met)|não (?:estamos|está) (?:associad\p{L}*|ligad\p{L}*|vinculad\p{L}*)`,
    String.raw`\bordre des\b|chambre des|(?:klachten|complaints|beschwerden|réclamations|reclamaciones|reclami|reclamações)\s*:|geschillencommissie|schlichtungsstelle|médiateur de la consommation|ombudsman\p{L}*|defensor del cliente|kammer\b|\b(?:IHK|HWK)\b|(?:anerkannt|recogni[sz]ed|reconnue?s?|reconocid[oa]s?|riconosciut[oa]|erkend|reconhecid[oa]s?) (?:von|by|par|por|da|door|pel[oa])\b|fédération|federa(?:tion|zione|ción|ção)|\bgremio\b|colegio (?:oficial|de)|ordine (?:degli|dei)|ordem dos|\borde van\b|accredited by|affiliée?|affiliat[ao]|afiliad[oa]|référencée? auprès|regulated by|en cas de litige|(?:reclamação|reclamações|reclamación|reclamaciones|réclamation|réclamations|beschwerde\p{L}*|complaints?|klacht(?:en)?|reclam[oi])\b[^.!?]{0,40}?\s(?:à|ao|junto d[ao]|a la|ante la|ante el|al|auprès d\p{L}*|an|bei|beim|to|with|bij|naar|presso|alla)\s`,
    // Public offices one is sent to: the town hall, the job centre, a testing station, a registry.
    String.raw`(?:naar|bij|im|beim|au|à la|à l.|en el|al|nel|presso|no|na|at the|to the|in het|ins)\s+(?:nieuwe\s+|neue[nm]?\s+)?(?:gemeentehuis|stadhuis|rathaus|bürgeramt|mairie|ayuntamiento|municipio|comune|câmara|town hall|council offices)|oficina de empleo|jobcenter|agentur für arbeit|prüfstelle|friedhofsverwaltung|posto do detran|junta de freguesia|prefeitura|municipalidad|alcald[ií]a|sous-préfecture|préfecture|landratsamt|ordnungsamt|standesamt|bezirkshauptmannschaft|gewerbebehörde|bürgerbüro|gemeentewinkel|ufficio anagrafe|conservatória do registo`,
    // Directions: parking, the station, how to come by bus or train (a plain "Anfahrt" or
    // "Getting here" label stands before the company's own address); a weekly market stall; a
    // referral elsewhere ("Vous cherchez un vrai garage ? Adressez-vous au Garage Lemaire, …").
    String.raw`\bparken\b|\bparking\b|parkplatz|car park|aparcamiento|parcheggio|estacionamento|parkeren|(?:anfahrt|getting here|\baccès\b|\bacceso\b|come arrivare|como chegar|quem vem de)\b[^.!?]{0,40}?\b(?:gare|station|bahnhof|estaci[oó]n|stazione|esta[cç][aã]o|bus|train|zug|tram|metro|u-bahn|s-bahn|haltestelle|arr[eê]t|parada|fermata|halte)\b|mit dem zug|by train|en train\b|wochenmarkt|weekmarkt|(?:every|each|jeden|jede[nm]?|chaque|tous les|cada|todos los|ogni|elke|iedere|todos os)\b[^.!?]{0,40}\b(?:mercato|marché|market|markt|mercado|feira)\b|refer (?:you|patients|clients) to|adressez-vous (?:à|au|aux|chez)(?![\p{L}])(?!\s+nous\b)|wenden sie sich (?:bitte )?an\b(?!\s+uns\b)|diríjase a\b|rivolge(?:tevi|rsi) (?:a|al|alla|presso)\b|wend u (?:zich )?tot\b(?!\s+ons\b)|dirija-se (?:a|ao|à)(?![\p{L}])|verweisen|renvoyons|remitimos|rimandiamo|encaminhamos|verwijzen`,
    // Photo credits: "Baustellenbilder mit freundlicher Genehmigung der Murbau GmbH, Kärntner
    // Straße 311", "Photos courtesy of …", "avec l'aimable autorisation de …".
    String.raw`mit freundlicher genehmigung\b|courtesy of\b|aimable autorisation\b|por cortesía de\b|cortesia de\b|per gentile concessione\b|su gentile concessione\b|met dank aan\b|bildnachweis|photo credits?\b|crédits? photos?\b|créditos? (?:de )?fotos?\b|crediti fotografici|fotocredits?\b`,
    // Money: the bank account a fee is paid to; a landlord or owner of the building.
    String.raw`\biban\b|\bbic\b|überweis|virement|transferencia|bonifico|bankverbindung|eigendom van|propriété de|owned by|\blandlord\b|vermieter`,
    // Review and booking platforms; licences and permits issued at another office.
    // A place the company recommends ("Für Übernachtungen empfehlen wir das Landhotel …"), or
    // where something it does takes place ("Os exames realizam-se no Centro de Exames …").
    String.raw`take place (?:at|in)\b|erteilt (?:vom|von der|von|durch)\b|issued by\b|délivrée? par\b|expedid[oa] por\b|rilasciat[oa] da\b|afgegeven door\b|emitid[oa] por\b|(?:onder|unter der|unter|sous le|sous|bajo la|bajo|sotto la|sotto|sob a|sob|under the|under)\s+(?:toezicht|aufsicht|contrôle|supervisión|vigilanza|supervisão|supervision)\b|franchise\p{L}*\s+(?:van|of|von|de|du|di|do|da)\b|(?:reserveren bij|reservieren (?:bei|im)|réserver chez|reservar en|prenotare presso|reservar (?:no|na))\s+(?!ons\b|uns\b|nous\b|nosotros\b|noi\b|nós\b)|point de retrait|pick-?up point|abholstation|packstation|punto de recogida|punto di ritiro|afhaalpunt|ponto de recolha|(?:we|wir|nous|nosotros|noi|wij|nós)?\s*(?:often |oft |souvent |a menudo |spesso |vaak |muitas vezes )?(?:work with|arbeiten (?:\p{L}+ )?mit|travaillons (?:\p{L}+ )?avec|trabajamos con|lavoriamo con|werken (?:\p{L}+ )?samen met|trabalhamos com)\b|consigliat[oaie]\b|recommandée?s?\b|empfohlen\p{L}*|recomendad[oa]s?\b|our distributors?\b|notre distributeur|unser(?:e[nm]?)? (?:vertriebspartner|auslieferung)|nuestro distribuidor|il nostro distributore|o nosso distribuidor|onze distributeur|(?:also|auch|também|también|anche|ook|aussi) (?:runs|manages|betreibt|verwaltet|gere|gestiona|gestisce|beheert|gère)\b|(?:are|is) held at\b|realizam-se|se realizan|se déroulent|si svolgono|vinden plaats|finden (?:im|in der|beim|bei)\b|empfehlen wir|wir empfehlen|\bwe recommend|recommended\b|nous (?:recommandons|conseillons)|recomendamos|consigliamo|raccomandiamo|wij (?:raden|bevelen)|aanbevolen|aconselhamos|registered with the\b`,
    String.raw`vérifiés par|verified by|reviews? (?:on|by)|bewertungen (?:auf|bei)|reseñas (?:en|de)|recensioni (?:su|di)|avaliações (?:no|na)|beoordelingen (?:op|via)|book(?:ed|ings?)? (?:via|through)|réserv\p{L}* (?:via|sur)|reserv\p{L}* (?:a través de|tramite|através)|buchung(?:en)? über|(?:licen[cçs]\p{L}*|permits?|genehmigung\p{L}*|vergunning\p{L}*|licenze|permisos?)\b[^,.]{0,30}\b(?:(?:no|na)(?!\.|\s*\d)|at|from|bei|beim|chez|auprès|presso|bij|en el)\b`,
    // Cover while the company is away, and urgent cases sent elsewhere; job applications to a
    // recruiter; the press to an agency; the number it no longer has. (Not a box office: a
    // theatre's is its own line.)
    String.raw`\bvertretung\b|vertreten (?:durch|von)|in dringenden fällen|waarneming|waarnemer|waarneemt|(?:holiday|vacation|locum) cover|in (?:my|our) absence|\bremplaçante?\b|en (?:mon|notre) absence|en caso de urgencia|in caso di urgenza|urgências encaminhadas|encaminhad[oa]s para|bewerbung\p{L}*\s+(?:bitte\s+)?(?:an|via)\b|personalberatung|applications?\s+(?:to|via)\b|candidatures?\s+(?:à|auprès)|candidaturas?\s+(?:a|para)\b|candidature\s+a\b|sollicitaties?\s+(?:naar|via)\b|recruitment agency|presse(?:anfragen|kontakt)|press enquiries|media enquiries|relations presse|contact presse|imprensa\s*:|prensa\s*:|ufficio stampa|perscontact|agência de comunicação|antigo número|old number|alte (?:telefon)?nummer|ancien numéro|antiguo número|vecchio numero|oude (?:telefoon)?nummer`,
    // Sponsors and partners in any compound ("Onderzoekspartner", "hoofdsponsor", "partenaire",
    // Spanish and Portuguese "aliado");
    // "Ihr Partner für Heizung" is the company speaking of itself (see `SELF_PARTNER`).
    String.raw`sponsor|\p{L}*partner|partenaire|patrocin|\bsocio\b|mécène|parceir|\baliad[oa]s?\b`,
  ].join('|'),
  // Global for `matchAll`, which copies the expression, so no `lastIndex` is shared.
  'giu',
);

/**
 * "Partner" that is the company itself: its contact person ("Ansprechpartnerin: Frau Kühn"), the
 * firm's name ("Müller & Partner", "Smith and Partners LLP", "Northwind Partners Ltd": a legal
 * form right after it) or legal form ("Partnerschaftsgesellschaft mbB"). Taken out before
 * another party is looked for.
 */
const OWN_PARTNER_WORDS =
  /\p{L}*ansprechpartner\p{L}*|contactpartner\p{L}*|(?:&|&amp;|\b(?:and|und|en|et|y|e))\s*partner(?:s|n)?\b|partnerschaft\p{L}*|\bpartners?\s+(?:ltd|limited|llp|plc|llc|inc|gmbh|mbb|ag|bv|b\.v\.|sas|sarl|s\.l\.|sl|srl|s\.r\.l\.|lda)\b\.?/giu;

export function withoutOwnPartnerWords(text: string): string {
  return text.replace(OWN_PARTNER_WORDS, ' ');
}

/** "Ihr Partner für …", "your partner in …", "votre partenaire": the company, not another party. */
const SELF_PARTNER =
  /\b(?:ihr|ihre|your|votre|uw|jullie|vostro|tuo|vuestro|su|seu|vosso)\s+(?:\p{L}+\s+)?$/iu;

/**
 * "We have moved": the address in the block (this sentence or the one before) is where the
 * company used to be ("Wir sind umgezogen! Bis März war die Praxis in der Kaiserstraße 14").
 */
const MOVED =
  /umgezogen|verhuisd|we(?:'ve| have)? moved|déménagé|nos hemos mudado|ci siamo trasferiti|mudámos|mudamos|previously at|formerly at|anciennement|früher in|alte adresse|oude adres|ancienne adresse|\b(?:until|till|up to|bis|jusqu'en|jusqu’en|hasta|tot|fino al|até)\s+(?:\d{1,2}\.?\s+)?(?:\p{L}+\s+)?\d{4},?\s+(?:we were|we had|our|waren wir|befand sich|hatten wir|unser|nous étions|notre|estábamos|estuvimos|nuestr|zaten we|zaten wij|waren we|onze|eravamo|la nostra|il nostro|estávamos|estivemos|a nossa|o nosso)|\b(?:old|former|previous) (?:address|shop|store|premises|office|location|studio|boutique)|\b(?:antigua|anterior) (?:dirección|tienda|boutique|sede|oficina)|\b(?:ancien(?:ne)?) (?:local|boutique|magasin|atelier|cabinet|bureau)|vecchia sede|precedente sede|antiga (?:morada|loja|sede)|(?:alte|frühere|ehemalige)n? (?:adresse|laden|praxis|standort|büro|geschäft)/iu;

/** Letters and digits as a domain spells them ("froehlich"). */
function squash(text: string): string {
  return asDomainSpells(text).replace(/[^a-z0-9]/g, '');
}

/**
 * Whether the words before an address or a number introduce another party. A word that is part
 * of the company's own name (its domain) does not: "Móveis da Estação" is the shop, "Camping de
 * la Gare" the campsite.
 */
export function introducesAnotherParty(leadIn: string, siteLabel: string): boolean {
  const label = squash(siteLabel);
  const sentence = withoutOwnPartnerWords(currentSentence(leadIn));
  for (const match of sentence.matchAll(OTHER_PARTY_INTRO)) {
    const word = squash(match[0]);
    if (word.length >= 4 && label.includes(word)) continue;
    const before = sentence.slice(Math.max(0, (match.index ?? 0) - 30), match.index ?? 0);
    if (/partner|parceir/i.test(match[0]) && SELF_PARTNER.test(before)) continue;
    return true;
  }
  return false;
}

/**
 * The sentence the value stands in, up to it ("Tel. 0911 …" does not end a sentence). A footer's
 * "·" parts stay in it: the label that names the host often stands two parts before the number
 * ("Webhosting und Domain: Serverhaus Nord GmbH · Kaiserkai 12 … · Tel. …"), so the words above
 * are narrow enough not to catch a company's own footer ("Cookie-Einstellungen · …").
 */
function currentSentence(leadIn: string): string {
  // "t.n.v. Stichting …", "z. Hd. Frau …", "Dr. Sabine Roth": an abbreviation's dot ends no
  // sentence.
  const sentences = leadIn.split(
    /(?<![\s.]\p{L})(?<!\b(?:Dr|Prof|St|Mr|Mrs|Ms|Sr|Sra|Dott|Nr|Mevr|Mme|Ing|Mag|Jr|Av|Avda|Bv|Str|Esq|Dto))[.!?]\s+(?=\p{Lu})/u,
  );
  const last = sentences.at(-1) ?? leadIn;
  // A bare label ("ARB:") goes with the sentence before it ("Registered with the ARB. ARB: …").
  const label = last.split(/\s+/).filter(Boolean).length <= MAX_LABEL_WORDS;
  const sentence = label && sentences.length > 1 ? `${sentences.at(-2)}. ${last}` : last;
  return sentence.slice(-LEAD_IN_REACH);
}

const MAX_LABEL_WORDS = 2;

/**
 * How far before a value its introduction may stand: another party's name and line follow its
 * introduction closely (the host's label, name, street and number take ~80 characters; a
 * referral's, "urgências encaminhadas para a Clínica Dentária do Bonfim, Avenida 22 de Dezembro
 * 88, 2900-223 Setúbal, telefone", ~110). A footer line runs on much longer, and a word far
 * before the number ("Partner", "Parken", "Cookie-Einstellungen by …") introduces something else.
 */
const LEAD_IN_REACH = 130;

/** Whether the block before an address says the company has moved from there. */
export function namesFormerPlace(leadIn: string): boolean {
  return MOVED.test(leadIn);
}
