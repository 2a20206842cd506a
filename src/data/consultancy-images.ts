/** The default images that replace a consultancy's logo or cover when it fails to load. */
export const DEFAULT_LOGO = '/images/default-logo.svg';
export const DEFAULT_COVER = '/images/default-cover.svg';
