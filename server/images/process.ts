import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_MAX_WIDTH,
  IMAGE_TEXTS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MIN_IMAGE_SIDE,
  widthsUpTo,
  type ImageKind,
} from '../../src/domain/images';

// No decoded image is kept between uploads (they are rare and large), and one upload at a time
// decodes on one thread: the machine also serves pages.
sharp.cache(false);
sharp.concurrency(1);

/** An upload refused for what it is, with the message the admin sees. */
export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
  }
}

export interface ProcessedImage {
  /** Of the uploaded file's content: the same file uploaded twice is one image. */
  hash: string;
  /** The largest width kept and its height. */
  width: number;
  height: number;
  /** WebP at each width kept, without the file's metadata (EXIF, GPS, XMP, ICC comments). */
  variants: Array<{ width: number; height: number; data: Buffer }>;
}

/**
 * Reads an upload by its content (its format from the bytes, never the file's name or the type the
 * browser claimed), refuses what is not a raster image we accept, too large a file or too many
 * pixels before decoding them, and re-encodes it as WebP at the widths a page uses, turned upright
 * by its EXIF orientation and with every metadata block left out.
 */
export async function processImage(bytes: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRejected(IMAGE_TEXTS.empty);
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejected(IMAGE_TEXTS.tooLarge, 413);
  const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', pages: 1 } as const;
  let meta: Metadata;
  try {
    // The header only (no pixels are decoded here), so the pixel count is checked below with its own message.
    meta = await sharp(bytes, { failOn: 'warning', pages: 1, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(IMAGE_TEXTS.unreadable, 415);
  }
  if (meta.format === 'svg') throw new ImageRejected(IMAGE_TEXTS.svg, 415);
  if (!(IMAGE_FORMATS as readonly string[]).includes(meta.format) && !(meta.format === 'heif' && meta.compression === 'av1'))
    throw new ImageRejected(IMAGE_TEXTS.unreadable, 415);
  const { width, height } = meta;
  if (!width || !height) throw new ImageRejected(IMAGE_TEXTS.unreadable, 415);
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejected(IMAGE_TEXTS.tooManyPixels(width, height));
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) throw new ImageRejected(IMAGE_TEXTS.tooSmall);
  // Upright first: a photo turned by its EXIF orientation has its width and height swapped.
  const upright = (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  const largest = Math.min(upright.width, IMAGE_MAX_WIDTH[kind]);
  const variants: ProcessedImage['variants'] = [];
  try {
    for (const w of widthsUpTo(largest)) {
      const { data, info } = await sharp(bytes, input)
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: w, height: info.height, data });
    }
  } catch {
    // A valid header on a body that does not decode (a PNG signature on garbage, a cut-off file).
    throw new ImageRejected(IMAGE_TEXTS.unreadable, 415);
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { hash, width: largest, height: variants[variants.length - 1].height, variants };
}
