/** Element ids of the header's parts (one place, like zag's dom files). */
export const HEADER_IDS = {
  menuToggle: 'header-menu-toggle',
  mobileNav: 'mobile-nav',
  searchButton: 'header-search-button',
} as const;

export const focusById = (id: string) => document.getElementById(id)?.focus();
