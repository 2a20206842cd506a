/** Scrolling an element into view the way the visitor prefers (no XState here: the first load uses it). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls an element to the centre of the view: smoothly unless the user prefers reduced motion. */
export function scrollToCentre(id: string) {
  document.getElementById(id)?.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
