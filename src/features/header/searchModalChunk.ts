/**
 * The search modal's chunk, which also carries the published directory's loader and the built-in list:
 * the header prefetches it on hover or focus of the Search button, and the public layout gives its
 * directory loader to the header's statechart.
 */
export const loadSearchModal = () => import('./SearchModal');
