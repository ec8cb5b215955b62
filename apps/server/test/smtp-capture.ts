import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { pollUntil } from './poll';

type ParsedMail = Awaited<ReturnType<typeof PostalMime.parse>>;

/**
 * A real SMTP server on a random local port that keeps every message it receives, parsed. While `down`, it turns
 * every connection away with 421, as a mail server that is out of service does.
 */
export async function startSmtpCapture() {
  const received: ParsedMail[] = [];
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A client still connected at close is dropped after a second, not the library's 30: with those 30 in it, a
    // file's teardown on a loaded machine ran past its hook's 60 s (invoice.test.ts, 2 Dec).
    closeTimeout: 1000,
    onConnect(_session, callback) {
      if (!down) return callback();
      callback(
        Object.assign(new Error('Service not available, closing transmission channel'), {
          responseCode: 421,
        }),
      );
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuses (true) or accepts (false) connections from now on. */
    setDown(refusing: boolean) {
      down = refusing;
    },
    /**
     * Takes the oldest message to `address` out of `received`, polling up to `timeoutMs`: a server whose workers
     * run its jobs mails after its answer (with `timeoutMs: 0`, after `app.jobs.drain()`, it looks once).
     */
    async takeMailTo(address: string, timeoutMs = 5000): Promise<ParsedMail> {
      const indexOf = () => received.findIndex((message) => message.to?.some((to) => to.address === address));
      if (indexOf() === -1 && timeoutMs > 0)
        await pollUntil(`mail to ${address}`, () => indexOf() !== -1, { intervalMs: 25, timeoutMs });
      const [mail] = indexOf() === -1 ? [] : received.splice(indexOf(), 1);
      if (!mail) throw new Error(`no mail to ${address}`);
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
