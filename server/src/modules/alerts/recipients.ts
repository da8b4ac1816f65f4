/**
 * Who gets an owner alert (ADR 0062): the shop's inbox always, and every admin who has not opted out
 * of that kind, each address once (compared case-insensitively).
 */
import type { OwnerAlertKind } from '@shahi/contract/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminAccounts } from '#server/modules/auth/public.ts';
import { type ShopInboxEnv, shopInbox } from './inbox.ts';
import { ownerAlertOptOuts } from './tables.ts';

/**
 * The e-mail addresses of the admins who get alerts of `kind` (verified admins without an opt-out
 * of it), read in one statement, sorted by address.
 */
export async function adminAlertAddresses(db: Database, kind: OwnerAlertKind): Promise<string[]> {
  const admin = adminAccounts(db);
  const rows = await db
    .select({ email: admin.email })
    .from(admin)
    .leftJoin(
      ownerAlertOptOuts,
      and(eq(ownerAlertOptOuts.userId, admin.id), eq(ownerAlertOptOuts.kind, kind)),
    )
    .where(isNull(ownerAlertOptOuts.userId))
    .orderBy(admin.email);
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

/** `addresses` with each address once, case-insensitively, the first spelling kept, order kept. */
export function uniqueAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The recipients of an alert of `kind`: the shop's inbox first and SHOP_EMAIL when it is another
 * address (both get every kind, whatever an admin with the same address chose), then the admins
 * who did not opt out; minus `except` (addresses
 * the same change already mails, e.g. the grievance officer's notice), each address once.
 */
export async function ownerAlertRecipients(
  db: Database,
  env: ShopInboxEnv,
  kind: OwnerAlertKind,
  except: readonly string[] = [],
): Promise<string[]> {
  const skip = new Set(except.map((address) => address.trim().toLowerCase()));
  const shop = [await shopInbox(db, env), ...(env.SHOP_EMAIL ? [env.SHOP_EMAIL] : [])];
  const all = uniqueAddresses([...shop, ...(await adminAlertAddresses(db, kind))]);
  return all.filter((address) => !skip.has(address.trim().toLowerCase()));
}
