import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import type { TestApp } from './test-app';

type App = TestApp['app'];
type Json = Record<string, unknown>;

/** What the check reads of an answer: an injected one, or one a test received over a socket. */
export type CheckedAnswer = Pick<Response, 'statusCode' | 'headers' | 'body' | 'json'>;

/** The document's own pages under /api: they are not operations of the API they describe. */
const UNDOCUMENTED = [/^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/];

interface PathTemplate {
  template: string;
  pattern: RegExp;
  literalSegments: number;
  operations: Json;
}

/**
 * Checks answers against /api/openapi.json as a validating proxy would: the path template and method must be
 * documented, the status must be (exactly, or by its `4XX`-style range), and a JSON body must match the schema
 * documented for that status. Validators are compiled on first use and kept.
 */
export function createOpenApiValidator(document: Json) {
  const resolved = dereference(document, document) as Json;
  const templates = Object.entries((resolved.paths ?? {}) as Record<string, Json>)
    .map(([template, operations]) => toPathTemplate(template, operations))
    // A literal segment beats a parameter, as in OpenAPI's own matching rule.
    .sort((a, b) => b.literalSegments - a.literalSegments);
  const ajv = new Ajv({ allErrors: true, strict: false });
  const compiled = new Map<string, ValidateFunction>();

  function compile(key: string, schema: Json): ValidateFunction {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  }

  const templateOf = (verb: string, path: string) =>
    templates.find((candidate) => candidate.pattern.test(path) && candidate.operations[verb] !== undefined);

  return {
    /** The documented operation a request reaches, as `METHOD /api/template` (undefined when none is). */
    operationOf(method: string, url: string): string | undefined {
      const template = templateOf(method.toLowerCase(), url.split('?')[0] ?? '');
      return template && `${method.toUpperCase()} ${template.template}`;
    },
    check(method: string, url: string, response: CheckedAnswer): void {
      // The path as a URL parser resolves it, dot segments and all: `/api/categories/%2e%2e/parts` reaches the
      // routes as `/api/parts`, and is answered (and checked) as that.
      const path = new URL(url, 'http://localhost').pathname;
      if (!path.startsWith('/api/') || UNDOCUMENTED.some((pattern) => pattern.test(path))) return;
      const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
      if (verb === 'options') return;
      const status = response.statusCode;
      const template = templateOf(verb, path);
      // Fastify's own 404 for a path or method no route has, or the 4xx of its body parser, which reads a body
      // before it finds no route: nothing was documented, nothing to check.
      if (!template) {
        if (status >= 400 && status < 500) return;
        throw new Error(`${method} ${path} answered ${status} but the document has no such operation`);
      }
      const where = `${method.toUpperCase()} ${template.template} (${path}) answered ${status}`;
      const responses = ((template.operations[verb] as Json).responses ?? {}) as Record<string, Json>;
      const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in responses);
      if (!statusKey)
        throw new Error(`${where}: status not documented (documented: ${Object.keys(responses)})`);
      const content = responses[statusKey]?.content as Record<string, { schema?: Json }> | undefined;
      if (verb !== method.toLowerCase() || response.body === '') return;
      // A documented non-JSON answer (the invoice's PDF) is checked by its media type alone.
      const mediaType = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
      if (mediaType !== 'application/json' && content?.[mediaType]) return;
      const schema = content?.['application/json']?.schema;
      if (!schema) throw new Error(`${where}: a body came back but none is documented for ${statusKey}`);
      if (!String(response.headers['content-type'] ?? '').startsWith('application/json'))
        throw new Error(`${where}: documented as JSON, answered ${response.headers['content-type']}`);
      const validate = compile(`${verb} ${template.template} ${statusKey}`, schema);
      const body: unknown = response.json();
      if (!validate(body))
        throw new Error(
          `${where}: the body does not match the document (${statusKey}):\n${describeErrors(validate.errors)}\nbody: ${JSON.stringify(body).slice(0, 500)}`,
        );
    },
  };
}

export type OpenApiValidator = ReturnType<typeof createOpenApiValidator>;

/** One validator per document, and so per test file: each file imports its own copy of this module. */
const validators = new Map<string, OpenApiValidator>();

/**
 * From now on every `inject` of `app` under /api/ is checked against the document the app itself serves; a
 * mismatch rejects the inject, so the test fails with the path, the status and ajv's errors.
 */
export async function validateResponsesOf(app: App): Promise<void> {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<Response>;
  const served = await inject({ method: 'GET', url: '/api/openapi.json' });
  let validator = validators.get(served.body);
  if (!validator) {
    validator = createOpenApiValidator(served.json());
    validators.set(served.body, validator);
  }
  const checked = validator;
  const validating = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const { method, url } = requestLine(options);
    checked.check(method, url, response);
    return response;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || callback !== undefined)
      throw new Error('answers are checked against the document: call `await app.inject(options)`');
    return validating(options);
  }) as App['inject'];
}

function requestLine(options: InjectOptions | string): { method: string; url: string } {
  if (typeof options === 'string') return { method: 'GET', url: options };
  const target = options.url ?? options.path ?? '/';
  const url = typeof target === 'string' ? target : (target.pathname ?? '/');
  return { method: options.method ?? 'GET', url };
}

function toPathTemplate(template: string, operations: Json): PathTemplate {
  const segments = template.split('/');
  // A parameter may arrive empty (`/api/products/`): Fastify routes that to the operation too, which refuses it.
  const source = segments
    .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]*' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return {
    template,
    pattern: new RegExp(`^${source}$`),
    literalSegments: segments.filter((segment) => !segment.startsWith('{')).length,
    operations,
  };
}

/** Replaces every local `$ref` with what it points at, so each schema stands alone for ajv. */
function dereference(node: unknown, root: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, root, seen));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, found ${ref}`);
    if (seen.includes(ref)) throw new Error(`circular $ref ${ref}`);
    return dereference(pointer(root, ref), root, [...seen, ref]);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereference(value, root, seen)]),
  );
}

function pointer(root: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => {
      if (node === null || typeof node !== 'object' || !(part in node))
        throw new Error(`unresolvable ${ref}`);
      return (node as Json)[part];
    }, root);
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => `  ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`)
    .join('\n');
}
