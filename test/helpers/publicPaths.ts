import { PUBLIC_ROUTES } from '../../src/app/routeTable';

/**
 * Every public route of the route table (the one the router renders from), in its order, with the
 * first record (id 1, seeded) where the path takes an id. Tests that visit every public page read it
 * from here, so a page added to the table is visited without a list to update.
 */
export const PUBLIC_PATHS: readonly string[] = [...new Set(PUBLIC_ROUTES.map(({ path }) => path.replace(':id', '1')))];

/**
 * One path of each kind of page: the home page, the lists and their detail pages, a destination and an
 * exam guide (each shares its page with the others of its kind), the booking form and the two tools.
 */
export const SAMPLE_PATHS: readonly string[] = [
  '/',
  '/consultancies',
  '/consultancies/1',
  '/universities',
  '/blog',
  '/blog/1',
  '/destinations/australia',
  '/exam/ielts',
  '/consultation',
  '/cost-planner',
  '/compare',
];

/** A browser check repeated on every public page is a route sweep: its tests carry this tag. */
export const ROUTE_SWEEP = '@route-sweep';

/**
 * The paths a route sweep visits. Sweeping every path with every check is most of the browser tests'
 * time, so `npm test` sweeps the sample above, and `npm run test:sweeps` (which CI runs after it) sweeps
 * every other public path (`ROUTE_SWEEP=rest`): between them, every path gets every check.
 */
export const sweptPaths = (sweep = process.env.ROUTE_SWEEP): readonly string[] =>
  sweep === 'rest' ? PUBLIC_PATHS.filter((path) => !SAMPLE_PATHS.includes(path)) : SAMPLE_PATHS;

export const SWEPT_PATHS = sweptPaths();
