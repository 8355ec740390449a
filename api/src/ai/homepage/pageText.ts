import { clean, cleanText } from './cleanText.ts';

export const MAX_TEXT = 40_000;
export const MAX_LEAD = 2_000;

/** What an open element says of the text inside it (see `zones.ts`). */
interface TextPlace {
  boilerplate: boolean;
  main: boolean;
  /** A partner or sponsor strip, a credit, a testimonial: others' words. */
  otherParty: boolean;
}

/** The page's visible text, whole and as the parts `HomepageFacts` names (see `types.ts`). */
export interface PageTexts {
  text: string;
  ownText: string;
  bodyText: string;
  leadText: string;
}

/**
 * Collects the visible text while the page is parsed, each piece filed by the elements open
 * around it: all of it, the company's own (no other party's boxes), the body (no boilerplate)
 * and the lead (the beginning of `main`), each capped.
 */
export function createTextCollector() {
  const textParts: string[] = [];
  /** The visible text without other parties' boxes (testimonials, blog feeds, partner strips). */
  const ownParts: string[] = [];
  const bodyParts: string[] = [];
  const leadParts: string[] = [];
  let textLength = 0;
  let bodyLength = 0;
  let leadLength = 0;

  return {
    /** A piece of text, with the elements open around it. */
    push(data: string, stack: readonly TextPlace[]): void {
      if (textLength < MAX_TEXT) {
        textParts.push(data);
        textLength += data.length;
        if (!stack.some((element) => element.otherParty)) ownParts.push(data);
      }
      if (stack.some((element) => element.boilerplate)) return;
      if (bodyLength < MAX_TEXT) {
        bodyParts.push(data);
        bodyLength += data.length;
      }
      if (stack.some((element) => element.main) && leadLength < MAX_LEAD) {
        leadParts.push(data);
        leadLength += data.length;
      }
    },
    read(): PageTexts {
      return {
        text: clean(textParts.join('')) ?? '',
        ownText: clean(ownParts.join('')) ?? '',
        bodyText: clean(bodyParts.join('')) ?? '',
        leadText: cleanText((leadParts.length ? leadParts : bodyParts).join('')).slice(0, MAX_LEAD),
      };
    },
  };
}
