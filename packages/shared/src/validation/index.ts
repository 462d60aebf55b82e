export * from './account.ts';
export * from './activity.ts';
export * from './antd-rule.ts';
export * from './common.ts';
export * from './finance.ts';
export * from './market.ts';
export * from './need.ts';
export * from './paging.ts';
