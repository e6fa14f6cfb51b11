// COMPRESSION=off (or 0, false): a proxy or CDN in front compresses answers, so the server sends
// rendered pages and API answers as they are. Read by site/server/runtime/serve.mjs and by the site's shared
// page compression (site/server/http/sharedCompression.ts). Built files keep their copies.

/** @param {string | undefined} value the COMPRESSION setting @returns {boolean} */
export const compressesAnswers = (value) => !['off', '0', 'false'].includes((value ?? '').trim().toLowerCase());
