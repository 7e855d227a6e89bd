import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import { getDatasheet, type UnitDatasheet } from '../../engine/netea/data';
import { createSession, pendingDecision } from '../../engine/netea/flow/game';
import { BASIC_TRAINING, createScenarioSetup } from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { battle, declare, go, withFormation } from '../conformance/helpers';
import {
  EXPENDABLE_TACTICAL,
  FEARLESS_TACTICAL,
  INFILTRATOR_TACTICAL,
  LEADER_TACTICAL,
  SNIPER_TACTICAL,
  SUPREME_TACTICAL,
} from '../fixtures/specialists';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { pending, withObjectives } from './situations';

/** The specialists' abilities (2.1) as the computer uses them, each in a hand-built position. */
const hard = () => createUtilityPlayer('hard', 1);

const centreOf = (points: readonly { x: number; y: number }[]) => ({
  x: points.reduce((t, p) => t + p.x, 0) / points.length,
  y: points.reduce((t, p) => t + p.y, 0) / points.length,
});
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** The start of turn `turn` (strategy phase, nothing rolled): four Terminators wait off the
 * table to teleport (2.1.17); three Ork Boyz stand at y = 60, x 60–70. */
function terminatorsWaiting(turn = 1, orks = 3): GameState {
  const s = battle([
    { id: 'term', side: 0, units: row('t', 'sm-terminator', 4, 40, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, orks, 60, 60) },
  ]);
  const units = { ...s.units };
  for (const id of ['t1', 't2', 't3', 't4'])
    units[id] = { ...units[id]!, status: 'reserve', position: null };
  return {
    ...s,
    units,
    turn,
    phase: 'strategy',
    turnState: {
      ...s.turnState,
      strategyTotals: null,
      strategyWinner: null,
      firstSide: null,
      activeSide: null,
    },
  };
}

