import type { Locator } from '@playwright/test';

/** How far, in CSS px, the element's middle is from the middle of the window (0: centred). */
export const offsetFromCentre = (el: Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return Math.abs(r.top + r.height / 2 - window.innerHeight / 2);
  });
