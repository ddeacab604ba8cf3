/**
 * The payload of a JWT (its middle part, base64url JSON), or null when the token is not one. The
 * portal reads only the expiry from it, to refresh the session in time; the server checks the rest.
 */
export function jwtPayload(token: string): unknown {
  const part = token.split('.')[1];
  if (part === undefined || part === '') return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(window.atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}
