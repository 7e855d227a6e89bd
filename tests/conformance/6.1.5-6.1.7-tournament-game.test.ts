import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { endOfRallies } from '../../engine/netea/rules/1.14-end-phase/endPhase';
import {
  goalsOf,
  tournamentVerdict,
  victoryPoints,
} from '../../engine/netea/rules/6.1-tournament/goals';
import type { GameEvent } from '../../engine/netea/events';
import type { GameState } from '../../engine/netea/state/schema';
import type { TournamentForce } from '../../engine/netea/scenarios/tournament';
import { play, refused, setUpUntil, tournamentGame } from '../netea/rules/6.1-tournament/fixture';

const ALPHA_HALF = [
  { x: 90, y: 120 },
  { x: 40, y: 80 },
  { x: 140, y: 80 },
];
const BETA_HALF = [
  { x: 90, y: 0 },
  { x: 40, y: 40 },
  { x: 140, y: 40 },
];

/** Alpha (strategy 5) on the south edge; objectives placed by hand; garrisons are next. */
function atGarrisons(
  alpha?: TournamentForce,
  beta?: TournamentForce,
  terrain?: GameState['terrain'],
): GameState {
  let game = tournamentGame({
    ...(alpha && beta ? { forces: [alpha, beta] } : {}),
    ...(terrain ? { terrain } : {}),
  });
  game = play(game, { type: 'tournament.chooseEdge', side: 0, edge: 'south' });
  const order = [
    ALPHA_HALF[0]!,
    BETA_HALF[0]!,
    BETA_HALF[1]!,
    ALPHA_HALF[1]!,
    BETA_HALF[2]!,
    ALPHA_HALF[2]!,
  ];
  order.forEach((position, i) => {
    game = play(game, { type: 'tournament.placeObjective', side: (i % 2) as 0 | 1, position });
  });
  return game;
}

/** A row of the formation's units from (x, y), 5cm apart. */
function row(game: GameState, formationId: string, x: number, y: number) {
  return game.formations[formationId]!.unitIds.map((unitId, i) => ({
    unitId,
    position: { x: x + i * 5, y },
    facing: 270,
  }));
}

function garrison(
  game: GameState,
  side: 0 | 1,
  formationId: string,
  x: number,
  y: number,
  overwatch = false,
): Command {
  return {
    type: 'tournament.garrison',
    side,
    formationId,
    units: row(game, formationId, x, y),
    overwatch,
  };
}

const force = (
  name: string,
  rating: number,
  formations: TournamentForce['formations'],
): TournamentForce => ({
  name,
  strategyRating: rating,
  formations,
});

