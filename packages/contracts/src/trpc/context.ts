import type { Services } from '../services';

/** Everything a procedure may use; built per request by the server (`createContext`) or by tests directly. */
export interface Context {
  services: Services;
}
