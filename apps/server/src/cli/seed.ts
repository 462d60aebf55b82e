import { seedIfEmpty } from '../db/seed/index.ts';
import { cliApp } from './context.ts';

/** `npm run seed`: fills an empty database with the base content and demo data. */
async function main() {
  const app = await cliApp();
  try {
    await seedIfEmpty(app.db, app.log);
    console.log('seed finished');
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
