import { Star, X } from 'lucide-react';
import { useEffect } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AddFavouriteTeamsForm } from './add-favourite-teams-form.tsx';
import { FavouriteTeamRow } from './favourite-team-row.tsx';
import { PREFERENCE_MESSAGES, useFavouriteTeams } from './use-favourite-teams.ts';

const SUCCESS_NOTICE_MS = 5000;

/** 'Favorite Teams & Notifications', as the profile and settings pages both show it. */
export function FavouriteTeamsSection({ userId }: { userId: number }) {
  const favourites = useFavouriteTeams(userId);
  const { notice, dismissNotice } = favourites;

  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(dismissNotice, SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, dismissNotice]);

  return (
    <SectionCard
      icon={Star}
      title="Favorite Teams & Notifications"
      bodyClassName="gap-5"
      subtitle="Favorite teams stand out in their color on event, match and team pages, and you choose which alerts each one sends."
    >
      <AddFavouriteTeamsForm onAdd={favourites.add} busy={favourites.adding} />

      {favourites.loadFailed && <Banner tone="error">{PREFERENCE_MESSAGES.load}</Banner>}
      {notice && (
        <div className="relative">
          <Banner tone={notice.tone} className="pr-10">
            {notice.text}
          </Banner>
          <button
            type="button"
            onClick={dismissNotice}
            aria-label="Dismiss message"
            className="absolute top-2 right-2 rounded-md p-1 text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}

      {favourites.loading ? (
        <Spinner label="Loading favorite teams" />
      ) : favourites.teams.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-fg-muted">No favorite teams yet.</p>
      ) : (
        <ul aria-label="Favorite teams" className="@container -my-4 divide-y divide-line">
          {favourites.teams.map((team) => (
            <FavouriteTeamRow key={team.team_number} team={team} onChange={favourites.update} onRemove={(n) => void favourites.remove(n)} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
