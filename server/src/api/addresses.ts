/** Saved-address routes, all signed in; a malformed id gets 404 "Address not found" like an unknown one. */
import { messages } from '@shahi/contract';
import { addressParamsSchema, savedAddressSchema, updateAddressSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from '#server/modules/addresses/service.ts';
import type { AuthService } from '#server/modules/auth/service.ts';
import { requireSession, sessionOf } from './session.ts';

/** The five address calls; the pool runs the writes' transactions. */
export const addressRoutes: FastifyPluginAsyncZod<{
  db: Database;
  pool: pg.Pool;
  auth: AuthService;
}> = async (app, { db, pool, auth }) => {
  // onRequest: an anonymous caller gets its 401 before any body is parsed.
  app.addHook('onRequest', requireSession(auth));

  // A POST without a body; a body, if any, is ignored.
  app.post('/my-address/active', async (request) => ({
    success: true,
    data: await listAddresses(db, sessionOf(request).user.userId),
  }));

  app.get(
    '/my-address/:id',
    { schema: { params: addressParamsSchema }, attachValidation: true },
    async (request) => {
      if (request.validationError) throw notFound(messages.addressNotFound);
      return { success: true, data: await getAddress(db, sessionOf(request).user.userId, request.params.id) };
    },
  );

  app.post('/my-address/create', { schema: { body: savedAddressSchema } }, async (request, reply) => {
    const address = await createAddress(pool, sessionOf(request).user.userId, request.body);
    return reply.code(201).send({ success: true, message: messages.addressCreated, data: address });
  });

  app.put(
    '/my-address/update',
    { schema: { body: updateAddressSchema }, attachValidation: true },
    async (request) => {
      const invalid = request.validationError;
      if (invalid) {
        const issues: Array<{ instancePath: string }> = invalid.validation;
        const badId = issues.some((issue) => issue.instancePath === '/_id');
        throw badId ? notFound(messages.addressNotFound) : invalid;
      }
      const { _id, ...fields } = request.body;
      return {
        success: true,
        message: messages.addressUpdated,
        data: await updateAddress(pool, sessionOf(request).user.userId, _id, fields),
      };
    },
  );

  app.delete(
    '/my-address/:id',
    { schema: { params: addressParamsSchema }, attachValidation: true },
    async (request) => {
      if (request.validationError) throw notFound(messages.addressNotFound);
      await deleteAddress(db, sessionOf(request).user.userId, request.params.id);
      return { success: true, message: messages.addressDeleted };
    },
  );
};