describe('6.1.5 Setup Spacecraft & Garrisons', () => {
  it('6.1.5: formations of slow units (no more than one over 15cm, no war engine) or of scouts may garrison; others may not', () => {
    const game = atGarrisons();
    expect(refused(game, garrison(game, 0, 'a-sm-tactical-detachment-rhinos-1', 30, 88))).toEqual({
      code: 'tournament/not-a-garrison',
      section: '6.1.5',
    });
    expect(refused(game, garrison(game, 0, 'a-sm-tactical-detachment-1', 30, 88))).toBeNull();
    expect(refused(game, garrison(game, 0, 'a-sm-land-speeder-detachment-1', 30, 88))).toBeNull();
  });

  it("6.1.5: a garrison needs a unit within 15cm of an objective in its own half, and no unit in the opponent's half", () => {
    const game = atGarrisons();
    expect(refused(game, garrison(game, 0, 'a-sm-tactical-detachment-1', 60, 100))?.code).toBe(
      'tournament/garrison-far',
    );
    expect(refused(game, garrison(game, 0, 'a-sm-tactical-detachment-1', 30, 58))?.code).toBe(
      'tournament/opponent-half',
    );
  });

  it('6.1.5: garrisons may stand in dangerous terrain, never in impassable terrain', () => {
    const square = (x: number, y: number) => [
      { x, y },
      { x: x + 40, y },
      { x: x + 40, y: y + 10 },
      { x, y: y + 10 },
    ];
    const game = atGarrisons(undefined, undefined, [
      { id: 'marsh-1', type: 'marsh', polygon: square(20, 83), height: 0 },
      { id: 'cliffs-1', type: 'cliffs', polygon: square(120, 83), height: 2 },
    ]);
    expect(refused(game, garrison(game, 0, 'a-sm-tactical-detachment-1', 25, 88))).toBeNull();
    expect(refused(game, garrison(game, 0, 'a-sm-tactical-detachment-1', 125, 88))?.code).toBe(
      'deploy/impassable',
    );
  });

  it('6.1.5: the players take turns, one garrison at a time, the higher strategy rating first; up to two start on overwatch', () => {
    let game = atGarrisons();
    expect(game.tournament?.step).toBe('garrisons');
    game = play(game, garrison(game, 0, 'a-sm-tactical-detachment-1', 30, 88, true));
    expect(game.tournament?.next).toBe(1);
    game = play(game, garrison(game, 1, 'b-sm-tactical-detachment-1', 30, 32));
    game = play(game, garrison(game, 0, 'a-sm-tactical-detachment-2', 130, 88, true));
    game = play(game, { type: 'tournament.endGarrisons', side: 1 });
    expect(
      refused(game, garrison(game, 0, 'a-sm-land-speeder-detachment-1', 80, 108, true)),
    ).toEqual({
      code: 'tournament/overwatch-limit',
      section: '6.1.5',
    });
    game = play(game, garrison(game, 0, 'a-sm-land-speeder-detachment-1', 80, 108));
    expect(game.tournament?.step).toBe('reserves');
    game = play(game, { type: 'tournament.declareReserves', side: 0, reserves: [] });
    game = setUpUntil(
      play(game, { type: 'tournament.declareReserves', side: 1, reserves: [] }),
      'battle',
    );
    expect(game.phase).toBe('strategy');
    // "That Overwatch is carried over into the first turn."
    expect(game.formations['a-sm-tactical-detachment-1']?.overwatch).toBe(true);
    expect(game.formations['a-sm-land-speeder-detachment-1']?.overwatch).toBe(false);
  });

  it('6.1.5 FAQ: "Can the player with the higher strategy rating choose to make their opponent set up a garrison first?" No', () => {
    const game = atGarrisons();
    expect(refused(game, garrison(game, 1, 'b-sm-tactical-detachment-1', 30, 32))).toEqual({
      code: 'tournament/not-your-turn',
      section: '6.1.5',
    });
  });

  it('6.1.5 FAQ: "Can War Engines garrison?" Only with a speed 0 or immobile unit, or scouts: a Gargant may not, a Command Bunker may', () => {
    const game = atGarrisons(
      force('Alpha', 5, [{ formation: 'sm-tactical-detachment', points: 300 }]),
      force('Beta', 3, [
        { formation: 'ork-great-gargant-formation', points: 650 },
        { formation: 'ig-command-bunker-and-hydra', points: 150 },
      ]),
    );
    const next = play(game, { type: 'tournament.endGarrisons', side: 0 });
    expect(refused(next, garrison(next, 1, 'b-ork-great-gargant-formation-1', 30, 30))?.code).toBe(
      'tournament/not-a-garrison',
    );
    expect(refused(next, garrison(next, 1, 'b-ig-command-bunker-and-hydra-1', 30, 30))).toBeNull();
  });

  it('6.1.5 FAQ: "Can a transport aircraft garrison?" No, they must be kept in reserve', () => {
    const game = atGarrisons(
      force('Alpha', 5, [
        { formation: 'sm-thunderhawk-gunship', points: 200 },
        { formation: 'sm-tactical-detachment', points: 300 },
      ]),
      force('Beta', 3, [{ formation: 'sm-tactical-detachment', points: 300 }]),
    );
    expect(refused(game, garrison(game, 0, 'a-sm-thunderhawk-gunship-1', 40, 88))?.code).toBe(
      'tournament/not-a-garrison',
    );
  });
});

