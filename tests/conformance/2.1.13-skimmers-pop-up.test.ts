import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { TerrainFeature } from '../../engine/kernel/geometry';
import { lineOfFireBetween, placedUnit } from '../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import { fixedDice, rect } from '../fixtures/shootingGame';
import { resolvePassengers } from '../../engine/netea/rules/1.7-movement/transportLoss';
import type { GameEvent } from '../../engine/netea/events';
import { withAbilities } from '../fixtures/specialists';
import { battle, endAction, endMove, eventsOf, go, refusalOf, withFormation } from './helpers';
import { withSheet } from './entryHelpers';

/** A Land Speeder ('ls1', skimmer, multi-melta 15cm) at (40, 50) and a Tactical unit ('e1') at
 * (54, 50), 12cm or so apart, with the given terrain between them. */
function duel(terrain: readonly TerrainFeature[]): GameState {
  return battle(
    [
      { id: 'ls', side: 0, units: [{ id: 'ls1', sheet: 'sm-land-speeder', x: 40, y: 50 }] },
      { id: 'foe', side: 1, units: [{ id: 'e1', sheet: 'sm-tactical', x: 54, y: 50 }] },
    ],
    { terrain },
  );
}
/** Woods across the line, nearer to the Land Speeder (1cm off its nose) than to the target. */
const nearSkimmer = rect('near', 'woods', 42, 40, 44, 60);
/** Woods across the line, nearer to the target. */
const nearTarget = rect('far', 'woods', 50, 40, 52, 60);

const advance = (popUp?: string[]): Command => ({
  type: 'action.declare',
  side: 0,
  formationId: 'ls',
  action: 'advance',
  ...(popUp ? { popUp } : {}),
});
const advanceOf = (formationId: string): Command => ({
  type: 'action.declare',
  side: 0,
  formationId,
  action: 'advance',
});
const shoot: Command = { type: 'shoot.declare', side: 0, targetFormationId: 'foe' };
const sees = (s: GameState, from: string, to: string) =>
  lineOfFireBetween(s, placedUnit(s, from)!, placedUnit(s, to)!);

