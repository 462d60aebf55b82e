import { AppError } from '../lib/errors.ts';
import { cliApp } from './context.ts';
import { OPERATOR_USAGE, parseOperatorArgs, runOperatorCommand } from './operator-commands.ts';

/** `npm run operator -- <command>`: the operators' command line (commands in operator-commands.ts). */
async function main() {
  const invocation = parseOperatorArgs(process.argv.slice(2));
  if (!invocation.known) {
    console.log(OPERATOR_USAGE);
    process.exitCode = invocation.command ? 1 : 0;
    return;
  }
  const app = await cliApp();
  try {
    console.log(await runOperatorCommand(app, invocation));
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err instanceof AppError || err instanceof Error ? err.message : err);
  process.exit(1);
});
