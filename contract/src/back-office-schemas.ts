/**
 * The back office built for a phone (ADR 0063): the Orders home's counts, the backups' one-line
 * verdict and the messages of the menu, the Orders home and the order page, shared by the server
 * and /admin.
 */
import type { BackupStatus } from './backup.ts';

/** How often the open back office reads its counts and the Orders home again: 20 s, in ms. */
export const BACK_OFFICE_REFRESH_MS = 20_000;

/**
 * `GET /admin/orders/counts` answer data: what waits for the owner, each a count of rows.
 * `awaitingConfirmation`: cash-on-delivery orders waiting for the shopper's confirmation (ADR 0035);
 * `toShip`: pending orders ready to pack (confirmed cash on delivery, or paid online); `shipped`:
 * on their way (shipped, not yet delivered); `openClaims`: claims not yet decided (ADR 0057);
 * `newRequests`: made-to-order requests not yet answered.
 */
export interface AdminOrderCounts {
  awaitingConfirmation: number;
  toShip: number;
  shipped: number;
  openClaims: number;
  newRequests: number;
}

/**
 * `GET /admin/backups` answer data: the backup status (ADR 0043) and whether the backups sit on
 * the same disk (file system) as the shop's data — then one failing disk loses both. Null when it
 * could not be told (a folder missing).
 */
export interface AdminBackupStatus extends BackupStatus {
  sharesDataDisk: boolean | null;
}

/** The back office's words for the phone-first screens (ours). */
export const backOfficeMessages = {
  backupsShareDisk:
    'The backups are on the same disk as the shop: if that disk fails, both are lost. Set BACKUP_DIR to a folder on another disk, or copy the backups off this machine every day.',
  backupsNone: 'No backup yet: the first one runs tonight, or run npm run backup now.',
  backupsFailing: 'The last backup failed: see the reason below.',
  backupsArchiveOff: 'Changes are not being saved between backups: restart the shop to turn archiving on.',
  backupsArchiveFailing: 'Saving the latest changes keeps failing: see the failed attempts below.',
  countsFailed: 'The counts could not be read; they are tried again shortly.',
  popupBlocked: 'Allow pop-ups for this site to open the papers to print.',
  printFailed: 'The papers could not be opened for printing.',
} as const;
