import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import type { TeamEpa } from '@team7790/shared/competition/contracts/event';
import type { EventPredictionsResponse } from '@team7790/shared/competition/contracts/predictions';
import { HOME_TEAM_NUMBER, teamKeyOf } from '@team7790/shared/competition/keys';
import { matchLabel } from '@team7790/shared/competition/match-order';
import { ChevronRight, Gamepad2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { competitionQueries } from '../../../lib/competition-queries.ts';
import { ALLIANCE_STYLE } from '../match/alliance-style.ts';
import { formatMatchTime, formatZoneName } from '../shared/format.ts';
import { TableScroll } from '../shared/table-scroll.tsx';
import { TeamLink } from '../shared/team-link.tsx';
import { sideOf } from './next-match.ts';
import { useAfterLoad } from './after-load.tsx';
import { PredictionSourceNote, WinChanceBar } from './prediction-parts.tsx';
import { useEventPredictions, useIsMember } from '../api/predictions-api.ts';
import type { Side } from './prediction-text.ts';

const HOME_KEY = teamKeyOf(HOME_TEAM_NUMBER);

/** One decimal, or a dash while unknown. */
const points = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : '–');

type TeamRating = EventPredictionsResponse['teams'][number];

/**
 * Team 7790's next match for its drive team: both alliances with each team's EPA by period, the rating the predictions
 * use and (for members) our scouting, the predicted scores and the win chances. Drawn from the page's own data at once
 * (the teams), its numbers filled in as they arrive, so the card does not grow.
 */
export function DriveTeamCard({
  match,
  eventKey,
  playoffType,
  timeZone,
}: {
  match: MatchSummary;
  eventKey: string;
  playoffType: number | null;
  timeZone: string | null;
}) {
  const titleId = useId();
  const afterLoad = useAfterLoad();
  const member = useIsMember();
  const predictions = useEventPredictions(eventKey, true);
  const epa = useQuery({ ...competitionQueries.eventEpa(eventKey), enabled: afterLoad });
  const prediction = predictions.data?.source === 'none' ? undefined : predictions.data?.matches.find((p) => p.key === match.key);
  const ratings = new Map(predictions.data?.teams.map((t) => [t.team_key, t]));
  const ourSide = sideOf(match, HOME_KEY);
  const time = match.predicted_time ?? match.time;
  const label = matchLabel(match, playoffType);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-drive-team-card={match.key}>
      <section aria-labelledby={titleId} className="flex flex-col gap-4">
        <div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-fg sm:text-lg">
              <Gamepad2 aria-hidden="true" className="size-5 text-accent-text" />
              Drive Team: Next Match
            </h2>
            <Link
              to={`/match?match=${match.key}`}
              className="group inline-flex items-center gap-1 rounded-lg border border-line px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-fg hover:border-accent"
            >
              {label} · {formatMatchTime(time, timeZone)} {formatZoneName(time, timeZone)}
              <ChevronRight aria-hidden="true" className="size-4 text-fg-muted group-hover:text-accent-text" />
            </Link>
          </div>
          <PredictionSourceNote predictions={predictions.data} loading={predictions.isPending} className="mt-1.5" />
        </div>
        {!predictions.isError && <WinChanceBar prediction={prediction ?? null} />}
        <div className="grid gap-3 lg:grid-cols-2">
          {(['red', 'blue'] as const).map((side) => (
            <AllianceBlock
              key={side}
              side={side}
              ours={side === ourSide}
              teamKeys={match.alliances[side].team_keys}
              score={predictions.isError ? undefined : (prediction?.[side].score ?? null)}
              epa={epa.data?.teams ?? {}}
              ratings={ratings}
              member={member}
            />
          ))}
        </div>
      </section>
    </Card>
  );
}

function AllianceBlock({
  side,
  ours,
  teamKeys,
  score,
  epa,
  ratings,
  member,
}: {
  side: Side;
  ours: boolean;
  teamKeys: readonly string[];
  /** The predicted score; null while unknown, undefined when there are no predictions to show. */
  score: number | null | undefined;
  epa: Record<string, TeamEpa>;
  ratings: Map<string, TeamRating>;
  member: boolean;
}) {
  const style = ALLIANCE_STYLE[side];
  const headText = 'px-1 py-1.5 text-xs font-semibold text-fg-muted whitespace-nowrap sm:px-2';
  const head = `${headText} text-right`;
  const cell = 'px-1 py-1.5 text-right tabular-nums whitespace-nowrap sm:px-2';
  return (
    // On a phone, where the two stand one above the other, the team's own alliance comes first, in the first screen.
    <div data-alliance={side} className={clsx('min-w-0 rounded-xl border', style.border, ours ? [style.soft, 'max-lg:order-first'] : 'bg-surface')}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 pt-2.5 pb-1">
        <h3 className={clsx('flex items-center gap-2 text-sm font-bold tracking-wide whitespace-nowrap uppercase', style.text)}>
          {style.name}
          {ours && (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold tracking-normal text-accent-text normal-case">
              Our alliance
            </span>
          )}
        </h3>
        {score !== undefined && (
          <p className="text-sm whitespace-nowrap text-fg-muted">
            Predicted <span className={clsx('text-base font-bold tabular-nums', style.text)}>{score === null ? '–' : Math.round(score)}</span>
          </p>
        )}
      </div>
      <TableScroll label={`${style.name} teams`}>
        <table className="w-full min-w-max border-collapse text-sm">
          <caption className="sr-only">
            {style.name}: EPA by period, the prediction&apos;s rating{member ? ' and our scouting' : ''} of each team
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className={clsx(headText, 'pl-2 text-left')}>
                Team
              </th>
              <th scope="col" className={head}>
                Auto
              </th>
              <th scope="col" className={head}>
                Teleop
              </th>
              <th scope="col" className={head}>
                {/* On a phone the word would push the rating out of sight. */}
                <abbr title="Endgame" className="no-underline sm:hidden">
                  End
                </abbr>
                <span className="max-sm:hidden">Endgame</span>
              </th>
              <th scope="col" className={head}>
                EPA
              </th>
              <th scope="col" className={head} title="Points this team adds to its alliance in the predictions">
                Rating
              </th>
              {member && (
                <th scope="col" className={head} title="Mean points our scouting reports credit this team (matches scouted)">
                  Scouting
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {teamKeys.map((key) => {
              const e = epa[key];
              const rating = ratings.get(key);
              return (
                <tr key={key} className="border-b border-line last:border-0">
                  <th scope="row" className="px-1 py-1.5 text-left font-normal">
                    <TeamLink teamKey={key} />
                  </th>
                  <td className={cell}>{points(e?.auto)}</td>
                  <td className={cell}>{points(e?.teleop)}</td>
                  <td className={cell}>{points(e?.endgame)}</td>
                  <td className={clsx(cell, 'font-semibold text-fg')}>{points(e?.total)}</td>
                  <td className={cell}>{points(rating?.rating)}</td>
                  {member && (
                    <td className={cell}>
                      {points(rating?.scouting)}
                      <span className="text-xs text-fg-muted"> ({rating?.scouted_matches ?? 0})</span>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
