// Builds small files in the real nflverse weekly player stats format (the 53 columns of player_stats_<yyyy>.csv)
// for tests, so no test reads the shared data folder. Every stat not given is 0.
export const WEEKLY_STATS_HEADER =
  'player_id,player_name,player_display_name,position,position_group,headshot_url,recent_team,season,week,' +
  'season_type,opponent_team,completions,attempts,passing_yards,passing_tds,interceptions,sacks,sack_yards,' +
  'sack_fumbles,sack_fumbles_lost,passing_air_yards,passing_yards_after_catch,passing_first_downs,passing_epa,' +
  'passing_2pt_conversions,pacr,dakota,carries,rushing_yards,rushing_tds,rushing_fumbles,rushing_fumbles_lost,' +
  'rushing_first_downs,rushing_epa,rushing_2pt_conversions,receptions,targets,receiving_yards,receiving_tds,' +
  'receiving_fumbles,receiving_fumbles_lost,receiving_air_yards,receiving_yards_after_catch,' +
  'receiving_first_downs,receiving_epa,receiving_2pt_conversions,racr,target_share,air_yards_share,wopr,' +
  'special_teams_tds,fantasy_points,fantasy_points_ppr';

export interface WeeklyRow {
  id: string;
  name: string;
  position: string;
  team: string;
  opponent: string;
  season: number;
  week: number;
  seasonType?: 'REG' | 'POST';
  stats?: Partial<Record<string, number>>;
}

const IDENTITY = new Set([
  'player_id',
  'player_name',
  'player_display_name',
  'position',
  'position_group',
  'headshot_url',
  'recent_team',
  'season',
  'week',
  'season_type',
  'opponent_team',
]);

export function weeklyStatsCsv(rows: readonly WeeklyRow[]): string {
  const columns = WEEKLY_STATS_HEADER.split(',');
  const line = (r: WeeklyRow) =>
    columns
      .map((c) => {
        if (!IDENTITY.has(c)) return String(r.stats?.[c] ?? 0);
        const short = r.name.replace(/^(\w)\w*\s+/, '$1.');
        const identity: Record<string, string> = {
          player_id: r.id,
          player_name: short,
          player_display_name: r.name,
          position: r.position,
          position_group: r.position,
          headshot_url: '',
          recent_team: r.team,
          season: String(r.season),
          week: String(r.week),
          season_type: r.seasonType ?? 'REG',
          opponent_team: r.opponent,
        };
        return identity[c] ?? '';
      })
      .join(',');
  return [WEEKLY_STATS_HEADER, ...rows.map(line)].join('\n') + '\n';
}
