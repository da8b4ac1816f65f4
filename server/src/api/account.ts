/** Account HTTP routes (docs/product.md#accounts); rules and limits live in modules/auth/. */
import { messages } from '@shahi/contract';
import {
  changePasswordSchema,
  editProfileSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitPerAccount, limitRequests } from '#server/http/request-limits.ts';
import { cookieLocale } from '#server/i18n/cookie-locale.ts';
import {
  authRateLimits,
  changePasswordAccountLimit,
  type RateLimitedCall,
} from '#server/modules/auth/rate-limits.ts';
import { type AuthService, RegistrationsWaitingError } from '#server/modules/auth/service.ts';
import { requireSession, sessionOf } from './session.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const signedIn = requireSession(auth);
  const limited = (call: RateLimitedCall) => limitRequests(app, call, authRateLimits[call]);

  app.post(
    '/register',
    { schema: { body: registerSchema }, preValidation: limited('register') },
    async (request, reply) => {
      const { userType: _userType, ...fields } = request.body;
      try {
        // A new account speaks the language the visitor chose in the storefront (ADR 0065).
        const locale = cookieLocale(request.headers.cookie);
        await auth.register({ ...fields, ...(locale ? { locale } : {}) });
      } catch (error) {
        if (error instanceof RegistrationsWaitingError) reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      }
      return reply.code(201).send({ success: true, message: messages.registrationSuccessful });
    },
  );

  app.post(
    '/verify-otp',
    { schema: { body: verifyOtpSchema }, preValidation: limited('verifyOtp') },
    async (request) => {
      // With the registration's password the answer carries a session: the new account is signed in.
      const session = await auth.verifyOtp(request.body.email, request.body.otp, request.body.password);
      return { success: true, message: messages.emailVerified, ...(session ? { data: session } : {}) };
    },
  );

  app.post(
    '/resend-otp',
    { schema: { body: resendOtpSchema }, preValidation: limited('resendOtp') },
    async (request) => {
      await auth.resendOtp(request.body.email, request.body.password);
      return { success: true, message: messages.newOtpSent };
    },
  );

  app.post('/login', { schema: { body: loginSchema }, preValidation: limited('login') }, async (request) => ({
    success: true,
    message: messages.loginSuccessful,
    data: await auth.login(request.body.email, request.body.password),
  }));

  app.post(
    '/forgot-password',
    { schema: { body: forgotPasswordSchema }, preValidation: limited('forgotPassword') },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { success: true, message: messages.resetLinkSent };
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordSchema }, preValidation: limited('resetPassword') },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { success: true, message: messages.resetPasswordSuccessfully };
    },
  );

  app.patch(
    '/change-password',
    {
      schema: { body: changePasswordSchema },
      preValidation: limited('changePassword'),
      preHandler: [
        requireSession(auth, { fromBody: true }),
        limitPerAccount(
          app,
          'changePassword',
          changePasswordAccountLimit,
          (request) => sessionOf(request).user.userId,
        ),
      ],
    },
    async (request) => ({
      success: true,
      message: messages.passwordUpdated,
      data: await auth.changePassword(sessionOf(request), request.body.oldPassword, request.body.newPassword),
    }),
  );

  app.get('/verify-token', { preHandler: signedIn }, async (request) => ({
    success: true,
    message: messages.tokenValid,
    data: { valid: true, user: sessionOf(request).user },
  }));

  app.get('/my-profile', { preHandler: signedIn }, async (request) => ({
    success: true,
    data: await auth.getProfile(sessionOf(request)),
  }));

  app.put(
    '/edit-profile',
    { schema: { body: editProfileSchema }, preHandler: signedIn },
    async (request) => ({
      success: true,
      message: messages.profileUpdated,
      data: await auth.editProfile(sessionOf(request), request.body),
    }),
  );
};
