// Sizes of files in es-AR style ("1,5 MB"), in the binary units the documents' limit is written in (10 MB = 10 × 1024²).

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;
const oneDecimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** "820 B", "1,5 KB", "10 MB" (one decimal at most); "-" for a missing, negative or non-finite size. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  // Move up while the rounded value would read 1024 or more ("1.024 KB" is "1 MB").
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${unit === 0 ? Math.round(value) : oneDecimal.format(value)} ${UNITS[unit]}`;
}
