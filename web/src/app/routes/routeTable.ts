import type { TranslationMessages } from '@atelier/i18n';

/**
 * Every screen of the spec's route table (section 2) with the flags the navigation guard
 * and the shell read. Paths use react-router syntax; `?` marks an optional segment.
 *
 * Access:
 * - `public`: anyone, signed in or not, may open the route.
 * - `adminOnly`: only users whose role is admin (spec section 6).
 * - `hiddenForLoggedIn`: sign-in screens that a logged-in user is sent away from, to /.
 * - everything else needs a logged-in user (signed in and terms accepted).
 *
 * Presentation:
 * - `chromeless`: rendered without the top bar (the spec's "empty" layout), e.g. for iframes.
 * - `forcedTheme`: the theme this screen always uses, whatever the user chose.
 */
export interface RouteDefinition {
  id: RouteId;
  path: string;
  /** Key under `screens` in the locales: the screen's title. */
  titleKey: keyof TranslationMessages['screens'];
  public: boolean;
  adminOnly: boolean;
  hiddenForLoggedIn: boolean;
  chromeless: boolean;
  forcedTheme?: 'dark' | 'light';
  /**
   * For the /get-{product} routes: react-router matches whole segments only, so the route
   * is declared as a dynamic first segment and only segments starting with this prefix
   * belong to it; anything else there is "page not found".
   */
  segmentPrefix?: string;
  /**
   * For /account, /settings and /account/subscription: which tab of the profile screen opens
   * (0 account, 1 settings, 2 subscription), so that every tab has an address of its own.
   */
  profileTab?: 0 | 1 | 2;
  /** Which link of the top bar's main navigation is highlighted on this screen. */
  navigation?: NavigationSection;
}

/** The top bar's main navigation links. */
export type NavigationSection = 'projects' | 'gallery' | 'templates';

export type RouteId =
  | 'microApp'
  | 'cloneProject'
  | 'account'
  | 'settings'
  | 'subscription'
  | 'projects'
  | 'openProject'
  | 'folder'
  | 'editor'
  | 'editorVersion'
  | 'composer'
  | 'composerVersion'
  | 'studio'
  | 'gallery'
  | 'galleryTag'
  | 'aiDigitizer'
  | 'test'
  | 'templates'
  | 'myTemplates'
  | 'templateEditor'
  | 'templateDetails'
  | 'templatePurchaseResult'
  | 'templateSearch'
  | 'templateViewer'
  | 'getProduct'
  | 'getProductResult'
  | 'login'
  | 'loginFrame'
  | 'logout'
  | 'loginResult';

const loggedIn = { public: false, adminOnly: false, hiddenForLoggedIn: false, chromeless: false } as const;
const publicRoute = { public: true, adminOnly: false, hiddenForLoggedIn: false, chromeless: false } as const;
const adminOnly = { public: false, adminOnly: true, hiddenForLoggedIn: false, chromeless: false } as const;

/** Where `/` leads: the spec makes / a redirect to the project list. */
export const homePath = '/projects';
export const loginPath = '/login';

export const routeTable: readonly RouteDefinition[] = [
  { id: 'microApp', path: '/apps/:projectId?', titleKey: 'microApp', ...publicRoute },
  // Cloning needs a login (and the project's permission, which the server checks).
  { id: 'cloneProject', path: '/clone/:id?', titleKey: 'cloneProject', ...loggedIn },
  { id: 'account', path: '/account', titleKey: 'account', ...loggedIn, profileTab: 0 },
  { id: 'settings', path: '/settings', titleKey: 'settings', ...loggedIn, profileTab: 1 },
  // Not in the spec's table: the profile's subscription tab, so that reload and back keep it.
  { id: 'subscription', path: '/account/subscription', titleKey: 'account', ...loggedIn, profileTab: 2 },
  { id: 'projects', path: '/projects', titleKey: 'projects', ...loggedIn, navigation: 'projects' },
  { id: 'openProject', path: '/open/:id', titleKey: 'openProject', ...loggedIn },
  { id: 'folder', path: '/folder/:id?', titleKey: 'folder', ...loggedIn, navigation: 'projects' },
  { id: 'editor', path: '/editor/:projectId?', titleKey: 'editor', ...loggedIn },
  { id: 'editorVersion', path: '/editor/version/:projectVersionId?', titleKey: 'editorVersion', ...loggedIn },
  { id: 'composer', path: '/composer/:projectId?', titleKey: 'composer', ...publicRoute },
  // The spec notes this one is not marked public, unlike /composer/{projectId?}.
  {
    id: 'composerVersion',
    path: '/composer/version/:projectVersionId?',
    titleKey: 'composerVersion',
    ...loggedIn,
  },
  { id: 'studio', path: '/studio/:projectId', titleKey: 'studio', ...publicRoute, forcedTheme: 'dark' },
  { id: 'gallery', path: '/gallery', titleKey: 'gallery', ...loggedIn, navigation: 'gallery' },
  { id: 'galleryTag', path: '/gallery/tag/:id?', titleKey: 'galleryTag', ...loggedIn, navigation: 'gallery' },
  { id: 'aiDigitizer', path: '/ai-digitizer', titleKey: 'aiDigitizer', ...adminOnly },
  { id: 'test', path: '/test', titleKey: 'test', ...adminOnly },
  { id: 'templates', path: '/templates', titleKey: 'templates', ...publicRoute, navigation: 'templates' },
  { id: 'myTemplates', path: '/templates/my', titleKey: 'myTemplates', ...loggedIn, navigation: 'templates' },
  {
    id: 'templateEditor',
    path: '/templates/edit/:id?',
    titleKey: 'templateEditor',
    ...adminOnly,
    navigation: 'templates',
  },
  {
    id: 'templateDetails',
    path: '/templates/:id',
    titleKey: 'templateDetails',
    ...publicRoute,
    navigation: 'templates',
  },
  // The payment provider returns here with ?checkoutSessionId=…
  {
    id: 'templatePurchaseResult',
    path: '/templates/:id/purchase-result',
    titleKey: 'templatePurchaseResult',
    ...publicRoute,
    navigation: 'templates',
  },
  {
    id: 'templateSearch',
    path: '/templates/search/:query',
    titleKey: 'templateSearch',
    ...publicRoute,
    navigation: 'templates',
  },
  {
    id: 'templateViewer',
    path: '/templates/viewer/:projectId',
    titleKey: 'templateViewer',
    ...publicRoute,
    navigation: 'templates',
  },
  { id: 'getProduct', path: '/:productSlug', titleKey: 'getProduct', ...publicRoute, segmentPrefix: 'get-' },
  // The payment provider returns here with ?checkoutSessionId=…; the purchase belongs to a user.
  {
    id: 'getProductResult',
    path: '/:productSlug/result',
    titleKey: 'getProductResult',
    ...loggedIn,
    segmentPrefix: 'get-',
  },
  { id: 'login', path: '/login', titleKey: 'login', ...publicRoute, hiddenForLoggedIn: true },
  // Embedded in other sites' iframes: no top bar.
  { id: 'loginFrame', path: '/login-frame', titleKey: 'loginFrame', ...publicRoute, chromeless: true },
  { id: 'logout', path: '/logout', titleKey: 'logout', ...publicRoute },
  {
    id: 'loginResult',
    path: '/loginresult',
    titleKey: 'loginResult',
    ...publicRoute,
    hiddenForLoggedIn: true,
  },
];

export function routeById(id: RouteId): RouteDefinition {
  const route = routeTable.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route with id ${id}`);
  return route;
}
