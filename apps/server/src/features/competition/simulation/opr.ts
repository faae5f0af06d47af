import type { SimMatch } from './match-play.ts';

/**
 * Solves the normal equations (AᵀA) x = Aᵀb by Gaussian elimination with partial pivoting and a
 * tiny ridge so a team with few matches cannot make the system singular. Forty-odd unknowns per
 * event: a dependency would be heavier than this.
 */
export function leastSquares(rows: number[][], values: number[], unknowns: number): number[] {
  const normal = Array.from({ length: unknowns }, () => new Array<number>(unknowns + 1).fill(0));
  rows.forEach((indices, r) => {
    for (const i of indices) {
      for (const j of indices) (normal[i] as number[])[j] = ((normal[i] as number[])[j] as number) + 1;
      (normal[i] as number[])[unknowns] = ((normal[i] as number[])[unknowns] as number) + (values[r] as number);
    }
  });
  for (let i = 0; i < unknowns; i++) (normal[i] as number[])[i] = ((normal[i] as number[])[i] as number) + 1e-6;
  for (let col = 0; col < unknowns; col++) {
    let pivot = col;
    for (let r = col + 1; r < unknowns; r++)
      if (Math.abs((normal[r] as number[])[col] as number) > Math.abs((normal[pivot] as number[])[col] as number)) pivot = r;
    [normal[col], normal[pivot]] = [normal[pivot] as number[], normal[col] as number[]];
    const head = normal[col] as number[];
    const lead = head[col] as number;
    if (Math.abs(lead) < 1e-12) continue;
    for (let r = 0; r < unknowns; r++) {
      if (r === col) continue;
      const row = normal[r] as number[];
      const factor = (row[col] as number) / lead;
      if (factor === 0) continue;
      for (let c = col; c <= unknowns; c++) row[c] = (row[c] as number) - factor * (head[c] as number);
    }
  }
  return normal.map((row, i) => (row[unknowns] as number) / ((row[i] as number) || 1));
}

export interface OprResult {
  oprs: Record<string, number>;
  dprs: Record<string, number>;
  ccwms: Record<string, number>;
}

/** OPR (own alliance score), DPR (opponents' score) and CCWM (margin) from played qualification matches. */
export function computeOprs(teamKeys: string[], quals: SimMatch[]): OprResult {
  const index = new Map(teamKeys.map((key, i) => [key, i]));
  const rows: number[][] = [];
  const own: number[] = [];
  const against: number[] = [];
  for (const match of quals) {
    for (const [mine, theirs] of [
      [match.red, match.blue],
      [match.blue, match.red],
    ] as const) {
      rows.push(mine.map((k) => index.get(k)).filter((i): i is number => i !== undefined));
      const mineScore = mine === match.red ? match.redResult.score : match.blueResult.score;
      const theirScore = theirs === match.red ? match.redResult.score : match.blueResult.score;
      own.push(mineScore);
      against.push(theirScore);
    }
  }
  const opr = leastSquares(rows, own, teamKeys.length);
  const dpr = leastSquares(rows, against, teamKeys.length);
  const played = new Set(rows.flat());
  const result: OprResult = { oprs: {}, dprs: {}, ccwms: {} };
  teamKeys.forEach((key, i) => {
    if (!played.has(i)) return;
    result.oprs[key] = opr[i] as number;
    result.dprs[key] = dpr[i] as number;
    result.ccwms[key] = (opr[i] as number) - (dpr[i] as number);
  });
  return result;
}
