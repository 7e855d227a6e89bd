import { describe, expect, it } from 'vitest';
import type { UnitDatasheet } from '../../../../engine/netea/data';
import { resolveHits } from '../../../../engine/netea/rules/1.9-shooting/casualties';
import { hitEffect } from '../../../../engine/netea/rules/1.9-shooting/saves';
import { shootingOptions } from '../../../../engine/netea/rules/1.9-shooting/options';
import {
  allocationProblem,
  applyAllocation,
} from '../../../../engine/netea/rules/1.9-shooting/shooting';
import { allocateRolledTitanKillers } from '../../../../engine/netea/rules/3-war-engines/titanKillers';
import type { GameState } from '../../../../engine/netea/state/schema';
import { modify } from '../../../../engine/netea/abilities/registry';
import { fixedDice } from '../../../fixtures/shootingGame';
import { bm, boyz, bunker, devastatorsVs } from './helpers';

const tk = hitEffect('MW', ['titan-killer']);
const ctx = { targetFormationId: 'we', cover: {}, crossfire: false };
const D3 = { dice: 1, sides: 3 } as const;

/** The bunker with a 5+ invulnerable save, for 2.1.6. */
function invulnerable(s: GameState): GameState {
  const sheet = s.datasheets['command-bunker'] as UnitDatasheet;
  return {
    ...s,
    datasheets: {
      ...s.datasheets,
      'command-bunker': { ...sheet, abilities: [{ id: 'invulnerable-save', save: 5 }] },
    },
  };
}

describe('3.2.5 Titan Killer Weapons', () => {
  it('3.2.5: a titan killer with a dice roll in brackets does that roll in damage to a war engine; without one, one point', () => {
    const step = (damage: number | typeof D3) =>
      modify('warEngineDamage', { weaponAbilities: [{ id: 'titan-killer', damage }] }, null);
    expect(step(D3)).toEqual(D3);
    expect(step(1)).toBeNull();
  });

  it('3.2.5 example: three TK(D3) hits on two DC3 war engines: the first takes the first two (2 + 2 damage), the third goes to the second', () => {
    const s = devastatorsVs([bunker('bk1', 60, 40), bunker('bk2', 70, 45)]);
    // D3 faces: 3 → 2, 4 → 2, 5 → 3.
    const { dice, rolls } = fixedDice(3, 4, 5);
    const [hits] = allocateRolledTitanKillers(
      s,
      dice,
      [{ count: 3, eligible: ['bk1', 'bk2'], damage: D3 }],
      { bk1: 10, bk2: 12 },
      { bk1: 3, bk2: 3 },
      [],
    );
    expect(hits).toEqual([
      { unitId: 'bk1', damage: 2 },
      { unitId: 'bk1', damage: 2 },
      { unitId: 'bk2', damage: 3 },
    ]);
    expect(rolls.every((r) => r.section === '3.2.5')).toBe(true);
  });

  it('3.2.5: a TK(D3) hit does its rolled damage to a war engine, with no armour save and a critical check for each point', () => {
    const s = devastatorsVs([bunker('bk', 60, 45)]);
    // No save against a titan killer; critical checks 2 and 3.
    const { dice, rolls } = fixedDice(2, 3);
    const r = resolveHits(s, dice, [{ unitId: 'bk', effect: tk, damage: 2 }], ctx);
    expect(r.state.units.bk?.damage).toBe(2);
    expect(rolls.map((x) => x.section)).toEqual(['3.2.3', '3.2.3']);
    expect(r.casualties.filter((c) => c.blastMarker)).toHaveLength(2);
  });

  it('2.1.6 FAQ: How many invulnerable saves must a unit make if it is hit by a Titan Killer weapon that causes multiple points of damage? One, unless it is a War Engine: one for each point', () => {
    const s = invulnerable(devastatorsVs([bunker('bk', 60, 45)]));
    // Three points: invulnerable saves 5 (held), 2 (failed), 6 (held); one critical check, 1.
    const { dice, rolls } = fixedDice(5, 2, 6, 1);
    const r = resolveHits(s, dice, [{ unitId: 'bk', effect: tk, damage: 3 }], ctx);
    expect(rolls.filter((x) => x.section === '2.1.6')).toHaveLength(3);
    expect(r.state.units.bk?.damage).toBe(1);
  });

  it('3.2.5: against a unit that is not a war engine a TK(D3) hit is one hit, its damage not rolled', () => {
    const s = devastatorsVs([bunker('bk', 60, 40), ...boyz(1, 70, 45)]);
    const { dice, rolls } = fixedDice();
    const [hits] = allocateRolledTitanKillers(
      s,
      dice,
      [{ count: 1, eligible: ['boy1'], damage: D3 }],
      { boy1: 10 },
      { bk: 3 },
      [],
    );
    expect(hits).toEqual([{ unitId: 'boy1', damage: 1 }]);
    expect(rolls).toHaveLength(0);
  });

  it('3.2.5: in an attack the rolled damage is applied after all hits are allocated (Blast marker per point)', () => {
    const s = devastatorsVs([bunker('bk', 60, 45)]);
    const o = shootingOptions(s, 'sm', 'we', { action: 'advance' });
    if (!o.ok) throw new Error(o.error.message);
    const p = allocationProblem(
      s,
      o.value,
      [{ type: 'MW', count: 1, abilities: ['titan-killer'], eligible: ['bk'], damage: D3 }],
      'macro',
    );
    expect(p.groups).toHaveLength(0);
    expect(p.rolledGroups).toHaveLength(1);
    // D3: 4 → 2 damage; critical checks 1, 1.
    const { dice } = fixedDice(4, 1, 1);
    const r = applyAllocation(s, dice, o.value, p, [], { crossfire: false, earlierKill: false });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units.bk?.damage).toBe(2);
    expect(bm(r.state, 'we')).toBe(2);
  });
});
