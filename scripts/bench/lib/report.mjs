// The one shape every bench script reports in: its last stdout line is `{"figures":[…]}`, which
// scripts/bench.mjs prints with the load average around it.
import os from 'node:os';

/**
 * One figure: what was measured, its floor (or peer) measured in the same run, the ratio, the budget.
 * `higherIsBetter` says which way the budget points (req/s up, ms and MB down).
 */
export function figure({ name, value, unit, floor = null, floorLabel = null, budget, meets, note = null }) {
  const ratio = floor ? value / floor : null;
  return { name, value, unit, floor, floorLabel, ratio, budget, meets, note, load: os.loadavg()[0] };
}

export function emit(figures) {
  process.stdout.write(`\n${JSON.stringify({ figures })}\n`);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
