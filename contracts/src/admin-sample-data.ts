// The back office's sample rows: what the admin provider states seed into the real API, and what the admin
// consumer tests take their example answers from. Kept beside sample-data.ts, whose picks, games and player
// they build on.
import type { AiPick, Game, GameLogEntry, PropLine } from '@edgeboard/domain';
import { receivingGameLog, samplePropLine as propLine } from '@edgeboard/fixtures/samples';
import { game, pick, SAMPLE_PLAYER } from './sample-data';

/**
 * The week the generate interaction asks for: a past season, so the picks it writes never reach the current
 * season's feed, performance or calibration answers.
 */
export const GENERATE_SEASON = 2024;
export const GENERATE_WEEK = 10;
export const GENERATE_GAME: Game = {
  ...game('g-2024-10', GENERATE_WEEK, '2024-11-10T18:00:00Z'),
  season: GENERATE_SEASON,
};

/** A receiver's hand-chosen receiving yards (no randomness), 2023 weeks 1-17 then 2024 weeks 1-9. */
const YARDS = [
  48, 71, 55, 90, 62, 38, 77, 59, 66, 81, 44, 70, 58, 63, 95, 52, 67, 73, 61, 49, 84, 57, 69, 64, 72, 60,
];

export const SAMPLE_GAME_LOGS: GameLogEntry[] = YARDS.map((yards, i) => {
  const season = i < 17 ? 2023 : 2024;
  const week = i < 17 ? i + 1 : i - 16;
  return receivingGameLog(yards, i % 4 === 0, {
    player_id: SAMPLE_PLAYER.id,
    game_id: `log-${season}-${week}`,
    season,
    week,
    opponent: 'DEN',
  });
});

/** A prop line of the sample player on the sample season's live game. */
export function samplePropLine(id: string): PropLine {
  return propLine({
    id,
    player: SAMPLE_PLAYER.name,
    player_id: SAMPLE_PLAYER.id,
    stat_type: 'receiving_yards',
    line_value: 62.5,
    over_odds: -110,
    under_odds: -110,
    game_id: 'g6',
    week: 6,
    pulled_at: '2025-10-10T12:00:00.000Z',
    updated_at: '2025-10-10T12:00:00.000Z',
  });
}

/**
 * The generate week's lines: one the model projects (the sample player's receiving yards, near his median,
 * so its Edge Score stays far from the high band the list interaction asks for) and one it skips.
 */
export const GENERATE_LINES: PropLine[] = [
  {
    ...samplePropLine('gen-line-1'),
    line_value: 63.5,
    game_id: GENERATE_GAME.id,
    season: GENERATE_SEASON,
    week: GENERATE_WEEK,
  },
  {
    ...samplePropLine('gen-line-2'),
    player: 'Nobody Known',
    player_id: null,
    game_id: GENERATE_GAME.id,
    season: GENERATE_SEASON,
    week: GENERATE_WEEK,
  },
];

/** An ungraded pick outside the high band, of a past season so no subscriber answer holds it. */
export const editablePick = (id: string): AiPick => ({
  ...pick(id, { week: 3, confidence: 55, createdMinute: 30 }),
  season: GENERATE_SEASON,
  game_id: null,
});

/** The prop-line file the import interactions send: one line the provider imports on the sample's live game. */
export const IMPORT_CSV = [
  'player,stat_type,line_value,odds,sportsbook,game_id,pulled_at',
  `${SAMPLE_PLAYER.name},receiving_yards,64.5,-115,FanDuel,g6,2025-10-11T12:00:00Z`,
].join('\n');
export const BAD_HEADER_CSV = ['name,stat,line', `${SAMPLE_PLAYER.name},receiving_yards,64.5`].join('\n');

/** The notification recipient the settings state saves. */
export const SETTINGS_RECIPIENT = 'ops@example.com';
