import type { Services } from '@partsmith/contracts/router';

type Method = (...args: unknown[]) => unknown;

/** Every service method with `rethrow` applied to what it rejects with; what it resolves to is untouched. */
export function mapServiceErrors(services: Services, rethrow: (error: unknown) => never): Services {
  const guard =
    (method: Method) =>
    (...args: unknown[]) => {
      const result = method(...args);
      return result instanceof Promise ? result.catch(rethrow) : result;
    };
  const guarded = Object.entries(services).map(([name, service]) => [
    name,
    Object.fromEntries(
      Object.entries(service as object).map(([key, value]) => [
        key,
        typeof value === 'function' ? guard(value as Method) : value,
      ]),
    ),
  ]);
  return Object.fromEntries(guarded) as Services;
}
