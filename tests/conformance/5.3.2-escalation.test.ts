import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/netea/events';
import type { FormationState, GameState } from '../../engine/netea/state/schema';
import { endOfRallies } from '../../engine/netea/rules/1.14-end-phase/endPhase';
import {
  arrivalTurn,
  escalationPoints,
  startingCandidates,
} from '../../engine/netea/rules/5.3-scenarios/escalation';
import { shootingGame, type FormationSpec } from '../fixtures/shootingGame';

/**
 * Seed 001 5.3.2 Eskalationsgefecht: which formation starts on the table, when the others
 * arrive, and the victory points counted at the end of the fifth turn.
 */

function spec(id: string, side: 0 | 1, sheet: string, count: number, x = 40): FormationSpec {
  return {
    id,
    side,
    units: Array.from({ length: count }, (_, i) => ({
      id: `${id}-u${i + 1}`,
      sheet,
      x: x + i * 4,
      y: side === 0 ? 100 : 20,
    })),
  };
}

function mixed(id: string, side: 0 | 1, sheets: readonly string[]): FormationSpec {
  return {
    id,
    side,
    units: sheets.map((sheet, i) => ({ id: `${id}-u${i + 1}`, sheet, x: 100 + i * 4, y: 60 })),
  };
}

const FORCES: FormationSpec[] = [
  spec('speeders', 0, 'sm-land-speeder', 5),
  spec('predators', 0, 'sm-predator-destructor', 4),
  spec('raiders', 0, 'sm-land-raider', 4),
  spec('assault', 0, 'sm-assault', 4),
  mixed('tactical', 0, ['sm-captain', 'sm-tactical', 'sm-tactical', 'sm-rhino']),
  spec('terminators', 0, 'sm-terminator', 4),
  spec('thunderhawk', 0, 'sm-thunderhawk', 1),
  spec('gargant', 1, 'ork-great-gargant', 1, 90),
  spec('bombers', 1, 'ork-fighta-bomber', 3, 120),
  spec('basilisks', 1, 'ig-basilisk', 3, 20),
];

function game(): GameState {
  return shootingGame(FORCES);
}

const f = (state: GameState, id: string): FormationState => state.formations[id]!;

describe('5.3.2 Eskalationsgefecht: arrivals', () => {
  it('5.3.2: a formation whose slowest unit is faster than 30cm arrives on turn 1, faster than 15cm on turn 2, every other on turn 3', () => {
    const s = game();
    expect(arrivalTurn(s, f(s, 'speeders'))).toBe(1); // 35cm
    // Exactly 30cm is not "more than 30cm".
    expect(arrivalTurn(s, f(s, 'predators'))).toBe(2);
    expect(arrivalTurn(s, f(s, 'assault'))).toBe(2);
    expect(arrivalTurn(s, f(s, 'raiders'))).toBe(2); // 25cm
    // The tactical Space Marines (15cm) hold the Rhino back; the captain has no speed of his own.
    expect(arrivalTurn(s, f(s, 'tactical'))).toBe(3);
    expect(arrivalTurn(s, f(s, 'basilisks'))).toBe(2); // 20cm
    expect(arrivalTurn(s, f(s, 'gargant'))).toBe(3); // 15cm
  });

  it('5.3.2: aircraft, spacecraft, formations that can teleport and those from orbit arrive by their normal rules', () => {
    const s = game();
    expect(arrivalTurn(s, f(s, 'bombers'))).toBe('as-normal');
    expect(arrivalTurn(s, f(s, 'thunderhawk'))).toBe('as-normal');
    expect(arrivalTurn(s, f(s, 'terminators'))).toBe('as-normal');
  });
});

describe('5.3.2 Eskalationsgefecht: the formation on the table', () => {
  const POINTS: Record<string, number> = {
    speeders: 200,
    predators: 250,
    raiders: 400,
    assault: 175,
    tactical: 300,
    terminators: 325,
    thunderhawk: 150,
    gargant: 650,
    bombers: 100,
    basilisks: 250,
  };
  const pointsOf = (x: FormationState) => POINTS[x.id] ?? 0;

  it('5.3.2: each side starts with its lowest-valued formation that has no war engine, aircraft or supreme commander', () => {
    const s = game();
    // Space Marines: the Thunderhawk (150) is a war engine and an aircraft; the assault
    // detachment (175) is next.
    expect(startingCandidates(s, 0, pointsOf).map((x) => x.id)).toEqual(['assault']);
    // Orks: the fighta-bombers (100) are aircraft, the Gargant a war engine.
    expect(startingCandidates(s, 1, pointsOf).map((x) => x.id)).toEqual(['basilisks']);
  });

  it('5.3.2: a formation with a supreme commander never starts on the table', () => {
    const base = game();
    const supreme = {
      ...base.datasheets['sm-captain']!,
      id: 'test-supreme',
      abilities: [
        ...base.datasheets['sm-captain']!.abilities,
        { id: 'supreme-commander' as const },
      ],
    };
    const captainId = 'assault-u1';
    const s: GameState = {
      ...base,
      datasheets: { ...base.datasheets, 'test-supreme': supreme },
      units: {
        ...base.units,
        [captainId]: { ...base.units[captainId]!, datasheetId: 'test-supreme' },
      },
    };
    expect(startingCandidates(s, 0, pointsOf).map((x) => x.id)).toEqual(['speeders']);
  });

  it('5.3.2: formations at the same lowest value are all open to the player', () => {
    const s = game();
    const even = (x: FormationState) => (x.id === 'speeders' || x.id === 'assault' ? 150 : 300);
    expect(
      startingCandidates(s, 0, even)
        .map((x) => x.id)
        .sort(),
    ).toEqual(['assault', 'speeders']);
  });
});