/** Garrisons done; the reserves are to be declared. */
function atReserves(alpha?: TournamentForce, beta?: TournamentForce): GameState {
  let game = atGarrisons(alpha, beta);
  while (game.tournament?.step === 'garrisons')
    game = play(game, { type: 'tournament.endGarrisons', side: game.tournament.next });
  return game;
}

function deployAll(game: GameState): GameState {
  return play(play(game, { type: 'tournament.declareReserves', side: 0, reserves: [] }), {
    type: 'tournament.declareReserves',
    side: 1,
    reserves: [],
  });
}

describe('6.1.6 Set-up Remaining Formations', () => {
  it('6.1.6: the remaining formations are set up within 15cm of their own table edge, in turn, the higher strategy rating first', () => {
    const game = deployAll(atReserves());
    expect(game.tournament?.step).toBe('deploy');
    const deploy = (y: number): Command => ({
      type: 'tournament.deployFormation',
      side: 0,
      formationId: 'a-sm-tactical-detachment-1',
      units: row(game, 'a-sm-tactical-detachment-1', 20, y),
    });
    expect(refused(game, deploy(100))).toEqual({
      code: 'tournament/outside-edge-zone',
      section: '6.1.6',
    });
    const next = play(game, deploy(112));
    expect(next.tournament?.next).toBe(1);
    expect(
      next.units[game.formations['a-sm-tactical-detachment-1']!.unitIds[0]!]?.position,
    ).toEqual({ x: 20, y: 112 });
  });

  it('6.1.6: from a corner, the set-up area runs 15cm deep along half of each edge', () => {
    let game = tournamentGame();
    game = play(game, { type: 'tournament.chooseEdge', side: 0, edge: 'north-west' });
    game = setUpUntil(game, 'garrisons');
    while (game.tournament?.step === 'garrisons')
      game = play(game, { type: 'tournament.endGarrisons', side: game.tournament.next });
    game = deployAll(game);
    const down = game.formations['a-sm-tactical-detachment-1']!.unitIds.map((unitId, i) => ({
      unitId,
      position: { x: 6, y: 20 + i * 5 },
      facing: 0,
    }));
    const command: Command = {
      type: 'tournament.deployFormation',
      side: 0,
      formationId: 'a-sm-tactical-detachment-1',
      units: down,
    };
    expect(refused(game, command)).toBeNull();
    const along = row(game, 'a-sm-tactical-detachment-1', 100, 6);
    expect(refused(game, { ...command, units: along })?.code).toBe('tournament/outside-edge-zone');
  });

  it('6.1.6 FAQ: "Are formations being kept in reserve declared at the same time as other formations are being set up…?" No, reserves first', () => {
    const game = atReserves();
    expect(game.tournament?.step).toBe('reserves');
    const deploy: Command = {
      type: 'tournament.deployFormation',
      side: 0,
      formationId: 'a-sm-tactical-detachment-1',
      units: row(game, 'a-sm-tactical-detachment-1', 20, 112),
    };
    expect(refused(game, deploy)?.code).toBe('tournament/wrong-step');
    expect(refused(deployAll(game), deploy)).toBeNull();
  });

  it('6.1.6 FAQ: "Can the player with the higher strategy rating choose to make their opponent set up a formation first?" No', () => {
    const game = deployAll(atReserves());
    const deploy: Command = {
      type: 'tournament.deployFormation',
      side: 1,
      formationId: 'b-sm-tactical-detachment-1',
      units: row(game, 'b-sm-tactical-detachment-1', 20, 8),
    };
    expect(refused(game, deploy)).toEqual({ code: 'tournament/not-your-turn', section: '6.1.6' });
  });

  it('6.1.6 FAQ: "When is it decided how formations in reserve will enter play?" When declared: teleporters by teleportation, kept off the table', () => {
    const alpha = force('Alpha', 5, [
      { formation: 'sm-terminator-detachment', points: 350 },
      { formation: 'sm-tactical-detachment', points: 300 },
    ]);
    const beta = force('Beta', 3, [{ formation: 'sm-tactical-detachment', points: 300 }]);
    let game = atReserves(alpha, beta);
    game = play(game, {
      type: 'tournament.declareReserves',
      side: 0,
      reserves: [{ formationId: 'a-sm-terminator-detachment-1', means: 'teleportation' }],
    });
    game = setUpUntil(
      play(game, { type: 'tournament.declareReserves', side: 1, reserves: [] }),
      'battle',
    );
    expect(game.tournament?.reserves).toEqual({ 'a-sm-terminator-detachment-1': 'teleportation' });
    expect(game.phase).toBe('strategy');
    const terminators = game.formations['a-sm-terminator-detachment-1']!.unitIds.map(
      (id) => game.units[id]?.status,
    );
    expect(new Set(terminators)).toEqual(new Set(['reserve']));
  });

  it('6.1.6 FAQ: "Can formations that aren\'t aircraft or entering play via transport aircraft or teleportation be kept in reserve?" Only by another ability', () => {
    const game = atReserves();
    const keep = (means: 'teleportation' | 'planetfall'): Command => ({
      type: 'tournament.declareReserves',
      side: 0,
      reserves: [{ formationId: 'a-sm-tactical-detachment-1', means }],
    });
    expect(refused(game, keep('teleportation'))).toEqual({
      code: 'tournament/no-means',
      section: '6.1.6',
    });
    expect(refused(game, keep('planetfall'))).toEqual({
      code: 'tournament/no-means',
      section: '6.1.6',
    });
  });
});

