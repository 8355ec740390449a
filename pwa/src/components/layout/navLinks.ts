/** The navigation links (§2): Home is active only on exactly '/', the others by path prefix. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/categories', label: 'Categories', end: false },
  { to: '/awards', label: 'Awards', end: false },
  { to: '/write-review', label: 'Write Review', end: false },
] as const;

export const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/help-center', label: 'Help Center' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
] as const;
