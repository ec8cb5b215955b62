import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts by itself only when vitest runs with globals; these tests import what they use.
afterEach(cleanup);
