import { afterEach } from 'vitest';
import { takeUnexpectedErrorLogs } from './error-logs';

// A test whose app logged an error it did not announce fails: the answer may look right while the server broke.
afterEach(() => {
  const lines = takeUnexpectedErrorLogs();
  if (lines.length > 0)
    throw new Error(
      `the app logged ${lines.length} unexpected error line(s) (call expectErrorLogs() if the test causes them):\n${lines.join('\n')}`,
    );
});
