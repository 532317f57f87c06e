import type { NestExpressApplication } from '@nestjs/platform-express';

export interface RegisteredRoute {
  /** Upper case: GET, POST, PUT, PATCH or DELETE. */
  method: string;
  /** Express's pattern, e.g. `/api/listing/get/:id`. */
  path: string;
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * Every route the app serves, read from Express's router, so suites that must walk every
 * endpoint notice a route added without them. The catch-all that answers unknown `/api` paths
 * with 404 (it takes every method) is left out.
 */
export function registeredRoutes(app: NestExpressApplication): RegisteredRoute[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack.flatMap(({ route }) => {
    if (!route) return [];
    const methods = Object.keys(route.methods);
    if (methods.length > 5) return [];
    return methods.map((method) => ({ method: method.toUpperCase(), path: route.path }));
  });
}

/** `METHOD /path`, the form the suites' tables are keyed by. */
export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.path}`;
