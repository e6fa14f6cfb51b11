/** Where a tool opens (spec §2: /app/{id}). Its own module: a card in the browser needs it without the catalogue. */
export function toolPath(id: string): string {
  return `/app/${encodeURIComponent(id)}`;
}
