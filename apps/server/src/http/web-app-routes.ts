/**
 * The web app's routes as the build lists them (Fastify patterns such as `/parts/:id`), matched the way its
 * router matches them: whatever the letter case (`/dashboard/myorders` is My Orders), a `:param` taking any one
 * segment, a trailing slash ignored. Returns the route a path matches with its params, or undefined: the app's
 * not-found screen.
 */
export function webAppRouteMatcher(patterns: readonly string[]): (path: string) => RouteMatch | undefined {
  const routes = patterns.map((pattern) => ({
    pattern,
    segments: segmentsOf(pattern).map((segment) => (segment.startsWith(':') ? null : segment.toLowerCase())),
  }));
  return (path) => {
    const segments = segmentsOf(path);
    const route = routes.find(
      (candidate) =>
        candidate.segments.length === segments.length &&
        candidate.segments.every(
          (segment, index) => segment === null || segment === segments[index]?.toLowerCase(),
        ),
    );
    if (!route) return undefined;
    const params: Record<string, string> = {};
    for (const [index, segment] of segmentsOf(route.pattern).entries()) {
      if (segment.startsWith(':')) params[segment.slice(1)] = segments[index] ?? '';
    }
    return { pattern: route.pattern, params };
  };
}

export interface RouteMatch {
  pattern: string;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}
