/**
 * The image tools' limits, apart from load.ts: the rows (definitions.ts) reach every page's bundle,
 * and load.ts reaches the codecs, whose WebAssembly `?url` imports would be emitted as page assets
 * (and precached by the service worker) though only the file worker fetches them.
 */

/** The largest image file a tool takes. */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
export const MAX_IMAGE_LABEL = '50 MB';
/** The most pixels decoded at once: 50 megapixels is 200 MB of RGBA, about what a phone's tab can hold. */
export const MAX_PIXELS = 50_000_000;
export const MAX_PIXELS_LABEL = '50 megapixels';
