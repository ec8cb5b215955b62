import type { Context, Services } from '@partsmith/contracts/router';
import type { FastifyRequest } from 'fastify';

/** One context per request, shared by the tRPC adapter and the REST routes so both see the same caller. */
export function createRequestContext(services: Services, _request: FastifyRequest): Context {
  return { services };
}
