// Timing the export of a whole tenant's projects (GET /t/cenit-demo/projects/export?format=…&type=proyecto) from the
// request until the last byte: what a person waits for after pressing "Exportar" on the unfiltered list. Each
// download is checked to be complete (the CSV has one line per project plus its header).
import type { RunningApi } from './apiServer.ts';
import { median } from './stats.ts';

const FORMATS = ['csv', 'xlsx'] as const;

export interface ExportResult {
  format: (typeof FORMATS)[number];
  ms: number[];
  bytes: number;
}

export async function measureExports(api: RunningApi, projects: number, samples: number): Promise<ExportResult[]> {
  if (samples === 0) return [];
  const results: ExportResult[] = [];
  for (const format of FORMATS) {
    const result: ExportResult = { format, ms: [], bytes: 0 };
    for (let sample = 0; sample < samples; sample++) {
      const response = await api.get(`/t/cenit-demo/projects/export?format=${format}&type=proyecto`);
      if (response.status !== 200) throw new Error(`export ${format}: the API answered ${response.status}`);
      if (format === 'csv') {
        const lines = response.body.split('\r\n').length - 1;
        if (lines !== projects + 1) throw new Error(`export csv: ${lines} lines for ${projects} projects`);
      }
      result.ms.push(response.ms);
      result.bytes = response.bytes;
    }
    results.push(result);
  }
  return results;
}

const duration = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`);
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** e.g. "Export of the 100000 projects (whole download, median of 3): CSV 2.4 s (30.9 MB); XLSX 10.0 s (12.7 MB)." */
export function exportLine(results: readonly ExportResult[], projects: number): string {
  if (results.length === 0) return '';
  const parts = results.map(
    (result) => `${result.format.toUpperCase()} ${duration(median(result.ms))} (${megabytes(result.bytes)})`,
  );
  return `\nExport of the ${projects} projects (whole download, median of ${results[0]!.ms.length}): ${parts.join('; ')}.`;
}
