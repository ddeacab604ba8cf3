// A curl command that sends a request again, to reproduce a finding by hand. The token is
// written as $TOKEN (in double quotes, so the shell puts it in), never the real one.

/** @param {string} s */
const quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * @param {{ method: string, url: string, headers: Record<string, string>, body?: string }} req
 * @returns {string}
 */
export function toCurl(req) {
  const args = ['curl', '-g', '-i', '-X', req.method, quote(req.url)];
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.toLowerCase() === 'authorization' && /^Bearer /i.test(value))
      args.push('-H', '"Authorization: Bearer $TOKEN"');
    else args.push('-H', quote(`${name}: ${value}`));
  }
  if (req.body !== undefined) args.push('--data-raw', quote(req.body));
  return args.join(' ');
}
