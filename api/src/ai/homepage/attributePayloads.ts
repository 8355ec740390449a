import { astroPropsJson } from './astroProps.ts';
import { COMPONENT_DATA_TYPE } from './scriptStrings.ts';

/**
 * Where a JS app keeps a component's data outside a script: in an element's attributes, or in a
 * comment. Each is read as any payload is (`scriptStrings.ts`), with the type given here.
 */
export interface MarkupPayload {
  text: string;
  /** The script type it is read as: JSON, or a component's JS object. */
  type: string;
}

const JSON_TYPE = 'application/json';

/** Attributes that hold a component's data as a JS object or JSON: Alpine, Livewire. */
const COMPONENT_DATA_ATTRIBUTES = ['x-data', 'wire:snapshot'];
/** A small one is only a widget's state (`{ open: false }`). */
const MIN_COMPONENT_DATA = 120;

/**
 * A Stimulus controller's value (`data-landing-hero-value='{"title": …}'`): JSON its controller
 * renders, filed under the value's name (`hero`, `contact`), which says whose words they are as a
 * payload's keys do.
 */
const STIMULUS_VALUE = /^data-[\w-]+-(\w+)-value$/;
/**
 * A component's props as JSON for the script that mounts it: a Phoenix LiveView hook's
 * `data-props`, React on Rails' `data-react-props`, `data-vue-props`, `data-svelte-props`.
 */
const PROPS_ATTRIBUTE = /^data-(?:(?:react|vue|svelte|phx|component)-)?props$/;
/** Below this, a value or props attribute is a widget's setting, not the page's words. */
const MIN_ATTRIBUTE_DATA = 40;

/**
 * Blazor's prerendered components keep their state in a comment
 * (`<!--Blazor-WebAssembly-Component-State:{"HomeContent": …}-->`): JSON the app renders.
 */
const BLAZOR_STATE = /^\s*Blazor-[\w-]*Component-State:([\s\S]*)$/;

/** An attribute's value that opens a JSON object or array, trimmed; else null. */
function structured(value: string | undefined, minLength: number): string | null {
  const text = value?.trim() ?? '';
  return text.length >= minLength && /^[{[]/.test(text) ? text : null;
}

/** The payloads an element's attributes hold. */
export function attributePayloads(
  name: string,
  attributes: Record<string, string>,
): MarkupPayload[] {
  const found: MarkupPayload[] = [];
  // An Astro island's props (each value a `[type, value]` pair, decoded so that its fields read
  // as any payload's).
  if (name === 'astro-island' && attributes.props) {
    found.push({ text: astroPropsJson(attributes.props), type: JSON_TYPE });
  }
  // An Inertia app's page, JSON in its root's `data-page` ({"component": …, "props": …}).
  if (attributes['data-page']?.trimStart().startsWith('{')) {
    found.push({ text: attributes['data-page'], type: JSON_TYPE });
  }
  // The words the component's template shows (`x-text="sobre"`) are in its data.
  for (const attribute of COMPONENT_DATA_ATTRIBUTES) {
    const data = attributes[attribute];
    if (data && data.length >= MIN_COMPONENT_DATA && data.trimStart().startsWith('{')) {
      found.push({ text: data, type: COMPONENT_DATA_TYPE });
    }
  }
  for (const [attribute, value] of Object.entries(attributes)) {
    const valueName = STIMULUS_VALUE.exec(attribute)?.[1];
    const json =
      valueName || PROPS_ATTRIBUTE.test(attribute) ? structured(value, MIN_ATTRIBUTE_DATA) : null;
    if (json) {
      found.push({
        text: valueName ? `{${JSON.stringify(valueName)}:${json}}` : json,
        type: JSON_TYPE,
      });
    }
  }
  return found;
}

/** The payload a comment holds (Blazor's component state), or null. */
export function commentPayload(comment: string): MarkupPayload | null {
  const state = BLAZOR_STATE.exec(comment)?.[1];
  return state ? { text: state.trim(), type: JSON_TYPE } : null;
}
