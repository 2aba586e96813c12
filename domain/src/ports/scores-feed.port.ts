import type { NflGame, SeasonType } from '../entities/game';

/** Live and final NFL scores for one week. Rejects with UnavailableError when the provider fails. */
export interface ScoresFeed {
  weekScores(season: number, week: number, seasonType: SeasonType): Promise<NflGame[]>;
}
