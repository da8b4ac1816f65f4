import type { BackupStatus } from '@shahi/contract';
import { type AdminBackupStatus, backOfficeMessages } from '@shahi/contract/schemas';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useBackupStatus } from '#web/features/admin/api/backups/get-backup-status.ts';
import { formatDateTime } from '#web/features/admin/components/common/format.ts';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';

/** Bytes as "1.5 MB" (1 MB = 1,048,576 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1_073_741_824) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  return `${(bytes / 1_073_741_824).toFixed(2)} GB`;
}

const term = 'text-sm font-semibold text-ink-muted';
const card = 'rounded border border-gold-300 bg-white p-4';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[14rem_1fr]">
      <dt className={term}>{label}</dt>
      <dd className="min-w-0 text-sm [overflow-wrap:anywhere] text-ink">{children}</dd>
    </div>
  );
}

function ArchiveSection({ status }: { status: BackupStatus }) {
  const archive = status.archive;
  if (status.mode === 'external') {
    return (
      <p className="text-sm text-ink">
        The shop uses an external database (DATABASE_URL): its point-in-time recovery is your provider's. Only
        images and seller settings are copied here, by <code>npm run backup</code>.
      </p>
    );
  }
  if (!archive) return <p className="text-sm text-red-700">The database did not answer.</p>;
  const failing = archive.failedCount > 0 && (archive.lastFailedAt ?? '') > (archive.lastArchivedAt ?? '');
  return (
    <dl className="grid gap-2">
      <Row label="Archiving">
        {archive.archiving ? (
          'On'
        ) : (
          <span className="text-red-700">Off — restart the shop to turn it on</span>
        )}
      </Row>
      <Row label="Last archived">
        {archive.lastArchivedWal
          ? `${archive.lastArchivedWal}, ${formatDateTime(archive.lastArchivedAt)}`
          : 'Nothing yet'}
      </Row>
      <Row label="Not yet archived">
        {formatBytes(archive.lagBytes)}
        {archive.lagSeconds ? `, for ${archive.lagSeconds} s` : ''} (archived within {status.archiveSeconds} s
        of being written)
      </Row>
      <Row label="Failed attempts">
        <span className={failing ? 'text-red-700' : undefined}>
          {archive.failedCount}
          {archive.lastFailedWal
            ? ` (last: ${archive.lastFailedWal}, ${formatDateTime(archive.lastFailedAt)}${failing ? ', still failing' : ''})`
            : ''}
        </span>
      </Row>
    </dl>
  );
}

/** "every minute", "every 30 s", "every 2 minutes". */
function every(seconds: number): string {
  if (seconds === 60) return 'every minute';
  if (seconds % 60 === 0) return `every ${seconds / 60} minutes`;
  return `every ${seconds} s`;
}

/**
 * The backups in one line (ADR 0063): what is wrong, worst first — the last backup failed, none
 * yet, changes not archived, archiving failing — or "Backed up 26 Nov 2026, 1:17 am, changes
 * saved every minute ✓".
 */
export function backupVerdict(status: BackupStatus): { ok: boolean; text: string } {
  const failedLast =
    status.lastFailure && (!status.lastSuccess || status.lastFailure.at > status.lastSuccess.at);
  if (failedLast) return { ok: false, text: backOfficeMessages.backupsFailing };
  if (!status.lastSuccess) return { ok: false, text: backOfficeMessages.backupsNone };
  const when = `Backed up ${formatDateTime(status.lastSuccess.at)}`;
  if (status.mode === 'external') {
    return { ok: true, text: `${when}: images and settings; the database is backed up by your provider ✓` };
  }
  const archive = status.archive;
  if (!archive?.archiving) return { ok: false, text: backOfficeMessages.backupsArchiveOff };
  if (archive.failedCount > 0 && (archive.lastFailedAt ?? '') > (archive.lastArchivedAt ?? '')) {
    return { ok: false, text: backOfficeMessages.backupsArchiveFailing };
  }
  return { ok: true, text: `${when}, changes saved ${every(status.archiveSeconds)} ✓` };
}

function Verdict({ status }: { status: AdminBackupStatus }) {
  const verdict = backupVerdict(status);
  return (
    <div className="grid gap-3">
      <p
        role="status"
        data-testid="backup-verdict"
        className={`rounded-sm border-l-4 px-4 py-3 text-base font-semibold ${
          verdict.ok ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-900'
        }`}
      >
        {verdict.text}
      </p>
      {status.sharesDataDisk ? (
        <FormAlert tone="error">{backOfficeMessages.backupsShareDisk}</FormAlert>
      ) : null}
    </div>
  );
}

function StatusView({ status }: { status: AdminBackupStatus }) {
  const failedLast =
    status.lastFailure && (!status.lastSuccess || status.lastFailure.at > status.lastSuccess.at);
  return (
    <div className="grid gap-5">
      <Verdict status={status} />
      <section aria-labelledby="backups-base-heading" className={card}>
        <h2 id="backups-base-heading" className="mb-3 font-display text-xl font-semibold text-maroon-700">
          Base backups
        </h2>
        <dl className="grid gap-2">
          <Row label="Last successful">
            {status.lastSuccess
              ? `${formatDateTime(status.lastSuccess.at)} — ${formatBytes(status.lastSuccess.sizeBytes)} in ${status.lastSuccess.seconds.toFixed(0)} s`
              : 'None yet'}
          </Row>
          {status.lastFailure ? (
            <Row label="Last failed">
              <span className={failedLast ? 'text-red-700' : undefined}>
                {formatDateTime(status.lastFailure.at)}: {status.lastFailure.message}
              </span>
            </Row>
          ) : null}
          <Row label="Kept">
            {status.backups.length} (for {status.keepDays} days, the newest always) in {status.backupDir}
          </Row>
        </dl>
      </section>
      <section aria-labelledby="backups-archive-heading" className={card}>
        <h2 id="backups-archive-heading" className="mb-3 font-display text-xl font-semibold text-maroon-700">
          Write-ahead log archive
        </h2>
        <ArchiveSection status={status} />
      </section>
    </div>
  );
}

/**
 * The backups' state (ADR 0043): a one-line verdict and a warning when the backups share the shop's
 * disk (ADR 0063), then the last base backup, its failures, the WAL archive and its lag.
 */
export function BackupsPage() {
  const status = useBackupStatus();
  return (
    <>
      <PageHeader title="Backups">
        <p className="mt-1 text-sm text-ink-muted">
          Base backups each night and every change archived, so the shop can be restored to any minute.
        </p>
      </PageHeader>
      <QueryState
        query={status}
        loading={<p className="text-sm text-ink-muted">Loading the backup status…</p>}
        errorTitle="The backup status could not be loaded."
        compactRetry
      >
        {(data) => <StatusView status={data} />}
      </QueryState>
    </>
  );
}
