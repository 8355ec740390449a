/**
 * RDFa Lite with schema.org's vocabulary (`vocab="https://schema.org/" typeof="LocalBusiness"`,
 * `property="telephone"`, `property="address" typeof="PostalAddress"`, `<span
 * property="foundingDate" content="1921">`), as some themes and plugins write what others write
 * as microdata: read as the microdata it stands for, so the same rules decide whose entity it is
 * (`microdata.ts`). A property with another vocabulary's prefix (Open Graph's `og:title`,
 * `business:contact_data:…`) is not schema.org's and is left to the meta tags' reader.
 */
export function createRdfaReader() {
  /** Depth of the outermost open element that declares the vocabulary or a type, or null. */
  let scope: number | null = null;

  return {
    /** An element opened at `depth` (after it was pushed on the element stack). */
    open(attributes: Record<string, string>, depth: number): Record<string, string> {
      if (attributes.itemscope !== undefined || attributes.itemprop !== undefined)
        return attributes;
      const type = schemaTerms(attributes.typeof);
      const declares = type !== null || /schema\.org/.test(attributes.vocab ?? '');
      if (scope === null && declares) scope = depth;
      // A property outside any typed scope (a head's `<meta property="title">`) is no entity's.
      const property = scope === null ? null : schemaTerms(attributes.property);
      if (!property && !type) return attributes;
      const mapped: Record<string, string> = { ...attributes };
      if (property) mapped.itemprop = property;
      if (type) {
        mapped.itemscope = '';
        mapped.itemtype = type
          .split(' ')
          .map((each) => `https://schema.org/${each}`)
          .join(' ');
      }
      return mapped;
    },
    /** The element stack is now `depth` deep. */
    close(depth: number): void {
      if (scope !== null && depth < scope) scope = null;
    },
  };
}

/** The schema.org terms of an RDFa attribute ("schema:telephone", "telephone"), or null. */
function schemaTerms(value: string | undefined): string | null {
  if (!value) return null;
  const terms = value
    .trim()
    .split(/\s+/)
    .map((term) => term.replace(/^(?:schema:|https?:\/\/schema\.org\/)/, ''))
    .filter((term) => /^[A-Za-z][A-Za-z0-9]*$/.test(term));
  return terms.length > 0 ? terms.join(' ') : null;
}
