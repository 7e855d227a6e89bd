import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { crossfireLines, movedUnits } from '../../ai/utility/considerations/position';
import { situationOf, viewOf } from '../../ai/utility/situation';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { battle, declare, go, withFormation } from '../conformance/helpers';
import { rect, row } from '../fixtures/shootingGame';
import { pending, withObjectives } from './situations';

const hard = () => createUtilityPlayer('hard', 1);

function decide(state: GameState, kind: Parameters<typeof pending>[1]): Command {
  return hard().decide(state, pending(state, kind), 0).command;
}

describe('the utility AI in hand-built situations', () => {
  it('shoots the formation it can break rather than the one it can hurt most', () => {
    // Four Tactical units; two enemy formations in range: "open" (6 units in the open, 25cm)
    // and "wood" (4 units in a wood, 35cm, -1 to hit and a cover save, 1.8). With 3 Blast
    // markers, being shot at breaks "wood" (1.9.4, 1.9.7).
    let s = battle(
      [
        { id: 'a', side: 0, units: row('a', 'sm-tactical', 4, 50, 60) },
        { id: 'open', side: 1, units: row('o', 'sm-tactical', 6, 40, 85, 3) },
        { id: 'wood', side: 1, units: row('w', 'sm-tactical', 4, 70, 95, 3) },
      ],
      { terrain: [rect('trees', 'woods', 66, 90, 84, 100)] },
    );
    s = go(s, declare(0, 'a', 'sustained-fire'), 6).state;
    expect(decide(withFormation(s, 'wood', { blastMarkers: 3 }), 'carry-out-action')).toEqual({
      type: 'shoot.declare',
      side: 0,
      targetFormationId: 'wood',
    });
    // Without the Blast markers the formation in the open is the better target.
    expect(decide(s, 'carry-out-action')).toMatchObject({ targetFormationId: 'open' });
  });

  it('1.7: a Land Raider parked against a building backs away from it instead of standing still', () => {
    // Facing along the building's west wall (x 58), 0.2cm from it: turning in place to drive
    // nose first would swing its corners into the building (1.8.4 impassable).
    let s = battle(
      [
        {
          id: 'lr',
          side: 0,
          units: [{ id: 'r', sheet: 'sm-land-raider', x: 56.9, y: 50, facing: 90 }],
        },
        { id: 'e', side: 1, units: row('e', 'sm-tactical', 2, 10, 140, 4) },
      ],
      { terrain: [rect('house', 'buildings', 58, 40, 62, 60)] },
    );
    s = withObjectives(s, { x: 20, y: 50 });
    s = go(s, declare(0, 'lr', 'advance'), 6).state;
    const command = decide(s, 'carry-out-action');
    expect(command).toMatchObject({ type: 'move.unit', unitId: 'r', orientation: 'keep-facing' });
    if (command.type !== 'move.unit') return;
    expect(validateCommand(s, command)).toBeNull();
    expect(command.path[command.path.length - 1]!.x).toBeLessThan(50);
  });

  /** Three Tactical units heading east for an objective; enemy guns north and south of the
   * straight route, as two formations (a crossfire, 1.11) or as one (no crossfire). */
  function crossfireRoute(twoFormations: boolean): {
    state: GameState;
    vector: { x: number; y: number };
  } {
    const enemies = twoFormations
      ? [
          { id: 'p', side: 1 as const, units: row('p', 'sm-tactical', 2, 62, 38) },
          { id: 'q', side: 1 as const, units: row('q', 'sm-tactical', 2, 62, 82) },
        ]
      : [
          {
            id: 'p',
            side: 1 as const,
            units: [...row('p', 'sm-tactical', 2, 62, 38), ...row('q', 'sm-tactical', 2, 62, 82)],
          },
        ];
    let s = battle(
      [{ id: 'a', side: 0, units: row('a', 'sm-tactical', 3, 44, 60, 4) }, ...enemies],
      {
        terrain: [rect('wood', 'woods', 48, 64, 58, 72)],
      },
    );
    s = withObjectives(s, { x: 90, y: 60 });
    s = go(s, declare(0, 'a', 'advance'), 6).state;
    const command = decide(s, 'carry-out-action');
    if (command.type !== 'move.unit') throw new Error(`expected a move, got ${command.type}`);
    const from = s.units[command.unitId]!.position!;
    const to = command.path[command.path.length - 1]!;
    return { state: s, vector: { x: to.x - from.x, y: to.y - from.y } };
  }

  it('does not march into a crossfire when a covered route exists (1.11)', () => {
    const { state, vector } = crossfireRoute(true);
    const s = situationOf(state, 0);
    const placed = movedUnits(viewOf(state, state.formations['a']!).units, vector);
    expect(crossfireLines(state, s, placed)).toBe(0);
    expect(Math.hypot(vector.x, vector.y)).toBeGreaterThan(3);
    // The same guns in one formation make no crossfire: then it takes the straight route, which
    // the two formations would have caught in a crossfire.
    const straight = crossfireRoute(false);
    expect(straight.vector.x).toBeGreaterThan(12);
    const onLine = movedUnits(viewOf(state, state.formations['a']!).units, straight.vector);
    expect(crossfireLines(state, s, onLine)).toBeGreaterThan(0);
  });

  it('withdraws a broken formation away from the enemy (1.13.3)', () => {
    let s = battle([
      { id: 'a', side: 0, units: row('a', 'sm-tactical', 3, 60, 60, 4) },
      { id: 'e', side: 1, units: row('e', 'sm-tactical', 4, 52, 45, 4) },
    ]);
    s = withFormation(s, 'a', { broken: true });
    s = {
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
    const command = decide(s, 'withdraw');
    expect(command.type).toBe('withdrawal.move');
    if (command.type !== 'withdrawal.move') return;
    const from = s.units[command.unitId]!.position!;
    const to = command.path[command.path.length - 1]!;
    const nearest = (p: { x: number; y: number }) =>
      Math.min(
        ...['e1', 'e2', 'e3', 'e4'].map((id) => {
          const e = s.units[id]!.position!;
          return Math.hypot(e.x - p.x, e.y - p.y);
        }),
      );
    expect(nearest(to)).toBeGreaterThan(nearest(from) + 10);
  });

  /** Tactical units next to an enemy formation; who is likely to win the assault (1.12.7)? */
  function engageChoice(mine: number, theirs: number, myMarkers: number): Command {
    let s = battle([
      { id: 'a', side: 0, units: row('a', 'sm-tactical', mine, 60, 60, 3) },
      { id: 'e', side: 1, units: row('e', 'sm-tactical', theirs, 56, 70, 3) },
    ]);
    s = withFormation(s, 'a', { blastMarkers: myMarkers });
    return decide(s, 'activate');
  }

  it('does not charge into hopeless odds, and does charge when the odds are good (1.12)', () => {
    // One battered unit against eight fresh ones: any action but engage.
    const hopeless = engageChoice(1, 8, 1);
    expect(hopeless).toMatchObject({ type: 'action.declare', formationId: 'a' });
    expect(hopeless).not.toMatchObject({ action: 'engage' });
    // Eight against one: engage.
    expect(engageChoice(8, 1, 0)).toMatchObject({ type: 'action.declare', action: 'engage' });
  });

  it('explains each decision with its best candidates and their considerations', () => {
    const s = battle([
      { id: 'a', side: 0, units: row('a', 'sm-tactical', 4, 50, 60) },
      { id: 'e', side: 1, units: row('e', 'sm-tactical', 4, 50, 85) },
    ]);
    const { explanation } = hard().decide(s, pending(s, 'activate'), 0);
    expect(explanation.candidates?.length).toBeGreaterThan(1);
    const best = explanation.candidates![0]!;
    expect(best.considerations?.map((c) => c.name)).toContain('actionTest');
    const scores = explanation.candidates!.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });
});
