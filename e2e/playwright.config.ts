import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A port and data folder of the e2e run's own, so it never meets a developer's shop. */
const port = Number(process.env.E2E_PORT ?? 4173);
/** The e2e shop's DATA_DIR; tests read its mail outbox. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shahi-e2e-${port}`);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

export default defineConfig({
  testDir: './tests',
  // After the web server is up: waits for the demo pictures (placeholders until then).
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      name: 'desktop',
      // The owner's morning is a phone's by definition (390 px, the back office's menu sheet); the
      // Hindi and Punjabi journeys are checked at 390 px.
      testIgnore: /(?:owner-morning|languages)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: {
    // A fresh data folder each run: migrations, seed and start-up are part of what is tested.
    command: `node -e "require('fs').rmSync(process.env.DATA_DIR,{recursive:true,force:true})" && node ../scripts/start.mjs`,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Backups inside the run's data folder, deleted with it: a cluster of its own, an archive of its own.
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      BACKUP_DIR: path.join(e2eDataDir, 'backups'),
      LOG_LEVEL: 'warn',
      // Courier booking goes to the local Shiprocket stand-in: "Book courier & ship" works offline (ADR 0061).
      SHIPPING_SANDBOX: 'true',
      // The local WhatsApp Cloud API stand-in (ADR 0067): order updates to opted-in shoppers.
      WHATSAPP_SANDBOX: 'true',
      // The local MSG91 stand-in: sign-in codes land in notification_outbox (channel sms).
      SMS_SANDBOX: 'true',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
