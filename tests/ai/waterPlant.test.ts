import { beforeAll, describe, expect, it } from 'vitest';
import { pendingDecision, startChart, submit } from '../../engine/netea/flow/game';
import type { ChartSnapshot } from '../../engine/netea/flow/pending';
import { WATER_PLANT_TWO_PLAYERS } from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { liveUnits } from '../../engine/netea/rules/1.2-formations/formations';
import { isAircraftFormation } from '../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { isPlantFormation } from '../../engine/netea/rules/5.3-scenarios/plantBuildings';
import { commandOf } from '../../engine/netea/rules/5.3-scenarios/plantCommands';
import { tableAt } from '../../engine/netea/rules/5.3-scenarios/plantTables';
import { keepsToItsTable } from '../../ai/utility/considerations/plantGoals';
import { situationOf } from '../../ai/utility/situation';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { createRandomPlayer } from '../../ai/random';
import { placedUnits } from '../../engine/netea/rules/1.9-shooting/geometry';
import { must, scenarioSetup } from '../fixtures/battle';
import { plantGame, TANK, unitRow } from '../fixtures/plantGame';
import { declare, go } from '../conformance/helpers';

/** Seed 001 5.3.15: the utility player defends the water purification plant and goes for it. */

const players = [createUtilityPlayer('normal', 3), createUtilityPlayer('normal', 4)];

function play(snapshot: ChartSnapshot, until: (game: GameState) => boolean): ChartSnapshot {
  let s = snapshot;
  for (let i = 0; i < 5000 && !until(s.context.game); i++) {
    const pending = pendingDecision(s);
    const side = pending.sides[0]!;
    s = must(submit(s, players[side]!.decide(s.context.game, pending, side).command));
  }
  return s;
}

let setUp: GameState;
beforeAll(() => {
  const created = createGame(scenarioSetup(WATER_PLANT_TWO_PLAYERS, 1));
  if (!created.ok) throw new Error(created.error.join('\n'));
  setUp = play(startChart(created.value), (g) => g.phase !== 'setup').context.game;
});

