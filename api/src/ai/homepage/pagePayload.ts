import { cleanText } from './cleanText.ts';
import { MAX_LEAD, MAX_TEXT } from './pageText.ts';
import { readPayload } from './scriptStrings.ts';
import { unique } from './uniqueValues.ts';

const MAX_SCRIPT_TEXT = 8_000;

/** What a JS app's data payloads (`__NEXT_DATA__`, `__NUXT__`, an island's props) hold. */
export interface PagePayload {
  /** Strings that describe the company (see `PayloadProse`). */
  own: string[];
  /** The rest of the page's words. */
  other: string[];
  /** Strings kept under another party's key (an authority, a franchisor) or a news item's: in `own` or `other` too. */
  party: ReadonlySet<string>;
  /** The app's machinery: translations, cookie banner, footer. */
  noise: string[];
  /** Each payload as written (devalue's as the JSON it encodes), capped: where `payloadContacts` reads its fields. */
  raw: string[];
  /** See `HomepageFacts.scriptLead`. */
  scriptLead: string;
  /** See `HomepageFacts.scriptText`. */
  scriptText: string;
  /** See `HomepageFacts.ownScriptText`. */
  ownScriptText: string;
  /** The machinery's strings as prose: contacts are read from every payload string. */
  noiseText: string;
}

/** Collects each data payload's strings while the page is parsed. */
export function createPayloadCollector() {
  const own: string[] = [];
  const other: string[] = [];
  const noise: string[] = [];
  const raw: string[] = [];
  const party = new Set<string>();

  return {
    /** A payload's text, with the attributes of the element that holds it. */
    read(text: string, attributes: Record<string, string>): void {
      const { prose, fields } = readPayload(text, attributes);
      own.push(...prose.own);
      other.push(...prose.other);
      noise.push(...prose.noise);
      for (const text of prose.party) party.add(text);
      raw.push(fields.slice(0, MAX_TEXT));
    },
    result(): PagePayload {
      return {
        own,
        other,
        party,
        noise,
        raw,
        scriptLead: cleanText(unique(own).join(' . ')).slice(0, MAX_LEAD),
        scriptText: cleanText(unique([...own, ...other]).join(' . ')).slice(0, MAX_SCRIPT_TEXT),
        ownScriptText: cleanText(
          unique([...own, ...other].filter((text) => !party.has(text))).join(' . '),
        ).slice(0, MAX_SCRIPT_TEXT),
        // Contacts are read from every payload string, the app's footer and settings included.
        noiseText: cleanText(noise.join(' . ')).slice(0, MAX_SCRIPT_TEXT),
      };
    },
  };
}
