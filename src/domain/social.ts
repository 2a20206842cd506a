/**
 * The five networks the footer shows an icon for, in order. Apart from the settings schema, so the
 * footer (on every page's first load) does not carry the schema library.
 */
export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'X', 'LinkedIn', 'YouTube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
