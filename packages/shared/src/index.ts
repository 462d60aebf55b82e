export * from './api/index.ts';
export * from './bid-limits.ts';
export * from './constants.ts';
export * from './enums/index.ts';
export * from './format.ts';
export * from './geo.ts';
export * from './password.ts';
export * from './validation/index.ts';
