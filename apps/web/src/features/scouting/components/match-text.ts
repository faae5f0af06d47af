import { matchTitle } from '@team7790/shared/competition/match-names';

/** A match's time as the scout reads it on the phone ("Sat 10:42"); empty when the schedule has none. */
export function matchTimeText(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(date);
}

/** A match's name: the kit's schedule names it; a report of another event is named from its key ("Qualification 12"). */
export function matchNameOf(matchKey: string, schedule: readonly { key: string; name: string }[] | undefined): string {
  const named = schedule?.find((m) => m.key === matchKey)?.name;
  if (named) return named;
  const parts = /_(qm|ef|qf|sf|f)(\d+)(?:m(\d+))?$/.exec(matchKey);
  if (!parts) return matchKey;
  const [, level, first, second] = parts;
  return level === 'qm'
    ? matchTitle({ comp_level: 'qm', set_number: 1, match_number: Number(first), key: matchKey })
    : matchTitle({ comp_level: level!, set_number: Number(first), match_number: Number(second ?? 1), key: matchKey });
}
