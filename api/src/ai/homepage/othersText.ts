/**
 * Text that is other people's, whatever block it stands in: a quotation signed by its author,
 * and headings that announce others' contacts. The homepage reader marks such blocks, and every
 * fact choice leaves them alone.
 */

/**
 * A heading that announces other people's contacts: classified ads, useful addresses or
 * numbers, emergency numbers, a brand's dealers, in the seven languages. The blocks under it, to the next heading,
 * hold their lines, not the company's ("Clasificados: Vendo Fiat 147 …, tel. …", "Nützliche
 * Adressen: Bürgeramt …").
 */
const OTHERS_HEADING = new RegExp(
  [
    String.raw`(?:avisos )?clasificados|classifieds?|classified ads|kleinanzeigen|petites annonces|annunci(?: economici)?|zoekertjes|classificados`,
    String.raw`(?:nützliche|wichtige) (?:adressen|links|telefonnummern|nummern|kontakte)|adresses utiles|liens utiles|numéros utiles|(?:direcciones|enlaces|teléfonos|contactos) (?:útiles|de interés)|(?:indirizzi|link|numeri|contatti) utili|nuttige (?:adressen|links|nummers|contacten|telefoonnummers)|(?:moradas|links|contactos|números|telefones) úteis|useful (?:addresses|links|numbers|contacts|phone numbers)`,
    // A brand's dealers: "Find a dealer", "Händlersuche", "Trouver un revendeur", "Where to buy".
    String.raw`find a (?:dealer|stockist|retailer|reseller)|(?:our |authori[sz]ed )?(?:dealers|stockists|retailers|resellers)|where to buy|händlersuche|händlernetz|unsere händler|fachhändler in ihrer nähe|trouver un revendeur|nos revendeurs|revendeurs agréés|encuentra (?:un|tu) distribuidor|(?:nuestros )?distribuidores|dónde comprar|trova (?:un|il) rivenditore|(?:i nostri )?rivenditori|dove acquistare|vind een dealer|dealers|verkooppunten|waar te koop|encontre um revendedor|(?:os nossos )?revendedores|onde comprar`,
    String.raw`emergency (?:numbers|contacts)|notrufnummern|numéros d.urgence|números de emergencia|numeri (?:di emergenza|utili)|noodnummers|números de emergência`,
  ].join('|'),
  'iu',
);

const MAX_HEADING_WORDS = 5;

export function announcesOthers(heading: string): boolean {
  const text = heading.replace(/[\s:.!]+$/u, '').trim();
  if (text.split(/\s+/).length > MAX_HEADING_WORDS) return false;
  return new RegExp(`^(?:${OTHERS_HEADING.source})$`, 'iu').test(text);
}

/**
 * A quotation and its signature: "„Wir hatten keinen einzigen Ausfalltag.“ – Dr. Carola Seidel,
 * Zahnarztpraxis Dr. Seidel, Friedrich-Ebert-Straße 104 …", « … » — Marie Dubois, "…" - Jo Smith.
 * In plain markup it is the author's words and contacts, like a testimonial.
 */
const SIGNED_QUOTATION = /^\s*[„“"«‚‘»][^„“”"«»]{3,400}[“”"»‘’«]\s*[–—-]\s*\p{Lu}/u;

export function isSignedQuotation(text: string): boolean {
  return SIGNED_QUOTATION.test(text);
}
