// Values the global setups provide to the tests (inject('baseUrl')).
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    database: 'pglite' | 'postgres';
    /** The PostgreSQL URL in the api-postgres project ('' on PGlite), for tests that start more servers on it. */
    databaseUrl: string;
    /** This run's migrated PGlite data folder, copied for each test database (pgliteTemplate.test-support.ts). */
    pgliteTemplate: string;
    /** A free loopback port whose origin the shared server lists in PAROOTY_ALLOWED_ORIGINS (the embed journey's partner page). */
    partnerPort: number;
  }
}
export {};
