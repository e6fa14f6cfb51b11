// The tests start the built server with the same launcher the bench uses.
export { ROOT, startServer, type RunningServer } from '../../scripts/server-process.mjs';

/**
 * The shared test servers know one admin address (PERCH_ADMIN_EMAILS), used by the admin tests,
 * and let one address create many accounts: every test signs up from 127.0.0.1. (The sign-up
 * limit itself is tested on servers with the default, in instances.test.ts.)
 */
export const TEST_ADMIN_EMAIL = 'admin@perch.test';
export const TEST_SERVER_ENV = { PERCH_ADMIN_EMAILS: TEST_ADMIN_EMAIL, PERCH_SIGNUP_LIMIT: '100000' };
