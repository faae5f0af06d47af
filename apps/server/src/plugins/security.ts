import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Frames the app embeds: match and game videos. */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.twitch.tv'];

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Style attributes only (never <style> elements): the pages the server draws carry React's style props
        // (bar widths, team colours) as attributes. They cannot run script, and images stay limited to img-src.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: VIDEO_FRAMES,
        mediaSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
