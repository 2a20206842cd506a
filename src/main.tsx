import { pageImports } from './app/pageImports';
import { pageForPath } from './app/routeTable';

// The entry is small on purpose: it starts the current page's chunk at once, beside the app's
// own code (React, the layout, the router), instead of after it has arrived and run.
const firstPage = pageForPath(window.location.pathname);
if (firstPage) pageImports[firstPage]().catch(() => undefined);
void import('./app/boot').then(({ boot }) => boot(firstPage));
