/**
 * Noto Sans Devanagari, self-hosted: only its Devanagari subset (the unicode range below), only the
 * weights the site sets (400 for text, 700 for headings and bold; 500 and 600 fall to the nearer of
 * them), shown with font-display: swap. Nepali pages declare and preload it, English pages declare it for
 * their few Devanagari words (src/entry-server.tsx), the admin for the Nepali versions the team types
 * (src/features/admin/AdminLayout.tsx); scripts/devanagari-font.ts writes the files into the build.
 */
export const DEVANAGARI_FONT_FAMILY = 'Noto Sans Devanagari';
const UNICODE_RANGE = 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF';

export const DEVANAGARI_FONT_FILES = [400, 700].map((weight) => ({ weight, file: `noto-sans-devanagari-devanagari-${weight}-normal.woff2` }));

/**
 * The faces' rules, and a font stack for `selector` that puts the face first: a system font earlier in
 * it may claim Devanagari it cannot draw (boxes). Its unicode range leaves every other character to the
 * fonts after it, and a browser downloads a face only when a page draws a character of its range.
 */
export function devanagariFontCss(selector: string): string {
  const faces = DEVANAGARI_FONT_FILES.map(
    ({ weight, file }) =>
      `@font-face{font-family:'${DEVANAGARI_FONT_FAMILY}';font-style:normal;font-display:swap;font-weight:${weight};src:url(/fonts/${file}) format('woff2');unicode-range:${UNICODE_RANGE}}`,
  ).join('');
  return `${faces}${selector}{font-family:'${DEVANAGARI_FONT_FAMILY}',system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}`;
}

/** The head of a Nepali page: the faces, and a preload of the text weight (the first text needs it). */
export function devanagariFontHead(): string {
  const preload = `<link rel="preload" href="/fonts/${DEVANAGARI_FONT_FILES[0].file}" as="font" type="font/woff2" crossorigin />`;
  return `${preload}\n    <style>${devanagariFontCss('html[lang="ne"] body')}</style>`;
}

/**
 * The head of a page in another language: the faces alone, for the few Devanagari words it shows (the
 * language switch's "नेपाली"). By their unicode range the browser fetches a face only when such a word is
 * drawn (on a phone, once the menu opens), so a device without a Devanagari font shows letters, not boxes.
 */
export function devanagariFontFaces(): string {
  return `<style>${devanagariFontCss('html body')}</style>`;
}
