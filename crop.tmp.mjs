import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const [file, prefix, ...regions] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const p = await b.newPage({ viewport: { width: 1280, height: 1000 } });
await p.setContent(`<style>body{margin:0}img{display:block}</style><img src="data:image/png;base64,${readFileSync(file).toString('base64')}">`);
await p.waitForTimeout(300);
let i = 0;
for (const r of regions) {
  const [y, h] = r.split(':').map(Number);
  await p.screenshot({ path: `/tmp/${prefix}-${i++}.png`, clip: { x: 0, y, width: 1280, height: h }, fullPage: true });
}
await b.close();
