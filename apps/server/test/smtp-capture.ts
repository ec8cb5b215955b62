import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

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
    /** Takes the oldest message to `address` out of `received`, waiting a little: mail leaves after the answer. */
    async takeMailTo(address: string, timeoutMs = 5000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((message) => message.to?.some((to) => to.address === address));
        const [mail] = index === -1 ? [] : received.splice(index, 1);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
