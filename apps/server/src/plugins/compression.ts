import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers (the event page's is ~55 KB of JSON) for phones on event Wi-Fi. Brotli at a
 * low quality costs little CPU per answer; event streams are never compressed (they must not buffer),
 * and the built assets are served pre-compressed by the web plugin.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
