import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

/** Loads /login in headless Chromium and sums the gzip size of every script it fetched. */
export async function loginJsGzipBytes(baseUrl: string): Promise<{ files: number; gzip: number; raw: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body());
    });
    await page.goto(`${baseUrl}/login?program=BEMESTAR`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    return {
      files: bodies.length,
      raw: bodies.reduce((n, b) => n + b.length, 0),
      gzip: bodies.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0),
    };
  } finally {
    await browser.close();
  }
}
