import { describe, expect, it } from 'vitest';
import { resolveHits } from '../../engine/netea/rules/1.9-shooting/casualties';
import { hitEffect } from '../../engine/netea/rules/1.9-shooting/saves';
import { formationWorth } from '../../engine/netea/rules/3-war-engines/capacity';
import { fixedDice, shootingGame } from '../fixtures/shootingGame';
import { bunker, withCritical } from '../netea/rules/3-war-engines/helpers';

describe('3.0 and 3.2.3 War engines and their critical hits', () => {
  it('3.0: a war engine counts as many units as its starting damage capacity (a Great Gargant twelve, a Command Bunker three)', () => {
    const s = shootingGame([
      { id: 'gg', side: 1, units: [{ id: 'gargant', sheet: 'ork-great-gargant', x: 60, y: 60 }] },
      { id: 'we', side: 0, units: [bunker('bk1', 20, 20), bunker('bk2', 30, 20)] },
    ]);
    expect(formationWorth(s, ['gargant'])).toBe(12);
    expect(formationWorth(s, ['bk1', 'bk2'])).toBe(6);
  });

  it('3.2.3 FAQ: Does the "hit" here refer to hits that have been allocated to the war engine or to hits that have reduced the war engine\'s damage capacity by 1 point? Only those that reduced it: a saved hit rolls no critical check', () => {
    const s = withCritical(shootingGame([{ id: 'we', side: 1, units: [bunker('bk', 60, 60)] }]), {
      kind: 'destroyed',
      transported: 'save',
    });
    // Two hits on the 4+ bunker: save 5 (held), save 2 (failed); one critical check: 6.
    const { dice, rolls, source } = fixedDice(5, 2, 6);
    const hits = [0, 1].map(() => ({ unitId: 'bk', effect: hitEffect('AP', []) }));
    const r = resolveHits(s, dice, hits, { targetFormationId: 'we', cover: {}, crossfire: false });
    expect(source.remaining()).toBe(0);
    expect(rolls.filter((e) => /critical hit check/.test(e.purpose))).toHaveLength(1);
    // The one critical destroys it outright (the test's datasheet effect).
    expect(r.state.units.bk?.status).toBe('destroyed');
  });
});
