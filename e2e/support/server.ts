// The tests start the built server with the same launcher the bench uses.
export { ROOT, startServer, type RunningServer } from '../../scripts/server-process.mjs';

/** The shared test servers know one admin address (PERCH_ADMIN_EMAILS), used by the admin tests. */
export const TEST_ADMIN_EMAIL = 'admin@perch.test';
export const TEST_SERVER_ENV = { PERCH_ADMIN_EMAILS: TEST_ADMIN_EMAIL };
