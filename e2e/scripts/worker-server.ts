/**
 * One journey worker's server (scripts/run-journeys.mjs): started once on a copy of the template,
 * its URL printed as the first line; each journey file run by the worker then restarts
 * its app on a fresh copy (support/server.ts). Exits when the server does, and stops it on SIGTERM.
 */
import { startServer } from '../support/server.ts';

const server = await startServer();
console.log(server.baseUrl);
process.once('SIGTERM', () => {
  server.stop().then(() => process.exit(0));
});
await server.exited;
console.error(`worker server ${server.baseUrl} exited`);
process.exit(1);
