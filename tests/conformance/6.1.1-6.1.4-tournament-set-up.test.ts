import { describe, expect, it } from 'vitest';
import { forcesWarnings } from '../../engine/netea/rules/6.1-tournament/forces';
import { tableWarnings } from '../../engine/netea/rules/6.1-tournament/table';
import { tournamentHolders } from '../../engine/netea/rules/6.1-tournament/objectives';
import type { GameState } from '../../engine/netea/state/schema';
import { play, refused, setUpUntil, tournamentGame } from '../netea/rules/6.1-tournament/fixture';

/** Alpha (strategy 5) chose the south edge; the objectives step is next. */
function atObjectives(): GameState {
  return play(tournamentGame(), { type: 'tournament.chooseEdge', side: 0, edge: 'south' });
}

function at(state: GameState, unitId: string, x: number, y: number): GameState {
  const unit = state.units[unitId]!;
  return {
    ...state,
    units: { ...state.units, [unitId]: { ...unit, status: 'deployed', position: { x, y } } },
  };
}

/** A battle under way with every unit off to the side, out of reach of the objectives. */
function battleAway(): GameState {
  const game = setUpUntil(tournamentGame(), 'battle');
  const units = Object.fromEntries(
    Object.entries(game.units).map(([id, u]) => [
      id,
      { ...u, status: 'reserve' as const, position: null },
    ]),
  );
  return { ...game, units };
}

describe('6.1.1 Forces', () => {
  it('6.1.1: an agreed total between 2,000 and 5,000 points draws no warning; outside it, a warning and no refusal', () => {
    expect(forcesWarnings(3000, [{ name: 'Alpha', points: 2995 }])).toEqual([]);
    expect(forcesWarnings(1500, []).map((w) => [w.code, w.section])).toEqual([
      ['forces/total-outside-range', '6.1.1'],
    ]);
    expect(forcesWarnings(6000, []).map((w) => w.code)).toEqual(['forces/total-outside-range']);
  });

  it('6.1.1: an army picked over the agreed total is named in a warning', () => {
    const [w] = forcesWarnings(3000, [{ name: 'Beta', points: 3150 }]);
    expect(w?.code).toBe('forces/over-total');
    expect(w?.message).toContain('Beta');
  });
});

describe('6.1.2 Set-up', () => {
  it('6.1.2: the player with the higher strategy rating chooses the table edge; the opponent takes the opposite one', () => {
    const game = tournamentGame();
    expect(refused(game, { type: 'tournament.chooseEdge', side: 1, edge: 'north' })).toEqual({
      code: 'tournament/not-your-choice',
      section: '6.1.2',
    });
    expect(
      play(game, { type: 'tournament.chooseEdge', side: 0, edge: 'south' }).tournament?.edges,
    ).toEqual(['south', 'north']);
  });

  it('6.1.2: if one player set up the terrain, his opponent chooses where to deploy', () => {
    const game = tournamentGame({ terrainSetUpBy: 0 });
    expect(refused(game, { type: 'tournament.chooseEdge', side: 0, edge: 'north' })?.code).toBe(
      'tournament/not-your-choice',
    );
    expect(
      play(game, { type: 'tournament.chooseEdge', side: 1, edge: 'north' }).tournament?.edges,
    ).toEqual(['south', 'north']);
  });

  it('6.1.2: a corner may be picked ("half way up each long and short edge"); the opponent gets the opposite corner', () => {
    const game = play(tournamentGame(), {
      type: 'tournament.chooseEdge',
      side: 0,
      edge: 'north-west',
    });
    expect(game.tournament?.edges).toEqual(['north-west', 'south-east']);
  });

  it('6.1.2: with equal strategy ratings, dice decide who chooses the edge (ties rolled again)', () => {
    const game = tournamentGame({
      forces: [
        {
          name: 'Alpha',
          strategyRating: 4,
          formations: [{ formation: 'sm-tactical-detachment', points: 300 }],
        },
        {
          name: 'Beta',
          strategyRating: 4,
          formations: [{ formation: 'sm-tactical-detachment', points: 300 }],
        },
      ],
    });
    expect(refused(game, { type: 'tournament.chooseEdge', side: 0, edge: 'north' })?.code).toBe(
      'tournament/roll-first',
    );
    const rolled = play(game, { type: 'tournament.rollOff', side: 0 }, [3, 3, 2, 5]);
    expect(rolled.tournament?.edgeRoll).toBe(1);
    expect(refused(rolled, { type: 'tournament.chooseEdge', side: 1, edge: 'north' })).toBeNull();
  });

  it('6.1.2: tables of 90–150cm by 150–240cm draw no warning (120×180 is the default); others do', () => {
    expect(tournamentGame().table).toEqual({ width: 180, height: 120 });
    expect(tableWarnings({ width: 180, height: 120 })).toEqual([]);
    expect(tableWarnings({ width: 300, height: 120 })).toHaveLength(1);
    expect(tableWarnings({ width: 240, height: 60 })).toHaveLength(1);
  });
});

describe('6.1.3 The Five Minute Warm Up', () => {
  it("6.1.3: the warm-up question where capture is measured from is a setting: the marker's point by default", () => {
    expect(tournamentGame().tournament?.warmUp).toEqual({
      objectiveMeasuredFrom: 'point',
      objectiveMarkerDiameter: 0,
    });
  });

  it('6.1.3 FAQ: "Is there a complete list of what to cover in the five minute warm up?": measuring from a marker\'s rim reaches further', () => {
    const base = battleAway();
    const objective = base.objectives[3]!;
    const unitId = base.formations['a-sm-tactical-detachment-1']!.unitIds[0]!;
    const near = at(base, unitId, objective.position.x + 18, objective.position.y);
    expect(tournamentHolders(near)[3]).toBeNull();
    const rim = {
      ...near,
      tournament: {
        ...near.tournament!,
        warmUp: { objectiveMeasuredFrom: 'marker-rim' as const, objectiveMarkerDiameter: 4 },
      },
    };
    expect(tournamentHolders(rim)[3]).toBe(0);
  });
});

