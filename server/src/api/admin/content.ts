/**
 * Back office: banners, testimonials, footer contacts and social links, each with the same routes
 * (docs/product.md#calls): list, create (201), edit, delete, reorder by every id, and for banners
 * and testimonials activate and deactivate.
 */
import {
  adminBannerCreateSchema,
  adminBannerUpdateSchema,
  adminFooterContactCreateSchema,
  adminFooterContactUpdateSchema,
  adminIdParamsSchema,
  adminMessages,
  adminReorderSchema,
  adminSocialLinkCreateSchema,
  adminSocialLinkUpdateSchema,
  adminTestimonialCreateSchema,
  adminTestimonialUpdateSchema,
} from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type AnyContentKind,
  bannerKind,
  createEntry,
  deleteEntry,
  editEntry,
  footerContactKind,
  listEntries,
  reorderEntries,
  socialLinkKind,
  testimonialKind,
} from '#server/modules/content/admin-service.ts';
import type { AdminDeps } from './index.ts';

const params = adminIdParamsSchema;

const kinds: Array<{ path: string; kind: AnyContentKind; create: z.ZodType; update: z.ZodType }> = [
  { path: 'banners', kind: bannerKind, create: adminBannerCreateSchema, update: adminBannerUpdateSchema },
  {
    path: 'testimonials',
    kind: testimonialKind,
    create: adminTestimonialCreateSchema,
    update: adminTestimonialUpdateSchema,
  },
  {
    path: 'footer-contacts',
    kind: footerContactKind,
    create: adminFooterContactCreateSchema,
    update: adminFooterContactUpdateSchema,
  },
  {
    path: 'social-links',
    kind: socialLinkKind,
    create: adminSocialLinkCreateSchema,
    update: adminSocialLinkUpdateSchema,
  },
];

/** Registers the content routes of the back office. */
export const adminContentRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, pool, images }) => {
  for (const { path, kind, create, update } of kinds) {
    app.get(`/${path}`, async () => ({ success: true, data: await listEntries(db, kind) }));

    app.post(`/${path}`, { schema: { body: create } }, async (request, reply) =>
      reply.code(201).send({
        success: true,
        message: adminMessages.created,
        data: await createEntry(db, images, kind, request.body),
      }),
    );

    app.patch(`/${path}/:id`, { schema: { params, body: update } }, async (request) => ({
      success: true,
      message: adminMessages.updated,
      data: await editEntry(db, kind, request.params.id, request.body),
    }));

    app.delete(`/${path}/:id`, { schema: { params } }, async (request) => {
      await deleteEntry(db, kind, request.params.id);
      return { success: true, message: adminMessages.deleted };
    });

    app.post(`/${path}/reorder`, { schema: { body: adminReorderSchema } }, async (request) => {
      await reorderEntries(pool, kind, request.body.ids);
      return { success: true, message: adminMessages.reordered, data: await listEntries(db, kind) };
    });

    if (!kind.activatable) continue;
    for (const [action, active] of [
      ['activate', true],
      ['deactivate', false],
    ] as const) {
      app.post(`/${path}/:id/${action}`, { schema: { params } }, async (request) => ({
        success: true,
        message: adminMessages.updated,
        data: await editEntry(db, kind, request.params.id, { active }),
      }));
    }
  }
};
