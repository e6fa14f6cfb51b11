// Values the global setups provide to the endpoint and journey tests (inject('baseUrl')).
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    database: 'pglite' | 'postgres';
  }
}
export {};
