// Local mode: the demo schedule from the database, played out against the (possibly simulated) clock.
import type { Clock, Game, NflGame, ScoresFeed, SeasonType } from '@edgeboard/domain';
import { simulateGame } from './simulated-scores';

export class LocalScoresFeed implements ScoresFeed {
  constructor(
    private readonly loadWeek: (season: number, week: number) => Promise<Game[]>,
    private readonly clock: Clock,
  ) {}

  async weekScores(season: number, week: number, seasonType: SeasonType): Promise<NflGame[]> {
    // The demo data set has a regular season only.
    if (seasonType !== 'REG') return [];
    const now = this.clock.now();
    const games = await this.loadWeek(season, week);
    return games
      .slice()
      .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id))
      .map((g) => simulateGame(g, now));
  }
}
