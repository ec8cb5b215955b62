import { describe, expect, it } from 'vitest';
import { captureLog } from '../test/capture-log';
import { parseConfig } from './config';
import { logStartBanner } from './start-banner';

describe('the start banner', () => {
  it('says the shop listens on this computer only by default, and how to open it to the network', () => {
    const { logger, lines } = captureLog();
    const config = parseConfig({ DATA_DIR: '/tmp/partsmith-banner' });
    logStartBanner({ logger, config, pretty: false, address: 'http://127.0.0.1:3000' });
    expect(lines[0]).toMatchObject({
      msg: 'shop ready',
      listening: 'http://127.0.0.1:3000',
      reachableFrom: 'this computer only; HOST=0.0.0.0 opens it to the network',
      demoAccounts: expect.arrayContaining([expect.objectContaining({ email: 'admin@partsmith.test' })]),
    });
  });

  it('says when every network can reach it, on a terminal too', () => {
    const { logger, lines } = captureLog();
    const config = parseConfig({ HOST: '0.0.0.0', DATA_DIR: '/tmp/partsmith-banner' });
    logStartBanner({ logger, config, pretty: true, address: 'http://0.0.0.0:3000' });
    expect(String(lines[0]?.msg).split('\n').slice(0, 2)).toEqual([
      'Partsmith is ready at http://localhost:3000 (listening on http://0.0.0.0:3000)',
      '  reach     every network this computer is on',
    ]);
  });
});
