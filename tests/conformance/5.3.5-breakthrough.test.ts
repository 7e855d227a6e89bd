import { beforeAll, describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { pendingDecision, startChart } from '../../engine/netea/flow/game';
import {
  BREAKTHROUGH,
  createScenarioSetup,
  findScenario,
  parseScenario,
} from '../../engine/netea/scenarios';
import { unitShapeAt } from '../../engine/netea/rules/1.2-formations/battlefield';
import { liveUnits } from '../../engine/netea/rules/1.2-formations/formations';
import { endOfRallies } from '../../engine/netea/rules/1.14-end-phase/endPhase';
import { breakoutFormations } from '../../engine/netea/rules/5.3-scenarios/breakthrough';
import type { GameEvent } from '../../engine/netea/events';
import type { FormationState, GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { deployed, scenarioSetup } from '../fixtures/battle';

/**
 * Seed 001 5.3.5 Durchbruch: the Minervans (Steel Legion list) break out past Orks set up along
 * both short table edges; a formation leaves the table when all its surviving units stand at a
 * short edge; half or more of the formations off the table (those at half strength or less
 * counting half) win.
 */

const ORKS: Side = 0;
const MINERVANS: Side = 1;

function refusal(state: GameState, command: Command): string {
  const r = applyCommand(state, command);
  return r.ok ? 'ok' : `${r.refusal.code} ${r.refusal.section}`;
}

/** Seed 4 draws no spacecraft (4.3.1 would have them set up first). */
function fresh(seed = 4): GameState {
  const created = createGame(scenarioSetup(BREAKTHROUGH, seed));
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

const deploy = (state: GameState, unitId: string, x: number, y: number): Command => ({
  type: 'setup.deployUnit',
  side: state.units[unitId]!.side,
  unitId,
  position: { x, y },
  facing: 0,
});

/** The Minervans' ground formations of at least two units. */
function groundFormations(state: GameState): FormationState[] {
  return breakoutFormations(state, MINERVANS).filter((f) => liveUnits(state, f).length >= 2);
}

/** The unit set down with its base touching the west (or east) edge, facing it. */
function atEdge(state: GameState, unitId: string, y: number, edge: 'west' | 'east' | 'north') {
  const unit = state.units[unitId]!;
  const facing = edge === 'west' ? 180 : edge === 'east' ? 0 : 270;
  const shape = unitShapeAt(state.datasheets[unit.datasheetId]!, { x: 0, y: 0 }, facing)!;
  const position =
    edge === 'west'
      ? { x: 0.2 - shape.minX, y }
      : edge === 'east'
        ? { x: state.table.width - 0.2 - shape.maxX, y }
        : { x: y, y: 0.2 - shape.minY };
  return {
    ...state,
    units: { ...state.units, [unitId]: { ...unit, status: 'deployed' as const, position, facing } },
  };
}

/** Every surviving unit of the formation lined up along the edge, 12cm apart. */
function lineUp(state: GameState, f: FormationState, edge: 'west' | 'east' | 'north' = 'west') {
  return liveUnits(state, f).reduce(
    (s, u, i) => (u.status === 'embarked' ? s : atEdge(s, u.id, 6 + i * 12, edge)),
    state,
  );
}

/** The Minervans to choose their next formation in the action phase of `turn`. */
function minervansToChoose(state: GameState, turn = 2): GameState {
  return {
    ...state,
    turn,
    phase: 'action',
    turnState: { ...state.turnState, activeSide: MINERVANS, activation: null },
  };
}

const leave = (formationId: string, side: Side = MINERVANS): Command => ({
  type: 'breakthrough.leave',
  side,
  formationId,
});

let battle: GameState;
beforeAll(() => {
  battle = deployed(BREAKTHROUGH, 2).context.game;
});

describe('5.3.5 Durchbruch: forces and set-up', () => {
  it('5.3.5 Streitmächte: Steel Legion (the Minervans) and Orks, drawn from their army lists to agreed points between 1,500 and 5,000', () => {
    const parsed = parseScenario(BREAKTHROUGH);
    if (!parsed.ok) throw new Error(parsed.error.join('\n'));
    expect(findScenario('breakthrough')?.section).toBe('seed 001 5.3.5');
    const [orks, minervans] = parsed.value.forces;
    expect(orks!.army).toMatchObject({ list: 'orks-ghazghkull-thraka-s-war-horde-ea' });
    expect(minervans!.army).toMatchObject({ list: 'imperial-guard-steel-legion-ea' });
    for (const f of parsed.value.forces) {
      expect(f.army!.points).toBeGreaterThanOrEqual(1500);
      expect(f.army!.points).toBeLessThanOrEqual(5000);
    }
    const s = fresh();
    // Every unit has its datasheet from the list, and the Orks their army rules.
    for (const u of Object.values(s.units)) expect(s.datasheets[u.datasheetId]).toBeDefined();
    expect(s.players[ORKS]!.specialRules).toContain('mob-rule');
    expect(groundFormations(s).length).toBeGreaterThan(0);
    // A different seed draws a different army.
    const other = fresh(8);
    expect(Object.keys(other.formations).sort()).not.toEqual(Object.keys(s.formations).sort());
  });

  it('5.3.5 Aufstellung: the Orks set up first; the Minervans only once they have finished', () => {
    const s = fresh();
    const unit = groundFormations(s)[0]!.unitIds[0]!;
    expect(refusal(s, deploy(s, unit, 90, 60))).toBe('breakthrough/orks-first 5.3.5');
    const pending = pendingDecision(startChart(s));
    expect(pending.kind).toBe('deploy');
    expect(pending.sides).toEqual([ORKS]);
    const done = { ...s, setup: { ...s.setup, finished: [true, false] as [boolean, boolean] } };
    expect(refusal(done, deploy(done, unit, 90, 60))).toBe('ok');
  });

  it('5.3.5 Aufstellung: the Minervans set up in the central area only', () => {
    const s = fresh();
    const done = { ...s, setup: { ...s.setup, finished: [true, false] as [boolean, boolean] } };
    const unit = groundFormations(s)[0]!.unitIds[0]!;
    expect(refusal(done, deploy(done, unit, 40, 60))).toBe('deploy/outside-zone 1.15.1');
  });

  it('5.3.5 Aufstellung: each Ork formation sets up wholly in one of the two short-edge areas, not split between them', () => {
    const s = fresh();
    const mob = breakoutFormations(s, ORKS).find((f) => f.unitIds.length >= 2)!;
    const [first, second] = mob.unitIds;
    expect(refusal(s, deploy(s, first!, 90, 60))).toBe('deploy/outside-area 3.4.1');
    expect(refusal(s, deploy(s, first!, 170, 60))).toBe('ok');
    const east = applyCommand(s, deploy(s, first!, 170, 60));
    if (!east.ok) throw new Error('refused');
    expect(refusal(east.state, deploy(east.state, second!, 10, 60))).toBe(
      'deploy/outside-area 3.4.1',
    );
    expect(refusal(east.state, deploy(east.state, second!, 170, 75))).toBe('ok');
  });

  it('5.3.5: random players set the whole battle up legally, the Orks in both areas, the Minervans in the centre', () => {
    for (const u of Object.values(battle.units)) {
      if (u.status !== 'deployed') continue;
      if (u.side === MINERVANS) {
        expect(u.position!.x).toBeGreaterThanOrEqual(60);
        expect(u.position!.x).toBeLessThanOrEqual(120);
      } else expect(u.position!.x < 30 || u.position!.x > 150).toBe(true);
    }
  });
});

describe('5.3.5 Sonderregeln: leaving the table along a short edge', () => {
  it('5.3.5: a formation whose surviving units all stand at a short edge leaves the table, all of them at once', () => {
    const f = groundFormations(battle)[0]!;
    const s = minervansToChoose(lineUp(battle, f, 'west'));
    const r = applyCommand(s, leave(f.id));
    if (!r.ok) throw new Error(r.refusal.message);
    expect(liveUnits(r.state, r.state.formations[f.id]!)).toEqual([]);
    for (const id of f.unitIds) expect(r.state.units[id]!.position).toBeNull();
    expect(r.state.leftTable).toEqual([{ formationId: f.id, turn: 2, halfOrLess: false }]);
    const event = r.events.find((e) => e.type === 'scenario/formation-left-table') as Extract<
      GameEvent,
      { type: 'scenario/formation-left-table' }
    >;
    expect(event).toMatchObject({ formationId: f.id, section: '5.3.5', halfOrLess: false });
    expect(event.units).toBe(liveUnits(s, f).length);
  });

  it('5.3.5: either short edge will do (the east as well as the west)', () => {
    const f = groundFormations(battle)[0]!;
    expect(refusal(minervansToChoose(lineUp(battle, f, 'east')), leave(f.id))).toBe('ok');
  });

  it('5.3.5: all or nothing: with one surviving unit away from the edge none leaves, and the refusal names that unit as a player knows it', () => {
    const f = groundFormations(battle)[0]!;
    const lined = lineUp(battle, f, 'west');
    const straggler = liveUnits(lined, f).find((u) => u.status === 'deployed')!;
    const s = minervansToChoose({
      ...lined,
      units: { ...lined.units, [straggler.id]: { ...straggler, position: { x: 40, y: 60 } } },
    });
    const r = applyCommand(s, leave(f.id));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(`${r.refusal.code} ${r.refusal.section}`).toBe('breakthrough/all-or-nothing 5.3.5');
    expect(r.refusal.message).toContain(s.datasheets[straggler.datasheetId]!.name);
    expect(r.refusal.message).not.toContain(straggler.id);
  });

  it('5.3.5: destroyed units stay behind: the survivors alone must reach the edge', () => {
    const f = groundFormations(battle)[0]!;
    const lined = lineUp(battle, f, 'west');
    const lost = liveUnits(lined, f).find((u) => u.status === 'deployed')!;
    const s = minervansToChoose({
      ...lined,
      units: {
        ...lined.units,
        [lost.id]: { ...lost, status: 'destroyed', position: null },
      },
    });
    expect(refusal(s, leave(f.id))).toBe('ok');
  });

  it('5.3.5: only along a short edge (the long edges are no way out)', () => {
    const f = groundFormations(battle)[0]!;
    expect(refusal(minervansToChoose(lineUp(battle, f, 'north')), leave(f.id))).toBe(
      'breakthrough/all-or-nothing 5.3.5',
    );
  });

  it('5.3.5: only Minervan formations leave the table, not the Orks', () => {
    const ork = breakoutFormations(battle, ORKS).find((f) => liveUnits(battle, f).length > 0)!;
    const s = { ...minervansToChoose(lineUp(battle, ork, 'west')) };
    const orksTurn = { ...s, turnState: { ...s.turnState, activeSide: ORKS } };
    expect(refusal(orksTurn, leave(ork.id, ORKS))).toBe('breakthrough/not-yours 5.3.5');
  });

  it('5.3.5: a formation leaves when its player chooses his next formation, not in the middle of an action', () => {
    const [f, other] = groundFormations(battle);
    const lined = minervansToChoose(lineUp(battle, f!, 'west'));
    const busy: GameState = {
      ...lined,
      turnState: {
        ...lined.turnState,
        activation: {
          formationId: (other ?? f)!.id,
          declared: 'advance',
          action: 'advance',
          passed: true,
          retained: false,
          movesAllowed: 1,
          movesTaken: 0,
          movedThisMove: [],
          pickedUp: [],
          roadMarch: false,
          shot: false,
        },
      },
    };
    expect(refusal(busy, leave(f!.id))).toBe('breakthrough/not-now 5.3.5');
    const theirTurn = { ...lined, turnState: { ...lined.turnState, activeSide: ORKS } };
    expect(refusal(theirTurn, leave(f!.id))).toBe('breakthrough/not-now 5.3.5');
  });

  it('5.3.5: the choice is offered as a decision: the chart lists breakthrough.leave while a formation may leave', () => {
    const f = groundFormations(battle)[0]!;
    const s = minervansToChoose(lineUp(battle, f, 'west'));
    const pending = pendingDecision(startChart(s));
    expect(pending.sides).toEqual([MINERVANS]);
    expect(pending.commands).toContain('breakthrough.leave');
    const away = pendingDecision(startChart(minervansToChoose(battle)));
    expect(away.commands).not.toContain('breakthrough.leave');
  });

  it('5.3.5: a formation at half strength or less leaves marked as such (it will count half)', () => {
    const f = groundFormations(battle).find((g) => liveUnits(battle, g).length >= 2)!;
    const lined = lineUp(battle, f, 'west');
    const units = liveUnits(lined, f);
    const lose = units.slice(0, Math.ceil(units.length / 2));
    const halved = minervansToChoose({
      ...lined,
      units: {
        ...lined.units,
        ...Object.fromEntries(
          lose.map((u) => [u.id, { ...u, status: 'destroyed' as const, position: null }]),
        ),
      },
    });
    const r = applyCommand(halved, leave(f.id));
    if (!r.ok) throw new Error(r.refusal.message);
    expect(r.state.leftTable).toEqual([{ formationId: f.id, turn: 2, halfOrLess: true }]);
  });
});

describe('5.3.5 Siegbedingungen', () => {
  function ended(state: GameState): { state: GameState; events: GameEvent[] } {
    const events: GameEvent[] = [];
    return { state: endOfRallies({ ...state, phase: 'end' }, events), events };
  }

  function withLeft(state: GameState, count: number, halfOrLess: boolean, turn = 2): GameState {
    const gone = breakoutFormations(state, MINERVANS).slice(0, count);
    let s = state;
    for (const f of gone)
      s = {
        ...s,
        units: {
          ...s.units,
          ...Object.fromEntries(
            f.unitIds.map((id) => [
              id,
              { ...s.units[id]!, status: 'destroyed' as const, position: null },
            ]),
          ),
        },
      };
    return {
      ...s,
      turn,
      leftTable: gone.map((f) => ({ formationId: f.id, turn, halfOrLess })),
    };
  }

  it('5.3.5: half or more of the Minervan formations off the table win for the Minervans', () => {
    const n = breakoutFormations(battle, MINERVANS).length;
    const { state, events } = ended(withLeft(battle, Math.ceil(n / 2), false));
    expect(state.phase).toBe('game-over');
    expect(state.result?.winner).toBe(MINERVANS);
    expect(events.find((e) => e.type === 'game/over')).toMatchObject({ section: '5.3.5' });
  });

  it('5.3.5: formations at half strength or less count half: as many of them are not enough', () => {
    const n = breakoutFormations(battle, MINERVANS).length;
    const count = Math.ceil(n / 2);
    // Not yet decided before the last turn; at its end the Orks have won.
    expect(ended(withLeft(battle, count, true, 2)).state.phase).toBe('strategy');
    const last = ended(withLeft(battle, count, true, BREAKTHROUGH.victory.maxTurns));
    expect(last.state.result?.winner).toBe(ORKS);
    expect(last.state.result?.reason).toBe(`${count / 2} of ${n} formations broke out`);
  });

  it('5.3.5: anything less by the end of the last turn is the Orks’ win; aircraft do not count', () => {
    const last = ended({ ...battle, turn: BREAKTHROUGH.victory.maxTurns });
    expect(last.state.result?.winner).toBe(ORKS);
    const counted = breakoutFormations(battle, MINERVANS).map((f) => f.id);
    const all = Object.values(battle.formations).filter((f) => f.side === MINERVANS);
    const aircraft = all.filter((f) => !counted.includes(f.id));
    for (const f of aircraft)
      expect(f.unitIds.every((id) => battle.units[id]!.status === 'reserve')).toBe(true);
  });

  it('5.3.5 (our reading): in the last end phase formations standing at a short edge leave before the count', () => {
    const f = groundFormations(battle)[0]!;
    const s = lineUp({ ...battle, turn: BREAKTHROUGH.victory.maxTurns }, f, 'east');
    const { state, events } = ended(s);
    expect(state.leftTable?.map((l) => l.formationId)).toEqual([f.id]);
    expect(events.some((e) => e.type === 'scenario/formation-left-table')).toBe(true);
  });
});

describe('5.3.5 (scenario data): a force drawn from an army list', () => {
  it('a force needs formations of its own or an army list to draw from', () => {
    const none = {
      ...BREAKTHROUGH,
      forces: [{ ...BREAKTHROUGH.forces[0], army: undefined }, BREAKTHROUGH.forces[1]],
    };
    expect(parseScenario(none).ok).toBe(false);
  });

  it('a list that does not exist is a problem said, never another army put in its place', () => {
    const wrong = {
      ...BREAKTHROUGH,
      forces: [
        BREAKTHROUGH.forces[0],
        { ...BREAKTHROUGH.forces[1], army: { list: 'no-such-list', points: 2000 } },
      ],
    };
    const setup = createScenarioSetup(wrong, { seed: 4 });
    expect(setup.ok).toBe(false);
    if (!setup.ok) expect(setup.error.join(' ')).toContain('no-such-list');
  });
});
