import { describe, expect, it } from 'vitest';
import { assaultAllocationProblem } from '../../../../engine/netea/rules/1.12-assaults/allocation';
import { resolveHits } from '../../../../engine/netea/rules/1.9-shooting/casualties';
import { hitEffect } from '../../../../engine/netea/rules/1.9-shooting/saves';
import { fixedDice, shootingGame } from '../../../fixtures/shootingGame';
import { updateZocLost } from '../../../../engine/netea/rules/1.12-assaults/charge';
import { newAssault } from '../../../../engine/netea/rules/1.12-assaults/state';
import { sideUnits } from '../../../../engine/netea/rules/1.12-assaults/result';
import { boyz, bunker, devastatorsVs } from './helpers';

describe('War engines in assaults', () => {
  it('3.2.1 / 1.12.5: assault hits are allocated to a war engine its starting DC at a time, as shooting hits are', () => {
    const s = devastatorsVs([bunker('bk', 60, 30), ...boyz(2, 70, 45)]);
    const p = assaultAllocationProblem(s, {
      side: 1,
      count: 4,
      eligible: ['bk', 'boy1', 'boy2'],
      from: ['dev1'],
      source: 'attacks',
    });
    expect(p.capacity).toEqual({ bk: 3 });
    expect(p.defaultAllocation.filter((id) => id === 'bk')).toHaveLength(3);
  });

  it('3.3.3: each point of damage inflicted on a war engine counts as a casualty', () => {
    const s = devastatorsVs([bunker('bk', 60, 45)]);
    const cc = hitEffect('assault', []);
    // Two failed saves (1, 2), critical checks 3 and 4.
    const { dice } = fixedDice(1, 3, 2, 4);
    const r = resolveHits(
      s,
      dice,
      [
        { unitId: 'bk', effect: cc, closeCombat: true },
        { unitId: 'bk', effect: cc, closeCombat: true },
      ],
      { targetFormationId: 'we', cover: {}, crossfire: false },
    );
    expect(r.casualties).toHaveLength(2);
    expect(r.state.units.bk?.status).toBe('deployed');
  });
});

describe('3.1.2 War Engine Zones Of Control', () => {
  // The bunker (4cm square, DC3) with Tactical stands (1.2 x 4cm) touching three of its sides.
  function contacted(n: number) {
    const around = [
      { id: 'tac1', sheet: 'sm-tactical', x: 60, y: 41 },
      { id: 'tac2', sheet: 'sm-tactical', x: 57.4, y: 45 },
      { id: 'tac3', sheet: 'sm-tactical', x: 62.6, y: 45 },
    ].slice(0, n);
    const s = shootingGame([
      { id: 'we', side: 1, units: [bunker('bk', 60, 45)] },
      { id: 'sm', side: 0, units: around },
    ]);
    return updateZocLost(s, newAssault(s, 0, 'sm', ['sm'], ['we']), []).zocLost;
  }

  it('3.1.2: in an assault a war engine loses its zone of control only once charged by as many units as its starting DC', () => {
    expect(contacted(2)).not.toContain('bk');
    expect(contacted(2)).toEqual(['tac1', 'tac2']);
    expect(contacted(3)).toContain('bk');
  });
});

describe('3.3.3 Result Rolls', () => {
  it('3.3.3: each surviving war engine counts as its starting DC in units when working out if one side outnumbered the other', () => {
    const s = devastatorsVs([bunker('bk', 60, 45), ...boyz(2, 70, 45)]);
    expect(sideUnits(s, ['we'])).toBe(5);
    expect(sideUnits(s, ['sm'])).toBe(4);
  });
});
