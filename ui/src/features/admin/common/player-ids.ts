import type { Player } from '@edgeboard/domain';

/** The outside services a player is known to, each by the field that holds its id; labels read "ESPN ID". */
export const PLAYER_ID_SOURCES = [
  { field: 'espn_id', source: 'ESPN' },
  { field: 'pff_id', source: 'PFF' },
  { field: 'sleeper_id', source: 'Sleeper' },
] as const;

export const idLabel = (source: string) => `${source} ID`;

/** The ids this player has, with their service's name; one not set (null or empty) is left out. */
export function knownIds(player: Player): { source: string; id: string }[] {
  return PLAYER_ID_SOURCES.flatMap(({ field, source }) => {
    const id = player[field];
    return id === null || id === undefined || id === '' ? [] : [{ source, id }];
  });
}
