import { launchBrowser, signIn, audit } from './lighthouse.ts';
import { startStack } from './stack.ts';
import { writeFileSync } from 'node:fs';
const stack = await startStack((m) => process.stderr.write(m + '\n'));
try {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823 });
  await signIn(page, stack.baseUrl, 'admin@siipro.test', 'demo1234');
  const url = `${stack.baseUrl}/cenit-demo/proyectos/lista`;
  for (let round = 0; round < 1; round++) {
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.goto('about:blank');
    await page.evaluateOnNewDocument(() => {
      (window as any).__lt = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle0' });
    const { profile } = await cdp.send('Profiler.stop');
    const lt = await page.evaluate(() => (window as any).__lt);
    const lcp = await page.evaluate(() => new Promise((r) => new PerformanceObserver((l) => { const e = l.getEntries().at(-1) as any; r([Math.round(e.startTime), e.element?.outerHTML?.slice(0, 120)]); }).observe({ type: 'largest-contentful-paint', buffered: true })));
    console.log('round', round, 'long tasks (start,dur @4x):', JSON.stringify(lt), 'LCP', JSON.stringify(lcp));
    const self = new Map<string, number>();
    const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const dt = profile.timeDeltas;
    profile.samples.forEach((id: number, i: number) => {
      const n: any = byId.get(id); const f = n.callFrame;
      const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
      self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    // inclusive time per function within the longest task
    const parent = new Map<number, number>();
    for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
    const big = (lt as number[][]).reduce((a, b) => (b[1] > a[1] ? b : a));
    let t = profile.startTime;
    const incl = new Map<string, number>();
    const nav = await page.evaluate(() => performance.timeOrigin * 1000);
    profile.samples.forEach((id: number, i: number) => {
      t += dt[i] ?? 0;
      const rel = (t - nav) / 1000;
      void rel;
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const f: any = (byId.get(cur) as any).callFrame;
        const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
        if (seen.has(k)) continue; seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + (dt[i] ?? 0) / 1000);
      }
    });
    console.log('biggest task', big, 'inclusive:');
    for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log(v.toFixed(1).padStart(8), k);
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
    for (const [k, v] of top) console.log(v.toFixed(1).padStart(8), k);
    const byFile = new Map<string, number>();
    profile.samples.forEach((id: number, i: number) => { const f: any = (byId.get(id) as any).callFrame; const k = f.url.split('/').pop() || f.functionName; byFile.set(k, (byFile.get(k) ?? 0) + (dt[i] ?? 0) / 1000); });
    console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(' '));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  const a = await audit(page, url, { keepStorage: true });
  console.log('LH', JSON.stringify(a.scores), a.flagged.join(' | '));
  writeFileSync('/tmp/lh-list.json', a.report);
  await browser.close();
} finally {
  await stack.stop();
}
