import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_SCENARIOS } from '../../engine/netea/scenarios';

/**
 * Issue 18's check: `npm run sim:seeds` covers every bundled scenario and tournament games; CI
 * (`.ci/run`) may run fewer than 2,000 seeds, never under 500. The jobs are listed by hand in
 * `.ci/run` (cost, scenario, seeds, from), so a scenario added without a job, a gap or an overlap
 * in one scenario's seeds, or a cut below 500 fails here rather than going unswept.
 */
function ciJobs(): { id: string; seeds: number; from: number }[] {
  const text = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
  return [...text.matchAll(/^\s*"(\d+) ([a-z0-9-]+) (\d+) (\d+)"$/gm)].map((m) => ({
    id: m[2]!,
    seeds: Number(m[3]),
    from: Number(m[4]),
  }));
}

describe('CI sweeps (.ci/run)', () => {
  it('issue 18: every bundled scenario and tournament games get seeds 0-499 at least, once each', () => {
    const jobs = ciJobs();
    const ids = [...ALL_SCENARIOS.map((s) => s.id), 'tournament'];
    expect(new Set(jobs.map((j) => j.id))).toEqual(new Set(ids));
    for (const id of ids) {
      const mine = jobs.filter((j) => j.id === id).sort((a, b) => a.from - b.from);
      let next = 0;
      for (const j of mine) {
        expect(j.from, `${id} starts a job at seed ${j.from}, not ${next}`).toBe(next);
        next += j.seeds;
      }
      expect(next, `${id} is swept to seed ${next - 1}`).toBeGreaterThanOrEqual(500);
    }
  });
});
