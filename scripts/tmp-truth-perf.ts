import { createRng } from '../fixtures/src/prng';
import { buildRosters, buildTeamProfiles } from '../fixtures/src/roster';
import { buildSchedule } from '../fixtures/src/schedule';
import { assignKickoffs } from '../fixtures/src/kickoffs';
import { pregameGames } from '../fixtures/src/simulate';
import { createTruth } from '../fixtures/src/truth';
import { NFL_TEAMS } from '../fixtures/src/teams';
const rng = createRng(20250904);
const teams = NFL_TEAMS.map((t) => ({ ...t }));
const roster = buildRosters(teams, rng.fork('rosters'));
const profiles = buildTeamProfiles(teams, rng.fork('team-profiles'));
const sched = assignKickoffs(2025, buildSchedule(teams, 1, rng.fork('schedule-2025')), rng.fork('k'));
const games = pregameGames(2025, sched, roster, profiles, []);
for (let rep = 0; rep < 3; rep++) {
  let t = performance.now();
  const truth = createTruth(games, rng.fork('truth'));
  for (const g of games) truth(g.gameId, g.home.present[0]!.id);
  const a = performance.now() - t; t = performance.now();
  let s = 0;
  for (const g of games) for (const p of [...g.home.present, ...g.away.present]) { const tr = truth(g.gameId, p.id)!; for (let L = 20.5; L < 30; L++) s += tr.receiving_yards.pOver(L) + tr.rushing_yards.pOver(L); }
  console.log(games.length, 'games draws', a.toFixed(0), 'ms; 20 pOver per player', (performance.now() - t).toFixed(0), s > 0);
}
