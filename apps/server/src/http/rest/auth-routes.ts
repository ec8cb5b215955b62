import {
  ZEmailVerificationInput,
  ZLoginInput,
  ZPasswordResetInput,
  ZPasswordResetRequestInput,
  ZRegisterInput,
} from '@partsmith/contracts';
import { issuedToken, toLegacyUser, ZLegacySignedIn, ZLegacySuccess } from './legacy-account-shapes';
import { ZMessage } from './legacy-shapes';
import { anyone, sessionIfAny, signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['auth'];
const security = anyone;
const errors = { 400: ZMessage, 401: ZMessage, 403: ZMessage, 409: ZMessage, 429: ZMessage };

/** Sign-up, sign-in and reset for API clients: the session comes back as `accessToken`, for a bearer header. */
export const authRoutes: RestRoutes = async (app) => {
  app.post(
    '/auth/register',
    {
      schema: {
        operationId: 'register',
        tags,
        security,
        summary: 'Create a customer account and sign in',
        body: ZRegisterInput,
        response: { 201: ZLegacySignedIn, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await request.caller().auth.register(request.body);
      return reply.status(201).send({ user: toLegacyUser(user), accessToken: issuedToken(request) });
    },
  );
  app.post(
    '/auth/login',
    {
      schema: {
        operationId: 'signIn',
        tags,
        security,
        summary: 'Sign in with email and password',
        body: ZLoginInput,
        response: { 200: ZLegacySignedIn, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.caller().auth.login(request.body);
      return { user: toLegacyUser(user), accessToken: issuedToken(request) };
    },
  );
  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'signOut',
        tags,
        summary: 'End the session presented (bearer token or cookie), if any',
        security: sessionIfAny,
        // 403: the cookie sent from another site (see the CSRF guard).
        response: { 200: ZLegacySuccess, 403: ZMessage },
      },
    },
    async (request) => request.caller().auth.logout(),
  );
  app.post(
    '/auth/password-reset',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags,
        security,
        summary: 'Mail a password reset link',
        description: 'Mail a reset link; the answer is the same whether or not the email has an account',
        body: ZPasswordResetRequestInput,
        response: { 200: ZLegacySuccess, ...errors },
      },
    },
    async (request) => request.caller().auth.requestPasswordReset(request.body),
  );
  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        operationId: 'resetPassword',
        tags,
        security,
        summary: "Set a new password with the mailed link's token",
        description: "Set a new password with the mailed link's token; ends every session of the account",
        body: ZPasswordResetInput,
        response: { 200: ZLegacySuccess, ...errors },
      },
    },
    async (request) => request.caller().auth.resetPassword(request.body),
  );
  app.post(
    '/auth/verify-email',
    {
      schema: {
        operationId: 'verifyEmail',
        tags,
        security: signedIn,
        summary: "Verify the account's email",
        description: "Verify the account's email with the mailed link's token, signed in as that account",
        body: ZEmailVerificationInput,
        response: { 200: ZLegacySuccess, ...errors },
      },
    },
    async (request) => request.caller().auth.verifyEmail(request.body),
  );
  app.post(
    '/auth/verify-email/resend',
    {
      schema: {
        operationId: 'resendEmailVerification',
        tags,
        security: signedIn,
        summary: 'Mail a new verification link',
        description: 'Mail the signed-in account a new verification link (409 once the email is verified)',
        response: { 200: ZLegacySuccess, ...errors },
      },
    },
    async (request) => request.caller().auth.resendEmailVerification(),
  );
};
