// The "Performance" story's harness: 100,000 generated projects, and a button that measures the map from its own
// performance marks (ProjectsMap's docs list them) the way `pnpm bench:map` will: the clustering index's build time in
// the worker, the clustering queries, the main-thread work of every frame of a drag at country, province and city
// zoom (from the input event to the commit of the markers' layer), the spacing of frames while dragging and while a
// zoom animates, and the long tasks (over 50 ms) seen meanwhile. Not product UI: its texts are the story's own.
// Inside Storybook the figures include Storybook's own work (its preview watches every DOM change of the story and
// reads computed styles), and they depend on the machine: `pnpm bench:map` on the web app's production build is the
// reference.
import { useMemo, useRef, useState } from 'react';
import { formatNumber, generateMapPoints, type MapView } from '@siipro/domain';
import { Button } from '../../primitives/Button';
import { ProjectsMap, type ProjectsMapProps } from './ProjectsMap';

const LEVELS: { name: string; view: MapView }[] = [
  { name: 'país', view: { lat: -38.4, lng: -63.6, zoom: 5 } },
  { name: 'provincia', view: { lat: -31.4, lng: -64.2, zoom: 8 } },
  { name: 'ciudad', view: { lat: -34.6, lng: -58.45, zoom: 12 } },
];
const DRAG_STEPS = 40;
const STEP_PX = 12;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first entry named `name` after `after` (ms), within `timeout` ms; null when none came. */
async function entryAfter(name: string, after: number, timeout = 1000): Promise<PerformanceEntry | null> {
  const deadline = performance.now() + timeout;
  for (;;) {
    const found = performance.getEntriesByName(name).find((entry) => entry.startTime >= after);
    if (found) return found;
    if (performance.now() > deadline) return null;
    await wait(0);
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${formatNumber(value, { maximumFractionDigits: 1 })} ms`;
const spread = (values: number[]) => `mediana ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;

export function MeasureHarness(args: ProjectsMapProps) {
  const points = useMemo(() => generateMapPoints({ count: 100_000, seed: 2026 }), []);
  const [position, setPosition] = useState<MapView | null>(null);
  const [report, setReport] = useState<string[] | null>(null);
  const [running, setRunning] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  const run = async () => {
    const box = boxRef.current;
    if (!box) return;
    setRunning(true);
    const lines: string[] = [];
    const longTasks: number[] = [];
    const observer =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('longtask')
        ? new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)))
        : null;
    observer?.observe({ type: 'longtask' });
    const started = performance.now();

    const build = performance.getEntriesByName('siipro:map:index-build').at(-1) as PerformanceMeasure | undefined;
    if (build) {
      const detail = build.detail as { points: number; workerMs: number };
      lines.push(
        `Índice de ${formatNumber(detail.points)} puntos: ${ms(detail.workerMs)} en el worker ` +
          `(${ms(build.duration)} hasta tener la respuesta)`,
      );
    }

    for (const level of LEVELS) {
      const shown = performance.now();
      setPosition(level.view);
      await entryAfter('siipro:map:markers-drawn', shown, 3000);
      await wait(400);
      const tiles = box.querySelector('.pigeon-tiles');
      if (!tiles) continue;
      const frame = tiles.getBoundingClientRect();
      let x = frame.left + frame.width / 2;
      const y = frame.top + frame.height / 2;
      tiles.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: x, clientY: y, button: 0 }));
      const work: number[] = [];
      const intervals: number[] = [];
      let drawn = 0;
      let last = await nextFrame();
      for (let step = 0; step < DRAG_STEPS; step++) {
        const now = await nextFrame();
        intervals.push(now - last);
        last = now;
        x += step < DRAG_STEPS / 2 ? STEP_PX : -STEP_PX;
        const input = performance.now();
        window.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x, clientY: y }));
        const mark = (await entryAfter('siipro:map:frame', input)) as PerformanceMark | null;
        if (mark) {
          work.push(mark.startTime - input);
          drawn = Math.max(drawn, (mark.detail as { drawn: number }).drawn);
        }
      }
      window.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, clientX: x, clientY: y, button: 0 }));
      await wait(500);
      lines.push(
        `Arrastre a zoom ${level.view.zoom} (${level.name}): trabajo por cuadro ${spread(work)}; ` +
          `entre cuadros ${spread(intervals)}; hasta ${drawn} elementos dibujados`,
      );

      // A zoom in by the button: the spacing of the layer's commits while pigeon-maps animates it.
      const zoomStarted = performance.now();
      box.querySelector<HTMLButtonElement>('button[aria-label="Acercar"]')?.click();
      await wait(700);
      const commits = performance
        .getEntriesByName('siipro:map:frame')
        .filter((entry) => entry.startTime >= zoomStarted)
        .map((entry) => entry.startTime);
      const gaps = commits.slice(1).map((time, index) => time - commits[index]!);
      if (gaps.length > 0) lines.push(`Zoom ${level.view.zoom}→${level.view.zoom + 1}: entre cuadros ${spread(gaps)}`);
    }

    const queries = performance
      .getEntriesByName('siipro:map:query')
      .filter((entry) => entry.startTime >= started) as PerformanceMeasure[];
    if (queries.length > 0) {
      lines.push(
        `Consultas de grupos (${queries.length}): ${spread(queries.map((entry) => entry.duration))}; en el worker ` +
          spread(queries.map((entry) => (entry.detail as { workerMs: number }).workerMs)),
      );
    }
    observer?.disconnect();
    lines.push(
      observer
        ? `Tareas largas (más de 50 ms): ${longTasks.length}` +
            (longTasks.length ? `, la mayor ${ms(Math.max(...longTasks))}` : '')
        : 'Tareas largas: este navegador no las informa',
    );
    console.info('[ProjectsMap] medición\n' + lines.join('\n'));
    setReport(lines);
    setRunning(false);
  };

  return (
    <div>
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'flex-start', padding: '0.75rem 1rem' }}>
        <Button onClick={run} loading={running}>
          Medir
        </Button>
        <output style={{ fontSize: '0.875rem' }}>
          {report ? (
            <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
              {report.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            'Medir recorre el mapa a tres zooms y muestra los tiempos de sus marcas de rendimiento.'
          )}
        </output>
      </div>
      <div ref={boxRef}>
        <ProjectsMap {...args} points={points} position={position} measureFrames />
      </div>
    </div>
  );
}
