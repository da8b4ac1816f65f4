/**
 * The lint probe: a scratch server module, flow, web feature and shared component, each holding
 * every import the boundaries forbid (one a line) beside a few they allow, are linted with the
 * repository's own biome.json and plugins. Every forbidden line must be refused and no allowed one
 * (docs/architecture.md "Layers"; ADR 0052). The probe lives in a temporary copy of the paths, so
 * the working tree is never touched.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

/** A probe file: each line is an import; `refused` marks the ones lint must refuse. */
interface Probe {
  path: string;
  lines: { code: string; refused: boolean }[];
}

const no = (code: string) => ({ code, refused: true });
const yes = (code: string) => ({ code, refused: false });

const probes: Probe[] = [
  {
    path: 'server/src/modules/zz-probe/service.ts',
    lines: [
      yes("import { a0 } from './repository.ts';"),
      yes("import { a1 } from '#server/modules/orders/public.ts';"),
      yes("import { a2 } from '#server/db/client.ts';"),
      yes("import { a3 } from '#server/modules/zz-probe/rules.ts';"),
      no("import { b0 } from '#server/modules/orders/repository.ts';"),
      no("import { b1 } from '#server/modules/orders/tables.ts';"),
      no("import type { B2 } from '#server/modules/catalog/stock.ts';"),
      no("export * from '#server/modules/cart/repository.ts';"),
      no("import '#server/modules/auth/service.ts';"),
      no("const b5 = await import('#server/modules/orders/service.ts');"),
      no("import { b6 } from '#server/tables/index.ts';"),
      no("import { b7 } from '#server/flows/checkout.ts';"),
      no("import { b8 } from '#server/api/orders.ts';"),
      no("import { b9 } from '#server/pages/product.ts';"),
      no("import { c0 } from '#server/config/context.ts';"),
      no("import { c1 } from '#server/seed/demo-rows.ts';"),
      no("import { c2 } from '#server/app.ts';"),
      no("import { c3 } from '../orders/repository.ts';"),
    ],
  },
  {
    // A table may name another module's table for a foreign key, and nothing else of it.
    path: 'server/src/modules/zz-probe/tables.ts',
    lines: [
      yes("import { users } from '#server/modules/auth/tables.ts';"),
      no("import { d0 } from '#server/modules/auth/repository.ts';"),
    ],
  },
  {
    path: 'server/src/flows/zz-probe.ts',
    lines: [
      yes("import { e0 } from '#server/modules/orders/public.ts';"),
      yes("import { e1 } from '#server/flows/steps/zz-step.ts';"),
      yes("import { e7 } from './steps/zz-step.ts';"),
      no("import { e8 } from './checkout.ts';"),
      no("import { e2 } from '#server/flows/checkout.ts';"),
      no("import { e3 } from '#server/modules/orders/tables.ts';"),
      no("import { e4 } from '#server/tables/index.ts';"),
      no("import { e5 } from '#server/api/orders.ts';"),
      no("import { e6 } from '#server/app.ts';"),
    ],
  },
  {
    path: 'server/src/flows/steps/zz-step.ts',
    lines: [
      yes("import { f0 } from '#server/flows/steps/address.ts';"),
      yes("import { f2 } from './address.ts';"),
      no("import { f1 } from '#server/flows/checkout.ts';"),
    ],
  },
  {
    path: 'server/src/mail/zz-probe.ts',
    lines: [
      yes("import { g0 } from '#server/db/client.ts';"),
      no("import { g1 } from '#server/modules/orders/public.ts';"),
      no("import { g2 } from '#server/tables/index.ts';"),
      no("import { g3 } from '#server/flows/checkout.ts';"),
    ],
  },
  {
    path: 'server/src/api/zz-probe.ts',
    lines: [
      yes("import { h0 } from '#server/flows/checkout.ts';"),
      no("import { h1 } from '#server/modules/orders/tables.ts';"),
      no("import { h2 } from '#server/app.ts';"),
    ],
  },
  {
    path: 'web/src/features/zz-probe/components/probe.tsx',
    lines: [
      yes("import { i0 } from '#web/components/ui/button.tsx';"),
      yes("import { i1 } from '#web/features/zz-probe/api/probe.ts';"),
      yes("import { i2 } from '#web/lib/api-client.ts';"),
      yes("import { i3 } from './sibling.tsx';"),
      no("import { j0 } from '#web/features/cart/components/cart-view.tsx';"),
      no("import type { J1 } from '#web/features/checkout/api/create-order.ts';"),
      no("const j2 = await import('#web/features/catalog/components/product-card.tsx');"),
      no("import { j3 } from '#web/app/layout/nav-styles.ts';"),
      no("import { j4 } from '#web/routes/product.tsx';"),
      no("import { j5 } from '../../cart/components/cart-view.tsx';"),
    ],
  },
  {
    path: 'web/src/components/zz-probe.tsx',
    lines: [
      yes("import { k0 } from '#web/lib/api-client.ts';"),
      no("import { k1 } from '#web/features/cart/components/cart-view.tsx';"),
    ],
  },
];

/** `::error ... file=<path>,line=<n>,...::<message>` lines of Biome's GitHub reporter. */
function refusedLines(output: string, dir: string): Map<string, Set<number>> {
  const refused = new Map<string, Set<number>>();
  for (const [, path = '', line] of output.matchAll(/^::error [^\n]*?file=([^,\n]+),line=(\d+),[^\n]*$/gm)) {
    const file = path.replace(`${dir}/`, '');
    const lines = refused.get(file) ?? new Set<number>();
    lines.add(Number(line));
    refused.set(file, lines);
  }
  return refused;
}

describe('lint boundaries', () => {
  let dir = '';
  let refused = new Map<string, Set<number>>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lint-probe-'));
    await cp(join(root, 'biome.json'), join(dir, 'biome.json'));
    await cp(join(root, 'lint'), join(dir, 'lint'), { recursive: true });
    for (const probe of probes) {
      await mkdir(dirname(join(dir, probe.path)), { recursive: true });
      await writeFile(join(dir, probe.path), `${probe.lines.map((line) => line.code).join('\n')}\n`);
    }
    const biome = join(root, 'node_modules/.bin/biome');
    const args = [
      'lint',
      '--vcs-enabled=false',
      '--reporter=github',
      '--max-diagnostics=none',
      'server',
      'web',
    ];
    // Biome exits 1 when it reports errors, which is what the probe expects.
    const output = await run(biome, args, { cwd: dir }).then(
      (done) => done.stdout,
      (failed: { stdout?: string }) => failed.stdout ?? '',
    );
    refused = refusedLines(output, dir);
  }, 60_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  for (const probe of probes) {
    it(`refuses exactly the forbidden imports of ${probe.path}`, () => {
      const expected = probe.lines.flatMap((line, index) => (line.refused ? [index + 1] : []));
      const got = [...(refused.get(probe.path) ?? [])].sort((a, b) => a - b);
      expect(got).toEqual(expected);
    });
  }
});
