import { PATIENT_LINK_PREFIX, routeByKey } from '@portal/domain';

/** Every route's path and href builder; nobody types a URL twice (ENGINEERING §4.5). */
export type PathParams = Record<string, string | number>;
export type QueryParams = Record<string, string | number | undefined>;

export interface PathDef {
  /** The router pattern, e.g. '/users/:id/edit'. */
  path: string;
  /** A concrete URL: params fill ':name' segments; query adds a search string (undefined values dropped). */
  href: (params?: PathParams, query?: QueryParams) => string;
}

function definePath(path: string): PathDef {
  return {
    path,
    href: (params = {}, query = {}) => {
      const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
      const qs = search.toString();
      return qs ? `${filled}?${qs}` : filled;
    },
  };
}

/** Routes outside the logged-in route table (spec §2 "Public routes"). */
export const paths = {
  home: definePath('/'),
  login: definePath('/login'),
  logout: definePath('/logout'),
  signup: definePath('/signup'),
  recoverLogin: definePath('/recover-login'),
  /** Asks for a password-reset link (?email=&expired=1 from an expired password). */
  forgotPassword: definePath('/forgot-password'),
  /** Opened from an invitation or reset link (?token=&kind=). */
  setPassword: definePath('/set-password'),
  confirmEmail: definePath('/confirm-email'),
  patientConfirmation: definePath(`${PATIENT_LINK_PREFIX}:code`),
  contents: definePath('/contents'),
  contentDetail: definePath('/contents/:slug'),
  pcdt: definePath('/pcdt'),
  /** Frequently asked questions, shown only in the programme FAQ_PROGRAM_SLUG. */
  faq: definePath('/faq'),
  /** Development-only reader of the outbox (SMS codes, e-mails); the page leaves when the API has none. */
  devOutbox: definePath('/dev/outbox'),
} as const;

/** Query parameter naming the programme slug on login, signup and the public pages. */
export { PROGRAM_QUERY_PARAM } from '@portal/domain';

/** A logged-in route's path definition, from the shared route table (rules/routes.ts). */
const appPath = (key: string): PathDef => definePath(routeByKey(key).path);

export const routeHref = (key: string, params?: PathParams, query?: QueryParams): string =>
  appPath(key).href(params, query);