describe('2.1.13 Skimmers: popping up', () => {
  it('2.1.13: a popped-up skimmer fires over intervening terrain nearer to it than to the target', () => {
    const down = go(go(duel([nearSkimmer]), advance(), 1).state, endMove(0)).state;
    expect(refusalOf(down, shoot)).toMatchObject({ section: '1.9.2' });
    const up = go(duel([nearSkimmer]), advance(['ls1']), 1);
    expect(up.state.units['ls1']?.poppedUp).toBe(true);
    expect(eventsOf(up.events, 'skimmer/popped-up')).toMatchObject([{ unitIds: ['ls1'] }]);
    expect(refusalOf(go(up.state, endMove(0)).state, shoot)).toBeNull();
  });

  it('2.1.13: … terrain nearer to the target than to the skimmer blocks the line as normal', () => {
    const up = go(duel([nearTarget]), advance(['ls1']), 1).state;
    expect(sees(up, 'ls1', 'e1').clear).toBe(false);
  });

  it('2.1.13: a popped-up skimmer is seen over the same terrain: the target fires back at it', () => {
    const up = go(duel([nearSkimmer]), advance(['ls1']), 1).state;
    expect(sees(up, 'e1', 'ls1').clear).toBe(true);
    expect(sees(duel([nearSkimmer]), 'e1', 'ls1').clear).toBe(false);
  });

  it('2.1.13: at equal distances both may fire at each other, but both count as being in cover', () => {
    // Woods midway: 40 + 0.75 (nose) … 47 … 54 - 1 (base): equally far from both.
    const s = battle(
      [
        { id: 'ls', side: 0, units: [{ id: 'ls1', sheet: 'sm-land-speeder', x: 40, y: 50 }] },
        { id: 'foe', side: 1, units: [{ id: 'e1', sheet: 'sm-land-speeder', x: 54, y: 50 }] },
      ],
      { terrain: [rect('mid', 'woods', 46, 40, 48, 60)] },
    );
    const up = go(s, advance(['ls1']), 1).state;
    expect(sees(up, 'ls1', 'e1')).toMatchObject({ clear: true, partiallyObscured: true });
    expect(sees(up, 'e1', 'ls1')).toMatchObject({ clear: true, partiallyObscured: true });
  });

  it('2.1.13: not as part of a sustained fire or a marshal action; only skimmers pop up', () => {
    for (const action of ['sustained-fire', 'marshal'] as const)
      expect(refusalOf(duel([]), { ...advance(['ls1']), action } as Command)).toMatchObject({
        code: 'skimmer/no-pop-up',
        section: '2.1.13',
      });
    const tactical = battle([
      { id: 'ls', side: 0, units: [{ id: 'm1', sheet: 'sm-tactical', x: 40, y: 50 }] },
      { id: 'foe', side: 1, units: [{ id: 'e1', sheet: 'sm-tactical', x: 94, y: 50 }] },
    ]);
    expect(refusalOf(tactical, advance(['m1']))).toMatchObject({
      code: 'skimmer/not-a-skimmer',
      section: '2.1.13',
    });
  });

  it('2.1.13 FAQ: Can a skimmer pop up as part of a hold action where it is shooting? No: a failed action test leaves it down', () => {
    const s = withFormation(duel([nearSkimmer]), 'ls', { initiative: 2 });
    const failed = go(s, advance(['ls1']), 1);
    expect(failed.state.turnState.activation?.action).toBe('hold');
    expect(failed.state.units['ls1']?.poppedUp).toBeUndefined();
  });

  it('2.1.13: a skimmer that popped up pops down at the conclusion of the action', () => {
    const up = go(go(duel([]), advance(['ls1']), 1).state, endMove(0)).state;
    const over = go(up, endAction(0)).state;
    expect(over.units['ls1']?.poppedUp).toBeUndefined();
    expect(over.units['ls1']).not.toHaveProperty('poppedUp');
  });

  it('2.1.13: popping up counts as movement for enemy overwatch: its window opens before anything else', () => {
    const s = withFormation(duel([]), 'foe', {
      overwatch: true,
      activated: true,
      action: 'overwatch',
    });
    const up = go(s, advance(['ls1']), 1).state;
    expect(up.turnState.overwatchWindow).toMatchObject({ formationId: 'ls' });
    expect(go(s, advance(), 1).state.turnState.overwatchWindow).toBeNull();
  });

  it('2.1.13: a skimmer may pop up when it goes onto overwatch, and stays up until it makes its overwatch attack', () => {
    const s = duel([nearSkimmer]);
    const watching = go(s, { ...advance(['ls1']), action: 'overwatch' } as Command, 1).state;
    expect(watching.formations['ls']?.overwatch).toBe(true);
    expect(watching.units['ls1']?.poppedUp).toBe(true);
    // The enemy Tactical unit moves; the Land Speeder fires on overwatch over the woods.
    let t: GameState = {
      ...watching,
      turnState: { ...watching.turnState, activeSide: 1, activation: null },
    };
    t = go(t, { type: 'action.declare', side: 1, formationId: 'foe', action: 'advance' }, 6).state;
    t = go(t, { type: 'move.unit', side: 1, unitId: 'e1', path: [{ x: 53, y: 50 }] }).state;
    t = go(t, endMove(1)).state;
    expect(t.turnState.overwatchWindow).toMatchObject({ formationId: 'foe' });
    const fired = go(t, { type: 'overwatch.fire', side: 0, formationId: 'ls' }, 6);
    expect(eventsOf(fired.events, 'overwatch/fired')).toHaveLength(1);
    expect(fired.state.units['ls1']?.poppedUp).toBeUndefined();
  });
});

