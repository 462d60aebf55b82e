/**
 * Makes the journeys' template (support/server.ts, E2E_TEMPLATE_DIR): starts the built server
 * once on an empty folder, lets it migrate and seed the demo data, and stops it, which closes the
 * database cleanly (its WAL folded into portal.db), so a plain copy of the folder is a whole database.
 */
import { startServer } from '../support/server.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: make-template.ts <empty folder>');
const server = await startServer({ dir });
await server.stop();
