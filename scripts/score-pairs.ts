// npm run score:pairs -- <pairs.jsonl>   (from `npm run backtest -- ... --lines <file> --pairs-out <pairs.jsonl>`)
// Prints the Brier of the joint probabilities of the four combinations of each same-game pair against the naive
// product of the same marginals, overall / same-team / opposing, a week-block bootstrap 95% interval on the
// difference (fixed seed), and the calibration of the joint probabilities by decile.
import { readFileSync } from 'node:fs';
import { scorePairs } from '../packages/engine/src/parlay/pair-scores';
import type { PairRecord } from '../packages/engine/src/parlay/pair-records';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run score:pairs -- <pairs.jsonl>\n');
  process.exit(2);
}
const pairs = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as PairRecord);
const s = scorePairs(pairs);
const f5 = (x: number) => x.toFixed(5);
const out = [
  `Same-game pairs ${pairs.length} (Brier summed over the four combinations; gain = naive - joint)`,
];
for (const [name, g] of [
  ['overall', s.overall],
  ['same team', s.sameTeam],
  ['teammates', s.teammates],
  ['opposing', s.opposing],
] as const)
  out.push(
    `  ${name.padEnd(10)} n ${String(g.n).padStart(5)}   joint ${f5(g.joint)}   naive ${f5(g.naive)}   gain ${f5(g.gain)}   95% week-block bootstrap [${f5(g.interval[0])}, ${f5(g.interval[1])}]`,
  );
out.push('Calibration of the joint probabilities (all four combinations, equal-count deciles):');
for (const c of s.calibration)
  out.push(
    `  n ${String(c.n).padStart(5)}   mean p ${c.meanP.toFixed(3)}   observed ${c.rate.toFixed(3)}   gap ${(c.rate - c.meanP).toFixed(3)}`,
  );
out.push(`Largest decile gap ${s.maxCalibrationGap.toFixed(3)}`);
process.stdout.write(`${out.join('\n')}\n`);
