import { describe, expect, it } from 'vitest';
import {
  applyAllocation,
  allocationProblem,
  beginShooting,
  finishShooting,
} from '../../../../engine/netea/rules/1.9-shooting/shooting';
import {
  defaultFirePlan,
  rollToHit,
  validateFirePlan,
} from '../../../../engine/netea/rules/1.9-shooting/rollToHit';
import {
  shootingOptions,
  type ShootingContext,
} from '../../../../engine/netea/rules/1.9-shooting/options';
import type { GameState } from '../../../../engine/netea/state/schema';
import {
  fixedDice,
  ORK_BOYZ,
  row,
  shootingGame,
  SMALL_ARMS_ONLY,
} from '../../../fixtures/shootingGame';

const advance: ShootingContext = { action: 'advance' };

function options(state: GameState, ctx: ShootingContext = advance, from = 'sm', to = 'orks') {
  const r = shootingOptions(state, from, to, ctx);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Four Devastators at y=20 facing the Ork warband of eight Boyz at y=45. */
function devastatorsVsBoyz(blastMarkers = 0): GameState {
  const s = shootingGame([
    { id: 'sm', side: 0, units: row('dev', 'sm-devastator', 4, 60, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 8, 55, 45) },
  ]);
  const f = s.formations.sm;
  return f ? { ...s, formations: { ...s.formations, sm: { ...f, blastMarkers } } } : s;
}

describe('1.9.1 Picking a Target / 1.9.2 Who May Shoot', () => {
  it('1.9.1: the target must be an enemy formation', () => {
    const s = devastatorsVsBoyz();
    const r = shootingOptions(s, 'sm', 'sm', advance);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('shooting/not-enemy');
  });

  it('1.9.2 Range: units out of range of every target unit do not shoot', () => {
    const s = shootingGame([
      {
        id: 'sm',
        side: 0,
        units: [
          ...row('dev', 'sm-devastator', 2, 60, 20),
          { id: 'far', sheet: 'sm-devastator', x: 170, y: 2 },
        ],
      },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 55, 50) },
    ]);
    expect(options(s).shooters).toEqual(['dev1', 'dev2']);
  });

  it('1.9.2 Line of Fire: a building between shooter and target blocks it', () => {
    const s = shootingGame(
      [
        { id: 'sm', side: 0, units: row('dev', 'sm-devastator', 1, 60, 20) },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 1, 60, 50) },
      ],
      [
        {
          id: 'b',
          type: 'buildings',
          height: 1,
          polygon: [
            { x: 40, y: 30 },
            { x: 80, y: 30 },
            { x: 80, y: 40 },
            { x: 40, y: 40 },
          ],
        },
      ],
    );
    const r = shootingOptions(s, 'sm', 'orks', advance);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('shooting/out-of-range');
  });

  it('1.9.2 Suppressed Units: one unit per Blast marker, furthest from the target first', () => {
    const s = shootingGame([
      {
        id: 'sm',
        side: 0,
        units: [
          { id: 'near', sheet: 'sm-devastator', x: 60, y: 30 },
          { id: 'mid', sheet: 'sm-devastator', x: 60, y: 25 },
          { id: 'back', sheet: 'sm-devastator', x: 60, y: 20 },
        ],
      },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 60, 50) },
    ]);
    const f = s.formations.sm!;
    const o = options({ ...s, formations: { ...s.formations, sm: { ...f, blastMarkers: 2 } } });
    expect(o.suppression.suppressed).toEqual(['back', 'mid']);
    expect(o.shooters).toEqual(['near']);
    expect(o.suppression.choice).toBeNull();
  });

  it('1.9.2 Suppressed Units: among equally far units the controlling player chooses', () => {
    const s = devastatorsVsBoyz(1);
    const o = options(s);
    expect(o.suppression.choice?.pick).toBe(1);
    expect(o.suppression.choice?.among.length).toBeGreaterThan(1);
    const chosen = o.suppression.choice?.among[1] as string;
    const o2 = options(s, { ...advance, suppressedChoice: [chosen] });
    expect(o2.suppression.suppressed).toEqual([chosen]);
  });

  it('1.9.2 FAQ: Can a unit without a ranged weapon be suppressed? Units with a firefight value within 15cm and a line of fire may be', () => {
    const s = shootingGame([
      {
        id: 'sm',
        side: 0,
        units: [
          { id: 'dev', sheet: 'sm-devastator', x: 60, y: 20 },
          { id: 'assault', sheet: SMALL_ARMS_ONLY.id, x: 60, y: 40 },
          { id: 'dev2', sheet: 'sm-devastator', x: 70, y: 44 },
        ],
      },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 60, 50) },
    ]);
    const f = s.formations.sm!;
    const o = options({ ...s, formations: { ...s.formations, sm: { ...f, blastMarkers: 1 } } });
    // The Devastators are further away, so they are suppressed before the Assault unit.
    expect(o.suppression.eligible).toContain('assault');
    expect(o.suppression.suppressed).toEqual(['dev']);
  });

  it('1.9.2 FAQ: Can a unit being transported be suppressed? Not when its transport does not let it shoot', () => {
    const s = shootingGame([
      {
        id: 'sm',
        side: 0,
        units: [
          { id: 'rhino', sheet: 'sm-rhino', x: 60, y: 20 },
          { id: 'tac', sheet: 'sm-tactical', x: 0, y: 0, embarkedIn: 'rhino' },
          { id: 'dev', sheet: 'sm-devastator', x: 70, y: 20 },
        ],
      },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 60, 50) },
    ]);
    expect(options(s).suppression.eligible).not.toContain('tac');
  });
});

