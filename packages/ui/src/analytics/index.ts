// @perch/ui/analytics — Perch's product events: the typed map and the calls islands make. Loads
// no analytics library (see ./productEvents.ts).
export * from './productEvents';
