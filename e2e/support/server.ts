// The tests start the built server with the same launcher the bench uses.
export { ROOT, startServer, type RunningServer } from '../../scripts/server-process.mjs';
