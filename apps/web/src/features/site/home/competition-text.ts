/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 111th (spec 1: 11 to 13 use th). */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** Wins and losses, and ties only when there are any: "7-4" or "7-4-1". */
export function recordText(r: { wins: number; losses: number; ties: number }): string {
  return r.ties > 0 ? `${r.wins}-${r.losses}-${r.ties}` : `${r.wins}-${r.losses}`;
}

export function recordLabel(r: { wins: number; losses: number; ties: number }): string {
  const parts = [`${r.wins} ${r.wins === 1 ? 'win' : 'wins'}`, `${r.losses} ${r.losses === 1 ? 'loss' : 'losses'}`];
  if (r.ties > 0) parts.push(`${r.ties} ${r.ties === 1 ? 'tie' : 'ties'}`);
  return parts.join(', ');
}
