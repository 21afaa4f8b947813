/**
 * What an API key may do (issue 24). A key acts as its owner within these scopes and never beyond
 * what the owner may do; a route opened to keys names the one scope it needs.
 */
export const API_SCOPES = [
  'projects:read',
  'projects:write',
  'evaluations:run',
  'documents:read',
  'documents:write',
  'compliance:read',
  'funding:read',
  'reports:read',
  'portfolio:read',
  'webhooks:manage',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}
