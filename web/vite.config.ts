import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every built asset
 * worth compressing, which the server sends as they are (`preCompressed`, server/src/http/web-app.ts):
 * the smallest encodings, paid for once at build instead of per request (docs/decisions/0011). index.html
 * is left out: the server rewrites it for every page.
 */
function precompress(): Plugin {
  return {
    name: 'shahi-precompress',
    // Browsers' assets only: the server-rendering bundle (web/dist-ssr) is read from disk by the server.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter(
          (entry) =>
            entry.isFile() &&
            !entry.parentPath.includes('.vite') &&
            /\.(js|css|svg|json|txt|webmanifest)$/.test(entry.name),
        )
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Lingui's macros (`<Trans>`, `useLingui().t`, `plural`) compiled by its Babel plugin in the files
 * that import them, before Vite's own TypeScript transform: Vite 8 has no Babel of its own, and the
 * Rolldown Babel plugin needs a newer Node than the shop runs on (docs/decisions/0065).
 */
function linguiMacros(): Plugin {
  return {
    name: 'shahi-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (
        !/\.[jt]sx?$/.test(id.split('?')[0] ?? '') ||
        !/from ['"]@lingui\/(?:react|core)\/macro['"]/.test(code)
      )
        return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/** Where the dev server forwards `/api` and `/images` (the API server listens on 3001 in dev). */
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    linguiMacros(),
    react(),
    lingui({ configPath: path.resolve(import.meta.dirname, '../lingui.config.ts') }),
    tailwindcss(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: apiProxyTarget, changeOrigin: true },
      '/images': { target: apiProxyTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the build targets (baseline widely available) preloads modules itself; without
    // the polyfill a browser that does not only loses the preload, never the module.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the server names each page's route chunk in a modulepreload link.
    manifest: !isSsrBuild,
    // The server-rendering bundle (`--ssr`, web/dist-ssr) is code only: the public files are the browser build's.
    copyPublicDir: !isSsrBuild,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
