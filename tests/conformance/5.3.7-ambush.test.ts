import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { pendingDecision, startChart, submit } from '../../engine/netea/flow/game';
import { AMBUSH, findScenario } from '../../engine/netea/scenarios';
import { liveUnits, formationsOf } from '../../engine/netea/rules/1.2-formations/formations';
import { unitShape } from '../../engine/netea/rules/1.2-formations/battlefield';
import { endOfRallies } from '../../engine/netea/rules/1.14-end-phase/endPhase';
import { distanceToRoad } from '../../engine/netea/rules/5.3-scenarios/ambushRoad';
import { nextInConvoy } from '../../engine/netea/rules/5.3-scenarios/ambushEntry';
import { ambushResult } from '../../engine/netea/rules/5.3-scenarios/ambush';
import type { GameEvent } from '../../engine/netea/events';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { convoyEntryCommand } from '../../ai/ambushPlays';
import { deployed, must, scenarioSetup } from '../fixtures/battle';

/**
 * Seed 001 5.3.7 Hinterhalt: the Angels of Fire's 3rd company ambushes a convoy of Morbad's
 * Kanonän on a road across the table. The Orks set up first, as the road end and the order of
 * their convoy; the Space Marines then set up at least 30cm from the road (the Scouts nearer);
 * in the first turn each Ork formation marches on along the road in that order, then the Space
 * Marines shoot as if on overwatch and make the broken Orks' withdrawals; victory after three
 * turns on three terms.
 */

const ORKS: Side = 0;
const MARINES: Side = 1;

function code(state: GameState, command: Command): string {
  const r = applyCommand(state, command);
  return r.ok ? 'ok' : `${r.refusal.code} ${r.refusal.section}`;
}

