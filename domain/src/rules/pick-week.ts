import type { AiPick } from '../entities/prop';

/**
 * replaceUngradedForWeek replaces one week only: the error naming the first pick of another week, or null
 * when all are of `season` `week`. A stray pick is the caller's bug, so every repository refuses it alike.
 */
export function strayPickError(
  season: number,
  week: number,
  picks: readonly Pick<AiPick, 'id' | 'season' | 'week'>[],
): Error | null {
  const stray = picks.find((p) => p.season !== season || p.week !== week);
  return stray
    ? new Error(`Pick ${stray.id} is for ${stray.season} week ${stray.week}, not ${season} week ${week}`)
    : null;
}