describe('the utility AI in the defence of water purification plant 10927 (seed 001 5.3.15)', () => {
  it('5.3.15: sets the control centre up in table 1 and the storage tanks and pump station round it', () => {
    const entrance = setUp.plant?.centre?.entrance;
    expect(entrance && tableAt(entrance)).toBe(1);
    const works = Object.values(setUp.formations).find((f) => isPlantFormation(setUp, f.id))!;
    for (const u of liveUnits(setUp, works)) {
      expect(u.status).toBe('deployed');
      expect(Math.hypot(u.position!.x - entrance!.x, u.position!.y - entrance!.y)).toBeLessThan(20);
    }
  });

  it('5.3.15: spreads the Imperial commands over the three tables, each formation on one, the Orks off the table', () => {
    const used = new Set<number>();
    for (const f of Object.values(setUp.formations)) {
      const placed = liveUnits(setUp, f).filter((u) => u.status === 'deployed');
      if (f.side === 1) {
        expect(placed).toEqual([]);
        continue;
      }
      if (placed.length === 0) continue;
      const tables = new Set(placed.map((u) => tableAt(u.position!)));
      expect(tables.size).toBe(1);
      expect([...tables][0]).toBe(commandOf(setUp, f.id));
      used.add([...tables][0]!);
    }
    expect([...used].sort()).toEqual([1, 2, 3]);
  });

  it('5.3.15: the Orks hunt the plant: its buildings are their quarry and their goals lie on table 1', () => {
    const s = situationOf(setUp, 1);
    expect(s.hunting).toBe(true);
    expect([...s.quarry]).toEqual(['a-water-purification-plant-1']);
    const grounded = s.mine.filter((v) => !isAircraftFormation(setUp, v.formation));
    for (const v of grounded) expect(tableAt(s.goals.get(v.formation.id)!.point)).toBe(1);
  });

  it('5.3.15: the Imperials of tables 2 and 3 hold a line on their own table', () => {
    const s = situationOf(setUp, 0);
    let checked = 0;
    for (const v of s.mine) {
      const table = commandOf(setUp, v.formation.id);
      if (table !== 2 && table !== 3) continue;
      expect(tableAt(s.goals.get(v.formation.id)!.point)).toBe(table);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('5.3.15: a move off its table is all but ruled out for the formations of tables 2 and 3', () => {
    const f = Object.values(setUp.formations).find((x) => commandOf(setUp, x.id) === 2)!;
    const placed = placedUnits(setUp, f.id);
    expect(keepsToItsTable(setUp, f.id, placed)).toBe(1);
    const across = placed.map((p) => ({ ...p, shape: { ...p.shape, cx: 200, cy: 200 } }));
    expect(keepsToItsTable(setUp, f.id, across)).toBeLessThan(0.01);
  });

  it('5.3.15: an Ork formation engaging within reach of the entrance storms the control centre', () => {
    const entrance = { x: 180, y: 180 };
    const s = plantGame(
      [
        { id: 'boyz', side: 1, units: unitRow('boyz', 'test-ork-boyz', 3, 176, 172, 4) },
        { id: 'works', side: 0, units: unitRow('works', TANK, 2, 200, 200) },
        { id: 'guard', side: 0, units: unitRow('guard', 'sm-tactical', 2, 140, 140) },
      ],
      {},
      { active: 1 },
    );
    const withCentre: GameState = {
      ...s,
      plant: { ...s.plant!, centre: { entrance, hits: 0, inside: [] } },
    };
    const engaged = go(withCentre, declare(1, 'boyz', 'engage'), 6).state;
    const decision = players[1]!.decide(
      engaged,
      { sides: [1], kind: 'assault', step: 'target', commands: ['assault.declare', 'plant.storm'] },
      1,
    );
    // Every Boy within reach goes in (nearest first), with close combat: 4+ against firefight 6+.
    expect(decision.command).toMatchObject({
      type: 'plant.storm',
      formationId: 'boyz',
      attackWith: 'cc',
    });
    const ids = decision.command.type === 'plant.storm' ? [...decision.command.unitIds] : [];
    expect(ids.sort()).toEqual(['boyz-u1', 'boyz-u2', 'boyz-u3']);
  });

  describe('5.3.15: Ork formations wholly inside the control centre', () => {
    const entrance = { x: 180, y: 180 };
    const inside = (hits: number): GameState => {
      const s = plantGame(
        [
          { id: 'boyz', side: 1, units: unitRow('boyz', 'test-ork-boyz', 2, 176, 172, 4) },
          { id: 'works', side: 0, units: unitRow('works', TANK, 2, 200, 200) },
          { id: 'guard', side: 0, units: unitRow('guard', 'sm-tactical', 2, 140, 140) },
        ],
        {},
        { active: 1 },
      );
      const off = { status: 'reserve' as const, position: null };
      return {
        ...s,
        units: {
          ...s.units,
          'boyz-u1': { ...s.units['boyz-u1']!, ...off },
          'boyz-u2': { ...s.units['boyz-u2']!, ...off },
        },
        plant: { ...s.plant!, centre: { entrance, hits, inside: ['boyz-u1', 'boyz-u2'] } },
      };
    };
    const activate = { sides: [1], kind: 'activate', commands: ['action.declare'] } as const;

    it('5.3.15: attack the technicians again: an engage action, then the units inside attack', () => {
      const s = inside(2);
      const declared = players[1]!.decide(s, { ...activate, commands: [...activate.commands] }, 1);
      expect(declared.command).toMatchObject({
        type: 'action.declare',
        formationId: 'boyz',
        action: 'engage',
      });
      const engaged = go(s, declared.command, 6).state;
      const storm = players[1]!.decide(
        engaged,
        {
          sides: [1],
          kind: 'assault',
          step: 'target',
          commands: ['assault.declare', 'plant.storm'],
        },
        1,
      );
      expect(storm.command).toMatchObject({
        type: 'plant.storm',
        formationId: 'boyz',
        unitIds: [],
      });
      expect(go(engaged, storm.command, 4, 4).state.plant?.centre?.hits).toBe(4);
    });

    it('5.3.15: with the technicians dead they come out from the entrance, towards the buildings left', () => {
      const s = inside(6);
      const declared = players[1]!.decide(s, { ...activate, commands: [...activate.commands] }, 1);
      expect(declared.command).toMatchObject({ formationId: 'boyz', action: 'advance' });
      const advancing = go(s, declared.command, 6).state;
      const out = players[1]!.decide(
        advancing,
        {
          sides: [1],
          kind: 'carry-out-action',
          commands: ['move.unit', 'plant.leave', 'move.end'],
        },
        1,
      );
      expect(out.command).toMatchObject({ type: 'plant.leave', side: 1 });
      const after = go(advancing, out.command).state;
      const unit = out.command.type === 'plant.leave' ? after.units[out.command.unitId]! : null;
      expect(unit?.status).toBe('deployed');
      // Towards the storage tanks at (200, 200): closer to them than the entrance is.
      expect(Math.hypot(unit!.position!.x - 200, unit!.position!.y - 200)).toBeLessThan(
        Math.hypot(entrance.x - 200, entrance.y - 200),
      );
    });

    it('5.3.15: the random player brings them out too, now and then (fixed seed), each a legal move', () => {
      const advancing = go(inside(6), declare(1, 'boyz', 'advance'), 6).state;
      const random = createRandomPlayer(7);
      const pending = {
        sides: [1],
        kind: 'carry-out-action',
        commands: ['move.unit', 'plant.leave', 'move.end'],
      } as const;
      const leaves = Array.from(
        { length: 12 },
        () => random.decide(advancing, { ...pending, commands: [...pending.commands] }, 1).command,
      ).filter((c) => c.type === 'plant.leave');
      expect(leaves.length).toBeGreaterThan(0);
      for (const c of leaves) expect(go(advancing, c).state.plant?.centre?.inside).toHaveLength(1);
    });

    it('5.3.15, 1.12.3: the random player charges them out of the entrance now and then (fixed seeds), each a legal charge', () => {
      // The technicians are dead, so no storm: the Boyz assault the guard and may charge out.
      const engaged = go(inside(6), declare(1, 'boyz', 'engage'), 6).state;
      const charging = go(engaged, {
        type: 'assault.declare',
        side: 1,
        targetFormationId: 'guard',
      }).state;
      const pending = {
        sides: [1],
        kind: 'assault',
        step: 'charge',
        commands: ['assault.chargeMove', 'assault.endCharge', 'plant.chargeOut'],
      } as const;
      // One player, a decision in each of eight turns (it tries a unit once in each charge).
      const random = createRandomPlayer(7);
      const outs = Array.from(
        { length: 8 },
        (_, i) =>
          random.decide(
            { ...charging, turn: charging.turn + i },
            { ...pending, commands: [...pending.commands] },
            1,
          ).command,
      ).filter((c) => c.type === 'plant.chargeOut');
      expect(outs.length).toBeGreaterThan(0);
      for (const c of outs) {
        const after = go(charging, c).state;
        expect(after.plant?.centre?.inside).toHaveLength(1);
        // 15cm from the entrance towards the guard at (140, 140), the Boyz's whole charge.
        const at = c.type === 'plant.chargeOut' ? after.units[c.unitId]!.position! : null;
        expect(Math.hypot(at!.x - entrance.x, at!.y - entrance.y)).toBeCloseTo(15, 6);
      }
    });
  });
});
