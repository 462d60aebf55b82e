import type { FastifyInstance } from 'fastify';
import type { WorkflowDefinition } from './define.ts';
import { decisionOf, moveRow } from './transition.ts';

export interface WorkflowCli {
  commands: readonly string[];
  usage: string;
  run: (
    app: FastifyInstance,
    command: string,
    values: { id?: string | undefined; reason?: string | undefined },
  ) => Promise<string>;
}

/**
 * The operator commands of a workflow: `pending` lists the rows waiting (status 0, oldest
 * first), each verb names a decision of the definition. Same moveRow as the console; every
 * move is audited as `operator.<verb>`.
 */
export function workflowCli<V>(
  def: WorkflowDefinition<V>,
  cli: {
    pending: string;
    verbs: Readonly<Record<string, string>>;
    /** The status the pending list shows (default 0; 1 where 0 is the member's draft). */
    pendingStatus?: number;
  },
): WorkflowCli {
  const verbs = Object.entries(cli.verbs);
  const usage = [
    `  npm run operator -- ${cli.pending.padEnd(28)} 列出${def.statuses[0]}的${def.name}`,
    ...verbs.map(([verb, name]) => {
      const t = decisionOf(def, name);
      const reason = t.reasonRequired ? ' --reason <原因>' : '';
      return `  npm run operator -- ${verb} --id <id>${reason}    ${t.label}${def.name}`;
    }),
  ].join('\n');
  return {
    commands: [cli.pending, ...verbs.map(([verb]) => verb)],
    usage,
    run: async (app, command, values) => {
      if (command === cli.pending) {
        const page = await def.views(
          app.db,
          { status: cli.pendingStatus ?? 0 },
          { pageNum: 1, pageSize: 100 },
          'console',
          app.clock.now(),
        );
        if (page.records.length === 0) return `没有${def.statuses[0]}的${def.name}`;
        return page.records.map(def.cliLine).join('\n');
      }
      const name = cli.verbs[command];
      const id = Number(values.id);
      if (!name || !Number.isInteger(id) || id < 1) throw new Error(usage);
      const t = decisionOf(def, name);
      const reason = values.reason ?? null;
      await moveRow(app.db, def, t, { id, reason, now: app.clock.now() });
      await app.audit(null, {
        action: `operator.${command}`,
        outcome: 'success',
        actor: `cli:${process.env.USER ?? 'operator'}`,
        detail: { id, ...(reason ? { reason } : {}) },
      });
      return `已${t.label}${def.name} ${id}${t.reasonRequired ? `：${reason}` : ''}`;
    },
  };
}
