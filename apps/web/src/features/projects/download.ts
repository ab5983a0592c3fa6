// Saves a file the API produced (the list's CSV or XLSX export) the way a browser saves a link's target: an object
// URL on a temporary <a download>, clicked once, then released.

/** Object URLs are released after the click has handed the file to the browser's download manager. */
const RELEASE_DELAY_MS = 1000;

export function downloadBlob(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_DELAY_MS);
}
