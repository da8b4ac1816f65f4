/** Back office: photo uploads (ADR 0009); products and content reference the paths answered here. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletePhoto } from '#server/flows/delete-photo.ts';
import { UPLOADED_PHOTO_PATH } from '#server/modules/photos/store.ts';
import {
  multipartLimits,
  photoKindSchema,
  receivePhotos,
  uploadFormJsonSchema,
} from '#server/modules/photos/upload.ts';
import type { AdminDeps } from './index.ts';

const deletePhotoSchema = z.object({
  path: z.string().regex(UPLOADED_PHOTO_PATH, {
    error: 'Only an uploaded photo (uploads/<folder>/<id>.webp) can be deleted',
  }),
});

/**
 * `POST /admin/uploads` (multipart, `kind` first) → 201 `[{path, width, height}]`, paths relative
 * to IMAGE_BASE_URL; `DELETE /admin/uploads {path}` → 404 when absent, 409 while something uses it.
 */
export const adminPhotoRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, images }) => {
  // Only this scope parses multipart; the app's 64 KiB JSON limit does not apply to it, busboy's limits do.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: true });

  app.post(
    '/uploads',
    {
      schema: {
        querystring: z.object({ kind: photoKindSchema.optional() }),
        consumes: ['multipart/form-data'],
      },
      config: { openApiBody: uploadFormJsonSchema },
    },
    async (request, reply) => {
      const photos = await receivePhotos(request, images, request.query.kind).catch((error: unknown) => {
        // The unread rest of a refused upload is not worth receiving: close after the answer.
        void reply.header('connection', 'close');
        throw error;
      });
      request.log.info({ photos: photos.map((photo) => photo.path) }, 'photos uploaded');
      return reply.code(201).send({ success: true, data: photos });
    },
  );

  app.delete('/uploads', { schema: { body: deletePhotoSchema } }, async (request) => {
    await deletePhoto(db, images, request.body.path);
    return { success: true, message: 'Photo deleted' };
  });
};
