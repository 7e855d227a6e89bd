import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import { FixedDieSource } from '../../engine/kernel/dice/roller';
import { createScenarioSetup, FAST_ATTACK, THUNDERHAWK_DOWN } from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import { setLanguage } from '../../renderer/src/i18n';
import type { GameState } from '../../engine/netea/state/schema';
import {
  carriers,
  disembarkCommand,
  disembarkType,
  embarkChoices,
  embarkHint,
  nextPassenger,
  nextToDeploy,
  placePassenger,
  removePlacement,
  startDisembark,
  turnPlacement,
} from '../../renderer/src/play/transportPlan';
import { battle, declare, endMove, go, move } from '../conformance/helpers';
import { playUntil, rhinoBattle } from './states';

function applied(game: GameState, command: Parameters<typeof applyCommand>[1]) {
  const result = applyCommand(game, command, { dice: new FixedDieSource([], game.rng) });
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.state;
}

/**
 * A Rhino carrying two Tactical units has advanced 10cm north and completed its move (1.7.5:
 * units get out at the end of a move); an enemy Tactical unit stands 12cm further north.
 */
function unloading(): GameState {
  const start = rhinoBattle(2, 38);
  let s = go(start, declare(0, 'mech', 'advance'), 1).state;
  s = go(s, move(0, 'rhino', 60, 50)).state;
  return go(s, endMove(0)).state;
}

describe('disembarking at the end of a move (1.7.5)', () => {
  it('lists the transport with its passengers and places them one click at a time', () => {
    const game = unloading();
    expect(
      disembarkType({ sides: [0], kind: 'carry-out-action', commands: ['move.disembark'] }),
    ).toBe('move.disembark');
    const [carrier, ...others] = carriers(game, 'move.disembark', 0);
    expect(others).toEqual([]);
    expect(carrier!.transport.id).toBe('rhino');
    expect(carrier!.passengers.map((u) => u.id)).toEqual(['r1', 'r2']);
    expect(carrier!.refusal).toBeNull();
    // The units get out facing as the Rhino does (north, after its move) unless turned.
    let draft = startDisembark(game, 'move.disembark', 'rhino');
    expect(draft.facing).toBe(270);
    expect(nextPassenger(game, draft)?.id).toBe('r1');
    const first = placePassenger(game, 0, draft, { x: 63, y: 50 });
    expect(first.refusal).toBeNull();
    draft = turnPlacement(first.draft, 90);
    expect(nextPassenger(game, draft)?.id).toBe('r2');
    const second = placePassenger(game, 0, draft, { x: 57, y: 50 });
    expect(second.refusal).toBeNull();
    expect(nextPassenger(game, second.draft)).toBeNull();
    const command = disembarkCommand(0, second.draft);
    expect(command).toEqual({
      type: 'move.disembark',
      side: 0,
      transportId: 'rhino',
      placements: [
        { unitId: 'r1', position: { x: 63, y: 50 }, facing: 270 },
        { unitId: 'r2', position: { x: 57, y: 50 }, facing: 0 },
      ],
    });
    const after = applied(game, command);
    expect(after.units['r1']).toMatchObject({ status: 'deployed', position: { x: 63, y: 50 } });
    expect(after.units['r2']).toMatchObject({ status: 'deployed', facing: 0 });
    expect(carriers(after, 'move.disembark', 0)).toEqual([]);
  });

  it('a placement the engine refuses is not kept, and says why with its section', () => {
    const game = unloading();
    const draft = startDisembark(game, 'move.disembark', 'rhino');
    const far = placePassenger(game, 0, draft, { x: 75, y: 50 });
    expect(far.refusal).toMatchObject({ code: 'transport/too-far', section: '1.7.5' });
    expect(far.draft).toBe(draft);
    // 1.7.5: not in an enemy zone of control (5cm of the enemy at y = 38) without engage orders.
    const zoc = placePassenger(game, 0, draft, { x: 60, y: 45 });
    expect(zoc.refusal).toMatchObject({ code: 'transport/in-zoc', section: '1.7.5' });
    // Not on the unit placed before it (1.7.2).
    const placed = placePassenger(game, 0, draft, { x: 63, y: 50 }).draft;
    const onTop = placePassenger(game, 0, placed, { x: 63.2, y: 50.5 });
    expect(onTop.refusal).toMatchObject({ code: 'transport/on-unit', section: '1.7.2' });
    // Backspace takes back the last placement.
    expect(removePlacement(placed).placements).toEqual([]);
  });
});

describe('when units may get out (1.7.5)', () => {
  it('not before the move is complete: the transport is listed with the engine`s reason', () => {
    const start = rhinoBattle(1, 110);
    const declared = go(start, declare(0, 'mech', 'advance'), 1).state;
    expect(carriers(declared, 'move.disembark', 0)[0]!.refusal).toMatchObject({
      code: 'transport/not-end-of-move',
      section: '1.7.5',
    });
  });

  it('not the units picked up in that same move', () => {
    const start = battle([
      {
        id: 'mech',
        side: 0,
        units: [
          { id: 'rhino', sheet: 'sm-rhino', x: 60, y: 60 },
          { id: 'tac', sheet: 'sm-tactical', x: 68, y: 60 },
        ],
      },
      { id: 'foe', side: 1, units: [{ id: 'enemy', sheet: 'sm-tactical', x: 60, y: 110 }] },
    ]);
    let s = go(start, declare(0, 'mech', 'advance'), 1).state;
    s = go(s, {
      type: 'move.unit',
      side: 0,
      unitId: 'rhino',
      path: [{ x: 66.4, y: 60 }],
      pickUp: ['tac'],
    }).state;
    s = go(s, endMove(0)).state;
    expect(carriers(s, 'move.disembark', 0)[0]!.refusal).toMatchObject({
      code: 'transport/same-move',
      section: '1.7.5',
    });
  });
});

