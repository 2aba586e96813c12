import { createRng } from '../fixtures/src/prng';
import { buildRosters, buildTeamProfiles } from '../fixtures/src/roster';
import { buildSchedule } from '../fixtures/src/schedule';
import { assignKickoffs } from '../fixtures/src/kickoffs';
import { pregameGames, simulateSeason } from '../fixtures/src/simulate';
import { createTruth } from '../fixtures/src/truth';
import { NFL_TEAMS } from '../fixtures/src/teams';
import { ROLE_MARKETS } from '../fixtures/src/market';
const rng = createRng(Number(process.env.SEED ?? 7));
const teams = NFL_TEAMS.map((t) => ({ ...t }));
const roster = buildRosters(teams, rng.fork('rosters'));
const profiles = buildTeamProfiles(teams, rng.fork('team-profiles'));
const rows: { stat: string; p: number; over: number; line: number }[] = [];
let ms = 0;
for (const season of [2024, 2025]) {
  const sched = assignKickoffs(season, buildSchedule(teams, season - 2024, rng.fork(`s${season}`)), rng.fork(`k${season}`));
  const sim = simulateSeason(season, sched, roster, profiles, [], rng.fork(`box${season}`));
  const games = pregameGames(season, sched, roster, profiles, []);
  const t = performance.now();
  const truth = createTruth(games, rng.fork(`truth${season}`));
  for (const l of sim.lines) {
    const tr = truth(l.gameId, l.playerId);
    const player = roster.find((p) => p.id === l.playerId)!;
    if (!tr) continue;
    for (const stat of ROLE_MARKETS[player.role as keyof typeof ROLE_MARKETS]) {
      const d = tr[stat];
      // near-median .5 line
      let lo = -40, hi = 700;
      while (lo < hi) { const mid = Math.floor((lo + hi) / 2); if (d.pOver(mid + 0.5) <= 0.5) hi = mid; else lo = mid + 1; }
      const cands = [lo - 0.5, lo + 0.5];
      const line = stat === 'touchdowns' ? 0.5 : cands.sort((a, b) => Math.abs(d.pOver(a) - 0.5) - Math.abs(d.pOver(b) - 0.5))[0]!;
      const actual = stat === 'passing_yards' ? l.passingYards : stat === 'passing_tds' ? l.passingTds : stat === 'rushing_yards' ? l.rushingYards : stat === 'receiving_yards' ? l.receivingYards : stat === 'receptions' ? l.receptions : l.rushingTds + l.receivingTds;
      for (const off of stat.endsWith('yards') ? [-15, 0, 15] : [0]) {
        const L = line + off;
        rows.push({ stat, p: d.pOver(L), over: actual > L ? 1 : 0, line: L });
      }
    }
  }
  ms += performance.now() - t;
}
console.log('truth ms', ms.toFixed(0));
for (const stat of [...new Set(rows.map((r) => r.stat))]) {
  const rs = rows.filter((r) => r.stat === stat);
  const out: string[] = [];
  for (let b = 0; b < 10; b++) {
    const inb = rs.filter((r) => r.p >= b / 10 && r.p < (b + 1) / 10);
    if (inb.length < 30) continue;
    const mp = inb.reduce((a, r) => a + r.p, 0) / inb.length; const ov = inb.reduce((a, r) => a + r.over, 0) / inb.length;
    out.push(`${b * 10}-${b * 10 + 10}%: n=${inb.length} p=${mp.toFixed(3)} obs=${ov.toFixed(3)}`);
  }
  const mp = rs.reduce((a, r) => a + r.p, 0) / rs.length; const ov = rs.reduce((a, r) => a + r.over, 0) / rs.length;
  console.log(stat, `all n=${rs.length} p=${mp.toFixed(3)} obs=${ov.toFixed(3)}`); for (const o of out) console.log('   ', o);
}
