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
    // Services the site uses: newsletter, cookie banner, hosting, data-protection officer.
    String.raw`newsletter|infolettre|boletin(?:es)?\b|nieuwsbrief|cookie|consent|einwilligung|consentimento|hosting|hébergeur|hébergement|gehost|hospedagem|hospedad|alojamiento web|ospitat|datenschutzbeauftragt|data protection officer|protection des données|protección de datos|protezione dei dati|proteção de dados|gegevensbescherming`,
    // Suppliers, distributors, stockists, the shops that sell the company's goods.
    String.raw`supplied by|supplier|distribut|\b(?:order|buy|source|purchase|bestell|bezieh|commandons|achetons|bestellen|kopen)\w*\s(?:[\p{L}]+\s){0,3}(?:from|bei|von|chez|auprès de|van|bij)\b|stockists?\b|diffusés?\b|fourni(?:e|s|es)? par|fournisseur|geliefert|lieferant|proveedor|suministrad|fornit[eoia]\b|fornitore|fornecedor|fornecid|leverancier|geleverd|verkooppunt|points? de vente|revendeur`,
    // A parent group, a franchisor or buying network, the council a service belongs to.
    String.raw`\bpart of\b|subsidiary of|a member of the|membre du réseau|centrale d.achat|teil der\b|tochter(?:gesellschaft|unternehmen)|onderdeel van|parte del gruppo|parte do grupo|parte del grupo|filiale de|servizio del comune|service de la ville`,
    // Professional bodies, federations, regulators and their complaints desks.
    String.raw`\bordre des\b|\bbarreau\b|chambre des|kammer\b|fédération|federa(?:tion|zione|ción|ção)|\bgremio\b|colegio (?:oficial|de)|ordine (?:degli|dei)|ordem dos|\borde van\b|accredited by|affiliée?|affiliat[ao]|afiliad[oa]|referenciée? auprès|référencée? auprès|regulated by|en cas de litige`,
    // Public offices one is sent to: the town hall, the job centre, a testing station, a registry.
    String.raw`(?:naar|bij|im|beim|au|à la|à l.|en el|al|nel|presso|no|na|at the|to the|in het|ins)\s+(?:nieuwe\s+|neue[nm]?\s+)?(?:gemeentehuis|stadhuis|rathaus|bürgeramt|mairie|ayuntamiento|municipio|comune|câmara|town hall|council offices)|oficina de empleo|jobcenter|agentur für arbeit|prüfstelle|friedhofsverwaltung|posto do detran`,
    // Directions: parking, the station, how to come; a market stall; a referral elsewhere.
    String.raw`\bparken\b|\bparking\b|parkplatz|car park|aparcamiento|parcheggio|estacionamento|parkeren|anfahrt|getting here|\baccès\b|\bacceso\b|come arrivare|como chegar|quem vem de|mit dem zug|by train|en train\b|(?:al|au|auf dem|at the|op de|no|en el)\s+(?:mercato|marché|wochenmarkt|market|markt|mercado|feira)\b|refer (?:you|patients|clients) to|verweisen|renvoyons|remitimos|rimandiamo|encaminhamos|verwijzen`,
    // Money: the bank account a fee is paid to; a landlord or owner of the building.
    String.raw`\biban\b|\bbic\b|überweis|virement|transferencia|bonifico|bankverbindung|eigendom van|eigentum (?:der|des|von)|propriété de|owned by|\blandlord\b|vermieter|propietari[oa]|proprietari[oa]`,
    // Review and booking platforms; licences and permits issued at another office.
    String.raw`vérifiés par|verified by|reviews? (?:on|by)|bewertungen (?:auf|bei)|reseñas (?:en|de)|recensioni (?:su|di)|avaliações (?:no|na)|beoordelingen (?:op|via)|book(?:ed|ings?)? (?:via|through)|réserv\w* (?:via|sur)|reserv\w* (?:a través de|tramite|através)|buchung(?:en)? über|(?:licen[cçs]\w*|permits?|genehmigung\w*|vergunning\w*|licenze|permisos?)\b[^,.]{0,30}\b(?:no|na|at|from|bei|beim|chez|auprès|presso|bij|en el)\b`,
    // Sponsors and partners in any compound ("Onderzoekspartner", "hoofdsponsor", "partenaire").
    String.raw`sponsor|\w*partner|partenaire|patrocin|\bsocio\b|mécène|parceir`,
  ].join('|'),
  'iu',
);

/**
 * "We have moved": the address in the block (this sentence or the one before) is where the
 * company used to be ("Wir sind umgezogen! Bis März war die Praxis in der Kaiserstraße 14").
 */
const MOVED =
  /umgezogen|verhuisd|we(?:'ve| have)? moved|déménagé|nos hemos mudado|ci siamo trasferiti|mudámos|mudamos|previously at|formerly at|anciennement|früher in|alte adresse|oude adres|ancienne adresse/i;

/** Transliterations a domain uses for letters a name writes with marks ("froehlich"). */
function squash(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Whether the words before an address or a number introduce another party. A word that is part
 * of the company's own name (its domain) does not: "Móveis da Estação" is the shop, "Camping de
 * la Gare" the campsite.
 */
export function introducesAnotherParty(leadIn: string, siteLabel: string): boolean {
  const label = squash(siteLabel);
  for (const match of currentSentence(leadIn).matchAll(
    new RegExp(OTHER_PARTY_INTRO.source, 'giu'),
  )) {
    const word = squash(match[0]);
    if (word.length >= 4 && label.includes(word)) continue;
    return true;
  }
  return false;
}

/** The sentence the value stands in, up to it ("Tel. 0911 …" does not end a sentence). */
function currentSentence(leadIn: string): string {
  return leadIn.split(/[.!?]\s+(?=\p{Lu})/u).at(-1) ?? leadIn;
}

/** Whether the block before an address says the company has moved from there. */
export function namesFormerPlace(leadIn: string): boolean {
  return MOVED.test(leadIn);
}
