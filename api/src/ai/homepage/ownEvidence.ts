import { namesSite } from './namesSite.ts';
import { introducesAnotherParty } from './otherParty.ts';

/**
 * Blocks that show the company's own evidence first: its name or its mail address (its contact
 * line, "Camping Les Pins · 12 route de la Mer · 04 68 …"), then the footer, an `<address>` or a
 * contact section, then the rest in page order. A page names other parties' numbers before its
 * own line: the out-of-hours practice above the footer, the breakdown service in a notice, the
 * branch in another town, the tourist office in a sidebar.
 */
export function byOwnEvidence<Block extends { text: string; contactPlace: boolean }>(
  blocks: readonly Block[],
  siteHost: string,
): Block[] {
  const rank = (block: Block) =>
    (namesSite(block.text, siteHost) ? 2 : 0) + (block.contactPlace ? 1 : 0);
  return blocks
    .map((block, index) => ({ block, index, rank: rank(block) }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map((each) => each.block);
}

/**
 * The numbers of a block that are the company's: not one whose sentence introduces another
 * party before it ("Hébergeur : Nuagix SAS, 2 rue Kellermann … – 09 72 10 10 07", "we order
 * from Meeple Distribution, … (0161 872 40 55)"; see `otherParty.ts`). A `tel:` link's number
 * that the text writes otherwise is judged by the whole block.
 */
export function ownLines(text: string, phones: readonly string[], siteLabel: string): string[] {
  return phones.filter((phone) => {
    const index = text.indexOf(phone);
    return !introducesAnotherParty(index >= 0 ? text.slice(0, index) : text, siteLabel);
  });
}
