export * from './accounts.ts';
export * from './calendar.ts';
export * from './tasks.ts';
