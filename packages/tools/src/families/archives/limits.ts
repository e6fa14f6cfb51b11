/**
 * The archive family's limits, with no imports: the rows (definitions.ts) name them, and the rows are
 * data that pages and the on-device Parooty bundle, so they must not pull fflate in with them.
 */
export const MAX_ARCHIVE_BYTES = 200 * 1024 * 1024;
export const MAX_ARCHIVE_LABEL = '200 MB';
