/**
 * Words of a JS app's data keys under which another party stands, in the seven languages: a
 * customer's testimonial or review, a partner, a stockist or dealer that sells its goods, the
 * franchisor (Spanish and Portuguese `franquicia`, `franquiciante`, `franqueadora`; not a head
 * office: the company's own often stands under "headquarters"), a supplier, a brand it sells, a
 * sponsor, a membership, an authority, "useful addresses" (the tax office, the registry), a
 * featured project's or reference's site, the company's own former address or number
 * (`oldAddress`, `vorigeAdres`), its parent or group (`parent`, `grupo`), and its clients and case
 * studies (`cases`, `clientes`). One list for the classifier's text roles (`scriptStrings.ts`:
 * not the company describing itself) and the contact rules (`payloadContacts.ts`: not the
 * company's phone or mailbox), so the two never drift apart.
 */
const ANOTHER_PARTY_WORD =
  /^(?:testimonials?|reviews?|partners?|franchis\p{L}*|franqu\p{L}*|referen\p{L}*|projects?|projecten|projekte|projets|proyectos|progetti|projetos|projectos|realisaties|r[ée]alisations|realizaciones|realizzazioni|realiza[çc][õo]es|useful|utiles?|nuttige?|memberships?|mitgliedschaft\p{L}*|suppliers?|stockists?|retailers?|resellers?|dealers?|distributors?|h(?:ä|ae)ndler|revendeurs?|distributeurs?|distribuidor(?:es)?|revendedor(?:es)?|rivenditori|wederverkopers?|verkooppunten|verkaufsstellen|lieferant\p{L}*|fornitor\p{L}*|proveedor\p{L}*|fournisseurs?|leveranciers?|authorit\p{L}*|autorit\p{L}*|autoridad\p{L}*|regulat\p{L}*|toezicht\p{L}*|aufsicht\p{L}*|ombuds\p{L}*|beh(?:oe|ö)rde\p{L}*|sponsors?|brands?|marken|marques|marcas|marchi|merken|old|former|previous|ehemalig\p{L}*|fr(?:ü|ue)her\p{L}*|ancien\p{L}*|antig\p{L}*|anterior\p{L}*|vecchi\p{L}*|precedent\p{L}*|oude?|vorige?|voormalig\p{L}*|parent|groups?|groupe|gruppe|gruppo|grupo|groep|konzern|holdings?|cases?|casos?|clients|clientes|clienti|kunden|klanten|customers)$/u;

/**
 * `heroTitle`, `cookie_banner`, `footer-links` → their words, lower case. A field's arguments in
 * an Apollo cache key (`pageCollection({"locale":"de-CH"})`) are no words of the key.
 */
export function keyWords(key: string): string[] {
  return key
    .replace(/\(.*\)$/s, '')
    .replace(/([\p{Ll}0-9])(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}0-9]+/u)
    .filter(Boolean);
}

/** Whether a key names another party ("testimonials", "franchisorInfo", "nuttige_adressen"). */
export function namesAnotherParty(key: string): boolean {
  return keyWords(key).some((word) => ANOTHER_PARTY_WORD.test(word));
}
