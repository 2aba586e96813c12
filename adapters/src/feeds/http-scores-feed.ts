// Hosted mode: a SportsDataIO-style "ScoresBasic" endpoint, whose game fields the product's NflGame keeps.
// The answer is validated; a provider outage or a changed format is an UnavailableError, never a 500.
import { NflGame, UnavailableError, type ScoresFeed, type SeasonType } from '@edgeboard/domain';
import { z } from 'zod';

const answer = z.array(NflGame.loose());

export class HttpScoresFeed implements ScoresFeed {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = 10_000,
  ) {}

  async weekScores(season: number, week: number, seasonType: SeasonType): Promise<NflGame[]> {
    const url = new URL(
      `scores/json/ScoresBasic/${season}${seasonType}/${week}`,
      this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`,
    );
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.apiKey) headers['Ocp-Apim-Subscription-Key'] = this.apiKey;
    let body: unknown;
    try {
      const res = await this.fetchImpl(url, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
      if (!res.ok) throw new Error(`scores provider answered ${res.status}`);
      body = await res.json();
    } catch (err) {
      throw new UnavailableError('Failed to load NFL scores', 'scores_unavailable', { cause: err });
    }
    const parsed = answer.safeParse(body);
    if (!parsed.success) throw new UnavailableError('Failed to load NFL scores', 'scores_unavailable');
    return parsed.data.map((g) => NflGame.parse(g));
  }
}
