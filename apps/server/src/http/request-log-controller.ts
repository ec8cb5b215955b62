import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const READS = new Set(['GET', 'HEAD']);
const isRead = (request: FastifyRequest) => READS.has(request.method);

/**
 * Fastify's two lines per request, with a successful read's at debug: at LOG_LEVEL=info a catalogue answer wrote
 * both, which cost the list about 40% of its answers per second (bench/README.md). A read that fails is logged at
 * info with its path and status; writes are logged as Fastify logs them; every line carries the request id.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (!isRead(request)) return super.incomingRequest(request, reply, metadata);
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error || !isRead(request)) return super.requestCompleted(error, request, reply, metadata);
    const line = { res: reply, responseTime: reply.elapsedTime };
    if (reply.statusCode < 400) reply.log.debug(line, 'request completed');
    // Its "incoming request" line was at debug: the path comes with the outcome.
    else reply.log.info({ req: request, ...line }, 'request completed');
  }
}
