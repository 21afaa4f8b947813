import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { Auth } from './better-auth.ts';

export interface AuthDeps {
  auth: Auth;
  db: Db;
  config: Config;
  now: () => Date;
  secret: string;
}

export interface CallContext {
  headers: Headers;
  ip: string;
}
