function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw).trim().toLowerCase();
  } catch {
    return raw.trim().toLowerCase();
  }
}

/** Reads a tab id from a URL hash: only the allowed ids (and aliases) count, anything else is the fallback. */
export function tabFromHash<T extends string>(hash: string, allowed: readonly T[], fallback: T, aliases: Readonly<Record<string, T>> = {}): T {
  const id = decodeHash(hash);
  if ((allowed as readonly string[]).includes(id)) return id as T;
  return aliases[id] ?? fallback;
}
