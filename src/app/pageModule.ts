import type { ComponentType } from 'react';
import type { FirstDataPlan } from '../common/firstData';

/**
 * A page's module: the page, and the reads it makes when it opens (the server makes them first).
 * Its own module: the page loader (lazyPage.tsx) and the list of page imports (pageImports.ts) both
 * name it, and the list reaches the loader again through the admin area's pages.
 */
export type PageModule = { default: ComponentType; firstData?: FirstDataPlan };
