import type { BackupStatus } from '@shahi/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { BackupsPage, backupVerdict, formatBytes } from './backups-page.tsx';

const healthyArchive = {
  archiving: true,
  archivedCount: 12,
  lastArchivedWal: '00000001000000000000000C',
  lastArchivedAt: '2026-11-26T09:35:00.000Z',
  failedCount: 0,
  lastFailedWal: null,
  lastFailedAt: null,
  lagBytes: 2048,
  lagSeconds: 20,
};

function makeStatus(overrides: Partial<BackupStatus> = {}): BackupStatus {
  return {
    mode: 'embedded',
    backupDir: '/srv/shop/backups',
    keepDays: 14,
    archiveSeconds: 60,
    lastSuccess: {
      at: '2026-11-26T00:00:05.000Z',
      name: '20261126T000000Z',
      sizeBytes: 31_457_280,
      seconds: 4,
      kind: 'cluster',
    },
    lastFailure: null,
    backups: [
      {
        name: '20261126T000000Z',
        kind: 'cluster',
        startedAt: '2026-11-26T00:00:00.000Z',
        stoppedAt: '2026-11-26T00:00:05.000Z',
        sizeBytes: 31_457_280,
      },
    ],
    archive: healthyArchive,
    ...overrides,
  };
}

function renderPage() {
  renderWithProviders(<BackupsPage />, { path: '/admin/backups', history: ['/admin/backups'] });
}

describe('BackupsPage', () => {
  it('shows the last base backup, its size, and the archive with its lag', async () => {
    mockApi({ 'GET /api/admin/backups': makeStatus() });
    renderPage();
    const base = await screen.findByRole('region', { name: 'Base backups' });
    expect(within(base).getByText(/26 Nov 2026, 5:30 am — 30\.0 MB in 4 s/)).toBeInTheDocument();
    expect(
      within(base).getByText(/1 \(for 14 days, the newest always\) in \/srv\/shop\/backups/),
    ).toBeInTheDocument();
    const archive = screen.getByRole('region', { name: 'Write-ahead log archive' });
    expect(within(archive).getByText(/00000001000000000000000C, 26 Nov 2026, 3:05 pm/)).toBeInTheDocument();
    expect(within(archive).getByText(/2\.0 KB, for 20 s/)).toBeInTheDocument();
  });

  it('marks a failing base backup and archive in red, and says what an external database means', async () => {
    mockApi({
      'GET /api/admin/backups': makeStatus({
        lastFailure: { at: '2026-11-27T00:00:01.000Z', message: 'No space left on device' },
        archive: {
          ...healthyArchive,
          failedCount: 3,
          lastFailedWal: '00000001000000000000000D',
          lastFailedAt: '2026-11-26T10:00:00.000Z',
        },
      }),
    });
    renderPage();
    expect(await screen.findByText(/No space left on device/)).toHaveClass('text-red-700');
    expect(screen.getByText(/still failing/)).toHaveClass('text-red-700');
  });

  it('says the provider keeps an external database', async () => {
    mockApi({ 'GET /api/admin/backups': makeStatus({ mode: 'external', archive: null }) });
    renderPage();
    expect(await screen.findByText(/point-in-time recovery is your provider's/)).toBeInTheDocument();
  });

  it('says in one line that all is well, and warns when the backups share the shop’s disk', async () => {
    mockApi({ 'GET /api/admin/backups': { ...makeStatus(), sharesDataDisk: true } });
    renderPage();
    expect(await screen.findByTestId('backup-verdict')).toHaveTextContent(
      'Backed up 26 Nov 2026, 5:30 am, changes saved every minute ✓',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The backups are on the same disk as the shop');
  });

  it('puts what is wrong in the one line, worst first, and no disk warning on another disk', async () => {
    const failed = makeStatus({ lastFailure: { at: '2026-11-27T00:00:00.000Z', message: 'disk full' } });
    expect(backupVerdict(failed)).toEqual({
      ok: false,
      text: 'The last backup failed: see the reason below.',
    });
    expect(backupVerdict(makeStatus({ lastSuccess: null })).ok).toBe(false);
    expect(backupVerdict(makeStatus({ archive: { ...healthyArchive, archiving: false } })).text).toMatch(
      /not being saved between backups/,
    );
    expect(
      backupVerdict(
        makeStatus({
          archive: { ...healthyArchive, failedCount: 2, lastFailedAt: '2026-11-26T10:00:00.000Z' },
        }),
      ).text,
    ).toMatch(/keeps failing/);
    expect(backupVerdict(makeStatus({ archiveSeconds: 300 })).text).toMatch(
      /changes saved every 5 minutes ✓$/,
    );
    mockApi({ 'GET /api/admin/backups': { ...makeStatus(), sharesDataDisk: false } });
    renderPage();
    expect(await screen.findByTestId('backup-verdict')).toHaveTextContent('✓');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('writes sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1_572_864)).toBe('1.5 MB');
    expect(formatBytes(3 * 1_073_741_824)).toBe('3.00 GB');
  });
});