describe('embarking at set-up (1.7.5)', () => {
  const m = playUntil(
    (x) =>
      x.pending.kind === 'deploy' &&
      Object.values(x.game.units).some(
        (t) =>
          t.datasheetId === 'sm-rhino' &&
          t.status === 'deployed' &&
          Object.values(x.game.units).some(
            (u) =>
              u.formationId === t.formationId &&
              u.side === t.side &&
              u.status === 'reserve' &&
              u.datasheetId === 'sm-tactical',
          ),
      ),
    1,
    FAST_ATTACK,
  );

  it('offers each transport of the unit`s formation on the table, and the engine embarks it', () => {
    const rhino = Object.values(m.game.units).find(
      (t) => t.datasheetId === 'sm-rhino' && t.status === 'deployed',
    )!;
    const side = rhino.side;
    const tactical = Object.values(m.game.units).find(
      (u) =>
        u.formationId === rhino.formationId &&
        u.status === 'reserve' &&
        u.datasheetId === 'sm-tactical',
    )!;
    const choices = embarkChoices(m.game, side, tactical.id);
    const mine = choices.find(
      (c) => c.command.type === 'setup.embarkUnit' && c.key === `embark-${rhino.id}`,
    )!;
    expect(mine.label).toMatch(/^Embark .*Tactical.* in .*Rhino/);
    expect(mine.refusal).toBeNull();
    // Every transport offered is of the same formation.
    for (const c of choices)
      if (c.command.type === 'setup.embarkUnit')
        expect(m.game.units[c.command.transportId]!.formationId).toBe(tactical.formationId);
    const after = applied(m.game, mine.command);
    expect(after.units[tactical.id]).toMatchObject({ status: 'embarked', transportedBy: rhino.id });
    // A click sets up a unit of the selected formation first.
    expect(nextToDeploy(m.game, side, tactical.formationId)?.formationId).toBe(
      tactical.formationId,
    );
  });

  it('a Rhino full with two units refuses a third (1.7.5)', () => {
    const rhino = Object.values(m.game.units).find(
      (t) => t.datasheetId === 'sm-rhino' && t.status === 'deployed',
    )!;
    const riders = Object.values(m.game.units).filter(
      (u) => u.formationId === rhino.formationId && u.datasheetId === 'sm-tactical',
    );
    let game = m.game;
    for (const r of riders.slice(0, 2))
      game = applied(game, {
        type: 'setup.embarkUnit',
        side: rhino.side,
        unitId: r.id,
        transportId: rhino.id,
      });
    const third = embarkChoices(game, rhino.side, riders[2]!.id).find(
      (c) => c.key === `embark-${rhino.id}`,
    )!;
    expect(third.refusal).toMatchObject({ code: 'transport/full', section: '1.7.5' });
  });
});

describe('Thunderhawk Down: the Terminators may start aboard the Thunderhawk (4.2, 4.2.5)', () => {
  function deploying(): GameState {
    const setup = createScenarioSetup(THUNDERHAWK_DOWN, { seed: 1 });
    if (!setup.ok) throw new Error(setup.error.join());
    const created = createGame(setup.value);
    if (!created.ok) throw new Error(created.error.join());
    return created.value;
  }

  it('offers the off-table Thunderhawk to each Terminator, in English and German, and the engine puts it aboard', () => {
    const game = deploying();
    const th = Object.values(game.units).find((u) => u.datasheetId === 'sm-thunderhawk')!;
    const terminators = Object.values(game.units).filter((u) => u.datasheetId === 'sm-terminator');
    expect(terminators).toHaveLength(4);
    const offer = (g: GameState, unitId: string) =>
      embarkChoices(g, th.side, unitId).find((c) => c.key === `embark-air-${th.id}`);
    const first = offer(game, terminators[0]!.id)!;
    expect(first.label).toMatch(/^Start .*Terminator.* aboard .*Thunderhawk.*, off the table/);
    expect(first.refusal).toBeNull();
    expect(embarkHint(embarkChoices(game, th.side, terminators[0]!.id))).toMatch(
      /transport aircraft \(4\.2\.5\)/,
    );
    setLanguage('de');
    try {
      expect(offer(game, terminators[0]!.id)!.label).toMatch(/beginnt an Bord von .*Thunderhawk/);
    } finally {
      setLanguage('en');
    }
    let g = game;
    for (const u of terminators) g = applied(g, offer(g, u.id)!.command);
    for (const u of terminators)
      expect(g.units[u.id]).toMatchObject({ status: 'embarked', transportedBy: th.id });
    // The Thunderhawk carries no aircraft: it is not offered to itself or other aircraft.
    expect(offer(game, th.id)).toBeUndefined();
  });
});
