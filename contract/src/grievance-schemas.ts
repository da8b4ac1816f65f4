/**
 * Grievances (Consumer Protection (E-Commerce) Rules 2020, rule 4(5); ADR 0033): the form a shopper
 * or guest files, its receipt, and the back office's list and moves. One schema for the React form
 * and the Fastify request; long text is refused before any other check (abort: true, ADR 0020).
 */
import { z } from 'zod';
import {
  bodyError,
  requiredText,
  requiredTextBetween,
  senderFields,
  senderMessages,
  statusListQuerySchema,
} from './fields.ts';

/** Longest subject, message and resolution (characters); the name's is SENDER_NAME_MAX_LENGTH. */
export const GRIEVANCE_SUBJECT_MAX_LENGTH = 120;
export const GRIEVANCE_MESSAGE_MIN_LENGTH = 10;
export const GRIEVANCE_MESSAGE_MAX_LENGTH = 2000;
export const GRIEVANCE_RESOLUTION_MAX_LENGTH = 2000;

/** The grievance form's and back office's wording (ours). */
export const grievanceMessages = {
  ...senderMessages,
  invalidOrder: 'Choose one of your orders, or none',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${GRIEVANCE_SUBJECT_MAX_LENGTH} characters`,
  messageRequired: 'Please describe your grievance',
  messageTooShort: `Please describe your grievance in at least ${GRIEVANCE_MESSAGE_MIN_LENGTH} characters`,
  messageTooLong: `Your description must be at most ${GRIEVANCE_MESSAGE_MAX_LENGTH} characters`,
  orderNotFound: 'Order not found',
  filed: 'Your grievance is registered. Keep your ticket number to follow it up.',
  grievanceNotFound: 'Grievance not found',
  resolutionRequired: 'Write the resolution the complainant will receive',
  resolutionTooLong: `The resolution must be at most ${GRIEVANCE_RESOLUTION_MAX_LENGTH} characters`,
  alreadyAcknowledged: 'This grievance is already acknowledged',
  alreadyResolved: 'This grievance is already resolved',
  acknowledged: 'Grievance acknowledged',
  resolved: 'Grievance resolved; the complainant has been mailed the resolution',
  badStatus: 'status must be open, acknowledged or resolved',
} as const;

/** `POST /grievance`: name, email, optional phone, optional orderId, subject, message. */
export const grievanceSchema = z.object(
  {
    ...senderFields,
    orderId: z
      .union([z.literal(''), z.uuid({ error: grievanceMessages.invalidOrder })], {
        error: grievanceMessages.invalidOrder,
      })
      .optional()
      .transform((value) => value || undefined),
    subject: requiredText(
      grievanceMessages.subjectRequired,
      GRIEVANCE_SUBJECT_MAX_LENGTH,
      grievanceMessages.subjectTooLong,
    ),
    message: requiredTextBetween(GRIEVANCE_MESSAGE_MIN_LENGTH, GRIEVANCE_MESSAGE_MAX_LENGTH, {
      required: grievanceMessages.messageRequired,
      tooShort: grievanceMessages.messageTooShort,
      tooLong: grievanceMessages.messageTooLong,
    }),
  },
  bodyError,
);

export type GrievanceRequest = z.input<typeof grievanceSchema>;
export type GrievanceInput = z.output<typeof grievanceSchema>;

/** `data` of `POST /grievance` (201): the ticket and its two due dates (ISO times). */
export interface GrievanceReceipt {
  ticketNumber: string;
  acknowledgeBy: string;
  resolveBy: string;
}

export const grievanceStatuses = ['open', 'acknowledged', 'resolved'] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];

/** `GET /admin/grievances` query: status (all when absent), page, perPage (default 20, at most 100). */
export const adminGrievanceListQuerySchema = statusListQuerySchema(
  grievanceStatuses,
  grievanceMessages.badStatus,
);
export type AdminGrievanceListQuery = z.output<typeof adminGrievanceListQuerySchema>;

/** `POST /admin/grievances/:id/resolve`: the resolution mailed to the complainant. */
export const adminGrievanceResolveSchema = z.object(
  {
    resolution: requiredText(
      grievanceMessages.resolutionRequired,
      GRIEVANCE_RESOLUTION_MAX_LENGTH,
      grievanceMessages.resolutionTooLong,
    ),
  },
  bodyError,
);
export type AdminGrievanceResolveRequest = z.input<typeof adminGrievanceResolveSchema>;

/** Longest note the officer may add to an acknowledgement (characters). */
export const GRIEVANCE_ACK_NOTE_MAX_LENGTH = 2000;

/**
 * `POST /admin/grievances/:id/acknowledge`: an optional note from the grievance officer, mailed to
 * the complainant with the acknowledgement (trimmed; '' or absent = none). No body at all is an
 * acknowledgement without a note.
 */
export const grievanceAckNoteSchema = z
  .string({ error: 'The note must be text' })
  .trim()
  .max(GRIEVANCE_ACK_NOTE_MAX_LENGTH, `The note is at most ${GRIEVANCE_ACK_NOTE_MAX_LENGTH} characters`)
  .default('');
export const adminGrievanceAcknowledgeSchema = z.preprocess(
  // The server reads a request without a body as null: an acknowledgement without a note.
  (body) => body ?? {},
  z.object({ note: grievanceAckNoteSchema }, bodyError),
);
export interface AdminGrievanceAcknowledgeRequest {
  note?: string;
}

/** A grievance in the back office; times are ISO; `overdue` flags are computed against now. */
export interface AdminGrievance {
  _id: string;
  ticketNumber: string;
  name: string;
  email: string;
  phone: string;
  orderId: string | null;
  subject: string;
  message: string;
  status: GrievanceStatus;
  resolution: string;
  receivedAt: string;
  acknowledgeBy: string;
  resolveBy: string;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
  /** Still open past acknowledgeBy. */
  acknowledgeOverdue: boolean;
  /** Not resolved past resolveBy. */
  resolveOverdue: boolean;
}
