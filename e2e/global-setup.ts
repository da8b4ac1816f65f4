/**
 * Before the first test: waits until the shop has rendered every demo picture (it serves
 * placeholders until then, ADR 0045), so screenshots and checks see the real pictures.
 */
import type { FullConfig } from '@playwright/test';

const WAIT_MS = 240_000;

export default async function waitForDemoPictures(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('no baseURL in the Playwright config');
  const deadline = Date.now() + WAIT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(new URL('/api/health/images', baseURL));
      const body = (await response.json()) as {
        data?: { state?: string; rendered?: number; total?: number };
      };
      if (body.data?.state === 'ready') return;
      last = `${body.data?.rendered} of ${body.data?.total} rendered`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the demo pictures were not ready within ${WAIT_MS / 1000} s (${last})`);
}
