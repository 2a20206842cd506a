import { PUBLIC_ROUTES } from '../../src/app/routeTable';

/**
 * Every public route of the route table (the one the router renders from), in its order, with the
 * first record (id 1, seeded) where the path takes an id. Tests that visit every public page read it
 * from here, so a page added to the table is visited without a list to update.
 */
export const PUBLIC_PATHS: readonly string[] = [...new Set(PUBLIC_ROUTES.map(({ path }) => path.replace(':id', '1')))];
