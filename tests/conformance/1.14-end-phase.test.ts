import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Side } from '../../engine/netea/commands/schema';
import { nextRallySide } from '../../engine/netea/rules/1.14-end-phase/rally';
import { objectiveHolders } from '../../engine/netea/rules/1.14-end-phase/victory';
import type { GameState } from '../../engine/netea/state/schema';
import { deployed, withDice } from '../fixtures/battle';

const A1 = 'a-sm-tactical-detachment-1';
const A2 = 'a-sm-tactical-detachment-2';
const B1 = 'b-sm-tactical-detachment-1';

/** The end phase of turn 1, with Blast markers and broken states as given. */
function endPhase(
  marks: Record<string, { blastMarkers: number; broken?: boolean }>,
  knowNoFear = true,
): GameState {
  const game = deployed().context.game;
  const formations = { ...game.formations };
  for (const [id, m] of Object.entries(marks)) {
    formations[id] = {
      ...formations[id]!,
      blastMarkers: m.blastMarkers,
      broken: m.broken ?? false,
    };
  }
  const players = game.players.map((p) => ({
    ...p,
    specialRules: knowNoFear ? p.specialRules : [],
  })) as GameState['players'];
  return {
    ...game,
    phase: 'end',
    turn: 1,
    players,
    formations,
    turnState: { ...game.turnState, strategyWinner: 0 },
  };
}

/** Move every unit of a formation next to the table centre (for range and objective tests). */
function moveFormation(state: GameState, formationId: string, x: number, y: number): GameState {
  const units = { ...state.units };
  state.formations[formationId]!.unitIds.forEach((id, i) => {
    units[id] = {
      ...units[id]!,
      position: { x: x + (i % 3) * 4.5, y: y + Math.floor(i / 3) * 2 },
      facing: 0,
    };
  });
  return { ...state, units };
}

const rally = (side: Side, formationId: string) => ({
  type: 'end.rally' as const,
  side,
  formationId,
});

