import { ZFailedJob } from '@partsmith/contracts';
import { z } from 'zod';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['admin'];
const security = signedIn;
const errors = { 400: ZMessage, 401: ZMessage, 403: ZMessage, 404: ZMessage };

/** Failed jobs for API clients: admin only. */
export const adminJobsRoutes: RestRoutes = async (app) => {
  app.get(
    '/failed-jobs',
    {
      schema: {
        operationId: 'listFailedJobs',
        tags,
        security,
        summary: 'Jobs that failed after their last retry',
        description:
          'Mails and payment-gateway calls that failed after their last retry, newest first. Total in X-Total-Count.',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(100),
        }),
        response: { 200: z.array(ZFailedJob), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await request.caller().admin.jobs.failed(request.query);
      reply.header('x-total-count', total);
      return items;
    },
  );
  app.post(
    '/failed-jobs/:id/retry',
    {
      schema: {
        operationId: 'retryFailedJob',
        tags,
        security,
        summary: 'Run a failed job again',
        description:
          'Run a failed job again, with fresh retries; it leaves the failed list (404 once it has)',
        params: z.object({ id: z.string().describe('The failed job id, as the list gives it') }),
        response: { 200: ZFailedJob, ...errors },
      },
    },
    (request) => request.caller().admin.jobs.retry({ id: request.params.id }),
  );
};
