import type { FastifyReply, FastifyRequest } from 'fastify';

const BASE_NAME = 'partsmith_session';

/**
 * The web app's session cookie: httpOnly (no script reads it), SameSite=Lax, for the whole site. In production it
 * is also Secure and named `__Host-…`, which browsers accept only from https, for Path=/ and without a Domain.
 */
export function createSessionCookie({ production }: { production: boolean }) {
  const name = production ? `__Host-${BASE_NAME}` : BASE_NAME;
  const attributes = { httpOnly: true, sameSite: 'lax', path: '/', secure: production } as const;
  return {
    name,
    read(request: FastifyRequest): string | undefined {
      return request.cookies[name] || undefined;
    },
    set(reply: FastifyReply, token: string, expiresAt: Date): void {
      reply.setCookie(name, token, { ...attributes, expires: expiresAt });
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(name, attributes);
    },
  };
}

export type SessionCookie = ReturnType<typeof createSessionCookie>;
