/**
 * One journey worker's server (scripts/run-journeys.mjs): started once on a copy of the template,
 * its URL printed as the first line; each journey file run by the worker then restarts
 * its app on a fresh copy (support/server.ts). Exits when the server does, and stops it on SIGTERM.
 */
import { startServer } from '../support/server.ts';

const server = await startServer();
console.log(server.baseUrl);
let stopping = false;
process.once('SIGTERM', () => {
  stopping = true;
  server.stop().then(() => process.exit(0));
});
await server.exited;
// Stopped by the runner after the worker's last file: not news. Otherwise the server died.
if (!stopping) {
  console.error(`worker server ${server.baseUrl} exited`);
  process.exit(1);
}