describe('1.9.4 Place Blast Marker', () => {
  it('1.9.4: the target receives a Blast marker as long as one attacking unit can shoot', () => {
    const s = devastatorsVsBoyz();
    const r = beginShooting(s, fixedDice().dice, options(s));
    expect(r.state.formations.orks?.blastMarkers).toBe(1);
    expect(s.formations.orks?.blastMarkers).toBe(0);
  });

  it('1.9.4 FAQ: Can a formation armed only with Small Arms fire at an enemy formation to place a Blast marker on them? No', () => {
    const s = shootingGame([
      { id: 'sm', side: 0, units: row('a', SMALL_ARMS_ONLY.id, 2, 60, 40) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 60, 50) },
    ]);
    const r = shootingOptions(s, 'sm', 'orks', advance);
    expect(r.ok || r.error.code).toBe('shooting/small-arms-only');
  });

  it('1.9.4 FAQ: Can units that are out of range of an enemy formation fire at them to place a Blast marker? No', () => {
    const s = shootingGame([
      { id: 'sm', side: 0, units: row('dev', 'sm-devastator', 2, 10, 10) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 150, 110) },
    ]);
    const r = shootingOptions(s, 'sm', 'orks', advance);
    expect(r.ok || r.error.code).toBe('shooting/out-of-range');
  });

  it('1.9.4 FAQ: Can a formation armed only with AP fire at armoured vehicles to place a Blast marker? Yes', () => {
    const s = shootingGame([
      { id: 'sm', side: 0, units: row('pred', 'sm-predator-destructor', 1, 60, 20) },
      { id: 'orks', side: 1, units: row('lr', 'sm-land-raider', 1, 60, 40) },
    ]);
    const o = options(s);
    const r = beginShooting(s, fixedDice().dice, o);
    expect(r.state.formations.orks?.blastMarkers).toBe(1);
  });
});

describe('1.9.7 Check to See if Target Breaks: the rulebook example (Devastators and Ork warband)', () => {
  it('eight shots at AP5+ roll 1,2,2,4,4,5,6,6: three hits, three failed saves, four Blast markers, not broken', () => {
    let s = devastatorsVsBoyz();
    const o = options(s);
    const plan = defaultFirePlan(o);
    expect(validateFirePlan(o, plan)).toBeNull();
    expect(plan.orders).toHaveLength(8);
    const { dice } = fixedDice(1, 2, 2, 4, 4, 5, 6, 6, 5, 4, 3);
    s = beginShooting(s, dice, o).state;
    const { hits } = rollToHit(s, dice, o, plan);
    expect(hits.map((h) => [h.type, h.count])).toEqual([['AP', 3]]);
    const p = allocationProblem(s, o, hits, 'normal');
    const r = applyAllocation(s, dice, o, p, p.defaultAllocation, {
      crossfire: false,
      earlierKill: false,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.kills).toBe(3);
    expect(r.state.formations.orks?.blastMarkers).toBe(4);
    const end = finishShooting(r.state, o);
    expect(end.state.formations.orks?.broken).toBe(false);
  });

  it('1.9.7: formations do not break part way through an attack, only when it is resolved', () => {
    const s = shootingGame([
      { id: 'sm', side: 0, units: row('dev', 'sm-devastator', 4, 60, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 60, 45) },
    ]);
    const o = options(s);
    const { dice } = fixedDice(6, 6, 1, 1, 1, 1, 1, 1, 1, 1);
    const a = beginShooting(s, dice, o).state;
    const { hits } = rollToHit(a, dice, o, defaultFirePlan(o));
    const p = allocationProblem(a, o, hits, 'normal');
    const r = applyAllocation(a, dice, o, p, p.defaultAllocation, {
      crossfire: false,
      earlierKill: false,
    });
    if (!r.ok) throw new Error(r.error.message);
    // Both Boyz destroyed: 3 Blast markers and no units left; still not marked broken until checked.
    expect(r.state.formations.orks?.broken).toBe(false);
  });

  it('1.13.2: a formation with as many Blast markers as units breaks and loses its Blast markers', () => {
    const s = devastatorsVsBoyz();
    const f = s.formations.orks!;
    const t = { ...s, formations: { ...s.formations, orks: { ...f, blastMarkers: 8 } } };
    const r = finishShooting(t, options(t));
    expect(r.state.formations.orks).toMatchObject({ broken: true, blastMarkers: 0 });
    expect(r.events[0]?.type).toBe('formation/broken');
  });
});
