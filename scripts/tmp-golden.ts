import { createHash } from 'node:crypto';
import { generateDemoSeason } from '@edgeboard/fixtures';
const t = performance.now();
const d = generateDemoSeason({ now: new Date('2026-11-21T12:00:00Z'), demoNow: new Date('2026-03-01T00:00:00Z') });
console.log('ms', performance.now() - t, d.gameLogs.length, d.aiPicks.length);
const h = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');
console.log('logs', h(d.gameLogs), 'games', h(d.games), 'players', h(d.players));
