/** Back office: contact (issue 7). Mounted by routes.ts under `/api/admin`, behind requireAdmin. */
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from './routes.ts';

/** Registers the contact routes of the back office. */
export async function adminContactRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
