import { describe, expect, it } from 'vitest';
import { refusal, unreachable } from '../../test/trpc-errors';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it('takes the first message of each field the server named', () => {
    const error = refusal(400, 'Phone is required', { phone: ['Phone is required', 'Too short'], nid: [] });
    expect(serverFieldErrors(error)).toEqual({ phone: 'Phone is required' });
  });

  it('is empty for a refusal about no field, and for a server that never answered', () => {
    expect(serverFieldErrors(refusal(401, 'Wrong email or password'))).toEqual({});
    expect(serverFieldErrors(unreachable())).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });
});
