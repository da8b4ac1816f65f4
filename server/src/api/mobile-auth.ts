/**
 * Sign-in by mobile number and SMS code (docs/decisions/0066-sign-in-by-mobile.md):
 * `POST /mobile/send-code` and `POST /mobile/verify-code`. Rules and per-number limits live in
 * modules/auth/mobile-service.ts; the per-client limits are here, counted before validation.
 */
import { messages } from '@shahi/contract';
import { DEFAULT_LOCALE } from '@shahi/contract/i18n';
import { mobileAuthMessages, sendMobileCodeSchema, verifyMobileCodeSchema } from '@shahi/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/config/context.ts';
import { limitRequests, type RequestLimits } from '#server/http/request-limits.ts';
import { cookieLocale } from '#server/i18n/cookie-locale.ts';
import { MobileCodeWaitError } from '#server/modules/auth/mobile-service.ts';
import { optionalSession } from './session.ts';

const MINUTE = 60_000;

/** Per-client limits (ADR 0022), as the e-mail code calls have them: each send costs an SMS. */
export const mobileRateLimits = {
  sendCode: { client: { max: 30, timeWindow: 60 * MINUTE } },
  verifyCode: { client: { max: 100, timeWindow: 15 * MINUTE } },
} satisfies Record<string, RequestLimits>;

/** Sends `Retry-After` with a 429 of a code asked for too soon or too often, then rethrows. */
function withRetryAfter(reply: FastifyReply, error: unknown): never {
  if (error instanceof MobileCodeWaitError) reply.header('retry-after', error.retryAfterSeconds);
  throw error;
}

export const mobileAuthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { auth, mobileAuth }) => {
  const session = optionalSession(auth);

  app.post(
    '/mobile/send-code',
    {
      schema: { body: sendMobileCodeSchema },
      preValidation: limitRequests(app, 'mobileSendCode', mobileRateLimits.sendCode),
      preHandler: session,
    },
    async (request, reply) => {
      const { mobileNumber, purpose } = request.body;
      const userId = request.session?.user.userId ?? null;
      const sent = await mobileAuth
        .sendCode(mobileNumber, purpose, userId)
        .catch((error: unknown) => withRetryAfter(reply, error));
      return {
        success: true,
        message: mobileAuthMessages.codeSent,
        resendAfterSeconds: sent.resendAfterSeconds,
      };
    },
  );

  app.post(
    '/mobile/verify-code',
    {
      schema: { body: verifyMobileCodeSchema },
      preValidation: limitRequests(app, 'mobileVerifyCode', mobileRateLimits.verifyCode),
      preHandler: session,
    },
    async (request) => {
      const { mobileNumber, code, purpose, firstName, lastName } = request.body;
      const signIn = await mobileAuth.verifyCode({
        mobileNumber,
        code,
        purpose,
        userId: request.session?.user.userId ?? null,
        names: { firstName: firstName ?? '', lastName: lastName ?? '' },
        locale: cookieLocale(request.headers.cookie) ?? DEFAULT_LOCALE,
      });
      if (!signIn) return { success: true, message: mobileAuthMessages.linked };
      return {
        success: true,
        message: messages.loginSuccessful,
        data: signIn.session,
        newAccount: signIn.newAccount,
      };
    },
  );
};
