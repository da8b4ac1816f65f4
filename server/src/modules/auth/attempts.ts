/**
 * The rules over an address's registration attempts (ADR 0018): a new registration takes the place of
 * an expired attempt, never of one whose code is live; a password picks the attempts typed with it.
 */
import { verifyPassword } from './passwords.ts';
import { KEPT_REGISTRATION_ATTEMPTS, type RegistrationAttemptRow } from './repository.ts';

type Attempt = Pick<RegistrationAttemptRow, 'id' | 'createdAt' | 'codeExpiresAt'>;

/** What a new registration may do: delete these expired attempts and add itself, or wait so many seconds. */
export type RoomForRegistration = { deleteIds: string[] } | { retryAfterSeconds: number };

/**
 * Room for one more attempt beside `attempts` at `now`: the oldest expired ones to delete so that at
 * most KEPT_REGISTRATION_ATTEMPTS remain, or, when too many codes are live, the seconds (≥ 1) until
 * the first of them expires.
 */
export function roomForRegistration(attempts: Attempt[], now: Date): RoomForRegistration {
  const excess = attempts.length + 1 - KEPT_REGISTRATION_ATTEMPTS;
  if (excess <= 0) return { deleteIds: [] };
  const isLive = (attempt: Attempt) => attempt.codeExpiresAt.getTime() > now.getTime();
  const expired = attempts
    .filter((attempt) => !isLive(attempt))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (expired.length >= excess) return { deleteIds: expired.slice(0, excess).map((attempt) => attempt.id) };
  const firstExpiry = Math.min(...attempts.filter(isLive).map((attempt) => attempt.codeExpiresAt.getTime()));
  return { retryAfterSeconds: Math.max(1, Math.ceil((firstExpiry - now.getTime()) / 1000)) };
}

/**
 * The attempts among `attempts` typed with `password` (plain text): one argon2id verification per
 * attempt, one after another, so a request costs at most KEPT_REGISTRATION_ATTEMPTS of them.
 */
export async function attemptsTypedWith<T extends Pick<RegistrationAttemptRow, 'passwordHash'>>(
  attempts: T[],
  password: string,
): Promise<T[]> {
  const typed: T[] = [];
  for (const attempt of attempts.slice(0, KEPT_REGISTRATION_ATTEMPTS)) {
    if (await verifyPassword(attempt.passwordHash, password)) typed.push(attempt);
  }
  return typed;
}