describe('5.3.2 Eskalationsgefecht: victory points', () => {
  const VALUES: Record<string, number> = {
    speeders: 200,
    predators: 250,
    raiders: 400,
    assault: 175,
    tactical: 300,
    terminators: 325,
    thunderhawk: 150,
    gargant: 650,
    bombers: 100,
    basilisks: 250,
  };

  function escalation(turn: number, change: (s: GameState) => GameState = (s) => s): GameState {
    const s = game();
    return change({
      ...s,
      turn,
      phase: 'end',
      victory: {
        kind: 'escalation',
        objectives: 1,
        holdTurns: 0,
        captureRange: 15,
        maxTurns: 5,
        escalation: { formationPoints: VALUES },
      },
    });
  }

  function lose(s: GameState, ids: readonly string[]): GameState {
    const units = { ...s.units };
    for (const id of ids) units[id] = { ...units[id]!, status: 'destroyed' };
    return { ...s, units };
  }

  function broken(s: GameState, id: string): GameState {
    return { ...s, formations: { ...s.formations, [id]: { ...s.formations[id]!, broken: true } } };
  }

  it('5.3.2: full value for destroyed formations and broken ones at half strength or less; half value at half strength unbroken, or broken above half', () => {
    const s = escalation(5, (x) => {
      let out = lose(x, [
        'speeders-u1',
        'speeders-u2',
        'speeders-u3',
        'speeders-u4',
        'speeders-u5',
      ]);
      // Predators: 2 of 4 lost and broken: full value.
      out = broken(lose(out, ['predators-u1', 'predators-u2']), 'predators');
      // Land Raiders: 2 of 4 lost, unbroken: half value.
      out = lose(out, ['raiders-u1', 'raiders-u2']);
      // Assault: broken with 3 of 4 left: half value.
      out = broken(lose(out, ['assault-u1']), 'assault');
      // Tactical: 1 of 4 lost, unbroken: nothing.
      return lose(out, ['tactical-u2']);
    });
    expect(escalationPoints(s, 1)).toBe(200 + 250 + 200 + 87.5);
    expect(escalationPoints(s, 0)).toBe(0);
  });

  it("5.3.2: a war engine's strength is its remaining damage capacity", () => {
    const s = escalation(5);
    const gargant = 'gargant-u1';
    const dc = s.datasheets['ork-great-gargant']!.damageCapacity!;
    const hurt = (damage: number): GameState => ({
      ...s,
      units: { ...s.units, [gargant]: { ...s.units[gargant]!, damage } },
    });
    expect(escalationPoints(hurt(Math.floor(dc / 2) - 1), 0)).toBe(0);
    expect(escalationPoints(hurt(Math.ceil(dc / 2)), 0)).toBe(325);
  });

  it('5.3.2: at the end of the fifth turn the higher total wins', () => {
    const s = escalation(5, (x) => lose(x, ['basilisks-u1', 'basilisks-u2', 'basilisks-u3']));
    const events: GameEvent[] = [];
    const over = endOfRallies(s, events);
    expect(over.phase).toBe('game-over');
    expect(over.result?.winner).toBe(0);
    expect(over.result?.reason).toBe('victory points at the end of turn 5, 250 to 0');
    expect(events.find((e) => e.type === 'tournament/victory-points')).toMatchObject({
      points: [250, 0],
      section: '5.3.2',
    });
    expect(events.find((e) => e.type === 'game/over')).toMatchObject({ section: '5.3.2' });
  });

  it('5.3.2: before the end of the fifth turn nobody wins on points: the next turn begins', () => {
    const s = escalation(4, (x) => lose(x, ['basilisks-u1', 'basilisks-u2', 'basilisks-u3']));
    const over = endOfRallies(s, []);
    expect(over.phase).toBe('strategy');
    expect(over.turn).toBe(5);
  });

  it('5.3.2: equal totals at the end of the fifth turn are a draw', () => {
    const s = escalation(5);
    const over = endOfRallies(s, []);
    expect(over.phase).toBe('game-over');
    expect(over.result?.winner).toBeNull();
  });
});