describe('the utility AI uses the specialists (2.1)', () => {
  it('2.1.17: it teleports its Terminators in within charge reach of the Orks, outside their zones of control, before the strategy roll', () => {
    const s = withObjectives(terminatorsWaiting(), { x: 150, y: 100 });
    const { command, explanation } = hard().decide(s, pending(s, 'turn-start'), 0);
    expect(command.type).toBe('teleport.place');
    if (command.type !== 'teleport.place') return;
    expect(validateCommand(s, command)).toBeNull();
    const orks = centreOf(['boy1', 'boy2', 'boy3'].map((id) => s.units[id]!.position!));
    const at = centreOf(command.placements.map((p) => p.position));
    // Terminators move 15cm: close enough to charge this turn.
    expect(distance(at, orks)).toBeLessThan(22);
    expect(explanation.summary).toContain('teleports in where it can strike');
  });

  it('2.1.17: with nothing worth striking at in the first turn it keeps them off the table; later it brings them in', () => {
    // Twelve Orks: an assault the Terminators should not start.
    const early = terminatorsWaiting(1, 12);
    // 1.4.2: it passes its start-of-turn abilities, keeping them off the table.
    const pass: Command = { type: 'turnStart.pass', side: 0 };
    const d = hard().decide(early, pending(early, 'turn-start'), 0);
    expect(d.command).toEqual(pass);
    const later = terminatorsWaiting(3, 12);
    expect(hard().decide(later, pending(later, 'turn-start'), 0).command.type).toBe(
      'teleport.place',
    );
  });

  it('2.1.14: its sniper hits go to the enemy leader first and to the expendable unit last, though that one is nearer', () => {
    let s = battle([
      {
        id: 'sm',
        side: 0,
        units: [
          { id: 'sn', sheet: SNIPER_TACTICAL.id, x: 60, y: 20 },
          { id: 'tc', sheet: 'sm-tactical', x: 65, y: 20 },
        ],
      },
      {
        id: 'foe',
        side: 1,
        units: [
          { id: 'e1', sheet: EXPENDABLE_TACTICAL.id, x: 60, y: 40 },
          { id: 'e2', sheet: 'sm-tactical', x: 65, y: 40 },
          { id: 'e3', sheet: LEADER_TACTICAL.id, x: 62, y: 52 },
        ],
      },
    ]);
    s = go(s, declare(0, 'sm', 'sustained-fire'), 1).state;
    const { command } = hard().decide(s, pending(s, 'carry-out-action'), 0);
    expect(command).toMatchObject({ type: 'shoot.declare', targetFormationId: 'foe' });
    if (command.type !== 'shoot.declare') return;
    // Left to itself the engine would send them to the nearest unit with an ability (e1).
    expect(command.chosenTargets).toEqual(['e3', 'e2', 'e1']);
  });

  /** A supreme commander's formation ('hq', done for the turn) and a Tactical formation ('a')
   * with `markers` Blast markers; `enemies` enemy Tactical units at y = `enemyY`. */
  function withSupremeCommander(markers: number, enemyY: number, enemies = 4): GameState {
    let s = battle([
      { id: 'hq', side: 0, units: [{ id: 'sc', sheet: SUPREME_TACTICAL.id, x: 30, y: 20 }] },
      { id: 'a', side: 0, units: row('a', 'sm-tactical', 4, 60, 30) },
      { id: 'e', side: 1, units: row('e', 'sm-tactical', enemies, 60, enemyY) },
    ]);
    s = withFormation(s, 'hq', { activated: true });
    return withFormation(s, 'a', { blastMarkers: markers });
  }

  it("2.1.15: it keeps the supreme commander's re-roll when a battered formation only marshals, and spends it on an assault", () => {
    const battered = withSupremeCommander(3, 110);
    const marshal = hard().decide(battered, pending(battered, 'activate'), 0).command;
    expect(marshal).toMatchObject({ formationId: 'a', action: 'marshal', reroll: false });
    const fresh = withSupremeCommander(0, 40, 1);
    const engage = hard().decide(fresh, pending(fresh, 'activate'), 0).command;
    expect(engage).toMatchObject({ formationId: 'a', action: 'engage' });
    expect(engage).not.toHaveProperty('reroll');
  });

  /** Four Tactical units (`sheet`) 25cm from a lone enemy Tactical unit: out of a 15cm charge's
   * reach, within an infiltrator's 30cm (2.1.4). */
  function lonelyEnemy(sheet: string): GameState {
    return battle([
      { id: 'a', side: 0, units: row('a', sheet, 4, 60, 30, 4) },
      { id: 'e', side: 1, units: [{ id: 'e1', sheet: 'sm-tactical', x: 66, y: 59 }] },
    ]);
  }

  it('2.1.4: its infiltrators engage an enemy beyond a normal charge and charge it at double speed', () => {
    const plain = lonelyEnemy('sm-tactical');
    expect(hard().decide(plain, pending(plain, 'activate'), 0).command).not.toMatchObject({
      action: 'engage',
    });
    let s = lonelyEnemy(INFILTRATOR_TACTICAL.id);
    const declared = hard().decide(s, pending(s, 'activate'), 0).command;
    expect(declared).toMatchObject({ formationId: 'a', action: 'engage' });
    s = go(s, declared, 6).state;
    s = go(s, { type: 'assault.declare', side: 0, targetFormationId: 'e' }).state;
    const charge = hard().decide(s, pending(s, 'assault'), 0).command;
    expect(charge.type).toBe('assault.chargeMove');
    if (charge.type !== 'assault.chargeMove') return;
    const from = s.units[charge.unitId]!.position!;
    const to = charge.path[charge.path.length - 1]!;
    expect(distance(from, to)).toBeGreaterThan(15);
    expect(distance(to, s.units['e1']!.position!)).toBeLessThan(5);
  });

  /** A broken formation of three units (`sheet`) on an objective must withdraw (1.13.3), four
   * enemy units 17cm away. */
  function mustWithdraw(sheet: string): GameState {
    let s = battle([
      { id: 'a', side: 0, units: row('a', sheet, 3, 60, 60, 4) },
      { id: 'e', side: 1, units: row('e', 'sm-tactical', 4, 52, 43, 4) },
    ]);
    s = withObjectives(withFormation(s, 'a', { broken: true }), { x: 64, y: 62 });
    return {
      ...s,
      turnState: {
        ...s.turnState,
        withdrawal: {
          side: 0,
          formationIds: ['a'],
          mandatory: true,
          move: 1,
          moves: {},
          then: 'close-activation',
        },
      },
    };
  }

  it('2.1.3: its broken fearless formation stands its ground on the objective instead of withdrawing', () => {
    const fearless = mustWithdraw(FEARLESS_TACTICAL.id);
    const { command, explanation } = hard().decide(fearless, pending(fearless, 'withdraw'), 0);
    expect(command).toEqual({ type: 'withdrawal.end', side: 0 });
    expect(explanation.summary).toContain('fearless');
    // Without the ability the same formation withdraws.
    const plain = mustWithdraw('sm-tactical');
    expect(hard().decide(plain, pending(plain, 'withdraw'), 0).command.type).toBe(
      'withdrawal.move',
    );
  });

  it('2.1.17: at deployment it keeps a teleporting formation off the table and sets up the rest', () => {
    // Basic Training, with four Terminators added to the first player's force.
    const setup = createScenarioSetup(BASIC_TRAINING, { seed: 3 });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const [first, second] = setup.value.players;
    if (!first || !second) throw new Error('Basic Training has two players');
    const terminators = {
      id: 'terminators',
      name: 'Terminator detachment',
      initiative: 1,
      units: ['t1', 't2', 't3', 't4'].map((id) => ({ id, datasheetId: 'sm-terminator' })),
    };
    const created = createGame({
      ...setup.value,
      players: [{ ...first, formations: [...first.formations, terminators] }, second],
      datasheets: {
        ...setup.value.datasheets,
        'sm-terminator': getDatasheet('sm-terminator') as UnitDatasheet,
      },
    });
    if (!created.ok) throw new Error(created.error.join('\n'));
    const session = createSession({ game: created.value });
    for (let i = 0; i < 500 && session.snapshot().context.game.phase === 'setup'; i++) {
      const snapshot = session.snapshot();
      const decision = pendingDecision(snapshot);
      const side = decision.sides[0]!;
      const command = hard().decide(snapshot.context.game, decision, side).command;
      const submitted = session.submit(command);
      if (!submitted.ok) throw new Error(submitted.refusal.message);
    }
    const game = session.snapshot().context.game;
    expect(game.phase).toBe('strategy');
    const units = Object.values(game.units).filter((u) => u.side === 0);
    expect(units.filter((u) => u.formationId === 'terminators').map((u) => u.status)).toEqual([
      'reserve',
      'reserve',
      'reserve',
      'reserve',
    ]);
    expect(
      units.filter((u) => u.formationId !== 'terminators').every((u) => u.status === 'deployed'),
    ).toBe(true);
  });
});
