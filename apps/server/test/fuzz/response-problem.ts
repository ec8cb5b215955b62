/** Where a refusal's message is: REST's `{ message }`, the image host's `{ error: { message } }`, tRPC's envelope. */
export type ErrorShape = 'message' | 'upload' | 'trpc';

interface Answer {
  statusCode: number;
  contentType: string;
  body: string;
}

/**
 * What is wrong with an answer, or null: a 5xx, or a 4xx without a message a person can read (none, a JSON or
 * zod dump, a stack trace).
 */
export function responseProblem(answer: Answer, shape: ErrorShape, method: string): string | null {
  const { statusCode, body } = answer;
  if (statusCode >= 500) return `answered ${statusCode}: ${body.slice(0, 300)}`;
  if (statusCode < 400 || method === 'HEAD') return null;
  if (/^text\/html/.test(answer.contentType)) {
    // A page for a person (the Google sign-in popup): it says what went wrong in its text.
    const text = body.replace(/<[^>]*>/g, ' ').trim();
    const problem = text === '' ? 'an empty page' : messageProblem(text);
    return problem && `answered ${statusCode} with ${problem}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${statusCode} without a JSON body: ${body.slice(0, 300)}`;
  }
  const messages = messagesIn(parsed, shape);
  if (messages.length === 0)
    return `answered ${statusCode} without ${shapeName(shape)}: ${body.slice(0, 300)}`;
  for (const message of messages) {
    const problem = messageProblem(message);
    if (problem)
      return `answered ${statusCode} with ${problem}: ${String(JSON.stringify(message)).slice(0, 300)}`;
  }
  return null;
}

function messagesIn(body: unknown, shape: ErrorShape): unknown[] {
  if (shape === 'trpc') {
    // Refused before tRPC runs (media type, body size, malformed JSON): the server's `{ message }`.
    const plain = field(body, 'message');
    if (typeof plain === 'string') return [plain];
    // A batch answers an array with one envelope per call; only the failed ones carry an error.
    const envelopes = Array.isArray(body) ? body : [body];
    return envelopes
      .filter((one) => field(one, 'result') === undefined)
      .map((one) => field(field(one, 'error'), 'message'));
  }
  const message = shape === 'upload' ? field(field(body, 'error'), 'message') : field(body, 'message');
  return message === undefined ? [] : [message];
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function shapeName(shape: ErrorShape): string {
  return { message: '`message`', upload: '`error.message`', trpc: "tRPC's `error.message`" }[shape];
}

/** A message a person can read: text, not JSON, not a stack, not zod's machine output. */
function messageProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return 'an empty or missing message';
  if (/^\s*[[{]/.test(message)) return 'a JSON dump as message';
  if (/\n\s+at\s|\.[cm]?[jt]s:\d+:\d+/.test(message)) return 'a stack trace in the message';
  if (/ZodError|invalid_type|too_small|too_big|invalid_union|"code"\s*:/.test(message))
    return 'a raw zod error';
  return null;
}
