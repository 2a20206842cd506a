/** Said above a table that is wider than the screen (kept apart from ScrollRegion so tests can read it). */
export const SCROLL_HINT = 'Scroll sideways to see every column.';
