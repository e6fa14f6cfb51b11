/**
 * The PDF family's limits, with no imports: the rows (spec.ts) name them, and the rows are data that
 * pages and the on-device Parooty bundle, so they must not pull pdf-lib or pdf.js in with them.
 */

/** The largest PDF a tool takes: bigger files risk the tab's memory on a phone. */
export const MAX_PDF_BYTES = 100 * 1024 * 1024;
export const MAX_PDF_LABEL = '100 MB';

/** The resolutions a page may be drawn at. */
export const MIN_DPI = 36;
export const MAX_DPI = 600;
