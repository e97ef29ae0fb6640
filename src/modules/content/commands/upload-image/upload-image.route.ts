import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../../platform/errors.ts';
import { MAX_IMAGE_BYTES } from '../../contracts/content-form.contract.ts';
import { imageUploadedSchema } from '../../contracts/content.contract.ts';
import { contentRateLimit } from '../../domain/content-rate-limits.ts';
import { ImageTooLargeError, ImageTypeError } from '../../domain/content.errors.ts';
import { uploadContentImage } from './upload-image.handler.ts';

/** The form field that carries the file. */
export const IMAGE_FIELD = 'image';

/**
 * POST /api/content/images: public (anonymous visitors submit articles) and rate-limited per IP.
 * multipart/form-data with one file in the field `image`, at most 5 MB: 201 `{url}`; 400 for
 * anything that is not a JPEG, PNG or WebP by its bytes; 413 when larger. Multipart parsing is
 * registered in this plugin only, so no other route accepts multipart bodies.
 */
export const uploadImageRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 100 },
    throwFileSizeLimit: true,
  });

  async function readImage(request: FastifyRequest): Promise<Buffer> {
    if (!request.isMultipart()) {
      throw new AppError('multipart_required', 'Send the image as multipart/form-data in the field "image".', 415);
    }
    try {
      const part = await request.file();
      if (!part || part.fieldname !== IMAGE_FIELD) throw new ImageTypeError();
      const bytes = await part.toBuffer();
      // Over a real connection the size limit can be reached on the last chunk, after toBuffer's own
      // check: busboy then only marks the stream truncated. Never take a cut-off file for a whole one.
      if (part.file.truncated) throw new ImageTooLargeError();
      return bytes;
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new ImageTooLargeError();
      if (error instanceof AppError) throw error;
      // A malformed multipart body, too many parts: the caller's mistake, never a 500.
      request.log.info({ err: error }, 'image upload refused');
      throw new ImageTypeError();
    }
  }

  app.post(
    '/content/images',
    {
      config: { access: 'public', rateLimit: contentRateLimit(app.deps.config) },
      schema: {
        tags: ['content'],
        summary: 'Upload a featured image (multipart field "image": JPEG, PNG or WebP up to 5 MB); answers its WebP address',
        consumes: ['multipart/form-data'],
        response: { 201: imageUploadedSchema },
      },
    },
    async (request, reply) => {
      const bytes = await readImage(request);
      const uploaded = await uploadContentImage(app.deps.config.uploadsDir, bytes);
      request.log.info({ url: uploaded.url, bytes: bytes.length }, 'content image stored');
      return reply.status(201).send(uploaded);
    },
  );
};
