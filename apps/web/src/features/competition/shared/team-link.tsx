import { clsx } from 'clsx';
import { teamNumberOf, displayTeam } from '@team7790/shared/competition/keys';
import { Star } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import type { TeamHighlight } from './team-colors.ts';
import { TeamHighlightsContext, useFavouriteHighlights, useTeamHighlights } from './use-team-highlights.ts';

/** Inline colours of a highlighted team (set as DOM style properties, which the CSP allows). */
export function highlightStyle(highlight: TeamHighlight | null): CSSProperties | undefined {
  if (!highlight) return undefined;
  return {
    ['--team-color' as string]: highlight.color,
    backgroundColor: `color-mix(in srgb, ${highlight.color} 14%, transparent)`,
    boxShadow: `inset 0 -2px 0 ${highlight.color}`,
  };
}

export interface TeamLinkProps {
  /** 'frc7790' (or a bare number). */
  teamKey: string;
  /** What to show instead of the number (e.g. the team name). */
  children?: ReactNode;
  className?: string;
  /** Strike through a team that was disqualified or a surrogate's marker. */
  muted?: boolean;
}

/** The team colours for every team link and table below it (the app's root), read once. */
export function TeamHighlightsProvider({ children }: { children: ReactNode }) {
  return <TeamHighlightsContext value={useFavouriteHighlights()}>{children}</TeamHighlightsContext>;
}

/** A team number (or name) linking to /team?team={n}, coloured for 7790, partner and favourite teams. */
export function TeamLink({ teamKey, children, className, muted }: TeamLinkProps) {
  const highlightOf = useTeamHighlights();
  const number = teamNumberOf(teamKey) ?? (/^\d+$/.test(teamKey) ? Number(teamKey) : null);
  const label = children ?? displayTeam(teamKey);
  const highlight = highlightOf(number);
  if (number === null) return <span className={className}>{label}</span>;
  return (
    <AppLink
      to={`/team?team=${number}`}
      onClick={(e) => e.stopPropagation()}
      data-team={number}
      data-highlight={highlight ? (highlight.home ? 'home' : 'colour') : undefined}
      className={clsx(
        'inline-flex items-center gap-0.5 rounded px-1 font-semibold tabular-nums text-fg underline-offset-2 hover:underline',
        muted && 'text-fg-muted line-through',
        className,
      )}
      style={highlightStyle(highlight)}
    >
      {highlight?.home && <Star aria-label="Home team" className="size-3 shrink-0 fill-[#ff6b00] text-[#ff6b00]" />}
      {label}
    </AppLink>
  );
}

/** The teams of an alliance as a row of links. */
export function AllianceTeams({ teamKeys, className, dq = [] }: { teamKeys: readonly string[]; className?: string; dq?: readonly string[] }) {
  return (
    <span className={clsx('inline-flex flex-wrap items-center gap-x-1 gap-y-0.5', className)}>
      {teamKeys.map((key) => (
        <TeamLink key={key} teamKey={key} muted={dq.includes(key)} />
      ))}
    </span>
  );
}
