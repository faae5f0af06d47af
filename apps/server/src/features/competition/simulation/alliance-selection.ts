/**
 * Alliance selection: the best-ranked team still available captains the next alliance; picks go
 * 1..N then N..1 (and N..1 again when a third pick is made), each taking the best robot left by
 * the captains' scouting. Nobody declines.
 */
export function selectAlliances(rankOrder: string[], scouted: (teamKey: string) => number, allianceCount: number, picks: number): string[][] {
  const available = [...rankOrder];
  const takeBest = () => {
    let best = 0;
    for (let i = 1; i < available.length; i++) if (scouted(available[i] as string) > scouted(available[best] as string)) best = i;
    return available.splice(best, 1)[0] as string;
  };
  const alliances: string[][] = [];
  for (let i = 0; i < allianceCount && available.length > 0; i++) {
    const captain = available.shift() as string;
    alliances.push([captain, takeBest()]);
  }
  for (let round = 2; round <= picks; round++) {
    for (let i = alliances.length - 1; i >= 0 && available.length > 0; i--) (alliances[i] as string[]).push(takeBest());
  }
  return alliances;
}