/** A battle (Alpha on the south edge) with every unit off the table; `put` stands units where
 * a test needs them. */
function battleAway(): GameState {
  const game = setUpUntil(
    play(tournamentGame(), { type: 'tournament.chooseEdge', side: 0, edge: 'south' }),
    'battle',
  );
  const units = Object.fromEntries(
    Object.entries(game.units).map(([id, u]) => [
      id,
      { ...u, status: 'reserve' as const, position: null },
    ]),
  );
  return { ...game, units };
}

function put(
  state: GameState,
  formationId: string,
  spots: readonly { x: number; y: number }[],
): GameState {
  const units = { ...state.units };
  state.formations[formationId]!.unitIds.forEach((id, i) => {
    const spot = spots[i];
    if (spot) units[id] = { ...units[id]!, status: 'deployed', position: spot };
  });
  return { ...state, units };
}

function objectivesOf(
  state: GameState,
  filter: (o: NonNullable<GameState['tournament']>['objectives'][number]) => boolean,
) {
  return state
    .tournament!.objectives.filter(filter)
    .map((o) => state.objectives.find((x) => x.id === o.objectiveId)!.position);
}

function destroyed(state: GameState, formationId: string): GameState {
  const units = { ...state.units };
  for (const id of state.formations[formationId]!.unitIds)
    units[id] = { ...units[id]!, status: 'destroyed', position: null };
  return { ...state, units };
}

