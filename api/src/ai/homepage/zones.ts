/**
 * Parts of a page that are not the company speaking about itself: menus, footers, cookie and
 * newsletter boxes, legal small print, share bars, forms. Their words are kept for contact
 * facts but weigh little when deciding what the company does.
 */
const BOILERPLATE_TAGS = new Set(['nav', 'footer', 'aside', 'form', 'button', 'select']);
const BOILERPLATE_HINT =
  /cookie|consent|gdpr|newsletter|subscribe|legal|imprint|impressum|modal|popup|share|menu|breadcrumb|sidebar|banner|credit|partner|sponsor|widget|footer|navbar|mega/i;
const MAIN_HINT = /^(main|content|main-content|page-content|primary)$/i;

export function isBoilerplateElement(tag: string, attributes: Record<string, string>): boolean {
  if (BOILERPLATE_TAGS.has(tag)) return true;
  if (attributes.role === 'navigation' || attributes.role === 'dialog') return true;
  const hint = `${attributes.id ?? ''} ${attributes.class ?? ''}`;
  return hint.trim() !== '' && BOILERPLATE_HINT.test(hint);
}

export function isMainElement(tag: string, attributes: Record<string, string>): boolean {
  if (tag === 'main' || attributes.role === 'main') return true;
  return [attributes.id ?? '', ...(attributes.class ?? '').split(/\s+/)].some((name) =>
    MAIN_HINT.test(name),
  );
}

const CONTACT_TAGS = new Set(['footer', 'address']);
const CONTACT_HINT =
  /contact|kontakt|contacto|contatti|contato|coordonn|footer|address|adresse|direccion|indirizzo|morada|location|find-us|visit/i;

/**
 * Where a company writes how to reach it: the footer, an `<address>`, a block named contact,
 * address or location. A number standing there unlabelled is its line (see `unlabelledPhones.ts`).
 */
export function isContactPlace(tag: string, attributes: Record<string, string>): boolean {
  if (CONTACT_TAGS.has(tag)) return true;
  const hint = `${attributes.id ?? ''} ${attributes.class ?? ''}`;
  return hint.trim() !== '' && CONTACT_HINT.test(hint);
}
