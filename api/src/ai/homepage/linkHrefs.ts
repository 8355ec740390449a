/** The address of a `mailto:` link, lower-cased, or null when it is not one. */
export function mailtoAddress(href: string): string | null {
  const address = decodeSafe(href.slice(7).split('?')[0] ?? '')
    .trim()
    .toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(address) ? address : null;
}

/** The number of a `tel:` link, as its href writes it. */
export function telNumber(href: string): string {
  return decodeSafe(href.slice(4)).trim();
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
