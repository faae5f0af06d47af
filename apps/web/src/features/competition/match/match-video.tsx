import { VideoOff } from 'lucide-react';
import type { MatchDetail } from '@team7790/shared/competition/contracts/match';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyBlock } from '../shared/state-blocks.tsx';

/** YouTube through its privacy-enhanced host (allowed by the CSP's frame-src). */
export const youtubeEmbedUrl = (key: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(key)}`;

/** The match video, or a note that videos come after the event. */
export function MatchVideo({ match, title }: { match: MatchDetail; title: string }) {
  const video = match.videos.find((v) => v.type === 'youtube' && /^[\w-]{6,20}$/.test(v.key));
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-line px-4 py-3 text-lg font-semibold text-fg sm:px-5">Match Video</h2>
      {video ? (
        <div className="aspect-video w-full bg-black">
          <iframe
            src={youtubeEmbedUrl(video.key)}
            title={`${title} video`}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full border-0"
          />
        </div>
      ) : (
        <EmptyBlock icon={VideoOff} title="No match video available" description="Videos are typically uploaded after the event" />
      )}
    </Card>
  );
}
