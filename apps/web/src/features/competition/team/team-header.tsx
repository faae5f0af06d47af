import { clsx } from 'clsx';
import type { TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { HOME_TEAM_NUMBER } from '@team7790/shared/competition/keys';
import { GraduationCap, MapPin, Star } from 'lucide-react';
import { formatPlace } from '../shared/format.ts';
import { teamThemeColor } from './team-themes.ts';

/** 'Team' and the number, the nickname and the school, in the team's own colour when it has one. */
export function TeamHeader({ page }: { page: TeamPageResponse }) {
  const { team } = page;
  const color = teamThemeColor(team.team_number);
  const home = team.team_number === HOME_TEAM_NUMBER;
  return (
    <header
      className="relative overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
      style={color ? { ['--team-color' as string]: color } : undefined}
      data-team-theme={color ? team.team_number : undefined}
    >
      <span aria-hidden="true" className={clsx('absolute inset-x-0 top-0 h-1.5', color ? 'bg-(--team-color)' : 'bg-line')} />
      {color && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-(--team-color) opacity-10 blur-2xl"
        />
      )}
      <div className="relative flex flex-col gap-3 px-5 pt-6 pb-5 sm:px-7 sm:pt-8">
        <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-fg-muted uppercase">
          {home && <Star aria-label="Home team" className="size-4 fill-[#ff6b00] text-[#ff6b00]" />}
          Team {team.team_number}
        </p>
        <h1 id="page-title" className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          {team.nickname ? (
            <>
              <span className="sr-only">Team {team.team_number}: </span>
              {team.nickname}
            </>
          ) : (
            `Team ${team.team_number}`
          )}
        </h1>
        <div className="flex flex-col gap-1.5 text-sm text-fg-muted sm:flex-row sm:flex-wrap sm:gap-x-5">
          {team.school_name && (
            <span className="inline-flex items-start gap-1.5">
              <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {team.school_name}
            </span>
          )}
          {(team.city || team.state_prov) && (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {formatPlace(team.city, team.state_prov, team.country)}
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
