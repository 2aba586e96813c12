import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { parseNflverseCsv } from '../data/nflverse';
import { seasonFiles } from './load-seasons';

const here = path.dirname(fileURLToPath(import.meta.url));
const realData = path.resolve(here, '../../../../../shared/data/nfl');

if (!existsSync(realData)) console.warn(`SKIPPED real-data parser check: ${realData} not found`);

describe.skipIf(!existsSync(realData))('the engine CSV parser on real nflverse files', () => {
  it('agrees with csv-parse on every regular-season row of 2023', () => {
    const file = seasonFiles(realData).find((f) => f.season === 2023);
    expect(file).toBeDefined();
    const text = readFileSync(file!.file, 'utf8');
    const ours = parseNflverseCsv(text);
    const reference = parse<Record<string, string>>(text, { columns: true }).filter(
      (r) => r.season_type === 'REG',
    );
    expect(ours).toHaveLength(reference.length);
    ours.forEach((row, i) => {
      const r = reference[i]!;
      expect(row.playerId).toBe(r.player_id);
      expect(row.playerName).toBe(r.player_display_name);
      expect(row.opponent).toBe(r.opponent_team);
      expect(row.week).toBe(Number(r.week));
      expect(row.passingYards).toBe(Number(r.passing_yards));
      expect(row.rushingYards).toBe(Number(r.rushing_yards));
      expect(row.receivingYards).toBe(Number(r.receiving_yards));
      expect(row.targets).toBe(Number(r.targets));
    });
  });
});
