import { generateDemoSeason } from '@edgeboard/fixtures';
const t = performance.now();
const d = generateDemoSeason({ now: new Date('2026-11-21T12:00:00Z') });
console.log('ms', (performance.now() - t).toFixed(0));
const picks = d.aiPicks; const bands: Record<string, number> = {};
for (const p of picks) { const b = p.confidence >= 70 ? '70+' : p.confidence >= 60 ? '60s' : '50s'; bands[b] = (bands[b] ?? 0) + 1; }
const reasons: Record<string, number> = {}; for (const p of picks) reasons[p.no_play_reason ?? 'play'] = (reasons[p.no_play_reason ?? 'play'] ?? 0) + 1;
const graded = picks.filter((p) => p.result && p.result !== 'push'); const gp = graded.filter((p) => p.verdict === 'play');
console.log({ n: picks.length, bands, reasons, hit: graded.filter(p=>p.result==='win').length/graded.length, meanConf: graded.reduce((a,p)=>a+p.confidence,0)/graded.length, plays: gp.length, roi: gp.reduce((a,p)=>a+(p.profit??0),0)/Math.max(1,gp.length) });
const byStat: Record<string, [number, number]> = {}; for (const p of picks) { const e = byStat[p.stat_type] ?? [0, 0]; e[0]++; if (p.verdict === 'play') e[1]++; byStat[p.stat_type] = e; }
console.log(byStat);
console.log(d.propLines.slice(0, 8).map((l) => `${l.stat_type} ${l.sportsbook} ${l.line_value} ${l.over_odds}/${l.under_odds}`));
