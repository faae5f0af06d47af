/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, refusing
 * connections, or a connection cut mid-request), as opposed to a fault in the request or the code.
 * Drizzle wraps driver errors, so the whole `cause` chain is looked at.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      // Node's socket errors while connecting or talking to the server.
      if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true;
      // PostgreSQL: class 08 connection exceptions, 57P01-57P03 shutdown / crash / starting up, 53300 too many connections.
      if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    }
    // node-postgres' own words for a connection that ended or timed out.
    if (/^Connection terminated|not queryable|timeout exceeded when trying to connect/.test(e.message)) return true;
  }
  return false;
}
