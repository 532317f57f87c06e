/**
 * The routing API of every Nivasa app. Shared as this one module, it keeps a single router
 * across host and remotes while letting the bundler drop what Nivasa does not use of
 * react-router: sharing react-router-dom itself ships all of it (about 53 KB brotli, against
 * about 28 KB for this subset). rspack.config.base.ts rejects direct imports elsewhere.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { Location, RouteObject } from 'react-router-dom';
