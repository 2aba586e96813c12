import { AmericanOdds, type PropLine, type PropLineUpdate, type StatType } from '@edgeboard/domain';

/** The edit form's values as typed: numbers stay null until they parse. */
export interface PropLineDraft {
  player: string;
  stat_type: StatType;
  line_value: number | null;
  odds: number | null;
  sportsbook: string;
  game_id: string;
}

export type DraftErrors = Partial<Record<keyof PropLineDraft, string>>;

export const LINE_STEP_MESSAGE = 'Line value must be in steps of 0.5';
export const LINE_REQUIRED_MESSAGE = 'Enter a line value';
export const ODDS_MESSAGE = 'Odds must be American odds: -100 or lower, +100 or higher';
export const PLAYER_REQUIRED_MESSAGE = 'Enter the player';
export const SPORTSBOOK_REQUIRED_MESSAGE = 'Enter the sportsbook';

export function draftOf(line: PropLine): PropLineDraft {
  return {
    player: line.player,
    stat_type: line.stat_type,
    line_value: line.line_value,
    odds: line.odds,
    sportsbook: line.sportsbook,
    game_id: line.game_id ?? '',
  };
}

/** Checked on every keystroke; the rules are the ones the server applies (PropLine in the domain). */
export function draftErrors(d: PropLineDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (d.player.trim() === '') errors.player = PLAYER_REQUIRED_MESSAGE;
  if (d.line_value === null) errors.line_value = LINE_REQUIRED_MESSAGE;
  else if (!Number.isInteger(d.line_value * 2)) errors.line_value = LINE_STEP_MESSAGE;
  if (d.odds === null || !AmericanOdds.safeParse(d.odds).success) errors.odds = ODDS_MESSAGE;
  if (d.sportsbook.trim() === '') errors.sportsbook = SPORTSBOOK_REQUIRED_MESSAGE;
  return errors;
}

/** The PUT body of a valid draft; an emptied game id clears the line's game. */
export function patchOf(d: PropLineDraft): PropLineUpdate {
  return {
    player: d.player.trim(),
    stat_type: d.stat_type,
    ...(d.line_value === null ? {} : { line_value: d.line_value }),
    ...(d.odds === null ? {} : { odds: d.odds }),
    sportsbook: d.sportsbook.trim(),
    game_id: d.game_id.trim() === '' ? null : d.game_id.trim(),
  };
}
