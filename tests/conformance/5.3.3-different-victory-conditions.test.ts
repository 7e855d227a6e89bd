import { describe, expect, it } from 'vitest';
import type { Side } from '../../engine/netea/commands/schema';
import type { GameEvent } from '../../engine/netea/events';
import { endOfRallies } from '../../engine/netea/rules/1.14-end-phase/endPhase';
import { goalStatuses, perSideResult } from '../../engine/netea/rules/5.3-scenarios/opposedGoals';
import { parseScenario, SIGNAL_HILL } from '../../engine/netea/scenarios';
import { SIGNAL_HILL_SPEARHEAD } from '../../engine/netea/scenarios/signalHill';
import type { GameState } from '../../engine/netea/state/schema';
import { deployed } from '../fixtures/battle';

/**
 * Seed 001 5.3.3 Unterschiedliche Siegbedingungen: each side its own goal; "one side achieves
 * its goal: it wins; both: a draw" (the Leich'n Mühla example: "Wenn die Space Marines den
 * Garganten zerstören, aber der Gargant es schafft, einen Bunker zu zerstören, endet das Spiel
 * unentschieden"); neither: what the scenario says. Signal Hill: the Space Marines must hold
 * the vox relay for a full turn (two end phases in a row), the Orks must destroy the Assault
 * and the Land Raider Detachments; neither is a draw.
 */
const MARINES: Side = 0;
const ORKS: Side = 1;
const RELAY = { x: 90, y: 42 };

/** Signal Hill after set-up, every unit moved off the relay (Marines to the south, Orks to the
 * north-west corner), at the end phase of `turn` with `history` as the earlier end phases'
 * holders of the relay. */
function atEnd(turn: number, history: (Side | null)[]): GameState {
  const game = deployed(SIGNAL_HILL, 3).context.game;
  const units = Object.fromEntries(
    Object.entries(game.units).map(([id, u], i) => [
      id,
      {
        ...u,
        position:
          u.status === 'deployed'
            ? u.side === MARINES
              ? { x: 10 + (i % 40) * 4, y: 110 }
              : { x: 5 + (i % 10) * 2, y: 5 }
            : u.position,
      },
    ]),
  );
  return { ...game, units, turn, phase: 'end', objectiveHistory: history.map((h) => [h]) };
}

function moveTo(game: GameState, unitId: string, at: { x: number; y: number }): GameState {
  return { ...game, units: { ...game.units, [unitId]: { ...game.units[unitId]!, position: at } } };
}

function destroy(game: GameState, formationIds: readonly string[]): GameState {
  const units = { ...game.units };
  for (const f of formationIds)
    for (const id of game.formations[f]!.unitIds)
      units[id] = { ...units[id]!, status: 'destroyed', position: null };
  return { ...game, units };
}

const marineOnRelay = (game: GameState) =>
  moveTo(game, game.formations['a-sm-devastator-detachment-1']!.unitIds[0]!, RELAY);

function endPhase(game: GameState) {
  const events: GameEvent[] = [];
  const next = endOfRallies(game, events);
  return { next, over: events.find((e) => e.type === 'game/over') };
}

describe('5.3.3 Signal Hill: the forces and the goals as data', () => {
  const game = deployed(SIGNAL_HILL, 3).context.game;

  it('names the Marine spearhead by the formations the game fields', () => {
    for (const id of SIGNAL_HILL_SPEARHEAD) expect(game.formations[id]?.side).toBe(MARINES);
    expect(game.victory).toMatchObject({ kind: 'per-side', maxTurns: 5 });
  });

  it('refuses a destroy goal that names nothing (a goal must say what)', () => {
    const bad = structuredClone(SIGNAL_HILL) as unknown as {
      victory: { perSide: { goals: unknown[] } };
    };
    bad.victory.perSide.goals[1] = { kind: 'destroy' };
    const parsed = parseScenario(bad);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.join(' ')).toMatch(/names formations or datasheets/);
  });
});

