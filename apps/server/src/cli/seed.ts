import { parseArgs } from 'node:util';
import { PostgresAdapter, sql } from 'kysely';
import { seedDownloadForms } from '../db/seed/content/forms/index.ts';
import { seedBaseContent } from '../db/seed/content/index.ts';
import { DEFAULT_DEMO_SEED, type Progress, scaledCounts, seedDemo } from '../db/seed/demo/index.ts';
import { cliApp } from './context.ts';

const USAGE = `npm run seed -- [--scale N] [--seed TEXT] [--reset]

Fills the empty tables of the configured database (DATABASE_URL or DATABASE_PATH) with the base
content and the demo data. Same seed and same day give the same data.

  --scale N    multiply the large tables (outcomes, needs, rewards, deals, activities, news,
               policies, auctions) by N (default 1: 300 outcomes, 200 needs, 60 bounties,
               80 deals, 40 activities, 120 news, 80 policies, 30 auctions); the search index
               is rebuilt over everything seeded
  --seed TEXT  seed of the generator (default ${DEFAULT_DEMO_SEED})
  --reset      empty those large tables and the search index first, members' needs and
               sign-ups included
  --help       show this text`;

/** Prints a table's progress each time it passes another 10 % (a one-batch table: 100 %). */
function tenPercentProgress(): Progress {
  const shown = new Map<string, number>();
  return (table, done, total) => {
    const tenth = Math.floor((done / total) * 10);
    if ((shown.get(table) ?? 0) >= tenth) return;
    shown.set(table, tenth);
    console.log(`  ${table.padEnd(12)} ${String(tenth * 10).padStart(3)}%  ${done}/${total}`);
  };
}

/** `npm run seed`: base content and demo data; `--scale N` for benchmark-size data. */
async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: DEFAULT_DEMO_SEED },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`--scale must be a positive integer\n\n${USAGE}`);
  const app = await cliApp();
  try {
    const started = Date.now();
    const content = await seedBaseContent(app.db);
    console.log(content.length ? `base content: ${content.join(', ')}` : 'base content present');
    const forms = await seedDownloadForms(app.db, app.config.UPLOAD_DIR);
    if (forms) console.log(`download forms: ${forms} files in ${app.config.UPLOAD_DIR}`);
    console.log(`demo data, seed "${values.seed}", scale ${scale}:`, scaledCounts(scale));
    const tables = await seedDemo(app.db, {
      seed: values.seed,
      scale,
      reset: values.reset,
      now: app.clock.now(),
      progress: tenPercentProgress(),
    });
    // Statistics for the planner: on a large seed it picks the field/region index for a
    // narrow filter instead of walking the price order (SQLite has none until ANALYZE).
    // PostgreSQL also vacuums: its visibility map lets the capped counts and deep pages read
    // their indexes alone (index-only scans) instead of every counted row's table page.
    if (tables.length)
      await sql`${sql.raw(app.db.getExecutor().adapter instanceof PostgresAdapter ? 'vacuum analyze' : 'analyze')}`.execute(
        app.db,
      );
    console.log(
      tables.length
        ? `demo tables filled: ${tables.join(', ')}`
        : 'demo data present (empty tables only are filled; --reset re-seeds the large ones)',
    );
    console.log(`seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
