/** The body of `POST /api/order/:id/confirm-cod` (ADR 0035): the signed token from the mail's link. */
import { z } from 'zod';

/** A JWT as the link carries it: three base64url parts, bounded before it is verified. */
export const codConfirmSchema = z.object({
  token: z.string().min(20).max(1_000),
});

export const codConfirmQuerySchema = codConfirmSchema;

/** The `:id` of the confirmation routes; checked as a uuid by the route (404 otherwise). */
export const codOrderParamsSchema = z.object({ id: z.string().max(64) });
