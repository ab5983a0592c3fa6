// A database failure reaches the error handler as the driver's error or wrapped by drizzle (`cause`), sometimes
// twice; the recognisers of db/ read the errors of that chain, outermost first.

/** `error` and the causes under it, at most `depth` deep. */
export function errorChain(error: unknown, depth = 3): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (chain.length < depth && typeof current === 'object' && current !== null) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The `code` strings of the chain (PGlite and node-postgres put the SQLSTATE there, Node its errno name). */
export function errorCodes(error: unknown): string[] {
  return errorChain(error)
    .map((link) => (link as { code?: unknown }).code)
    .filter((code): code is string => typeof code === 'string');
}
