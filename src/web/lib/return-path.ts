/** What the app hands the sign-in page when a session ended under the user (src/web/app/Root.tsx). */
export type SignInState = { sessionEnded?: boolean; from?: string };

/** The query parameter that carries the page a visitor wanted through /onboarding, /login and /register. */
export const RETURN_TO = 'returnTo';

const DEFAULT_PATH = '/dashboard';
/** A stand-in origin: a candidate resolved against it must stay on it, or it named another site. */
const SELF = 'https://self.invalid';
const MAX_LENGTH = 2048;
// C0 controls, DEL and the C1 block: a browser strips some of them from a URL ('/\t/evil.example' → '//evil.example').
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Pages that would send a signed-in user straight back here, or out of the app. */
const NOT_A_DESTINATION = ['/login', '/register', '/onboarding', '/api'];

/** The value and every percent-decoding of it (up to 3 levels: '%252F' is '%2F' is '/'). */
function decodings(value: string): string[] {
  const out = [value];
  let current = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return [...out, '\u0000'];
    }
    if (next === current) break;
    out.push(next);
    current = next;
  }
  return out;
}

/**
 * `raw` when it is a path of this site, else null. Refused: anything not starting with one '/',
 * protocol-relative '//host', backslashes (browsers read '/\host' as '//host'), control characters
 * and whitespace tricks, 'javascript:' and other schemes, and all of these percent-encoded
 * ('%2F%2F', '%5C'); the sign-in pages themselves (a loop) and the API.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  for (const form of decodings(raw)) {
    if (CONTROL.test(form) || form.includes('\\') || /^\s/.test(form)) return null;
    if (!form.startsWith('/') || form.startsWith('//') || /^\/\s*\//.test(form)) return null;
    if (/javascript:|data:|vbscript:/i.test(form)) return null;
  }
  let url: URL;
  try {
    url = new URL(raw, SELF);
  } catch {
    return null;
  }
  if (url.origin !== SELF) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (NOT_A_DESTINATION.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `returnTo` of a query string ('?returnTo=%2Fprojects%2F42'), when it is safe; else null. */
export function returnToParam(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO));
}

/** `path` with `returnTo` added when there is one: '/login?returnTo=%2Fprojects%2F42'. */
export function withReturnTo(path: string, returnTo: string | null): string {
  if (!returnTo) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${RETURN_TO}=${encodeURIComponent(returnTo)}`;
}

/**
 * Where to go after signing in or registering: the `returnTo` of the address (a visitor's deep
 * link), else the page the session ended on (state.from), when either is a path of this site;
 * otherwise the dashboard.
 */
export function returnPath(state: unknown, search = ''): string {
  const fromQuery = returnToParam(search);
  if (fromQuery) return fromQuery;
  const from = typeof state === 'object' && state !== null ? (state as SignInState).from : undefined;
  return safeReturnPath(from) ?? DEFAULT_PATH;
}

export function sessionEnded(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as SignInState).sessionEnded === true;
}
