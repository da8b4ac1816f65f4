/** The response envelope of every API answer (ARCHITECTURE §1 "envelope"). */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  data?: T;
  message?: string;
}
