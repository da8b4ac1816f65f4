/** Back office: catalogue (issue 7). Mounted by routes.ts under `/api/admin`, behind requireAdmin. */
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from './routes.ts';

/** Registers the catalogue routes of the back office. */
export async function adminCatalogueRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
