import { describe, expect, it } from 'vitest';
import { resolveHits } from '../../engine/netea/rules/1.9-shooting/casualties';
import { hitEffect } from '../../engine/netea/rules/1.9-shooting/saves';
import { formationWorth } from '../../engine/netea/rules/3-war-engines/capacity';
import { fixedDice, shootingGame } from '../fixtures/shootingGame';
import { act, assaultAt, assaultGame, TAC } from '../fixtures/assaultGame';
import { assaultOf } from '../../engine/netea/rules/1.12-assaults/state';
import type { GameState } from '../../engine/netea/state/schema';
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

/** An assault mid-way: the Marines' one hit waits for the defender (side 1) to allocate it to
 * the exploding bunker 'bk'; a2's hit (from the defender) waits after it. Within 5cm of the
 * bunker: attacker a1 (in base contact), defender d1 (the bunker's own formation) and by1 of a
 * side-1 formation not in the assault. */
function explodingInAssault(): GameState {
  const s = withCritical(
    assaultGame([
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'a1', sheet: TAC, x: 60, y: 53.5 },
          { id: 'a2', sheet: TAC, x: 60, y: 80 },
        ],
      },
      {
        id: 'def',
        side: 1,
        units: [bunker('bk', 60, 50), { id: 'd1', sheet: TAC, x: 66, y: 50 }],
      },
      {
        id: 'by',
        side: 1,
        units: [
          { id: 'by1', sheet: TAC, x: 54, y: 50 },
          { id: 'by2', sheet: TAC, x: 20, y: 20 },
          { id: 'by3', sheet: TAC, x: 20, y: 26 },
        ],
      },
    ]),
    {
      kind: 'destroyed',
      transported: 'save',
      explosion: { radius: 5, hitsOn: 6 },
    },
  );
  return assaultAt(s, {
    attackers: ['att'],
    defenders: ['def'],
    step: 'allocate-defender-hits',
    pending: [
      { side: 1, count: 1, eligible: ['bk'], from: ['a1'], source: 'attacks' },
      { side: 0, count: 1, eligible: ['a2'], from: ['d1'], source: 'attacks' },
    ],
  });
}

describe('3.2.3 Critical hits during an assault', () => {
  it("3.2.3 FAQ: If a critical hit's effect destroys units during an assault are those units counted for the purposes of working out the result of the assault? If the units' formation was part of the assault, yes", () => {
    // bk's save 1 (failed), critical check 6: it explodes. Blast 6, 6, 6 on a1, d1 and by1;
    // their saves 1, 1, 1.
    const o = act(
      explodingInAssault(),
      { type: 'assault.allocateHits', side: 1 },
      [1, 6, 6, 6, 6, 1, 1, 1],
    );
    expect(o.left).toBe(0);
    const s = o.state;
    for (const id of ['bk', 'a1', 'd1', 'by1'])
      expect([id, s.units[id]?.status]).toEqual([id, 'destroyed']);
    const assault = assaultOf(s);
    // The attacker: the bunker's point and d1 (def is in the assault); by1 (not in it) does
    // not count. The defender: a1, lost to the blast of its own war engine.
    expect(assault?.kills).toEqual([2, 1]);
    expect(assault?.losses).toEqual({ def: 2, att: 1 });
    // The formation outside the assault takes its marker for the loss at once (1.3), none for
    // coming under the blast (3.2.3 FAQ).
    expect(s.formations.by?.blastMarkers).toBe(1);
  });
});
