import { Card } from '../../../components/ui/card.tsx';
import { game } from '../../../content/game-content.ts';
import { Section } from '../components/page-header.tsx';
import { VideoFacade } from './video-facade.tsx';

/** The 2026 game, REBUILT, with its video. */
export function GameSection() {
  return (
    <Section id="game" title={`The ${game.season} game: ${game.name}`}>
      {game.presentedBy && <p className="mt-1 text-sm text-fg-muted">Presented by {game.presentedBy}</p>}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          <VideoFacade title={game.video.title} youtubeId={game.video.youtubeId} poster={game.video.poster} />
          <p className="mt-2 text-sm text-fg-muted">{game.video.title}. The video plays from YouTube.</p>
        </div>
        <div className="space-y-4">
          {game.summary.map((p) => (
            <p key={p.slice(0, 24)} className="text-fg-muted">
              {p}
            </p>
          ))}
          <ul className="grid gap-3 sm:grid-cols-2">
            {game.highlights.map((h) => (
              <li key={h.title}>
                <Card className="h-full p-4">
                  <p className="font-semibold text-fg">{h.title}</p>
                  <p className="mt-0.5 text-sm text-fg-muted">{h.body}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
