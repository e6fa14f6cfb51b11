/** Adds a token to a response's `Vary` unless it is there already (compared without case). */
export function addVary(headers: Headers, token: string): void {
  const vary = headers.get('Vary');
  if (!vary?.split(',').some((v) => v.trim().toLowerCase() === token.toLowerCase()))
    headers.set('Vary', vary ? `${vary}, ${token}` : token);
}
