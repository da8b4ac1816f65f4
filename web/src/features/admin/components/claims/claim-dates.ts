import { formatIndiaDate, indiaDate, indiaWallClock } from '@shahi/contract';

/** Working days the shopper is promised a reply in (`claimMessages.filed`: "within 2 working days"). */
export const CLAIM_REPLY_WORKING_DAYS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The India calendar day of `at` as a UTC midnight (for counting whole days and weekdays). */
function dayOf(at: string | number): Date {
  return new Date(`${indiaDate(at)}T00:00:00Z`);
}

/**
 * The India day a claim filed at `filedAt` should be answered by: 2 working days (Monday to
 * Friday; public holidays not known here) after the day it was filed, as "YYYY-MM-DD".
 */
export function replyDueDay(filedAt: string): string {
  const day = dayOf(filedAt);
  let counted = 0;
  while (counted < CLAIM_REPLY_WORKING_DAYS) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return day.toISOString().slice(0, 10);
}

/**
 * How long the owner has left to decide an open claim, in India days: "Reply due 1 Dec 2026 · 2
 * days left", "· due today", "· 1 day overdue". `now` in ms.
 */
export function replyDueText(filedAt: string, now: number): { text: string; overdue: boolean } {
  const due = replyDueDay(filedAt);
  const [year = 0, month = 1, day = 1] = due.split('-').map(Number);
  const dueDate = formatIndiaDate(indiaWallClock(year, month, day, 12));
  const left = Math.round((new Date(`${due}T00:00:00Z`).getTime() - dayOf(now).getTime()) / DAY_MS);
  if (left > 0)
    return { text: `Reply due ${dueDate} · ${left} day${left === 1 ? '' : 's'} left`, overdue: false };
  if (left === 0) return { text: `Reply due ${dueDate} · due today`, overdue: false };
  return { text: `Reply due ${dueDate} · ${-left} day${left === -1 ? '' : 's'} overdue`, overdue: true };
}
