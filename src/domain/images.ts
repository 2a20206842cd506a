/**
 * Uploaded images: what the admin's upload widget, the server that checks and re-encodes them, and
 * the pages that show them agree on. An uploaded image is stored in the database as WebP at a few
 * widths and served at `/media/{hash}/{width}.webp`, where the hash is of the uploaded file's content
 * and `width` is the largest width kept: the address never changes meaning, so it is cached as
 * immutable, and the smaller widths a page can offer (its `srcset`) follow from it.
 */
export const MEDIA_PREFIX = '/media';

/** The widths an image is kept at (each one no wider than the upload). */
export const IMAGE_WIDTHS = [64, 128, 256, 480, 960, 1440] as const;

/** What an upload is for: it decides the largest width kept (a logo is shown at most 56 CSS px wide). */
export const IMAGE_KINDS = ['logo', 'cover'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export const IMAGE_MAX_WIDTH: Record<ImageKind, number> = { logo: 256, cover: 1440 };

/** The largest file accepted, in bytes, and the most pixels an image may have (a decompression bomb has billions). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The formats accepted, as the server reads them from the file's content (never from its name). */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;

/** The texts an upload is refused with (the widget shows the size one before sending). */
export const IMAGE_TEXTS = {
  tooLarge: `The file is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Choose a smaller image.`,
  empty: 'The file is empty. Choose an image.',
  unreadable: 'The file is not an image we can read. Choose a JPEG, PNG, WebP, GIF or AVIF image.',
  svg: 'SVG files are not accepted (they can carry scripts). Export the image as PNG or JPEG.',
  tooManyPixels: (width: number, height: number) =>
    `The image is ${width} × ${height} pixels; the most accepted is ${MAX_IMAGE_PIXELS / 1_000_000} million pixels. Choose a smaller image.`,
  tooSmall: 'The image is smaller than 16 × 16 pixels. Choose a larger image.',
} as const;
export const MIN_IMAGE_SIDE = 16;

const HASH = /^[0-9a-f]{32}$/;
const MEDIA_URL = /^\/media\/([0-9a-f]{32})\/(\d{1,4})\.webp$/;

export const mediaUrl = (hash: string, width: number) => `${MEDIA_PREFIX}/${hash}/${width}.webp`;

/** The hash and largest width of an uploaded image's address, or null for any other image reference. */
export function parseMediaUrl(ref: string): { hash: string; width: number } | null {
  const m = MEDIA_URL.exec(ref);
  return m && HASH.test(m[1]) ? { hash: m[1], width: Number(m[2]) } : null;
}

/** The widths kept of an image whose largest kept width is `largest`. */
export const widthsUpTo = (largest: number): number[] => [...IMAGE_WIDTHS.filter((w) => w < largest), largest];

/** A `srcset` for an uploaded image's address; undefined for any other reference (a URL or a site path). */
export function mediaSrcSet(ref: string): string | undefined {
  const media = parseMediaUrl(ref);
  if (!media) return undefined;
  return widthsUpTo(media.width)
    .map((w) => `${mediaUrl(media.hash, w)} ${w}w`)
    .join(', ');
}

/** Every uploaded image a record refers to (anywhere in it: a logo, a cover, an image in an article's text). */
export function mediaHashesIn(record: unknown): string[] {
  const text = JSON.stringify(record) ?? '';
  return [...new Set([...text.matchAll(/\/media\/([0-9a-f]{32})\//g)].map((m) => m[1]))];
}