describe('6.1.4 Place Objective Markers', () => {
  it('6.1.4: the first objective a player sets up must be placed on his own table edge', () => {
    const game = atObjectives();
    expect(
      refused(game, { type: 'tournament.placeObjective', side: 0, position: { x: 90, y: 60 } }),
    ).toEqual({
      code: 'tournament/objective-on-edge',
      section: '6.1.4',
    });
    const next = play(game, {
      type: 'tournament.placeObjective',
      side: 0,
      position: { x: 90, y: 120 },
    });
    expect(next.objectives).toHaveLength(1);
    expect(next.tournament?.objectives[0]).toMatchObject({ placedBy: 0, half: 0, onEdge: true });
  });

  it("6.1.4: the remaining two go in the opponent's half, 30cm from his edge and from every other objective", () => {
    let game = atObjectives();
    game = play(game, { type: 'tournament.placeObjective', side: 0, position: { x: 90, y: 120 } });
    game = play(game, { type: 'tournament.placeObjective', side: 1, position: { x: 90, y: 0 } });
    const place = (x: number, y: number) => ({
      type: 'tournament.placeObjective' as const,
      side: 0 as const,
      position: { x, y },
    });
    expect(refused(game, place(40, 90))?.code).toBe('tournament/objective-opponent-half');
    expect(refused(game, place(40, 20))?.code).toBe('tournament/objective-near-edge');
    game = play(game, place(40, 40));
    expect(game.tournament?.objectives[2]).toMatchObject({ placedBy: 0, half: 1, onEdge: false });
    game = play(game, { type: 'tournament.placeObjective', side: 1, position: { x: 90, y: 80 } });
    expect(refused(game, place(60, 40))?.code).toBe('setup/objective-too-close');
  });

  it('6.1.4: the players take turns until six objectives are placed, the higher strategy rating first', () => {
    const game = atObjectives();
    expect(game.tournament?.next).toBe(0);
    const done = setUpUntil(game, 'garrisons');
    expect(done.objectives).toHaveLength(6);
    expect(done.tournament?.objectives.map((o) => o.placedBy)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(done.tournament?.objectives.filter((o) => o.half === 0)).toHaveLength(3);
  });

  it('6.1.4 FAQ: "Can the player with the higher strategy rating choose to make their opponent place first?" No', () => {
    const game = atObjectives();
    expect(
      refused(game, { type: 'tournament.placeObjective', side: 1, position: { x: 90, y: 0 } }),
    ).toEqual({
      code: 'tournament/not-your-turn',
      section: '6.1.4',
    });
  });

  it('6.1.4 FAQ: "How big can objective markers be?": a marker is not terrain and blocks no line of fire', () => {
    const game = setUpUntil(atObjectives(), 'garrisons');
    expect(game.terrain).toEqual(atObjectives().terrain);
  });

  it('6.1.4 FAQ: "Where should measurements for capturing/contesting an objective be made from?": from the marker\'s point, or its rim when so agreed', () => {
    const base = battleAway();
    const edgeObjective = base.objectives[1]!; // Beta's, on the north edge
    const unitId = base.formations['a-sm-tactical-detachment-1']!.unitIds[0]!;
    const game = at(base, unitId, edgeObjective.position.x, edgeObjective.position.y + 15);
    expect(tournamentHolders(game)[1]).toBe(0);
  });

  it('6.1.4: a unit within 15cm captures an objective the opponent has nobody near; both sides near contest it', () => {
    const base = battleAway();
    const o = base.objectives[3]!.position;
    const alpha = base.formations['a-sm-tactical-detachment-1']!.unitIds[0]!;
    const beta = base.formations['b-sm-tactical-detachment-1']!.unitIds[0]!;
    const captured = at(base, alpha, o.x + 10, o.y);
    expect(tournamentHolders(captured)[3]).toBe(0);
    expect(tournamentHolders(at(captured, beta, o.x - 10, o.y))[3]).toBeNull();
    expect(tournamentHolders(at(base, beta, o.x - 20, o.y))[3]).toBeNull();
  });

  it('6.1.4: units of broken formations, or of formations that rallied that end phase, neither capture nor contest', () => {
    const base = battleAway();
    const o = base.objectives[3]!.position;
    const alpha = base.formations['a-sm-tactical-detachment-1']!;
    const beta = base.formations['b-sm-tactical-detachment-1']!;
    let game = at(at(base, alpha.unitIds[0]!, o.x + 10, o.y), beta.unitIds[0]!, o.x - 10, o.y);
    const brokenBeta = {
      ...game,
      formations: { ...game.formations, [beta.id]: { ...beta, broken: true } },
    };
    expect(tournamentHolders(brokenBeta)[3]).toBe(0);
    game = {
      ...game,
      phase: 'end',
      turnState: { ...game.turnState, ralliedFromBroken: [beta.id] },
    };
    expect(tournamentHolders(game)[3]).toBe(0);
  });

  it('6.1.4: objectives have no memory: control is lost when no friendly unit is within 15cm at a later end phase', () => {
    const base = battleAway();
    const o = base.objectives[3]!.position;
    const alpha = base.formations['a-sm-tactical-detachment-1']!.unitIds[0]!;
    expect(tournamentHolders(at(base, alpha, o.x + 10, o.y))[3]).toBe(0);
    expect(tournamentHolders(at(base, alpha, o.x + 40, o.y))[3]).toBeNull();
  });
});
