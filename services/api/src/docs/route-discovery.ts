import { RequestMethod, type Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { AdminGuard } from '../common/guards/admin.guard';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../common/guards/optional-jwt-auth.guard';

/** Who may call a route, read from its guards: the description says it the way the code enforces it. */
export type RouteAccess = 'public' | 'optional-session' | 'signed-in' | 'admin';

export interface DiscoveredRoute {
  /** Upper case: GET, POST, PUT, PATCH or DELETE. */
  method: string;
  /** Express's pattern with the global prefix, e.g. `/api/listing/get/:id`. */
  path: string;
  access: RouteAccess;
}

const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');

function guardsOf(target: object): unknown[] {
  return (Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? [];
}

function accessOf(guards: unknown[]): RouteAccess {
  if (guards.includes(AdminGuard)) return 'admin';
  if (guards.includes(JwtAuthGuard)) return 'signed-in';
  if (guards.includes(OptionalJwtAuthGuard)) return 'optional-session';
  return 'public';
}

/** Every route of these controllers, with its method, full path and access, from Nest's own metadata. */
export function discoverRoutes(controllers: readonly Type[], prefix: string): DiscoveredRoute[] {
  return controllers.flatMap((controller) => {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string | undefined;
    const prototype = controller.prototype as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') return [];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) return [];
      return [
        {
          method: RequestMethod[method],
          path: joinPath(prefix, base ?? '', path),
          access: accessOf([...guardsOf(controller), ...guardsOf(handler)]),
        },
      ];
    });
  });
}
