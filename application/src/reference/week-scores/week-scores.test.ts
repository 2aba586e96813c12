import { UnavailableError, type NflGame, type SeasonType } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { weekScores } from './week-scores';

describe('weekScores', () => {
  it('asks the provider for the week asked for', async () => {
    const asked: [number, number, SeasonType][] = [];
    const scores = {
      weekScores: (season: number, week: number, type: SeasonType) => {
        asked.push([season, week, type]);
        return Promise.resolve([] as NflGame[]);
      },
    };
    expect(await weekScores({ scores }, { season: 2025, week: 5, seasonType: 'REG' })).toEqual([]);
    expect(asked).toEqual([[2025, 5, 'REG']]);
  });

  it('passes the provider’s failure on (the API answers 503)', async () => {
    const scores = { weekScores: () => Promise.reject(new UnavailableError('Failed to load NFL scores')) };
    await expect(weekScores({ scores }, { season: 2025, week: 5, seasonType: 'REG' })).rejects.toBeInstanceOf(
      UnavailableError,
    );
  });
});
