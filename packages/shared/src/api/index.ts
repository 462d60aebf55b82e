export * from './account.ts';
export * from './content.ts';
export * from './envelope.ts';
