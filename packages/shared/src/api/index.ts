export * from './account.ts';
export * from './activity.ts';
export * from './content.ts';
export * from './envelope.ts';
export * from './finance.ts';
export * from './home.ts';
export * from './need.ts';
export * from './voucher.ts';
