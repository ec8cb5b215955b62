import type { FastifyInstance, RouteOptions } from 'fastify';

/** A route as Fastify registered it (`/api/orders/:id`), whatever the OpenAPI document says. */
export interface RegisteredRoute {
  methods: string[];
  url: string;
  /** Content types the route's schema declares it takes (the image upload: multipart). */
  consumes: string[];
}

const recorded = new WeakMap<object, RegisteredRoute[]>();

type FastifyFactory = (...args: unknown[]) => FastifyInstance;

/**
 * Fastify's module with a factory that records every route of every instance it makes: `vi.mock('fastify', …)`
 * passes the real module through here, so the test sees exactly what `buildApp` registered.
 */
export function withRouteRecorder<Module extends { default: unknown }>(fastifyModule: Module): Module {
  const original = fastifyModule.default as FastifyFactory;
  const recording = (...args: unknown[]) => {
    const app = original(...args);
    const routes: RegisteredRoute[] = [];
    recorded.set(app, routes);
    app.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema as { consumes?: string[] } | undefined;
      routes.push({ methods: [route.method].flat(), url: route.url, consumes: schema?.consumes ?? [] });
    });
    return app;
  };
  return { ...fastifyModule, default: Object.assign(recording, original) };
}

export function registeredRoutes(app: object): RegisteredRoute[] {
  const routes = recorded.get(app);
  if (!routes)
    throw new Error('This app was not built through withRouteRecorder: mock fastify in the test file');
  return routes;
}
