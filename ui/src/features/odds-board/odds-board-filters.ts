// The odds board's filters live in the address (?gameId=…&statType=…&minEv=2), so a reload keeps them.
import { OddsBoardQuery, type OddsBoardQueryInput } from '@edgeboard/domain';

export interface OddsBoardFilters {
  gameId?: string;
  statType?: OddsBoardQuery['statType'];
  minEv?: number;
}

/** What the address asks for; a value the API would refuse is dropped rather than sent. */
export function oddsBoardFilters(search: URLSearchParams): OddsBoardFilters {
  const pick = (key: keyof OddsBoardFilters) => {
    const raw = search.get(key);
    if (raw === null) return undefined;
    const parsed = OddsBoardQuery.shape[key].safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };
  const f: OddsBoardFilters = {};
  const gameId = pick('gameId');
  const statType = pick('statType');
  const minEv = pick('minEv');
  if (typeof gameId === 'string') f.gameId = gameId;
  if (typeof statType === 'string') f.statType = statType as OddsBoardFilters['statType'];
  if (typeof minEv === 'number') f.minEv = minEv;
  return f;
}

export function oddsBoardSearch(f: OddsBoardFilters): URLSearchParams {
  const s = new URLSearchParams();
  if (f.gameId) s.set('gameId', f.gameId);
  if (f.statType) s.set('statType', f.statType);
  if (f.minEv !== undefined) s.set('minEv', String(f.minEv));
  return s;
}

export const toQuery = (f: OddsBoardFilters): OddsBoardQueryInput => ({ ...f });