describe('5.3.3 outcome: one achieves its goal, both, or neither', () => {
  it('one side achieves its goal: it wins (the relay held at turns 4 and 5, the spearhead alive)', () => {
    const { next, over } = endPhase(marineOnRelay(atEnd(5, [null, null, null, MARINES])));
    expect(next.phase).toBe('game-over');
    expect(next.result).toMatchObject({ winner: MARINES, turn: 5 });
    expect(over).toMatchObject({
      winner: MARINES,
      reason: 'Space Marine strike force achieved its goal',
      section: '5.3.3',
    });
  });

  it('both achieve theirs: a draw at once, as Leich’n Mühla’s gargant and bunker', () => {
    const game = destroy(marineOnRelay(atEnd(3, [null, MARINES])), SIGNAL_HILL_SPEARHEAD);
    const { next, over } = endPhase(game);
    expect(next.result).toMatchObject({ winner: null, turn: 3 });
    expect(over).toMatchObject({ reason: 'both sides achieved their goals', section: '5.3.3' });
  });

  it('neither achieves its goal after the last turn: what the scenario says (a draw here)', () => {
    const { next, over } = endPhase(atEnd(5, [MARINES, null, MARINES, null]));
    expect(next.result).toMatchObject({ winner: null, turn: 5 });
    expect(over).toMatchObject({ reason: 'neither side achieved its goal' });
  });

  it('an achieved goal does not end the game while the other side’s is still open', () => {
    const { next, over } = endPhase(marineOnRelay(atEnd(2, [MARINES])));
    expect(over).toBeUndefined();
    expect(next.turn).toBe(3);
    expect(goalStatuses(next)).toEqual(['achieved', 'open']);
    // Achieved stays achieved: losing the relay afterwards changes nothing.
    expect(goalStatuses({ ...next, objectiveHistory: [...next.objectiveHistory, [ORKS]] })).toEqual(
      ['achieved', 'open'],
    );
  });

  it('a side with no unit left can no longer achieve its goal: the other wins at once', () => {
    const orks = Object.values(atEnd(2, []).formations)
      .filter((f) => f.side === ORKS)
      .map((f) => f.id);
    const { next } = endPhase(destroy(marineOnRelay(atEnd(2, [MARINES])), orks));
    expect(next.result).toMatchObject({ winner: MARINES, turn: 2 });
  });

  it('1.14.2 capture: an Ork unit within 15cm contests the relay, so it is not held', () => {
    const game = marineOnRelay(atEnd(5, [null, null, null, MARINES]));
    const ork = Object.values(game.units).find((u) => u.side === ORKS && u.position)!;
    const contested = moveTo(game, ork.id, { x: RELAY.x + 10, y: RELAY.y });
    expect(endPhase(contested).next.result).toMatchObject({ winner: null });
  });

  it('one end phase on the relay is not a full turn: two in a row are needed', () => {
    expect(perSideResult({ ...atEnd(5, [MARINES, null, MARINES, null, MARINES]) })).toMatchObject({
      winner: null,
    });
  });
});

describe('5.3.3 the other goals of the set: keep, half strength, the last turn', () => {
  const base = atEnd(1, []);
  const withGoals = (goals: unknown, turn: number, history: (Side | null)[] = []): GameState => ({
    ...base,
    turn,
    objectiveHistory: history.map((h) => [h]),
    victory: { ...base.victory, perSide: { goals, neither: ORKS } } as GameState['victory'],
  });
  const keep = { kind: 'keep', formations: ['b-warband-1'] };

  it('keep: achieved after the last turn while one unit of each lives, failed once one is wiped out', () => {
    expect(goalStatuses(withGoals([null, keep], 5), true)).toEqual([null, 'achieved']);
    expect(goalStatuses(destroy(withGoals([null, keep], 2), ['b-warband-1']))).toEqual([
      null,
      'failed',
    ]);
  });

  it('destroy to half strength: the spearhead at half strength is enough', () => {
    const half = { kind: 'destroy', formations: ['a-sm-assault-detachment-1'], halfStrength: true };
    const game = withGoals([null, half], 2);
    const ids = game.formations['a-sm-assault-detachment-1']!.unitIds;
    const gone = { ...game.units };
    for (const id of ids.slice(0, Math.ceil(ids.length / 2)))
      gone[id] = { ...gone[id]!, status: 'destroyed', position: null };
    expect(goalStatuses(game)).toEqual([null, 'open']);
    expect(goalStatuses({ ...game, units: gone })).toEqual([null, 'achieved']);
  });

  it('lastTurn: only a run ending with the last turn’s end phase counts', () => {
    const hold = { kind: 'hold', objectives: ['relay'], endPhases: 1, lastTurn: true };
    expect(goalStatuses(withGoals([hold, null], 5, [MARINES, MARINES, null, null, null]))).toEqual([
      'open',
      null,
    ]);
    expect(goalStatuses(withGoals([hold, null], 5, [null, null, null, null, MARINES]))).toEqual([
      'achieved',
      null,
    ]);
  });
});
