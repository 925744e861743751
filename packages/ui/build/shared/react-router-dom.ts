/**
 * What the apps share as `react-router-dom` (federation-shared.ts): only the parts of React Router they
 * use. A shared module cannot be tree-shaken (webpack cannot know what another app will take from it),
 * so sharing the whole package sent all of React Router 7, data routers and server helpers included,
 * to every visitor (about 58 KB compressed); this facade sends what these names need.
 * infra/test/shared-facades.test.ts fails when an app imports a name that is not listed here.
 */
import * as router from 'react-router';

// Plain bindings, not `export … from`: a shared module is used "in unknown ways", and webpack passes
// that on through a re-export to all of React Router; through a binding it sees exactly these names.
export const BrowserRouter = router.BrowserRouter;
export const Link = router.Link;
export const NavLink = router.NavLink;
export const Navigate = router.Navigate;
export const Route = router.Route;
export const Routes = router.Routes;
export const matchPath = router.matchPath;
export const useLocation = router.useLocation;
export const useNavigate = router.useNavigate;
export const useParams = router.useParams;
export const useSearchParams = router.useSearchParams;
