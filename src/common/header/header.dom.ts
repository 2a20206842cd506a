/** Element ids of the header's parts and the search modal (one place, like zag's dom files). */
export const HEADER_IDS = {
  menuToggle: 'header-menu-toggle',
  mobileNav: 'mobile-nav',
  searchButton: 'header-search-button',
  searchDialog: 'search-dialog',
  searchInput: 'search-input',
  searchListbox: 'search-listbox',
} as const;

export const searchOptionId = (index: number) => `search-option-${index}`;
/** The element of a consultancy on the consultancy list (stable, from its id). */
export const consultancyElementId = (id: number) => `consultancy-${id}`;

export const focusById = (id: string) => document.getElementById(id)?.focus();

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls an element to the centre of the view: smoothly unless the user prefers reduced motion. */
export function scrollToCentre(id: string) {
  document.getElementById(id)?.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
