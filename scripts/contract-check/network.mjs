// Turns a failed fetch (no HTTP answer at all) into one line a person can act on.

/**
 * @param {unknown} err
 * @returns {string | undefined}
 */
function codeOf(err) {
  /** @type {any} */
  let e = err;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string') return e.code;
    if (Array.isArray(e.errors) && e.errors[0]?.code) return e.errors[0].code;
    e = e.cause;
  }
  return undefined;
}

/**
 * @param {unknown} err what fetch threw
 * @param {string} url the URL (or base URL) that was called
 * @param {number} timeout the timeout in ms
 * @returns {string}
 */
export function describeNetworkError(err, url, timeout) {
  const name = /** @type {any} */ (err)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return `Cannot reach ${url}: no answer within ${timeout} ms (timeout). Is the server up, or does it need a longer --timeout?`;
  const code = codeOf(err);
  switch (code) {
    case 'ECONNREFUSED':
      return `Cannot reach ${url}: connection refused. Is the server running?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `Cannot reach ${url}: the host name does not resolve (DNS). Check --base-url.`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return `Cannot reach ${url}: the connection was closed by the server.`;
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
      return `Cannot reach ${url}: connecting timed out. Is the host reachable from here?`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Cannot reach ${url}: no route to the host. Is the host reachable from here?`;
    default:
      if (code && /CERT|SSL|TLS/i.test(code)) return `Cannot reach ${url}: TLS problem (${code}).`;
      return `Cannot reach ${url}: ${code ?? /** @type {any} */ (err?.cause?.message || /** @type {any} */ (err)?.message || String(err))}.`;
  }
}
