import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { UnitDatasheet } from '../../engine/netea/data';
import type { GameState } from '../../engine/netea/state/schema';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { battle, declare, go } from '../conformance/helpers';
import { row } from '../fixtures/shootingGame';
import { pending } from './situations';
import { shootingCandidates } from '../../ai/utility/candidates/shooting';
import { situationOf } from '../../ai/utility/situation';
import { createPlayer, decisionSeed } from '../../ai/registry';
import { applyCommand } from '../../engine/netea/commands/apply';
import { pendingDecision, startChart } from '../../engine/netea/flow/game';
import { inBaseContact } from '../../engine/kernel/geometry';
import { placedUnits } from '../../engine/netea/rules/1.9-shooting/geometry';

const hard = () => createUtilityPlayer('hard', 1);

function decide(state: GameState, kind: Parameters<typeof pending>[1], side: 0 | 1 = 0): Command {
  return hard().decide(state, pending(state, kind), side).command;
}

const damaged = (s: GameState, id: string, damage: number): GameState => ({
  ...s,
  units: { ...s.units, [id]: { ...s.units[id]!, damage } },
});

/** The two command bunkers of the focus-fire test, the Devastators on sustained fire. */
function twoBunkers(extra: Parameters<typeof battle>[0] = []): GameState {
  const s = battle([
    { id: 'a', side: 0, units: row('a', 'sm-devastator', 4, 50, 60) },
    { id: 'near', side: 1, units: [{ id: 'n', sheet: 'command-bunker', x: 56, y: 87 }] },
    { id: 'far', side: 1, units: [{ id: 'f', sheet: 'command-bunker', x: 40, y: 96 }] },
    ...extra,
  ]);
  return go(s, declare(0, 'a', 'sustained-fire'), 6).state;
}

/** The state with the given units on a copy of their datasheet that has the critical (3.2.3). */
function withCritical(
  s: GameState,
  unitIds: readonly string[],
  criticalHit: NonNullable<UnitDatasheet['criticalHit']>,
): GameState {
  const sheet: UnitDatasheet = {
    ...s.datasheets[s.units[unitIds[0]!]!.datasheetId]!,
    id: 'test-critical-bunker',
    criticalHit,
  };
  const units = { ...s.units };
  for (const id of unitIds) units[id] = { ...units[id]!, datasheetId: sheet.id };
  return { ...s, datasheets: { ...s.datasheets, [sheet.id]: sheet }, units };
}

/** What the Devastators expect their shooting at the target to destroy. */
function expectedKillsAt(s: GameState, target: string): number {
  const c = shootingCandidates(
    s,
    situationOf(s, 0),
    'a',
    { action: 'sustained-fire' },
    'shoot',
  ).find((x) => x.command.type === 'shoot.declare' && x.command.targetFormationId === target);
  return c?.considerations.find((x) => x.name === 'expectedKills')?.value ?? 0;
}

/**
 * The AI's assault from the declared engage on: its target and every charge move, each of which
 * the engine must accept (1.12.2, 1.12.3); the state when the charges are over.
 */
function aiCharges(state: GameState, side: 0 | 1): { state: GameState; commands: Command[] } {
  let s = state;
  const commands: Command[] = [];
  for (let i = 0; i < 40; i++) {
    const p = pendingDecision(startChart(s));
    if (p.kind !== 'assault' || (p.step !== 'target' && p.step !== 'charge')) break;
    const command = createPlayer('ai:hard', decisionSeed(1, side, s.log.length)).decide(
      s,
      p,
      side,
    ).command;
    const result = applyCommand(s, command);
    if (!result.ok) throw new Error(`${command.type} refused: ${result.refusal.message}`);
    commands.push(command);
    s = result.state;
  }
  return { state: s, commands };
}

/** Units of the formation in base contact with the unit. */
function touching(s: GameState, formationId: string, unitId: string): number {
  const target = placedUnits(s, s.units[unitId]!.formationId).find((p) => p.unit.id === unitId)!;
  return placedUnits(s, formationId).filter((p) => inBaseContact(p.shape, target.shape)).length;
}

