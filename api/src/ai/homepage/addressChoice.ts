import { titleIntroducesAnother } from './cardTitles.ts';
import { siteLabel } from './hostOf.ts';
import { LEGAL_FORM, LEGAL_IDENTIFIER } from './legalForm.ts';
import { namesSite, siteWordsIn } from './namesSite.ts';
import { introducesAnotherParty, namesFormerPlace } from './otherParty.ts';
import { postalAddressInBlock, textBeforeStreet } from './textAddress.ts';

/** A block of the company's own text that may hold its postal address. */
export interface AddressBlock {
  text: string;
  /** In the footer, an `<address>` or an element named contact, address or location. */
  contactPlace: boolean;
  /** Its card's title: the heading or the table row's `<th>` before it (see `cardTitles.ts`). */
  title?: string;
}

interface Candidate {
  address: string;
  /** How surely it is the company's: its own evidence first, then the shape of the line. */
  rank: number;
  mention: boolean;
  /**
   * How surely the block names the site: its name written whole (see `namesSite`) above any
   * count of its words, then how many different words of four letters or more of it it holds.
   */
  siteWords: number;
  /**
   * The place customers visit written as a line of its own (a label or nothing before the
   * street, no register's number after it): what replaces the imprint's registered office.
   */
  visitedLine: boolean;
  /** A registered office, or an address followed by its VAT or register number. */
  imprint: boolean;
}

/** More of the site's words than a block holds: its name written whole outweighs any count. */
const NAMED_WHOLE = 100;

/** The company speaking of itself in the sentence: "write to us at", "nous sommes au", "ci trovate". */
const OWN_VOICE =
  /\b(we|us|our|wir|uns|unser\w*|nous|notre|nos|nosotros|nuestr\w+|wij|ons|onze|ci|noi|nostr\w|nós|nosso|nossa)\b/i;

/** A firm named by its legal form: "Ardente Motor Ibérica S.A.", "Pootjes & Co B.V.". */
const FIRM_NAME = new RegExp(String.raw`\p{L}[\p{L}'’&.-]*\s+${LEGAL_FORM}(?![\p{L}])`, 'u');

/** A label, a name or nothing before the street: "Sede:", "Kaya Umzüge ·", "Or write to us at". */
const MAX_LINE_WORDS = 4;

/**
 * A registered office named before the address, in the seven languages: "Registered office:",
 * "Sitz der Gesellschaft", "Siège social", "Domicilio social", "Sede legale", "Statutaire
 * zetel", "Sede social".
 */
const REGISTERED_OFFICE =
  /registered office|sitz der gesellschaft|firmensitz|eingetragener sitz|siège social|domicilio (?:social|fiscal)|sede (?:legale|social)|statutaire (?:zetel|vestiging)|maatschappelijke zetel/i;

/**
 * Nothing, or a label or a place's name ended by its separator, before the street ("Adres:",
 * "Marina de Lagos,"); not a sentence leading to it ("Partenza alle 8:00 da").
 */
const LABEL_OR_NOTHING = /^(?:\s*|(?:\S+\s+){0,3}\S+?\s*[:,·|•–—]\s*)$/u;

/**
 * An industrial estate or business park named before the street is part of the address, not
 * a sentence around it: "Zona Industrial da Maia I, Rua …", "Gewerbegebiet Süd, …".
 */
