const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON that is safe inside an HTML script element: no `<` (so no `</script>` or `<!--`), `>` or `&`,
 * and no U+2028/U+2029; JSON.parse reads it back unchanged.
 */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c]);
