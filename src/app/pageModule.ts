import type { ComponentType } from 'react';

/**
 * A page's module: the page (what it reads first is in the route table). Its own module: the page
 * loader (lazyPage.tsx) and the list of page imports (pageImports.ts) both name it, and the list
 * reaches the loader again through the admin area's pages.
 */
export type PageModule = { default: ComponentType };