function fresh(): GameState {
  const created = createGame(scenarioSetup(AMBUSH, 1));
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

function apply(state: GameState, command: Command): GameState {
  const r = applyCommand(state, command);
  if (!r.ok) throw new Error(`${r.refusal.code}: ${r.refusal.message}`);
  return r.state;
}

const ORDER = [
  'a-mekboy-gunzmob-1',
  'a-blitz-brigade-1',
  'a-kult-of-speed-1',
  'a-kult-of-speed-2',
  'a-mekboy-gunzmob-2',
  'a-mekboy-gunzmob-3',
];
const convoy = (order = ORDER): Command => ({
  type: 'ambush.convoy',
  side: ORKS,
  end: 'west',
  order,
});
const deploy = (unitId: string, x: number, y: number): Command => ({
  type: 'setup.deployUnit',
  side: MARINES,
  unitId,
  position: { x, y },
  facing: 90,
});

/** The road runs along y 57.5–62.5 (5cm wide, across the middle of the 120cm table). */
const ROAD_NORTH_EDGE = 57.5;

describe('5.3.7 forces: the listed formations, every unit from the army lists', () => {
  const game = fresh();
  const count = (formationId: string) => {
    const f = game.formations[formationId]!;
    const by: Record<string, number> = {};
    for (const id of f.unitIds) {
      const name = game.datasheets[game.units[id]!.datasheetId]!.name;
      by[name] = (by[name] ?? 0) + 1;
    }
    return by;
  };

  it('fields the Orks: Deth Koptas, two Kults of Speed, three Gunzmobs of six Big Gunz', () => {
    expect(count('a-blitz-brigade-1')).toEqual({ 'Deth Kopta': 5 });
    expect(count('a-kult-of-speed-1')).toEqual({
      'Buggies / Wartraks': 5,
      Warbikes: 4,
      Skorcha: 1,
    });
    for (const n of [1, 2, 3]) expect(count(`a-mekboy-gunzmob-${n}`)).toEqual({ 'Big Gunz': 6 });
    expect(count('a-kult-of-speed-2')).toEqual({
      'Buggies / Wartraks': 3,
      Gunwagonz: 4,
      Boyz: 8,
      Grotz: 4,
    });
    expect(formationsOf(game, ORKS).map((f) => f.initiative)).toEqual([3, 3, 3, 3, 3, 3]);
  });

  it('fields the Angels of Fire with their characters (Chaplain, Captain, Librarian)', () => {
    expect(count('b-assault-1')).toEqual({ Assault: 3, Chaplain: 1 });
    expect(count('b-devastator-1')).toEqual({ Devastator: 4, 'Dreadnought (Tactical)': 2 });
    expect(count('b-tactical-1')).toEqual({ Tactical: 4, Captain: 1 });
    expect(count('b-tactical-2')).toEqual({ Tactical: 5, Librarian: 1 });
    expect(count('b-scout-1')).toEqual({ Scout: 4, 'Scout Sniper': 1 });
    expect(count('b-land-speeders-1')).toEqual({ 'Land Speeder': 4 });
    expect(count('b-land-speeders-2')).toEqual({
      'Land Speeder Typhoon': 2,
      'Land Speeder Tornado': 3,
    });
    expect(count('b-bikes-1')).toEqual({ Bike: 4, 'Attack Bike': 4 });
  });

  it('takes every datasheet from a bundled army list, none invented', () => {
    for (const sheet of Object.values(game.datasheets))
      expect(sheet.provenance?.source.kind, sheet.name).toBe('bsdata');
  });

  it('lays a road from the west short edge to the east one, with no other feature on it', () => {
    const road = game.terrain.find((t) => t.type === 'road')!;
    const xs = road.polygon.map((p) => p.x);
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([0, 180]);
    for (const t of game.terrain.filter((f) => f !== road)) {
      const ys = t.polygon.map((p) => p.y);
      expect(Math.max(...ys) < 57.5 || Math.min(...ys) > 62.5, t.id).toBe(true);
    }
    expect(findScenario('ambush')).toBe(AMBUSH);
  });
});

describe('5.3.7 set-up: the convoy first, then the Space Marines away from the road', () => {
  it('asks the Orks alone for the convoy; the Space Marines wait for it', () => {
    const snapshot = startChart(fresh());
    const pending = pendingDecision(snapshot);
    expect(pending.sides).toEqual([ORKS]);
    expect(pending.commands).toContain('ambush.convoy');
    expect(code(fresh(), deploy('b-tactical-1-u1', 90, 20))).toBe('ambush/orks-first 5.3.7');
  });

  it('keeps the convoy off the table: its units are not set up', () => {
    const game = fresh();
    expect(code(game, { ...deploy('a-blitz-brigade-1-u1', 10, 60), side: ORKS })).toBe(
      'ambush/convoy-enters 5.3.7',
    );
    expect(code(game, { type: 'setup.finishDeployment', side: ORKS })).toBe(
      'ambush/convoy-first 5.3.7',
    );
  });

  it('names every formation of the convoy once, and only the Orks order it', () => {
    const game = fresh();
    expect(code(game, convoy(ORDER.slice(1)))).toBe('ambush/every-formation-once 5.3.7');
    expect(code(game, convoy([...ORDER, ORDER[0]!]))).toBe('ambush/every-formation-once 5.3.7');
    expect(code(game, convoy([...ORDER.slice(1), 'b-scout-1']))).toBe('ambush/not-in-convoy 5.3.7');
    expect(code(game, { ...convoy(), side: MARINES })).toBe('ambush/not-the-convoy 5.3.7');
    const ordered = apply(game, convoy());
    expect(ordered.ambush).toEqual({ end: 'west', order: ORDER, entered: [] });
    // The convoy is the Orks' whole set-up; now the Space Marines set up.
    expect(ordered.setup.finished).toEqual([true, false]);
    expect(code(ordered, convoy())).toBe('ambush/convoy-set 5.3.7');
  });

  it('sets the Space Marines up at least 30cm from the road, measured from the base', () => {
    const game = apply(fresh(), convoy());
    // A Tactical stand faces south: 1.2cm deep, so its centre 0.6cm from its road-side edge.
    expect(code(game, deploy('b-tactical-1-u1', 90, ROAD_NORTH_EDGE - 29.5))).toBe(
      'ambush/away-from-the-road 5.3.7',
    );
    const ok = apply(game, deploy('b-tactical-1-u1', 90, ROAD_NORTH_EDGE - 30.6));
    const shape = unitShape(ok, ok.units['b-tactical-1-u1']!)!;
    expect(distanceToRoad(ok, shape)).toBeCloseTo(30, 5);
    expect(code(game, deploy('b-tactical-1-u1', 90, 62.5 + 30.6))).toBe('ok');
  });

  it('lets the Scouts come within 15cm of the road, not onto it nor into it with their zone of control', () => {
    const game = apply(fresh(), convoy());
    // Scouts' zone of control reaches 10cm (2.1.12): nearer would close the road.
    expect(code(game, deploy('b-scout-1-u1', 90, ROAD_NORTH_EDGE - 12))).toBe('ok');
    expect(code(game, deploy('b-scout-1-u1', 90, ROAD_NORTH_EDGE - 8))).toBe(
      'ambush/scouts-off-the-road 5.3.7',
    );
    expect(code(game, deploy('b-scout-1-u1', 90, 60))).toBe('ambush/scouts-off-the-road 5.3.7');
    // Land Speeders are scouts too (2.1.12), but not the Scout formation the text names.
    expect(code(game, deploy('b-land-speeders-2-u1', 90, ROAD_NORTH_EDGE - 12))).toBe(
      'ambush/away-from-the-road 5.3.7',
    );
  });
});

/** The random players' set-up (legal by the rules above), at the first turn's start. */
function firstTurn(): GameState {
  return deployed(AMBUSH, 3).context.game;
}

/** Each unit of the convoy's next formation in a file along the road from `along` back. */
function file(state: GameState, along: number, y = 60): Command {
  const f = nextInConvoy(state)!;
  let at = along;
  const placements = liveUnits(state, f).map((u) => {
    const p = { unitId: u.id, position: { x: at, y }, facing: 0 };
    at -= state.datasheets[u.datasheetId]!.type === 'INF' ? 1.3 : 2.4;
    return p;
  });
  return { type: 'ambush.enter', side: ORKS, formationId: f.id, placements };
}

describe('5.3.7 the first turn: the convoy marches on along the road, in order', () => {
  it('has no strategy roll: the convoy comes on first', () => {
    const game = firstTurn();
    expect(game.turn).toBe(1);
    expect(code(game, { type: 'strategy.roll', side: ORKS })).toBe('ambush/convoy-comes-on 5.3.7');
    expect(pendingDecision(deployed(AMBUSH, 3))).toMatchObject({
      sides: [ORKS],
      commands: ['ambush.enter'],
    });
  });

  it('brings the formations on in the order set up, every unit at once', () => {
    const game = firstTurn();
    const [first, second] = game.ambush!.order;
    const wrong = { ...(file(game, 25) as Extract<Command, { type: 'ambush.enter' }>) };
    expect(code(game, { ...wrong, formationId: second! })).toBe('ambush/convoy-order 5.3.7');
    const partial = file(game, 25) as Extract<Command, { type: 'ambush.enter' }>;
    expect(code(game, { ...partial, placements: partial.placements.slice(1) })).toBe(
      'ambush/every-unit 5.3.7',
    );
    const after = apply(game, file(game, game.ambush!.end === 'west' ? 25 : 155));
    expect(after.ambush!.entered).toEqual([first]);
    const entered = after.formations[first!]!;
    expect(entered).toMatchObject({ activated: true, action: 'march' });
    expect(liveUnits(after, entered).every((u) => u.status === 'deployed')).toBe(true);
  });

  it('keeps every unit on the road, within its march of the edge it comes on at', () => {
    const game = { ...firstTurn(), ambush: { ...firstTurn().ambush!, end: 'west' as const } };
    const next = nextInConvoy(game)!;
    const slowest = Math.min(
      ...liveUnits(game, next).map((u) => {
        const speed = game.datasheets[u.datasheetId]!.speed;
        return typeof speed === 'number' ? speed * 3 : 0;
      }),
    );
    expect(code(game, file(game, 25, 56))).toBe('ambush/on-the-road 5.3.7');
    expect(code(game, file(game, slowest + 1))).toBe('ambush/march-distance 5.3.7');
    expect(code(game, file(game, Math.min(slowest, 60)))).toBe('ok');
  });

  it('opens the Space Marines’ volley once the whole convoy is on: shooting only', () => {
    let game = firstTurn();
    while (nextInConvoy(game)) game = apply(game, convoyEntryCommand(game, ORKS)!);
    expect(game.phase).toBe('action');
    expect(game.turnState.activeSide).toBe(MARINES);
    expect(game.turnState.strategyTotals).toBeNull();
    expect(formationsOf(game, ORKS).every((f) => f.activated && f.action === 'march')).toBe(true);
    const declare = (
      action: 'double' | 'advance' | 'engage',
      formationId = 'b-devastator-1',
    ): Command => ({ type: 'action.declare', side: MARINES, formationId, action });
    expect(code(game, declare('double'))).toBe('ambush/volley-only 5.3.7');
    expect(code(game, declare('engage'))).toBe('ambush/volley-only 5.3.7');
    game = apply(game, declare('advance'));
    const u = game.units['b-devastator-1-u1']!;
    expect(
      code(game, {
        type: 'move.unit',
        side: MARINES,
        unitId: u.id,
        path: [{ x: u.position!.x + 1, y: u.position!.y }],
      }),
    ).toBe('ambush/volley-no-move 5.3.7');
    game = apply(game, { type: 'move.end', side: MARINES });
    expect(game.units['b-devastator-1-u1']!.position).toEqual(u.position);
    // A formation fires from where it stood (out of range ends its action unfired): the first
    // with an Ork formation in range shoots it, and the target takes a Blast marker for coming
    // under fire (1.9.7) whatever the dice.
    const shoot = (id: string): Command => ({
      type: 'shoot.declare',
      side: MARINES,
      targetFormationId: id,
    });
    let fired: ReturnType<typeof applyCommand> | undefined;
    let target: string | undefined;
    const marines = formationsOf(game, MARINES).sort(
      (a, b) => Number(b.id === 'b-devastator-1') - Number(a.id === 'b-devastator-1'),
    );
    for (const shooter of marines) {
      if (shooter.id !== 'b-devastator-1')
        game = apply(apply(game, declare('advance', shooter.id)), {
          type: 'move.end',
          side: MARINES,
        });
      target = formationsOf(game, ORKS).find((f) => code(game, shoot(f.id)) === 'ok')?.id;
      if (target) {
        fired = applyCommand(game, shoot(target));
        break;
      }
      game = apply(game, { type: 'action.end', side: MARINES });
    }
    if (!fired?.ok || !target) throw new Error('no Space Marine formation could fire');
    expect(fired.events.some((e) => e.type === 'dice/rolled')).toBe(true);
    expect(fired.state.formations[target]!.blastMarkers).toBeGreaterThan(0);
  });
});

describe('5.3.7 withdrawals in the volley: the Space Marine player routs the Orks', () => {
  /** The volley, with the first convoy formation broken and withdrawing (as the fire left it). */
  function routing(): GameState {
    let game = firstTurn();
    while (nextInConvoy(game)) game = apply(game, convoyEntryCommand(game, ORKS)!);
    const broken = game.ambush!.order[0]!;
    return {
      ...game,
      formations: { ...game.formations, [broken]: { ...game.formations[broken]!, broken: true } },
      turnState: {
        ...game.turnState,
        withdrawal: {
          side: ORKS,
          formationIds: [broken],
          mandatory: false,
          move: 1,
          moves: {},
          then: 'close-activation',
        },
      },
    };
  }

  it('gives the withdrawal to the Space Marine player, not the Orks', () => {
    const game = routing();
    const unitId = game.formations[game.ambush!.order[0]!]!.unitIds[0]!;
    const at = game.units[unitId]!.position!;
    const step = { type: 'withdrawal.move' as const, unitId, path: [{ x: at.x, y: at.y }] };
    expect(code(game, { ...step, side: ORKS })).toBe('withdrawal/not-yours 1.13.3');
    expect(code(game, { type: 'withdrawal.end', side: MARINES })).toBe('ok');
  });

  it('may not end an Ork unit’s move within 15cm of a Space Marine unit', () => {
    const game = routing();
    const unitId = game.formations[game.ambush!.order[0]!]!.unitIds[0]!;
    const at = game.units[unitId]!.position!;
    // The nearest Space Marine unit, and a point 10cm short of it on the line from the Ork.
    const marine = Object.values(game.units)
      .filter((m) => m.side === MARINES && m.status === 'deployed')
      .sort(
        (a, b) =>
          Math.hypot(a.position!.x - at.x, a.position!.y - at.y) -
          Math.hypot(b.position!.x - at.x, b.position!.y - at.y),
      )[0]!;
    const d = Math.hypot(marine.position!.x - at.x, marine.position!.y - at.y);
    const k = (d - 10) / d;
    const near = {
      x: at.x + (marine.position!.x - at.x) * k,
      y: at.y + (marine.position!.y - at.y) * k,
    };
    expect(code(game, { type: 'withdrawal.move', side: MARINES, unitId, path: [near] })).toBe(
      'ambush/rout-near-marines 5.3.7',
    );
    // Along the road (the rest of the convoy cleared from it), away from that Space Marine and
    // more than 15cm from any: allowed.
    const clear: GameState = {
      ...game,
      units: Object.fromEntries(
        Object.entries(game.units).map(([id, u]) => [
          id,
          u.side === ORKS && id !== unitId
            ? { ...u, status: 'destroyed' as const, position: null }
            : u,
        ]),
      ),
    };
    const along = { x: at.x + (marine.position!.x < at.x ? 5 : -5), y: at.y };
    expect(code(clear, { type: 'withdrawal.move', side: MARINES, unitId, path: [along] })).toBe(
      'ok',
    );
  });
});

describe('5.3.7 victory: three turns, three terms', () => {
  /** The first turn's state with units removed, as casualties left them, at the end of `turn`. */
  function after(turn: number, destroyed: readonly string[]): GameState {
    const game = firstTurn();
    const units = { ...game.units };
    for (const id of destroyed) units[id] = { ...units[id]!, status: 'destroyed', position: null };
    return { ...game, units, turn, phase: 'end' };
  }
  /** All but `keep` units of a formation. */
  const allBut = (game: GameState, formationId: string, keep: number) =>
    game.formations[formationId]!.unitIds.slice(keep);
  const game = firstTurn();
  /** Every Ork formation at half strength (or less), Gunzmob 1 wiped out. */
  const orksBeaten = [
    ...allBut(game, 'a-blitz-brigade-1', 2), // 2 of 5
    ...allBut(game, 'a-kult-of-speed-1', 5), // 5 of 10
    ...allBut(game, 'a-kult-of-speed-2', 9), // 9 of 19
    ...allBut(game, 'a-mekboy-gunzmob-1', 0),
    ...allBut(game, 'a-mekboy-gunzmob-2', 3),
    ...allBut(game, 'a-mekboy-gunzmob-3', 3),
  ];
  /** Three Space Marine formations at half strength. */
  const threeMarinesHalf = [
    ...allBut(game, 'b-land-speeders-1', 2),
    ...allBut(game, 'b-bikes-1', 4),
    ...allBut(game, 'b-scout-1', 2),
  ];
  const fourth = allBut(game, 'b-land-speeders-2', 2);

  function endOfTurn(state: GameState) {
    const events: GameEvent[] = [];
    const next = endOfRallies(state, events);
    return { next, over: events.find((e) => e.type === 'game/over') };
  }

  it('the Space Marines win after turn 3 with all three terms met', () => {
    const { next, over } = endOfTurn(after(3, [...orksBeaten, ...threeMarinesHalf]));
    expect(next.result?.winner).toBe(MARINES);
    expect(over).toMatchObject({ winner: MARINES, section: '5.3.7' });
  });

  it('the Orks win with four Space Marine formations at half strength, at once', () => {
    const { next } = endOfTurn(after(2, [...orksBeaten, ...threeMarinesHalf, ...fourth]));
    expect(next.result?.winner).toBe(ORKS);
    expect(next.result?.turn).toBe(2);
  });

  it('the Orks win when no Mekboy Gunzmob is destroyed completely', () => {
    const spared = orksBeaten.filter((id) => id !== 'a-mekboy-gunzmob-1-u6');
    expect(endOfTurn(after(3, [...spared, ...threeMarinesHalf])).next.result?.winner).toBe(ORKS);
  });

  it('the Orks win when one Ork formation is above half strength', () => {
    const strong = orksBeaten.filter((id) => id !== 'a-blitz-brigade-1-u3');
    expect(endOfTurn(after(3, [...strong, ...threeMarinesHalf])).next.result?.winner).toBe(ORKS);
  });

  it('plays on before turn 3 while the Space Marines can still win or lose', () => {
    const { next, over } = endOfTurn(after(2, [...orksBeaten, ...threeMarinesHalf]));
    expect(over).toBeUndefined();
    expect(next.turn).toBe(3);
    expect(ambushResult(after(2, orksBeaten))).toBeNull();
  });
});

describe('5.3.7 a whole game', () => {
  it('brings the convoy on through the chart and hands the volley to the Space Marines', () => {
    let snapshot = deployed(AMBUSH, 5);
    // The convoy marches on; then every other decision by the random player is legal.
    while (snapshot.context.game.phase === 'strategy' && nextInConvoy(snapshot.context.game))
      snapshot = must(submit(snapshot, convoyEntryCommand(snapshot.context.game, ORKS)!));
    expect(snapshot.context.game.phase).toBe('action');
    expect(pendingDecision(snapshot).sides).toEqual([MARINES]);
  });
});
