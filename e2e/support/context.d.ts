// Values the global setups provide to the endpoint and journey tests (inject('baseUrl')).
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    database: 'pglite' | 'postgres';
    /** The PostgreSQL URL in the api-postgres project ('' on PGlite), for tests that start more servers on it. */
    databaseUrl: string;
  }
}
export {};