const ESTATE_BEFORE_STREET =
  /(?:zona industrial|pol[íi]gono(?: industrial)?|gewerbegebiet|industriegebiet|gewerbepark|zone (?:industrielle|artisanale|d'activit[ée]s?)|parc d'activit[ée]s?|parque (?:industrial|empresarial)|zona artigianale|area industriale|bedrijventerrein|industrieterrein|business park|industrial (?:estate|park)|trading estate)[^,]*,\s*$/iu;

/**
 * The company's postal address among the blocks that hold one. A page often shows several: the
 * company's own line ("Bestattungen Fröhlich, Deisterstraße 48, 31785 Hameln · trauer@…") beside
 * another party's ("Friedhofsverwaltung: Wehler Weg 31", "Part of Meridian Healthcare Group plc,
 * 1 Harbour Exchange Square …", "Merci à notre partenaire maillot, la Boulangerie Méric, 45 rue
 * Colbert …"). A block whose words before the street introduce another party gives none (see
 * `otherParty.ts`). Of the rest, a block that shows the company's own evidence (its email, its
 * name, a contact place) beats one that does not, and a contact line (a label or a name before
 * the street) beats an address mentioned inside a sentence. A mention counts only when the
 * company speaks in it ("write to us at …") or the block shows its evidence; two different
 * mentions and nothing else: nothing tells which is the company's, so none is taken.
 */
export function companyAddress(blocks: readonly AddressBlock[], siteHost: string): string | null {
  const label = siteLabel(siteHost);
  const candidates: Candidate[] = [];
  for (const block of blocks) {
    const address = postalAddressInBlock(block.text);
    if (!address) continue;
    const before = textBeforeStreet(block.text);
    if (introducesAnotherParty(before, label) || namesFormerPlace(before)) continue;
    // A card titled for another party by name ("Ferrage Beaulieu – maréchal-ferrant partenaire"
    // over its address) is that party's, as its name before the street would be; not a section's
    // heading ("Parking and opening hours").
    const title = block.title ?? '';
    if (titleIntroducesAnother(title, label)) continue;
    // An initial's full stop ("Istituto Musicale “A. Tassoni”") ends no sentence.
    const segment = (
      before.split(/[·|•:–—]|(?<!(?:^|\P{L})\p{Lu})[.!?]\s/u).at(-1) ?? before
    ).replace(ESTATE_BEFORE_STREET, '');
    const named = namesSite(block.text, siteHost);
    // The company's own name before the street, however long ("Scuola di Musica Il Pentagramma
    // APS, Via Emilia Est 418 …"), makes a contact line.
    const mention =
      segment.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length > MAX_LINE_WORDS &&
      !namesSite(segment, siteHost);
    const own = block.contactPlace || named;
    // A place named in someone else's sentence ("the parish attends at …") is not the company's.
    if (mention && !own && !OWN_VOICE.test(before)) continue;
    // In order: the company's own evidence, then a line rather than a mention, then (a
    // registered office is where the letters go) the place customers visit.
    const visited = !REGISTERED_OFFICE.test(before) && !LEGAL_IDENTIFIER.test(address);
    // A firm by its legal form that is not the site ("Ardente Motor Ibérica S.A., Av. de Europa
    // 19" on a dealer's page): an importer's, a franchisor's or a group's line.
    const anotherFirm = FIRM_NAME.test(segment) && siteWordsIn(segment, siteHost, 4) === 0;
    candidates.push({
      address,
      // Another firm named inside a sentence ("Nuestra carne la selecciona Carnes Pampa Import
      // S.L., Mercavalencia …") is not the company's evidence, even in its footer.
      rank: rankOf([own && !(anotherFirm && mention), !anotherFirm, !mention, visited]),
      imprint: !visited,
      visitedLine: visited && !anotherFirm && !mention && LABEL_OR_NOTHING.test(before),
      mention,
      // A card's title counts as its words: of two cards in one form ("Auditori de Torrent" and
      // "Escuela de Música Allegro" over their addresses), the one titled with the site's name.
      // Of two lines that both hold "Drukkerij" and "Haarlem", the one that writes "De
      // Drukkerij" (dedrukkerij-haarlem.nl), not the namesake "Drukkerij Vos & Zn.".
      siteWords:
        (namesSite(`${title} ${block.text}`, siteHost) ? NAMED_WHOLE : 0) +
        siteWordsIn(`${title} ${block.text}`, siteHost, 4),
    });
  }
  const top = bestOf(candidates);
  const first = imprintReplaced(top[0], candidates);
  if (!first) return null;
  if (first.mention && new Set(top.map((each) => each.address)).size > 1) return null;
  return first.address;
}

/**
 * An imprint's line (a registered office, or an address followed by its VAT or register number)
 * is where the letters go; a line of the company's that customers visit ("Le magasin", "Marina
 * de Lagos, Loja 12"), if the page has one, is its address. Not a place named in a sentence
 * ("Partenza alle 8:00 da Piazza Trento e Trieste …"): that is a meeting point, not a shop.
 */
function imprintReplaced(
  first: Candidate | undefined,
  candidates: readonly Candidate[],
): Candidate | undefined {
  if (!first?.imprint) return first;
  return bestOf(candidates.filter((each) => each.visitedLine))[0] ?? first;
}

/**
 * The best-ranked candidates and, of equal lines, those with most of the site's words
 * ("Regelmäßige Ziele: Dialysezentrum Bochum-Nord, Hiltroper Straße 30 …" above "Taxi Wolf –
 * Krankenfahrten, Castroper Straße 190" on taxi-krankenfahrten-wolf-bochum.de).
 */
function bestOf(candidates: readonly Candidate[]): Candidate[] {
  const best = Math.max(...candidates.map((each) => each.rank));
  const ranked = candidates.filter((each) => each.rank === best);
  const mostSiteWords = Math.max(...ranked.map((each) => each.siteWords));
  return ranked.filter((each) => each.siteWords === mostSiteWords);
}

/** Criteria, most important first, as one number: each outweighs all those after it. */
function rankOf(criteria: readonly boolean[]): number {
  return criteria.reduce((rank, met) => rank * 2 + (met ? 1 : 0), 0);
}

/**
 * A short heading or line that names another of the company's places ("Unsere Filiale",
 * "Außenlager Norderstedt", "Our warehouse", "Succursale de Nîmes"): the address under it is
 * that place's, and the page names the head office elsewhere.
 */
const BRANCH_LABEL =
  /\b(?:filiale|zweigstelle|niederlassung|außenstelle|außenlager|lager|branch(?:es)?|warehouse|depot|succursale|sucursal|filial|vestiging|filiaal|magazijn|magazzino|armaz[ée]m|sede (?:operativa|secondaria)|second (?:shop|store|site|location)|weitere[nr]? standort\p{L}*)\b/iu;
const MAX_LABEL_WORDS = 4;

/** For each text, whether the one before it is a label naming another of the company's places. */
export function underBranchLabel(texts: readonly string[]): boolean[] {
  return texts.map((_text, index) => {
    const before = texts[index - 1]?.trim() ?? '';
    return before.split(/\s+/).length <= MAX_LABEL_WORDS && BRANCH_LABEL.test(before);
  });
}
