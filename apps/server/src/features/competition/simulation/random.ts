import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** FNV-1a over the seed text: every simulated thing is named by a string, so equal names give equal draws. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic random stream with the few draws the simulation needs. */
export class Random {
  private readonly generator;

  constructor(seed: string) {
    this.generator = xoroshiro128plus(hashSeed(seed));
  }

  /** Uniform in [0, 1). */
  next(): number {
    return uniformFloat64(this.generator);
  }

  /** Uniform integer in [from, to], both included. */
  int(from: number, to: number): number {
    return from + Math.floor(this.next() * (to - from + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Standard normal draw (Box-Muller) scaled to mean and sd. */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

export function randomFor(...parts: Array<string | number>): Random {
  return new Random(parts.join('|'));
}

/** Clamp and round to a non-negative whole count. */
export function count(value: number, max = Number.POSITIVE_INFINITY): number {
  return Math.max(0, Math.min(max, Math.round(value)));
}