describe('1.14.1 Rallying Formations', () => {
  it('roll equal to or over the initiative value; a pass removes half the Blast markers, rounding fractions up', () => {
    const { state } = withDice(endPhase({ [A1]: { blastMarkers: 3 } }), rally(0, A1), 1);
    expect(state.formations[A1]?.blastMarkers).toBe(1);
  });

  it('formations with one Blast marker remaining that pass a rally test remove the last Blast marker', () => {
    const { state } = withDice(endPhase({ [A1]: { blastMarkers: 1 } }), rally(0, A1), 1);
    expect(state.formations[A1]?.blastMarkers).toBe(0);
  });

  it('-2 if the formation is broken and -1 with enemy units within 30cm', () => {
    let state = endPhase({ [A1]: { blastMarkers: 0, broken: true } });
    state = moveFormation(moveFormation(state, A1, 40, 40), B1, 40, 60);
    const { events } = withDice(state, rally(0, A1), 6);
    expect(events[0]).toMatchObject({
      needed: 4,
      modifiers: [
        { value: -2, section: '1.14.1' },
        { value: -1, reason: 'enemy units within 30cm', section: '1.14.1' },
      ],
    });
  });

  it('a broken formation that rallies counts as having as many Blast markers as units, half of which are removed (seven units: three)', () => {
    const game = endPhase({ [A1]: { blastMarkers: 0, broken: true } }, false);
    // Seven units as in the rulebook's example: give the formation one more Tactical unit.
    const f = game.formations[A1]!;
    const extra = { ...game.units[f.unitIds[0]!]!, id: 'a-extra', position: { x: 2, y: 2 } };
    const seven = {
      ...game,
      units: { ...game.units, 'a-extra': extra },
      formations: { ...game.formations, [A1]: { ...f, unitIds: [...f.unitIds, 'a-extra'] } },
    };
    const { state } = withDice(seven, rally(0, A1), 6);
    expect(state.formations[A1]).toMatchObject({ broken: false, blastMarkers: 3 });
  });

  it('They Shall Know No Fear (seed 001 5.5.1): a rallying broken Space Marine formation keeps one Blast marker per unit', () => {
    const { state } = withDice(
      endPhase({ [A1]: { blastMarkers: 0, broken: true } }),
      rally(0, A1),
      6,
    );
    expect(state.formations[A1]).toMatchObject({ broken: false, blastMarkers: 6 });
  });

  it('a failed test leaves an unbroken formation in place with its Blast markers', () => {
    const state = endPhase({ [A1]: { blastMarkers: 4 } });
    const lowInitiative = {
      ...state,
      formations: { ...state.formations, [A1]: { ...state.formations[A1]!, initiative: 3 } },
    };
    const { state: after, events } = withDice(lowInitiative, rally(0, A1), 2);
    expect(after.formations[A1]?.blastMarkers).toBe(4);
    expect(events.some((e) => e.type === 'rally/failed')).toBe(true);
  });

  it('the players take turns to rally, starting with the player with the higher strategy rating', () => {
    const state = endPhase({
      [A1]: { blastMarkers: 2 },
      [A2]: { blastMarkers: 2 },
      [B1]: { blastMarkers: 2 },
    });
    const higherBeta = {
      ...state,
      players: [
        state.players[0],
        { ...state.players[1], strategyRating: 6 },
      ] as GameState['players'],
    };
    expect(nextRallySide(higherBeta)).toBe(1);
    const refused = applyCommand(higherBeta, rally(0, A1));
    expect(refused.ok ? null : refused.refusal).toMatchObject({
      code: 'rally/not-your-turn',
      section: '1.14.1',
    });
    const afterBeta = withDice(higherBeta, rally(1, B1), 6).state;
    expect(nextRallySide(afterBeta)).toBe(0);
    const afterA1 = withDice(afterBeta, rally(0, A1), 6).state;
    // Beta has nothing left to rally: Alpha goes on.
    expect(nextRallySide(afterA1)).toBe(0);
  });

  it('formations without Blast markers do not rally', () => {
    const state = endPhase({ [A1]: { blastMarkers: 2 } });
    const result = applyCommand(state, rally(0, A2));
    expect(result.ok ? null : result.refusal.code).toBe('rally/not-needed');
  });
});

describe('1.14.2 Check Victory Conditions (1.15.1: capture the objective and hold it for one full game turn)', () => {
  it('a side captures the objective with a unit within 15cm when the opponent has none there', () => {
    let state = endPhase({});
    expect(objectiveHolders(state)).toEqual([null]);
    state = moveFormation(state, A1, 38, 40);
    expect(objectiveHolders(state)).toEqual([0]);
    state = moveFormation(state, B1, 40, 50);
    expect(objectiveHolders(state)).toEqual([null]);
  });

  it('capturing is not enough: the objective must still be held at the end of the next turn', () => {
    const state = moveFormation(endPhase({ [A2]: { blastMarkers: 1 } }), A1, 38, 40);
    const turn1 = withDice(state, rally(0, A2), 6).state;
    expect(turn1.objectiveHistory).toEqual([[0]]);
    expect(turn1.result).toBeNull();
    expect(turn1.turn).toBe(2);
    const turn2End = {
      ...turn1,
      phase: 'end' as const,
      formations: { ...turn1.formations, [A2]: { ...turn1.formations[A2]!, blastMarkers: 1 } },
    };
    const won = withDice(turn2End, rally(0, A2), 6).state;
    expect(won.phase).toBe('game-over');
    expect(won.result).toMatchObject({ winner: 0, turn: 2 });
  });

  it('a game nobody has won after the scenario\u2019s last turn is a draw', () => {
    const state = endPhase({ [A2]: { blastMarkers: 1 } });
    const last = { ...state, turn: state.victory.maxTurns };
    const over = withDice(last, rally(0, A2), 6).state;
    expect(over.result).toMatchObject({ winner: null });
  });
});
