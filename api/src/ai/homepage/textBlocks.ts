/**
 * One block of visible text (a paragraph, list item, cell, heading…) with the phone numbers
 * and foreign links in it. Phones are judged by the block they stand in: a number in a block
 * that credits or points to another party (the agency's "website by … tel.", a consumer
 * arbitration line "www.arbitragemauto.pt, tel. …") is that party's, not the company's.
 */
export interface TextBlock {
  text: string;
  telPhones: string[];
  /** WhatsApp chats' numbers (`wa.me` links): the company's last way in. */
  messengerPhones: string[];
  linksElsewhere: boolean;
  /** It stands in the footer, an `<address>` or a contact section (see `isContactPlace`). */
  contactPlace: boolean;
  /** The nearest named element around it (see `OpenElement.named`): its widget or section. */
  group: number | null;
  /** Inside a testimonial, a quotation or a partner box (`isOtherPartyBox`): others' words. */
  otherParty: boolean;
  /** Inside a testimonial, a review or a quotation (`isTestimonial`). */
  testimonial: boolean;
  /** Inside a cookie or consent box (`isConsentBox`): a consent tool's vendor's lines. */
  consent: boolean;
  /** Blocks split only by `<br>` share it: the lines of one paragraph or `<address>`. */
  lines: number;
}

export function emptyBlock(): TextBlock {
  return {
    text: '',
    telPhones: [],
    messengerPhones: [],
    linksElsewhere: false,
    contactPlace: false,
    group: null,
    otherParty: false,
    testimonial: false,
    consent: false,
    lines: 0,
  };
}

/** Elements that start a new block of text. */
export const BLOCKS = new Set([
  'p',
  'li',
  'div',
  'td',
  'th',
  'dd',
  'dt',
  'tr',
  'address',
  'footer',
  'header',
  'section',
  'article',
  'aside',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'main',
  'nav',
  'ul',
  'ol',
  'table',
]);

/**
 * An address written over lines ("14 Quay Street<br>Whitby<br>YO21 3PS") is one address: a run
 * of lines is also read joined ("14 Quay Street, Whitby, YO21 3PS"), in its place on the page,
 * before its lines.
 */
export function asLines<Block extends TextBlock>(
  blocks: readonly Block[],
  readsAsAddress: (text: string) => boolean,
): Block[] {
  const runs = linesOf(blocks);
  return blocks.flatMap((block) => {
    const run = runs.get(block.lines) ?? [];
    if (run.length < 2 || run[0] !== block) return [block];
    const joined = (lines: readonly TextBlock[]) => ({
      ...block,
      text: joinedLines(lines),
      contactPlace: run.some((each) => each.contactPlace),
    });
    const whole = joined(run);
    if (readsAsAddress(whole.text)) return [whole, block];
    // A contact card's run goes on after its address (a phone, a mailbox, opening hours) and
    // may grow too long to read as one address: it is read to the line that completes the
    // address too ("École de hockey Bélanger-Vachon, Bureau administratif :, 1240, boulevard
    // Guillaume-Couture, bureau 204, Lévis (Québec) G6W 0R8").
    for (let end = 2; end < run.length; end++) {
      const head = joined(run.slice(0, end));
      if (readsAsAddress(head.text)) return [head, whole, block];
    }
    return [whole, block];
  });
}

/** The blocks of each run of lines (`TextBlock.lines`), in page order. */
export function linesOf<Block extends TextBlock>(blocks: readonly Block[]): Map<number, Block[]> {
  const runs = new Map<number, Block[]>();
  for (const block of blocks) {
    const run = runs.get(block.lines);
    if (run) run.push(block);
    else runs.set(block.lines, [block]);
  }
  return runs;
}

/** A run's lines as one line: "14 Quay Street, Whitby, YO21 3PS". */
export function joinedLines(run: readonly TextBlock[]): string {
  return run.map((each) => each.text.trim()).join(', ');
}