describe('6.1.7 Victory Conditions', () => {
  it('6.1.7: Blitzkrieg: capture the objective the opponent set up on his own table edge', () => {
    const base = battleAway();
    const [edge] = objectivesOf(base, (o) => o.onEdge && o.placedBy === 1);
    const game = put(base, 'a-sm-tactical-detachment-1', [
      { x: edge!.x, y: edge!.y + (edge!.y < 60 ? 8 : -8) },
    ]);
    expect(goalsOf(game, 0)).toContain('blitzkrieg');
    expect(goalsOf(base, 0)).not.toContain('blitzkrieg');
  });

  it("6.1.7: Take And Hold: two objectives in the opponent's half; Defend The Flag: all three in your own half", () => {
    const base = battleAway();
    const theirs = objectivesOf(base, (o) => o.half === 1);
    const mine = objectivesOf(base, (o) => o.half === 0);
    const take = put(base, 'a-sm-tactical-detachment-1', theirs.slice(0, 2));
    expect(goalsOf(take, 0)).toContain('take-and-hold');
    expect(goalsOf(put(base, 'a-sm-tactical-detachment-1', theirs.slice(0, 1)), 0)).not.toContain(
      'take-and-hold',
    );
    const defend = put(base, 'a-sm-tactical-detachment-2', mine);
    expect(goalsOf(defend, 0)).toContain('defend-the-flag');
    expect(goalsOf(put(base, 'a-sm-tactical-detachment-2', mine.slice(0, 2)), 0)).not.toContain(
      'defend-the-flag',
    );
  });

  it('6.1.7: Break Their Spirit: destroy (not break) the formation worth the most points; of several tied, any one', () => {
    let game = put(battleAway(), 'b-ig-command-bunker-and-hydra-1', [{ x: 10, y: 10 }]);
    game = put(game, 'b-sm-predator-destructor-detachment-1', [{ x: 170, y: 10 }]);
    game = put(game, 'b-sm-tactical-detachment-1', [{ x: 100, y: 10 }]);
    expect(goalsOf(destroyed(game, 'b-ig-command-bunker-and-hydra-1'), 0)).not.toContain(
      'break-their-spirit',
    );
    const f = game.formations['b-sm-tactical-detachment-1']!;
    const broken = { ...game, formations: { ...game.formations, [f.id]: { ...f, broken: true } } };
    expect(goalsOf(broken, 0)).not.toContain('break-their-spirit');
    expect(goalsOf(destroyed(game, 'b-sm-predator-destructor-detachment-1'), 0)).toContain(
      'break-their-spirit',
    );
  });

  it('6.1.7 FAQ: "Do formations that are off board (spacecraft) or in reserve count towards the Break Their Spirit goal?" No; one that entered and was destroyed does', () => {
    // The predators and the tactical detachment (300 points) stay in reserve; the bunker (150)
    // entered play and was destroyed: it is the most valuable formation in play.
    const base = battleAway();
    expect(goalsOf(destroyed(base, 'b-ig-command-bunker-and-hydra-1'), 0)).toContain(
      'break-their-spirit',
    );
  });

  it('6.1.7: They Shall Not Pass: no unbroken enemy formation in your half', () => {
    const base = battleAway();
    expect(goalsOf(base, 0)).toContain('they-shall-not-pass');
    const inside = put(base, 'b-sm-tactical-detachment-1', [{ x: 90, y: 80 }]);
    expect(goalsOf(inside, 0)).not.toContain('they-shall-not-pass');
    const f = inside.formations['b-sm-tactical-detachment-1']!;
    const broken = {
      ...inside,
      formations: { ...inside.formations, [f.id]: { ...f, broken: true } },
    };
    expect(goalsOf(broken, 0)).toContain('they-shall-not-pass');
  });

  it('6.1.7 FAQ: "Does a whole formation have to be on the opponent\'s half of the table to deny the They Shall Not Pass goal?" One part of one unit is enough', () => {
    const base = battleAway();
    // Centre 0.5cm short of the line: the base crosses it.
    const straddling = put(base, 'b-sm-tactical-detachment-1', [{ x: 90, y: 59.5 }]);
    expect(goalsOf(straddling, 0)).not.toContain('they-shall-not-pass');
    expect(goalsOf(put(base, 'b-sm-tactical-detachment-1', [{ x: 90, y: 50 }]), 0)).toContain(
      'they-shall-not-pass',
    );
  });

  it('6.1.7 FAQ: "If a formation rallies in the end phase can it deny the opponent the They Shall Not Pass goal?" Yes', () => {
    const base = put(battleAway(), 'b-sm-tactical-detachment-1', [{ x: 90, y: 80 }]);
    const rallied = {
      ...base,
      phase: 'end' as const,
      turnState: { ...base.turnState, ralliedFromBroken: ['b-sm-tactical-detachment-1'] },
    };
    expect(goalsOf(rallied, 0)).not.toContain('they-shall-not-pass');
  });

  it('6.1.7: checked at the end of turns 3 and 4: two goals and more than the opponent win', () => {
    const game = battleAway();
    const two = ['take-and-hold', 'blitzkrieg'] as const;
    expect(tournamentVerdict({ ...game, turn: 2 }, [[...two], []]).kind).toBe('carry-on');
    expect(tournamentVerdict({ ...game, turn: 3 }, [[...two], []])).toMatchObject({
      kind: 'won',
      side: 0,
    });
    expect(
      tournamentVerdict({ ...game, turn: 3 }, [
        [...two],
        ['defend-the-flag', 'they-shall-not-pass'],
      ]).kind,
    ).toBe('carry-on');
    expect(tournamentVerdict({ ...game, turn: 4 }, [['blitzkrieg'], []]).kind).toBe('roll-on');
  });

  it('6.1.7: at the end of turn 4 without a winner both roll a D6: the same number carries the game on another turn', () => {
    const events: GameEvent[] = [];
    // Both sides hold They Shall Not Pass only: nobody wins.
    const ended = endOfRallies({ ...battleAway(), turn: 4, phase: 'end' }, events);
    expect(ended.tournament?.rollOn).toBe(true);
    expect(ended.phase).toBe('end');
    const carried = play(ended, { type: 'tournament.rollOn', side: 0 }, [4, 4]);
    expect(carried.turn).toBe(5);
    expect(carried.phase).toBe('strategy');
    const over = play(ended, { type: 'tournament.rollOn', side: 0 }, [2, 5]);
    expect(over.phase).toBe('game-over');
    expect(over.result?.reason).toMatch(/tiebreak on victory points/);
  });

  it('6.1.7: tiebreak victory points: full value when destroyed or broken at half strength; half value otherwise below half or broken', () => {
    let game = battleAway();
    // Beta: predators (300) lose 2 of 4 and stand unbroken: half; the bunker (150) destroyed:
    // full; the tactical detachment (300) broken with 5 of 6: half.
    const predators = game.formations['b-sm-predator-destructor-detachment-1']!.unitIds;
    game = destroyed(game, 'b-ig-command-bunker-and-hydra-1');
    const units = { ...game.units };
    for (const id of predators.slice(0, 2)) units[id] = { ...units[id]!, status: 'destroyed' };
    const tactical = game.formations['b-sm-tactical-detachment-1']!;
    units[tactical.unitIds[0]!] = { ...units[tactical.unitIds[0]!]!, status: 'destroyed' };
    game = {
      ...game,
      units,
      formations: { ...game.formations, [tactical.id]: { ...tactical, broken: true } },
    };
    expect(victoryPoints(game, 0)).toBe(150 + 150 + 150);
    expect(victoryPoints(game, 1)).toBe(0);
  });

  it("6.1.7: a war engine's strength is its remaining damage capacity", () => {
    const base = battleAway();
    const bunker = base.formations['b-ig-command-bunker-and-hydra-1']!;
    const units = { ...base.units };
    const we = bunker.unitIds.find(
      (id) => base.datasheets[base.units[id]!.datasheetId]?.type === 'WE',
    )!;
    // Strength 3 (DC) + 1 (Hydra) = 4; 2 damage leaves 2: half strength, unbroken: half value.
    units[we] = { ...units[we]!, damage: 2 };
    expect(victoryPoints({ ...base, units }, 0)).toBe(75);
    units[we] = { ...units[we]!, damage: 1 };
    expect(victoryPoints({ ...base, units }, 0)).toBe(0);
  });
});
