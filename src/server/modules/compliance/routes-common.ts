import type { FastifyRequest } from 'fastify';
import { languageOf } from '../../plugins/error-messages.ts';
import { errors } from '../../lib/responses.ts';
import type * as svc from './service.ts';

// What the compliance route files share (routes.ts, routes-gaps.ts).
export const tags = ['compliance'];
export const langOf = (r: FastifyRequest): svc.Lang => languageOf(r);
/** The catalogue's routes need a session. */
export const SESSION = { policy: 'authenticated' } as const;
/** A project's routes: modules/access resolves `request.project` with the capability, or answers 403/404. */
export const READ = { policy: 'authenticated', project: 'view' } as const;
export const EDIT = { policy: 'authenticated', project: 'editInputs' } as const;
export const PROJECT_ERRORS = errors(400, 401, 403, 404);