describe('2.1.13 Skimmers: transports that pop up', () => {
  /** A Rhino that skims (a skimmer with a transport capacity) carrying a Tactical unit. */
  const GRAV_RHINO = withAbilities('sm-rhino', 'test-grav-rhino', [{ id: 'skimmer' }]);
  function grav(): GameState {
    const s = battle([
      {
        id: 'mech',
        side: 0,
        units: [
          { id: 'rhino', sheet: 'sm-rhino', x: 40, y: 50 },
          { id: 'rider', sheet: 'sm-tactical', x: 0, y: 0, embarkedIn: 'rhino' },
        ],
      },
      { id: 'foe', side: 1, units: [{ id: 'e1', sheet: 'sm-tactical', x: 140, y: 50 }] },
    ]);
    return withSheet(s, GRAV_RHINO, ['rhino']);
  }
  const getOut: Command = {
    type: 'move.disembark',
    side: 0,
    transportId: 'rhino',
    placements: [{ unitId: 'rider', position: { x: 40, y: 55 }, facing: 0 }],
  };
  const declareMech = (popUp?: string[]): Command => ({
    type: 'action.declare',
    side: 0,
    formationId: 'mech',
    action: 'advance',
    ...(popUp ? { popUp } : {}),
  });

  it('2.1.13: skimmers with a transport capacity may not embark or disembark units while they are popped up', () => {
    const up = go(go(grav(), declareMech(['rhino']), 1).state, endMove(0)).state;
    expect(refusalOf(up, getOut)).toMatchObject({
      code: 'skimmer/popped-up-transport',
      section: '2.1.13',
    });
    const down = go(go(grav(), declareMech(), 1).state, endMove(0)).state;
    expect(refusalOf(down, getOut)).toBeNull();
  });

  it('2.1.13: … and if destroyed while popped up, the units on board are destroyed with no save', () => {
    const up = go(grav(), declareMech(['rhino']), 1).state;
    const lost = {
      ...up,
      units: {
        ...up.units,
        rhino: { ...up.units['rhino']!, status: 'destroyed' as const, position: null },
      },
    };
    const { dice, rolls } = fixedDice();
    const events: GameEvent[] = [];
    const r = resolvePassengers(lost, 'rhino', { x: 40, y: 50 }, 0, dice, events);
    expect(r.destroyed).toEqual(['rider']);
    expect(rolls).toEqual([]);
    // Down, the rider saves (6+ cover or its 4+ armour) as any passenger does (1.7.5).
    const down = go(grav(), declareMech(), 1).state;
    const saved = resolvePassengers(
      {
        ...down,
        units: { ...down.units, rhino: { ...down.units['rhino']!, status: 'destroyed' as const } },
      },
      'rhino',
      { x: 40, y: 50 },
      0,
      fixedDice(6).dice,
      [],
    );
    expect(saved.destroyed).toEqual([]);
  });
});

describe('2.1.20 Support craft', () => {
  const SUPPORT_SPEEDER = withAbilities('sm-land-speeder', 'test-support-craft', [
    { id: 'support-craft' },
  ]);

  it('2.1.20: support craft function identically to a skimmer that is always popped up', () => {
    const s = withSheet(duel([nearSkimmer]), SUPPORT_SPEEDER, ['ls1']);
    expect(s.units['ls1']?.poppedUp).toBeUndefined();
    expect(sees(s, 'ls1', 'e1').clear).toBe(true);
    expect(sees(s, 'e1', 'ls1').clear).toBe(true);
    expect(sees(withSheet(duel([nearTarget]), SUPPORT_SPEEDER, ['ls1']), 'ls1', 'e1').clear).toBe(
      false,
    );
  });
});

describe('2.1.20 Support craft: transports', () => {
  /** A support craft carrying any infantry, jump packs included. */
  const GUNSHIP = withAbilities('sm-land-raider', 'test-gunship', [{ id: 'support-craft' }], {
    transport: {
      capacity: 2,
      carries: [{ kind: 'unit-type', unitType: 'INF' }],
      largeUnits: [],
      summary: 'Two infantry units.',
    },
  });
  function gunship(): GameState {
    const s = battle([
      {
        id: 'air',
        side: 0,
        units: [
          { id: 'gs', sheet: 'sm-land-raider', x: 40, y: 50 },
          { id: 'jump', sheet: 'sm-assault', x: 0, y: 0, embarkedIn: 'gs' },
        ],
      },
      { id: 'foe', side: 1, units: [{ id: 'e1', sheet: 'sm-tactical', x: 140, y: 50 }] },
    ]);
    const ready = go(withSheet(s, GUNSHIP, ['gs']), advanceOf('air'), 1).state;
    return go(ready, endMove(0)).state;
  }
  const out = (y: number): Command => ({
    type: 'move.disembark',
    side: 0,
    transportId: 'gs',
    placements: [{ unitId: 'jump', position: { x: 40, y }, facing: 0 }],
  });

  it('2.1.20: support craft transports disembark troops as normal, though always popped up', () => {
    expect(refusalOf(gunship(), out(55))).toBeNull();
  });

  it('2.1.20 FAQ: Can a unit with jump packs be placed within 15cms when disembarked from a support craft? No: within 5cm as any unit', () => {
    expect(refusalOf(gunship(), out(64))).toMatchObject({
      code: 'transport/too-far',
      section: '1.7.5',
    });
  });
});
