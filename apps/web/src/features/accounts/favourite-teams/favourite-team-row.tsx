import type { TeamPreference } from '@team7790/shared/accounts/team-preferences';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/form-controls.tsx';
import { teamNameQuery } from '../api/team-name-api.ts';
import type { TeamPreferenceChange } from '../api/team-preferences-api.ts';
import { UpcomingWarningField } from './upcoming-warning-field.tsx';

type Flag = 'notif_upcoming' | 'notif_alliance' | 'notif_results' | 'notif_awards';

/** The four alerts of spec 3 section 2, in its order. */
export const NOTIFICATION_FLAGS: readonly { key: Flag; label: string }[] = [
  { key: 'notif_upcoming', label: 'Upcoming match' },
  { key: 'notif_alliance', label: 'Alliance selection' },
  { key: 'notif_results', label: 'Match results' },
  { key: 'notif_awards', label: 'Awards' },
];

export interface FavouriteTeamRowProps {
  team: TeamPreference;
  onChange: (team: string, change: TeamPreferenceChange) => void;
  onRemove: (team: string) => void;
}

export function FavouriteTeamRow({ team: saved, onChange, onRemove }: FavouriteTeamRowProps) {
  // The row answers a click in the same frame; the shared cache (and a revert) follows a tick later.
  const [team, setTeam] = useState(saved);
  useEffect(() => setTeam(saved), [saved]);
  const n = team.team_number;
  const { data: name } = useQuery(teamNameQuery(Number(n)));
  const change = (values: TeamPreferenceChange) => {
    setTeam((t) => ({ ...t, ...values }));
    onChange(n, values);
  };
  return (
    <li
      className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-3 py-4 sm:grid-cols-[auto_minmax(7rem,11rem)_1fr_auto] sm:gap-x-4"
      aria-label={`Team ${n}`}
    >
      <input
        type="color"
        value={team.highlight_color}
        onChange={(e) => change({ highlight_color: e.target.value.toLowerCase() })}
        aria-label={`Highlight color for team ${n}`}
        className="h-9 w-11 cursor-pointer rounded-md border border-line bg-surface p-0.5"
      />
      <Link to={`/team?team=${n}`} className="group min-w-0 text-fg underline-offset-2">
        <span className="block text-base font-semibold tabular-nums group-hover:underline">Team {n}</span>{' '}
        {name && <span className="block truncate text-sm text-fg-muted">{name}</span>}
      </Link>
      {/* Under the team on phones, between the team and Remove on wider screens. */}
      <fieldset className="order-last col-span-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:order-none sm:col-span-1 @4xl:grid-cols-4">
        <legend className="sr-only">Notifications for team {n}</legend>
        {NOTIFICATION_FLAGS.map(({ key, label }) => (
          <CheckboxField key={key} label={label} checked={team[key]} onChange={(e) => change({ [key]: e.target.checked })} />
        ))}
        <UpcomingWarningField
          warning={team.upcoming_warning}
          defaultMinutes={team.upcoming_default_minutes}
          disabled={!team.notif_upcoming}
          onChange={(upcoming_warning) => change({ upcoming_warning })}
        />
      </fieldset>
      <Button variant="ghost" size="sm" onClick={() => onRemove(n)} aria-label={`Remove team ${n}`} className="text-danger hover:text-danger">
        <Trash2 aria-hidden="true" className="size-4" />
        Remove
      </Button>
    </li>
  );
}
