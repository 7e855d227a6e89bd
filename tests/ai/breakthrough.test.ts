import { beforeAll, describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command } from '../../engine/netea/commands/schema';
import { pendingDecision, startChart } from '../../engine/netea/flow/game';
import { BREAKTHROUGH } from '../../engine/netea/scenarios';
import { liveUnits } from '../../engine/netea/rules/1.2-formations/formations';
import { breakoutFormations } from '../../engine/netea/rules/5.3-scenarios/breakthrough';
import { atShortEdge } from '../../engine/netea/rules/5.3-scenarios/leaveTable';
import type { FormationState, GameState } from '../../engine/netea/state/schema';
import { breakoutLineUp } from '../../ai/utility/candidates/breakoutLineUp';
import { situationOf } from '../../ai/utility/situation';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { deployed } from '../fixtures/battle';

/** Seed 001 5.3.5: what the utility player does to break out. */

let battle: GameState;
let formation: FormationState;
beforeAll(() => {
  const game = deployed(BREAKTHROUGH, 2).context.game;
  // The Orks gone, so that nothing stands in the way; the Minervans to act on turn 2.
  const units = Object.fromEntries(
    Object.values(game.units).map((u) => [
      u.id,
      u.side === 0 ? { ...u, status: 'destroyed' as const, position: null } : u,
    ]),
  );
  battle = {
    ...game,
    units,
    turn: 2,
    phase: 'action',
    turnState: { ...game.turnState, activeSide: 1, activation: null },
  };
  formation = breakoutFormations(battle, 1).find(
    (f) => liveUnits(battle, f).length >= 2 && liveUnits(battle, f).every((u) => u.position),
  )!;
});

/** The formation in a loose column 6cm apart, `x` cm from the west edge. */
function nearWest(state: GameState, f: FormationState, x: number): GameState {
  const units = liveUnits(state, f).filter((u) => u.status === 'deployed');
  const moved = Object.fromEntries(
    units.map((u, i) => [u.id, { ...u, position: { x: x + (i % 2) * 2, y: 20 + i * 6 } }]),
  );
  return { ...state, units: { ...state.units, ...moved } };
}

function activated(state: GameState, f: FormationState): GameState {
  return {
    ...state,
    turnState: {
      ...state.turnState,
      activation: {
        formationId: f.id,
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
}

describe('the utility AI breaking out (seed 001 5.3.5)', () => {
  it('heads every formation for the nearer short edge', () => {
    const s = situationOf(battle, 1);
    for (const v of s.mine) {
      const goal = s.goals.get(v.formation.id)!.point;
      expect([0, battle.table.width]).toContain(goal.x);
      expect(goal.x === 0).toBe(v.centre.x < battle.table.width / 2);
    }
  });

  it('lines the units up on the edge when the move reaches it, then leaves the table', () => {
    let s = activated(nearWest(battle, formation, 6), formation);
    const moved: string[] = [];
    for (let i = 0; i < 30; i++) {
      const command = breakoutLineUp(s, 1, formation.id, moved);
      if (!command) break;
      const r = applyCommand(s, command);
      if (!r.ok) throw new Error(r.refusal.message);
      s = r.state;
      if (command.type === 'move.unit') moved.push(command.unitId);
    }
    for (const u of liveUnits(s, formation))
      if (u.status === 'deployed') expect(atShortEdge(s, u)).toBe(true);
    // (No spacecraft due: one due would carry out its operation first.)
    const chosen = {
      ...s,
      spacecraft: [],
      turnState: { ...s.turnState, activation: null },
    };
    const pending = pendingDecision(startChart(chosen));
    const command: Command = createUtilityPlayer('hard', 1).decide(chosen, pending, 1).command;
    expect(command).toEqual({ type: 'breakthrough.leave', side: 1, formationId: formation.id });
  });

  it('does not try for the edge while it is beyond this move', () => {
    const s = activated(nearWest(battle, formation, 60), formation);
    expect(breakoutLineUp(s, 1, formation.id, [])).toBeNull();
  });
});
