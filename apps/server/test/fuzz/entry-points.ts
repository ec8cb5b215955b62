import { appRouter } from '@partsmith/contracts/router';
import { type ZodType, z } from 'zod';
import type { JsonSchema } from './json-schema-arbitrary';
import type { RegisteredRoute } from './route-recorder';

/** A tRPC procedure, as the router declares it. */
export interface ProcedureEntryPoint {
  kind: 'procedure';
  name: string;
  path: string;
  type: 'query' | 'mutation';
  /** Undefined: the procedure takes no input. */
  input: JsonSchema | undefined;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** A route Fastify registered, with what the OpenAPI document says about it (if anything). */
export interface RouteEntryPoint {
  /**
   * documented: generated from its OpenAPI schemas; upload: multipart; undocumented: generic requests; files: the
   * built web app's and the docs page's files, which take no input, fuzzed together as one entry point.
   */
  kind: 'documented' | 'upload' | 'undocumented' | 'files';
  name: string;
  /** The methods fuzzed here (a GET route's HEAD twin rides along). */
  methods: string[];
  /** Fastify's patterns (`/api/orders/:id`, `*`): one, or every file of a `files` entry point. */
  urls: string[];
  parameters: OpenApiParameter[];
  body: JsonSchema | undefined;
}

/** A fixed path ending in a file name (`/assets/index-3f2a.js`, `/favicon.svg`): a file served as it is. */
const FILE = /^[^:*]*\/[^/]+\.[a-z0-9]+$/i;

export type EntryPoint = ProcedureEntryPoint | RouteEntryPoint;

interface ProcedureDefinition {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: ZodType[] };
}

/**
 * Entry points that cannot be fuzzed meaningfully, each with the reason: the only list to keep by hand. Keys are
 * entry point names (`trpc users.me`, `POST /api/orders`).
 */
export const NOT_FUZZED: Record<string, string> = {};

/** Every procedure of `appRouter`, with its input as JSON Schema (what a client may send, before parsing). */
export function procedureEntryPoints(): ProcedureEntryPoint[] {
  return allProcedureEntryPoints().filter((entry) => !(entry.name in NOT_FUZZED));
}

/** Including the ones `NOT_FUZZED` leaves out: what the coverage test compares with. */
export function allProcedureEntryPoints(): ProcedureEntryPoint[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDefinition>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const { type, inputs } = procedure._def;
    if (type === 'subscription') throw new Error(`${path}: subscriptions have no fuzzer yet`);
    const schemas = inputs.map(
      (input) => z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    );
    const input = schemas.length === 0 ? undefined : schemas.length === 1 ? schemas[0] : { allOf: schemas };
    return { kind: 'procedure', name: `trpc ${path}`, path, type, input };
  });
}

/** `/api/orders/:id` as the OpenAPI document spells it: `/api/orders/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/**
 * One entry point per route Fastify registered (its HEAD twin folded into the GET): documented routes are fuzzed
 * from the document's schemas, the multipart upload with files, and routes the document leaves out (health,
 * images, the tRPC mount, the webhook, docs, Google sign-in) with generic requests.
 */
export function routeEntryPoints(routes: RegisteredRoute[], document: OpenApiDocument): RouteEntryPoint[] {
  return allRouteEntryPoints(routes, document).filter((entry) => !(entry.name in NOT_FUZZED));
}

/** Including the ones `NOT_FUZZED` leaves out. */
export function allRouteEntryPoints(routes: RegisteredRoute[], document: OpenApiDocument): RouteEntryPoint[] {
  const served = new Set(routes.flatMap((route) => route.methods.map((method) => `${method} ${route.url}`)));
  const entryPoints: RouteEntryPoint[] = [];
  const files: string[] = [];
  for (const route of routes) {
    const [only, ...more] = route.methods;
    if (only === 'HEAD' && more.length === 0 && served.has(`GET ${route.url}`)) continue;
    const methods =
      only === 'GET' && more.length === 0 && served.has(`HEAD ${route.url}`)
        ? ['GET', 'HEAD']
        : route.methods;
    const name = `${methods.join('|')} ${route.url}`;
    const urls = [route.url];
    // A route serving several methods at once is a catch-all (the tRPC mount, CORS preflight): never documented.
    const operation =
      more.length === 0 && only ? document.paths[openApiPath(route.url)]?.[only.toLowerCase()] : null;
    const plain = { name, methods, urls, parameters: [], body: undefined };
    if (route.consumes.includes('multipart/form-data'))
      entryPoints.push({ ...plain, kind: 'upload', parameters: operation?.parameters ?? [] });
    else if (operation)
      entryPoints.push({
        ...plain,
        kind: 'documented',
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    else if (FILE.test(route.url) && methods.every((method) => method === 'GET' || method === 'HEAD'))
      files.push(route.url);
    else entryPoints.push({ ...plain, kind: 'undocumented' });
  }
  if (files.length > 0)
    entryPoints.push({
      kind: 'files',
      name: `GET|HEAD ${files.length} files (${files.slice(0, 3).join(', ')}…)`,
      methods: ['GET', 'HEAD'],
      urls: files,
      parameters: [],
      body: undefined,
    });
  return entryPoints;
}

/** Operations the document lists that no registered route serves: a stale document. */
export function documentedButNotRegistered(routes: RegisteredRoute[], document: OpenApiDocument): string[] {
  const registered = new Set(
    routes.flatMap((route) => route.methods.map((method) => `${method} ${openApiPath(route.url)}`)),
  );
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => `${method.toUpperCase()} ${path}`)
      .filter((operation) => !registered.has(operation)),
  );
}
