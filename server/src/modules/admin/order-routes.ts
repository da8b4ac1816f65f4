/** Back office: order (issue 7). Mounted by routes.ts under `/api/admin`, behind requireAdmin. */
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from './routes.ts';

/** Registers the order routes of the back office. */
export async function adminOrderRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
