export * from './accounts.ts';
export * from './competition.ts';
export * from './calendar.ts';
export * from './tasks.ts';
export * from './chat.ts';
export * from './site.ts';
export * from './scouting.ts';
export * from './ai.ts';
