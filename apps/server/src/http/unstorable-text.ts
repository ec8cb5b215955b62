import { AppError, MESSAGES } from '@partsmith/contracts';
import type { Services } from '@partsmith/contracts/router';
import { sqlStateOf } from '../shared/database-error';
import { mapServiceErrors } from '../shared/map-service-errors';

/** SQLSTATE 22021: a NUL or bytes invalid in UTF-8; 22P05: a character the database's encoding cannot hold. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function rethrowUnstorableText(error: unknown): never {
  const state = sqlStateOf(error);
  throw state && UNSTORABLE_TEXT.has(state) ? new AppError('BAD_REQUEST', MESSAGES.textNotStorable) : error;
}

/**
 * Every service method with text the database refuses to store answered as the client's mistake (400), not ours
 * (500). The schemas' text fields refuse such characters first; this is the net behind any input they miss.
 */
export function refuseUnstorableText(services: Services): Services {
  return mapServiceErrors(services, rethrowUnstorableText);
}
