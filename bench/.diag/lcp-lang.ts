import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://localhost:3000';
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const out: Record<string, { fcp: number[]; lcp: number[]; notes: string[] }> = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const path of ['/', '/si/', '/ta/']) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.goto(BASE + path, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(800);
      const r = await tab.evaluate(() => new Promise<{ fcp: number; lcp: { ms: number; el: string; size: number }[] }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
        new PerformanceObserver((list) => {
          resolve({ fcp, lcp: (list.getEntries() as any[]).map((e) => ({ ms: Math.round(e.startTime), size: e.size, el: e.element ? `${e.element.tagName} ${String(e.element.textContent).trim().slice(0, 20)}` : 'gone' })) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }));
      const o = (out[path] ??= { fcp: [], lcp: [], notes: [] });
      o.fcp.push(Math.round(r.fcp));
      o.lcp.push(r.lcp[r.lcp.length - 1].ms);
      o.notes.push(r.lcp.map((c) => `${c.ms}:${c.size}:${c.el}`).join(' | '));
      await context.close();
    }
  }
  for (const [path, o] of Object.entries(out)) {
    console.log(`${path} FCP median ${median(o.fcp)} LCP median ${median(o.lcp)}  fcp=${o.fcp.join(',')} lcp=${o.lcp.join(',')}`);
    for (const n of o.notes.slice(0, 4)) console.log('   ', n);
  }
  await browser.close();
})();
