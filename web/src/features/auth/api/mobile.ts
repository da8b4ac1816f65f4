import type {
  LoginData,
  MobileCodePurpose,
  SendMobileCodeRequest,
  VerifyMobileCodeRequest,
} from '@shahi/contract';
import { messages } from '@shahi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequestEnvelope } from '#web/lib/api-client.ts';
import { startSession } from '#web/lib/session.ts';

/** Seconds to wait before another code when the server names none. */
const DEFAULT_RESEND_AFTER_SECONDS = 30;

/** What send-code answered: the server's message and when another code may be asked for. */
export interface SentMobileCode {
  message: string | undefined;
  /** Whole seconds (≥ 0) until Resend is allowed. */
  resendAfterSeconds: number;
}

/** The session a `sign_in` code answered: the login answer and whether the code made the account. */
export interface MobileSession extends LoginData {
  newAccount: boolean;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/**
 * `POST /api/mobile/send-code` {mobileNumber, purpose} → the server's message and `resendAfterSeconds`
 * (ADR 0066: docs/decisions/0066-sign-in-by-mobile.md). ApiError 400 for a bad number, 429 for a code
 * asked too soon, too many codes today or a locked number, 503 when sign-in by mobile is off; a 401
 * (`link` without a session) does not lead to /login.
 */
export async function sendMobileCode(body: SendMobileCodeRequest): Promise<SentMobileCode> {
  const envelope = await apiRequestEnvelope<{ resendAfterSeconds?: unknown }>('/mobile/send-code', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
  const seconds = envelope.resendAfterSeconds ?? record(envelope.data).resendAfterSeconds;
  return {
    message: envelope.message,
    resendAfterSeconds:
      typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
        ? Math.ceil(seconds)
        : DEFAULT_RESEND_AFTER_SECONDS,
  };
}

/**
 * `POST /api/mobile/verify-code` {mobileNumber, code, purpose}. `sign_in` → the login answer (token and
 * user fields) with `newAccount`; an answer without a token rejects with "No token received from
 * server". `link` → undefined (the number is now on the account). ApiError 400 for a wrong or expired
 * code, 429 for a locked number, 409 when another account has the number.
 */
export async function verifyMobileCode(body: VerifyMobileCodeRequest): Promise<MobileSession | undefined> {
  const envelope = await apiRequestEnvelope<{ newAccount?: unknown }>('/mobile/verify-code', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
  if (body.purpose === 'link') return undefined;
  const data = record(envelope.data);
  if (typeof data.token !== 'string' || data.token === '') {
    throw new ApiError(messages.noTokenReceived, 200, 'NO_TOKEN', true);
  }
  return {
    ...(data as unknown as LoginData),
    newAccount: data.newAccount === true || envelope.newAccount === true,
  };
}

/** Asks for an SMS code. */
export function useSendMobileCode() {
  return useMutation({ mutationFn: sendMobileCode });
}

/**
 * Checks an SMS code for `purpose`. For `sign_in` the session starts as after an e-mail login: the
 * token is stored and any earlier account's cached data is dropped (features/auth/api/login.ts).
 */
export function useVerifyMobileCode(purpose: MobileCodePurpose) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<VerifyMobileCodeRequest, 'purpose'>) => verifyMobileCode({ ...body, purpose }),
    onSuccess: (session) => {
      if (!session) return;
      queryClient.removeQueries({ queryKey: ['account'] });
      startSession(session.token);
    },
  });
}
