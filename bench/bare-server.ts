import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

/**
 * The baseline for api-throughput: plain Fastify answering GET <path> (/api/products by default) with bytes
 * captured from our server, so the gap between the two is our framework, validation, database and serialization work.
 * Usage: PORT=<port> tsx bare-server.ts <body-file> [path]
 */
const [bodyFile, path = '/api/products'] = process.argv.slice(2);
if (!bodyFile) throw new Error('usage: tsx bare-server.ts <body-file> [path]');
const body = await readFile(bodyFile);

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get(path, (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});

const shutdown = () => void app.close().then(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
