/** The PostgreSQL server the server tests use (CI and dev machines: 127.0.0.1:5432, trust auth). */
export function adminUrl(): string {
  return process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function dbUrl(name: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}
