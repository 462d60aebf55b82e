export { workflowCli } from './cli.ts';
export * from './define.ts';
export { memberWorkflowRoutes } from './member-routes.ts';
export { pendingDecisions } from './pending-decisions.ts';
export { workflowQueueRoutes } from './queue-routes.ts';
export { decisionOf, decisionTo, moveRow } from './transition.ts';
export { whereView } from './view-filter.ts';
