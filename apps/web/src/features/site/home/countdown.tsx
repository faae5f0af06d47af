import { formatZoneName } from '@team7790/shared/competition/match-time';
import { PartyPopper } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { game } from '../../../content/game-content.ts';
import { useAppNow } from '../../../lib/app-clock.ts';
import { countdownParts } from '../../../lib/countdown.ts';
import { useHydrated } from '../../../lib/hydration.ts';

const target = new Date(game.countdown.target);
/** The team's own zone: the server draws the date in it, as the browser does until it knows the visitor's. */
const TEAM_TIME_ZONE = 'America/Detroit';
export const targetText = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(target) +
  // Named as the event times are ('EDT', 'Central European Time'), never as an offset ('GMT+2').
  ` ${formatZoneName(target.getTime() / 1000, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)}`.trimEnd();

/** Days, hours, minutes and seconds to kickoff; once it has passed, a message instead of zeros. */
export function Countdown() {
  const parts = countdownParts(target, useAppNow(1000));
  // The visitor's own zone once the page runs in their browser (the server does not know it).
  const zone = useHydrated() ? undefined : TEAM_TIME_ZONE;

  const units = [
    ['Days', parts.days],
    ['Hours', parts.hours],
    ['Minutes', parts.minutes],
    ['Seconds', parts.seconds],
  ] as const;

  return (
    <section aria-labelledby="countdown-title" className="mt-14">
      <Card className="bg-gradient-to-br from-accent-soft to-surface p-6 sm:p-8">
        <h2 id="countdown-title" className="text-2xl font-bold tracking-tight text-fg">
          {game.countdown.label}
        </h2>
        {parts.done ? (
          <div className="mt-4 flex items-start gap-3">
            <PartyPopper aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-text" />
            <div>
              <p className="text-xl font-bold text-fg">{game.countdown.doneTitle}</p>
              <p className="mt-1 text-fg-muted">{game.countdown.doneBody}</p>
            </div>
          </div>
        ) : (
          <>
            <p className="mt-1 text-fg-muted">
              <time dateTime={game.countdown.target}>{targetText(zone)}</time>
            </p>
            <div
              role="timer"
              aria-label={`${parts.days} days, ${parts.hours} hours, ${parts.minutes} minutes and ${parts.seconds} seconds to go`}
              className="mt-5 grid grid-cols-4 gap-2 sm:gap-4"
            >
              {units.map(([label, value]) => (
                <div key={label} aria-hidden="true" className="rounded-xl border border-line bg-surface px-2 py-3 text-center shadow-sm sm:py-4">
                  <p className="text-3xl font-extrabold tabular-nums text-fg sm:text-5xl">{String(value).padStart(2, '0')}</p>
                  <p className="mt-1 text-xs font-semibold tracking-wide text-fg-muted uppercase sm:text-sm">{label}</p>
                </div>
              ))}
            </div>
          </>
        )}
      </Card>
    </section>
  );
}
