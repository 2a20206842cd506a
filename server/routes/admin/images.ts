import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_KINDS, IMAGE_TEXTS, MAX_IMAGE_BYTES, mediaSrcSet, mediaUrl } from '../../../src/domain/images';
import { uploadedImageSchema } from '../../../src/domain/imageUpload';
import { errorResponses } from '../../plugins/schemas';
import { HttpError } from '../../http';
import { ImageRejected, processImage } from '../../images/process';
import { saveImage } from '../../queries/images';
import type { ApiContext } from '../context';

/** The body of an upload: the file's bytes as they are. */
export const IMAGE_BODY_TYPE = 'application/octet-stream';

const STATUS_CODES = { 400: 'VALIDATION_FAILED', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' } as const;

/**
 * An admin uploads an image (a logo, a cover, an article's image): POST /images?kind=logo with the
 * file as the body. The answer is the address to put in the record, with its srcset.
 */
export const adminImageRoutes: FastifyPluginAsync<ApiContext> = async (app, { db, now }) => {
  // Only in this scope: everywhere else a body is JSON. The bytes are counted as they arrive and
  // the upload is cut off past the limit.
  app.addContentTypeParser(IMAGE_BODY_TYPE, async (request: { headers: Record<string, unknown> }, payload: NodeJS.ReadableStream) => {
    if (Number(request.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES)
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', IMAGE_TEXTS.tooLarge, { file: IMAGE_TEXTS.tooLarge });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += buf.length;
      if (size > MAX_IMAGE_BYTES) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', IMAGE_TEXTS.tooLarge, { file: IMAGE_TEXTS.tooLarge });
      chunks.push(buf);
    }
    return Buffer.concat(chunks);
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/images',
    {
      config: { bodyType: IMAGE_BODY_TYPE },
      schema: { tags: ['images'], querystring: z.object({ kind: z.enum(IMAGE_KINDS) }), response: { 201: uploadedImageSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new HttpError(400, 'VALIDATION_FAILED', IMAGE_TEXTS.empty, { file: IMAGE_TEXTS.empty });
      let image;
      try {
        image = await processImage(body, request.query.kind);
      } catch (e) {
        if (e instanceof ImageRejected) throw new HttpError(e.status, STATUS_CODES[e.status], e.message, { file: e.message });
        throw e;
      }
      await saveImage(db, image, now());
      const url = mediaUrl(image.hash, image.width);
      const largest = image.variants[image.variants.length - 1];
      return reply.code(201).send({ url, width: image.width, height: image.height, srcset: mediaSrcSet(url) ?? '', bytes: largest.data.length });
    },
  );
};