describe('the utility AI against war engines (3.2, 3.3)', () => {
  it('shoots the damaged war engine it can finish rather than an untouched one nearer by (3.2.2)', () => {
    // Four Devastators; two Command Bunkers (DC3, 4+) in range: "near" untouched at 25cm,
    // "far" with 2 points of damage at 35cm: one more point destroys it.
    let s = battle([
      { id: 'a', side: 0, units: row('a', 'sm-devastator', 4, 50, 60) },
      { id: 'near', side: 1, units: [{ id: 'n', sheet: 'command-bunker', x: 56, y: 87 }] },
      { id: 'far', side: 1, units: [{ id: 'f', sheet: 'command-bunker', x: 40, y: 96 }] },
    ]);
    s = go(s, declare(0, 'a', 'sustained-fire'), 6).state;
    expect(decide(damaged(s, 'f', 2), 'carry-out-action')).toEqual({
      type: 'shoot.declare',
      side: 0,
      targetFormationId: 'far',
    });
    // Untouched, the nearer bunker is the target.
    expect(decide(s, 'carry-out-action')).toMatchObject({ targetFormationId: 'near' });
  });

  it('assaults a lone command bunker with its Great Gargant (3.3)', () => {
    const s = battle(
      [
        { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 40 }] },
        { id: 'bk', side: 0, units: [{ id: 'b', sheet: 'command-bunker', x: 60, y: 52 }] },
      ],
      { active: 1 },
    );
    expect(decide(s, 'activate', 1)).toMatchObject({
      type: 'action.declare',
      formationId: 'g',
      action: 'engage',
    });
  });

  it('of two otherwise equal war engines, shoots the one a critical destroys outright (3.2.3)', () => {
    const s = twoBunkers();
    // Alike, the nearer bunker is the target.
    expect(decide(s, 'carry-out-action')).toMatchObject({ targetFormationId: 'near' });
    const destroyed = withCritical(s, ['f'], {
      effect: { kind: 'destroyed', transported: 'save' },
      summary: 'Destroyed outright (3.2.3).',
    });
    expect(decide(destroyed, 'carry-out-action')).toEqual({
      type: 'shoot.declare',
      side: 0,
      targetFormationId: 'far',
    });
  });

  it('counts a reactor critical that would blow up the war engine next to its own formation (3.2.3)', () => {
    // Both bunkers may breach their reactor; a formation of the enemy stands by the far one.
    const reactor = {
      effect: {
        kind: 'reactor' as const,
        destroyedOn: [1],
        damageOn: [2, 3],
        explosion: { radius: 5, hitsOn: 4 },
      },
      summary: 'Reactor breach (3.2.3).',
    };
    const s = withCritical(
      twoBunkers([{ id: 'tac', side: 1, units: row('t', 'sm-tactical', 4, 34, 103, 4) }]),
      ['n', 'f'],
      reactor,
    );
    const alone = withCritical(twoBunkers(), ['n', 'f'], reactor);
    expect(expectedKillsAt(s, 'far')).toBeGreaterThan(expectedKillsAt(s, 'near'));
    expect(expectedKillsAt(alone, 'far')).toBeCloseTo(expectedKillsAt(alone, 'near'), 6);
  });

  it('shoots the Gargant whose power fields are down rather than one whose fields still stand (5.5.4)', () => {
    let s = battle([
      { id: 'a', side: 0, units: row('a', 'sm-land-raider', 4, 50, 60, 6) },
      { id: 'up', side: 1, units: [{ id: 'u', sheet: 'ork-great-gargant', x: 56, y: 92 }] },
      { id: 'down', side: 1, units: [{ id: 'd', sheet: 'ork-great-gargant', x: 30, y: 98 }] },
    ]);
    s = go(s, declare(0, 'a', 'sustained-fire'), 6).state;
    const fieldsDown: GameState = {
      ...s,
      units: { ...s.units, d: { ...s.units.d!, shields: 0 } },
    };
    expect(decide(fieldsDown, 'carry-out-action')).toEqual({
      type: 'shoot.declare',
      side: 0,
      targetFormationId: 'down',
    });
  });

  it('charges a war engine with at least as many units as its starting damage capacity, taking its zone of control (3.1.2)', () => {
    // Six Tactical Marines 15cm from a Command Bunker (DC3): before, the first took its front
    // and the rest stopped short of it, one unit in contact.
    let s = battle([
      { id: 'tac', side: 0, units: row('t', 'sm-tactical', 6, 40, 60, 4) },
      { id: 'bk', side: 1, units: [{ id: 'b', sheet: 'command-bunker', x: 50, y: 75 }] },
    ]);
    s = go(s, declare(0, 'tac', 'engage'), 6).state;
    const charged = aiCharges(s, 0);
    expect(charged.commands[0]).toEqual({
      type: 'assault.declare',
      side: 0,
      targetFormationId: 'bk',
    });
    expect(touching(charged.state, 'tac', 'b')).toBeGreaterThanOrEqual(3);
  });

  it('assaults the war engine its units can contact in numbers, not a nearer one only two can reach (3.1.2)', () => {
    // Two bunkers (DC3): "side" 10cm from the end of the line, in reach of two Tactical units;
    // "mid" 15cm in front of it, in reach of four.
    let s = battle([
      { id: 'tac', side: 0, units: row('t', 'sm-tactical', 6, 40, 60, 4) },
      { id: 'side', side: 1, units: [{ id: 'a', sheet: 'command-bunker', x: 29, y: 60 }] },
      { id: 'mid', side: 1, units: [{ id: 'b', sheet: 'command-bunker', x: 50, y: 75 }] },
    ]);
    s = go(s, declare(0, 'tac', 'engage'), 6).state;
    expect(aiCharges(s, 0).commands[0]).toEqual({
      type: 'assault.declare',
      side: 0,
      targetFormationId: 'mid',
    });
  });

  it('barges into the Tactical Marines it charges with its Gargant, more of them in contact than by stopping at the first (3.3.1)', () => {
    // Two rows of six Tactical Marines 12cm and 16cm in front of a Great Gargant (DC12, 15cm).
    const front = row('t', 'sm-tactical', 6, 50, 52, 4);
    const back = row('u', 'sm-tactical', 6, 50, 56, 4);
    let s = battle(
      [
        { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 40 }] },
        { id: 'tac', side: 0, units: [...front, ...back] },
      ],
      { active: 1 },
    );
    s = go(s, declare(1, 'g', 'engage'), 6).state;
    const charged = aiCharges(s, 1);
    expect(charged.commands[0]).toMatchObject({
      type: 'assault.declare',
      targetFormationId: 'tac',
    });
    expect(charged.commands[1]).toMatchObject({ type: 'assault.chargeMove', unitId: 'gg' });
    // It drove into the front row, pushing Marines aside (they stand elsewhere now).
    expect(charged.state.units.gg!.position!.y).toBeGreaterThan(52);
    const moved = [...front, ...back].filter(
      (u) =>
        charged.state.units[u.id]!.position!.x !== u.x ||
        charged.state.units[u.id]!.position!.y !== u.y,
    );
    expect(moved.length).toBeGreaterThan(0);
    expect(touching(charged.state, 'tac', 'gg')).toBeGreaterThanOrEqual(3);
  });
});
