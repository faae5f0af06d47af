import { clsx } from 'clsx';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { HOME_TEAM_NUMBER } from '@team7790/shared/competition/keys';
import { Award, LoaderCircle, MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import { formatPlace } from '../shared/format.ts';
import { useTeamHighlights } from '../shared/use-team-highlights.ts';
import { ALLIANCE_STYLE, type AllianceColor } from './alliance-style.ts';
import type { MatchOutcome } from './match-labels.ts';

type MatchTeam = MatchPageResponse['teams'][number];

function TeamCard({
  teamKey,
  team,
  epa,
  epaLoading,
  winner,
}: {
  teamKey: string;
  team: MatchTeam | undefined;
  epa: number | null;
  epaLoading: boolean;
  winner: boolean;
}) {
  const highlightOf = useTeamHighlights();
  const number = team?.team_number ?? Number(teamKey.replace(/^frc/, ''));
  const highlight = highlightOf(Number.isFinite(number) ? number : null);
  const home = number === HOME_TEAM_NUMBER;
  return (
    <Link
      to={`/team?team=${number}`}
      data-team-card={number}
      className={clsx(
        'group flex items-center gap-3 rounded-xl border border-line bg-surface px-3.5 py-3 shadow-sm transition hover:border-fg-muted hover:shadow-md',
        home && 'ring-2 ring-[#ff6b00] ring-offset-2 ring-offset-canvas',
        highlight && !home && 'outline-2 outline-offset-2',
      )}
      style={highlight && !home ? { outlineColor: highlight.color } : undefined}
    >
      <span className="inline-flex w-16 shrink-0 items-center gap-1 text-lg font-bold text-fg tabular-nums">
        {home && <Star aria-label="Home team" className="size-4 shrink-0 fill-[#ff6b00] text-[#ff6b00]" />}
        {number}
      </span>
      {!team ? (
        <p className="flex-1 text-sm text-fg-muted">Loading team info...</p>
      ) : (
        <>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate text-sm font-semibold text-fg group-hover:text-accent-text">{team.nickname || 'Unknown Team'}</span>
            <span className="flex items-center gap-1 text-xs text-fg-muted">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">
                {formatPlace(team.city, team.state_prov, team.country && team.country !== 'USA' ? team.country : null) || 'Location unknown'}
              </span>
            </span>
          </span>
          <span className="flex shrink-0 flex-col items-end gap-1">
            {winner && (
              <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                <Award aria-hidden="true" className="size-3.5" />
                Winner
              </span>
            )}
            <span className="text-xs font-semibold whitespace-nowrap text-fg-muted">
              {epa !== null ? (
                <>
                  EPA: <span className="text-fg tabular-nums">{epa}</span>
                </>
              ) : epaLoading ? (
                <span className="inline-flex items-center gap-1">
                  <LoaderCircle aria-hidden="true" className="size-3 animate-spin" /> EPA…
                </span>
              ) : (
                'EPA: N/A'
              )}
            </span>
          </span>
        </>
      )}
    </Link>
  );
}

/** Team information: a Blue and a Red column of cards with place and EPA; the winners get a badge. */
export function TeamInfoCards({
  page,
  outcome,
  epa,
  epaLoading,
}: {
  page: MatchPageResponse;
  outcome: MatchOutcome | null;
  epa: Record<string, number | null>;
  epaLoading: boolean;
}) {
  return (
    <section aria-labelledby="team-info-title" className="flex flex-col gap-3">
      <h2 id="team-info-title" className="text-lg font-semibold text-fg">
        Team Information
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {(['blue', 'red'] as AllianceColor[]).map((alliance) => (
          <div key={alliance} className="flex min-w-0 flex-col gap-2">
            <h3 className={clsx('text-sm font-bold tracking-wide uppercase', ALLIANCE_STYLE[alliance].text)}>{ALLIANCE_STYLE[alliance].name}</h3>
            <div className="flex flex-col gap-2.5">
              {page.match.alliances[alliance].team_keys.map((key) => {
                const team = page.teams.find((t) => t.team_key === key);
                return (
                  <TeamCard
                    key={key}
                    teamKey={key}
                    team={team}
                    epa={team?.epa ?? epa[key] ?? null}
                    epaLoading={epaLoading && team?.epa == null}
                    winner={outcome === alliance}
                  />
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
