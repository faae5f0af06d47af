import * as rruleModule from 'rrule';

type RRuleModule = typeof rruleModule;
// Node loads rrule's CommonJS build, whose exports sit on `default`; bundlers load its ES build.
const lib: RRuleModule = (rruleModule as unknown as { default?: RRuleModule }).default ?? rruleModule;

export const { RRule, Weekday } = lib;
export type { Options as RRuleOptions, Weekday as RRuleWeekday } from 'rrule';
