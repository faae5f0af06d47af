import { Play } from 'lucide-react';
import { useState } from 'react';

export interface VideoFacadeProps {
  title: string;
  youtubeId: string;
  poster: { src: string; alt: string; width: number; height: number };
}

/**
 * A poster with a play button; YouTube (privacy-enhanced mode) loads only when the visitor
 * presses it, so the page makes no third-party request on its own.
 */
export function VideoFacade({ title, youtubeId, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-2xl border border-line"
        src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-2xl border border-line"
    >
      <img src={poster.src} alt="" width={poster.width} height={poster.height} className="h-full w-full object-cover" />
      <span className="absolute inset-0 flex items-center justify-center bg-black/20 transition-colors group-hover:bg-black/35">
        <span className="flex items-center gap-2 rounded-full bg-accent-strong px-5 py-3 font-semibold text-on-accent shadow-lg">
          <Play aria-hidden="true" className="size-5 fill-current" />
          Play video<span className="sr-only">: {title}</span>
        </span>
      </span>
    </button>
  );
}
