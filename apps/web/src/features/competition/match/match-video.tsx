import { ExternalLink, Play, VideoOff } from 'lucide-react';
import { useState } from 'react';
import type { MatchDetail } from '@team7790/shared/competition/contracts/match';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyBlock } from '../shared/state-blocks.tsx';

/** YouTube through its privacy-enhanced host (allowed by the CSP's frame-src). */
export const youtubeEmbedUrl = (key: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(key)}?autoplay=1&rel=0`;

/**
 * The match video, or a note that videos come after the event. The player loads when the visitor
 * presses play, so the page makes no third-party request (and stays fast on a phone) until then.
 */
export function MatchVideo({ match, title }: { match: MatchDetail; title: string }) {
  const [playing, setPlaying] = useState(false);
  const video = match.videos.find((v) => v.type === 'youtube' && /^[\w-]{6,20}$/.test(v.key));
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <h2 className="text-lg font-semibold text-fg">Match Video</h2>
        {video && (
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.key)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-accent-text hover:underline"
          >
            YouTube <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
      {!video ? (
        <EmptyBlock icon={VideoOff} title="No match video available" description="Videos are typically uploaded after the event" />
      ) : playing ? (
        <div className="aspect-video w-full bg-black">
          <iframe
            src={youtubeEmbedUrl(video.key)}
            title={`${title} video`}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full border-0"
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group relative flex aspect-video w-full items-center justify-center bg-gradient-to-br from-slate-800 via-slate-900 to-black"
        >
          <span className="flex items-center gap-2 rounded-full bg-accent-strong px-5 py-3 font-semibold text-on-accent shadow-lg transition group-hover:scale-105">
            <Play aria-hidden="true" className="size-5 fill-current" />
            Play video<span className="sr-only">: {title}</span>
          </span>
        </button>
      )}
    </Card>
  );
}
