export { workflowCli } from './cli.ts';
export * from './define.ts';
export { memberWorkflowRoutes } from './member-routes.ts';
export {
  memberWithdraw,
  pendingDecisions,
  reviewDecisions,
  reviewRoles,
} from './pending-decisions.ts';
export { workflowQueueRoutes } from './queue-routes.ts';
export { contactColumns, queueColumns, queueRow } from './queue-row.ts';
export { queueViews } from './queue-views.ts';
export { columnSubject, quotedSubject } from './quoted-subject.ts';
export { steppedDecisions } from './stepped-decisions.ts';
export { decisionOf, decisionTo, moveRow, moveRowTo, withdrawRow } from './transition.ts';
export { whereView } from './view-filter.ts';
