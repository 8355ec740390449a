import { introducesAnotherParty } from './otherParty.ts';
import { postalAddressInBlock } from './textAddress.ts';

/**
 * Contact cards and table rows put the party's name above or beside its facts: "<h3>Auditori de
 * Torrent</h3><p>Av. al Vedat, 4 …</p>", "<tr><th>Servicio técnico oficial Tacuarí</th><td>Av.
 * Pellegrini 3120 …</td>". That title says whose the facts are when the card's own lines do not.
 */

/** A card's title is short: a name, a name and a dash and what it is. */
const MAX_TITLE_WORDS = 12;

/** A sentence ("Parkeren kan voor de deur.") or a label with its value ("Mitglied im …: …"). */
const NO_TITLE = /[.!?]$|:\s*\S/u;

/**
 * A title that names someone: a capitalised word after its first ("Ferrage Beaulieu – …"), not
 * one that only starts a line after a separator ("Menú degustación 45 € · Reservas
 * recomendadas …").
 */
const NAMED_TITLE = /^\S+\s+(?:\S+\s+)*?(?<![·|•–—:?!]\s+)\p{Lu}/u;

/**
 * Each block's card title: the block right before it when that is short and no contact line
 * itself (no street, mailbox or number); the lines of one run (an address over `<br>`s) share
 * the title of its first line.
 */
export function cardTitles<Block extends { text: string; lines: number }>(
  blocks: readonly Block[],
): Map<Block, string> {
  const titles = new Map<Block, string>();
  const runs = new Map<number, Block[]>();
  for (const block of blocks) {
    const run = runs.get(block.lines);
    if (run) run.push(block);
    else runs.set(block.lines, [block]);
  }
  blocks.forEach((block, index) => {
    const before = blocks[index - 1];
    if (!before) return;
    if (before.lines === block.lines) {
      const runTitle = titles.get(before);
      if (runTitle) titles.set(block, runTitle);
      return;
    }
    if (!isTitle(before.text)) return;
    // A card's heading over lines ("<strong>Hogar de Paso Casa Abierta</strong><br>Ingreso,
    // voluntariado …") is its name and what it is: the run's first line is the title too.
    // Only a run of short lines is a heading: a contact card's run ("Club de Pádel Triana<br>Calle
    // Castilla 88 …<br>Aparcamiento gratuito") is not the next card's title.
    const run = runs.get(before.lines) ?? [];
    const head = run[0];
    const text =
      head && head !== before && run.length <= 3 && run.every((line) => isTitle(line.text))
        ? `${head.text.trim()} – ${before.text.trim()}`
        : before.text.trim();
    titles.set(block, text);
  });
  return titles;
}

/** Short, and no contact line itself (no street, mailbox or number). */
function isTitle(line: string): boolean {
  const text = line.trim();
  const words = text.split(/\s+/).length;
  if (!text || words > MAX_TITLE_WORDS || NO_TITLE.test(text) || /@|\d{3}/.test(text)) return false;
  return !postalAddressInBlock(text);
}

/**
 * A title that names another party and introduces it as one ("Ferrage Beaulieu – maréchal-ferrant
 * partenaire", "Franchisegeber Reisewelt Nord"); not a section's heading ("Parking and opening
 * hours").
 */
export function titleIntroducesAnother(title: string, siteLabel: string): boolean {
  return NAMED_TITLE.test(title) && introducesAnotherParty(title, siteLabel);
}

/** Whether a block's card title (see `cardTitles`) introduces another party. */
export function cardTitledForAnother<Block>(
  titles: ReadonlyMap<Block, string>,
  block: Block,
  siteLabel: string,
): boolean {
  return titleIntroducesAnother(titles.get(block) ?? '', siteLabel);
}
