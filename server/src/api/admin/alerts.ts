/**
 * Back office: the signed-in admin's own owner alerts, "My alerts" (ADR 0062). HTTP only; the rules
 * are modules/alerts.
 */
import {
  alertMessages,
  type OwnerAlertPreferences,
  ownerAlertKindLabels,
  ownerAlertPreferenceSchema,
} from '@shahi/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '#server/api/session.ts';
import { readAlertPreferences, setAlertPreference, shopInbox } from '#server/modules/alerts/public.ts';
import type { AdminDeps } from './index.ts';

/**
 * Registers `GET /alerts/preferences` (every kind with `on` for the signed-in admin, their address
 * and the shop's inbox) and `PUT /alerts/preferences {kind, on}` (switch one kind for them; 400 an
 * unknown kind or a body that is not `{kind, on}`; answers with the same data as GET).
 */
export async function adminAlertRoutes(app: FastifyInstance, { db, env }: Pick<AdminDeps, 'db' | 'env'>) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const preferencesOf = async (userId: string, email: string): Promise<OwnerAlertPreferences> => {
    const inbox = await shopInbox(db, env);
    const shopEmail =
      env.SHOP_EMAIL && env.SHOP_EMAIL.toLowerCase() !== inbox.toLowerCase() ? env.SHOP_EMAIL : null;
    return { email, shopInbox: inbox, shopEmail, kinds: await readAlertPreferences(db, userId) };
  };

  api.get('/alerts/preferences', async (request) => {
    const { user } = sessionOf(request);
    return { success: true, data: await preferencesOf(user.userId, user.email) };
  });

  api.put('/alerts/preferences', { schema: { body: ownerAlertPreferenceSchema } }, async (request) => {
    const { user } = sessionOf(request);
    const { kind, on } = request.body;
    await setAlertPreference(db, user.userId, kind, on);
    const label = ownerAlertKindLabels[kind];
    return {
      success: true,
      message: `${alertMessages.saved} ${on ? alertMessages.turnedOn(label) : alertMessages.turnedOff(label)}`,
      data: await preferencesOf(user.userId, user.email),
    };
  });
}
