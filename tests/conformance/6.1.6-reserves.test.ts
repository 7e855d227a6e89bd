import { describe, expect, it } from 'vitest';
import { fieldFormations } from '../../engine/netea/armies/field';
import type { Command } from '../../engine/netea/commands/schema';
import { canActivate } from '../../engine/netea/rules/1.2-formations/formations';
import { keptOffTable } from '../../engine/netea/rules/2-specialists/offTable';
import { carriedOffTable } from '../../engine/netea/rules/4.1-4.2-aircraft/carriedOffTable';
import { tournamentDefault } from '../../engine/netea/rules/6.1-tournament/defaults';
import { remainingFormations } from '../../engine/netea/rules/6.1-tournament/setupCommands';
import { AEROSPACE, type TournamentForce } from '../../engine/netea/scenarios/tournamentArmies';
import { createTournamentSetup } from '../../engine/netea/scenarios/tournament';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import { formationNamed, list, roster } from '../netea/armies/field/helpers';
import { TUNNELING_RHINO } from '../netea/rules/2-specialists/tunnelFixtures';
import { SELF_PLANETFALL_RHINO } from '../netea/rules/2-specialists/selfPlanetfallFixtures';
import { withSheet } from './entryHelpers';
import { applyCommand } from '../../engine/netea/commands/apply';
import { FixedDieSource } from '../../engine/kernel/dice/roller';
import { startChart } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { createRandomPlayer } from '../../ai/random';
import { goalsOf, mostExpensiveInPlay } from '../../engine/netea/rules/6.1-tournament/goals';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import {
  fixedRandom,
  play,
  refused,
  setUpUntil,
  tournamentGame,
} from '../netea/rules/6.1-tournament/fixture';

/**
 * 6.1.6 Set-up Remaining Formations: "Units kept in reserve must either be aircraft, or be going
 * to enter play in a transport aircraft or by teleportation … Formations entering play in
 * aircraft or from spacecraft can do so on any turn, following the rules for transport aircraft
 * and planetfall (see 4.2.5 and 4.4)", with the FAQ answers on reserves (footnote 76).
 */
const force = (
  name: string,
  strategyRating: number,
  formations: TournamentForce['formations'],
): TournamentForce => ({ name, strategyRating, formations });

const BETA = force('Beta', 3, [{ formation: 'sm-tactical-detachment', points: 300 }]);

/** Edges chosen (Alpha south), objectives by the defaults, no garrisons: reserves are next. */
function atReserves(game: GameState): GameState {
  let next = play(game, { type: 'tournament.chooseEdge', side: 0, edge: 'south' });
  next = setUpUntil(next, 'garrisons');
  while (next.tournament?.step === 'garrisons')
    next = play(next, { type: 'tournament.endGarrisons', side: next.tournament.next });
  return next;
}

const declare = (
  side: 0 | 1,
  reserves: Extract<Command, { type: 'tournament.declareReserves' }>['reserves'],
): Command => ({
  type: 'tournament.declareReserves',
  side,
  reserves,
});

describe('6.1.6 reserves: aircraft', () => {
  const alpha = force('Alpha', 5, [
    { formation: 'ig-thunderbolt-squadron', points: 150 },
    { formation: 'sm-tactical-detachment', points: 300 },
  ]);

  it('6.1.6: aircraft formations are kept in reserve (never set up on the table) and may act from turn 1', () => {
    let game = atReserves(tournamentGame({ forces: [alpha, BETA] }));
    const bolts = 'a-ig-thunderbolt-squadron-1';
    // Not one of the formations to set up at the edge, and refused there.
    expect(remainingFormations(game, 0).map((f) => f.id)).not.toContain(bolts);
    game = play(play(game, declare(0, [])), declare(1, []));
    expect(game.tournament?.reserves[bolts]).toBe('aircraft');
    expect(
      refused(game, {
        type: 'tournament.deployFormation',
        side: 0,
        formationId: bolts,
        units: game.formations[bolts]!.unitIds.map((unitId, i) => ({
          unitId,
          position: { x: 20 + 5 * i, y: 112 },
          facing: 270,
        })),
      }),
    ).toEqual({ code: 'tournament/in-reserve', section: '6.1.6' });
    game = setUpUntil(game, 'battle');
    expect(game.turn).toBe(1);
    const units = game.formations[bolts]!.unitIds.map((id) => game.units[id]!.status);
    expect(new Set(units)).toEqual(new Set(['reserve']));
    // 4.2: they enter play by acting, from the first turn.
    expect(canActivate(game, game.formations[bolts]!)).toBe(true);
  });

  it('6.1.6 FAQ: "When is it decided how formations in reserve will enter play?" When declared: only aircraft fly in as aircraft', () => {
    const game = atReserves(tournamentGame({ forces: [alpha, BETA] }));
    expect(
      refused(game, declare(0, [{ formationId: 'a-sm-tactical-detachment-1', means: 'aircraft' }])),
    ).toEqual({ code: 'tournament/no-means', section: '6.1.6' });
    expect(
      refused(
        game,
        declare(0, [{ formationId: 'a-ig-thunderbolt-squadron-1', means: 'teleportation' }]),
      ),
    ).toEqual({ code: 'tournament/no-means', section: '6.1.6' });
    expect(
      refused(
        game,
        declare(0, [{ formationId: 'a-ig-thunderbolt-squadron-1', means: 'aircraft' }]),
      ),
    ).toBeNull();
  });
});

describe('6.1.6 reserves: transport aircraft', () => {
  const alpha = force('Alpha', 5, [
    { formation: 'sm-thunderhawk-gunship', points: 200 },
    { formation: 'sm-tactical-detachment', points: 300 },
    { formation: 'sm-predator-destructor-detachment', points: 300 },
  ]);
  const hawk = 'a-sm-thunderhawk-gunship-1';
  const tacticals = 'a-sm-tactical-detachment-1';

  it('6.1.6: "Units being transported must start the game already loaded into the transport vehicle that will bring them into play"', () => {
    let game = atReserves(tournamentGame({ forces: [alpha, BETA] }));
    game = play(
      game,
      declare(0, [{ formationId: tacticals, means: 'transport-aircraft', carrier: hawk }]),
    );
    const hawkUnit = game.formations[hawk]!.unitIds[0]!;
    for (const id of game.formations[tacticals]!.unitIds) {
      expect(game.units[id]).toMatchObject({ status: 'embarked', transportedBy: hawkUnit });
      // 4.2.5: off the table with the aircraft.
      expect(carriedOffTable(game, game.units[id]!)).toBe(true);
    }
    expect(game.tournament?.reserves).toMatchObject({
      [tacticals]: 'transport-aircraft',
      [hawk]: 'aircraft',
    });
    expect(remainingFormations(game, 0).map((f) => f.id)).toEqual([
      'a-sm-predator-destructor-detachment-1',
    ]);
    game = setUpUntil(play(game, declare(1, [])), 'battle');
    // Still aboard when the battle begins: they enter play with the Thunderhawk (4.2.5).
    expect(game.units[game.formations[tacticals]!.unitIds[0]!]?.status).toBe('embarked');
    expect(canActivate(game, game.formations[hawk]!)).toBe(true);
  });

  it('6.1.6: a transported formation names its aircraft and must fit in it whole (4.2.5, 3.1.3)', () => {
    const game = atReserves(tournamentGame({ forces: [alpha, BETA] }));
    expect(
      refused(game, declare(0, [{ formationId: tacticals, means: 'transport-aircraft' }])),
    ).toEqual({ code: 'tournament/no-carrier', section: '6.1.6' });
    // Predators are no infantry: the Thunderhawk cannot carry them.
    expect(
      refused(
        game,
        declare(0, [
          {
            formationId: 'a-sm-predator-destructor-detachment-1',
            means: 'transport-aircraft',
            carrier: hawk,
          },
        ]),
      )?.code,
    ).toBe('aircraft/whole-formation');
    // The aircraft itself does not ride in a transport aircraft.
    expect(
      refused(
        game,
        declare(0, [{ formationId: hawk, means: 'transport-aircraft', carrier: hawk }]),
      ),
    ).toEqual({ code: 'tournament/no-means', section: '6.1.6' });
  });

  it('the computer loads a formation that fits into its transport aircraft', () => {
    const game = atReserves(tournamentGame({ forces: [alpha, BETA] }));
    expect(tournamentDefault(game, 0, fixedRandom(), false)).toEqual(
      declare(0, [{ formationId: tacticals, means: 'transport-aircraft', carrier: hawk }]),
    );
  });
});

/** Marines fielded from their list with a Strike Cruiser and a Thunderhawk (planetfall). */
function cruiserAndThunderhawk(): GameState {
  const sm = list('space-marines-ea');
  const army = fieldFormations(
    sm,
    'Marines',
    roster(sm, [
      formationNamed(sm, 'Tactical'),
      formationNamed(sm, 'Thunderhawk'),
      formationNamed(sm, 'Strike Cruiser'),
    ]).formations,
    AEROSPACE,
  );
  if (!army.ok) throw new Error(army.error.join(' '));
  const setup = createTournamentSetup({
    seed: 11,
    pointsTotal: 3000,
    forces: [{ name: 'Marines', strategyRating: 5, formations: [], army: army.value }, BETA],
  });
  if (!setup.ok) throw new Error(setup.error.join(' '));
  const game = createGame(setup.value);
  if (!game.ok) throw new Error(game.error.join(' '));
  return game.value;
}

describe('6.1.6 reserves: planetfall', () => {
  const named = (game: GameState, prefix: string) =>
    Object.values(game.formations).find((f) => f.name.startsWith(prefix))!.id;

  /** The spacecraft set up at 6.1.5 with a drop zone for the Thunderhawk. */
  function withDropZone(): GameState {
    let game = play(cruiserAndThunderhawk(), {
      type: 'tournament.chooseEdge',
      side: 0,
      edge: 'south',
    });
    game = setUpUntil(game, 'garrisons');
    const ship = tournamentDefault(game, 0, fixedRandom(), false) as Extract<
      Command,
      { type: 'setup.spacecraft' }
    >;
    game = play(game, {
      ...ship,
      plan: {
        ...ship.plan!,
        dropZones: [{ formationId: named(game, 'Thunderhawk'), position: { x: 90, y: 60 } }],
      },
    });
    while (game.tournament?.step === 'garrisons')
      game = play(game, { type: 'tournament.endGarrisons', side: game.tournament.next });
    return game;
  }

  it('6.1.6: formations entering play from spacecraft do so by planetfall (4.4), its drop zone written down at 6.1.5', () => {
    let game = withDropZone();
    const hawk = named(game, 'Thunderhawk');
    game = play(game, declare(0, [{ formationId: hawk, means: 'planetfall' }]));
    expect(game.tournament?.reserves[hawk]).toBe('planetfall');
    game = setUpUntil(play(game, declare(1, [])), 'battle');
    // Off the table, waiting for the spacecraft's turn.
    expect(keptOffTable(game, game.formations[hawk]!)).toBe(true);
    expect(game.plots?.find((p) => p.formationId === hawk)).toMatchObject({
      kind: 'drop-zone',
      position: { x: 90, y: 60 },
      turn: game.spacecraft![0]!.turn,
    });
  });

  it('6.1.6 FAQ: "When is it decided how formations in reserve will enter play?" A drop zone written down binds the formation to planetfall', () => {
    const game = withDropZone();
    expect(refused(game, declare(0, []))).toEqual({
      code: 'tournament/drop-zone-undeclared',
      section: '6.1.6',
    });
    expect(
      refused(game, declare(0, [{ formationId: named(game, 'Tactical'), means: 'planetfall' }])),
    ).toEqual({ code: 'tournament/no-means', section: '6.1.6' });
  });

  it('6.1.6: a formation able to land by planetfall but with no drop zone written down is not kept back that way', () => {
    let game = play(cruiserAndThunderhawk(), {
      type: 'tournament.chooseEdge',
      side: 0,
      edge: 'south',
    });
    game = setUpUntil(game, 'garrisons');
    const ship = tournamentDefault(game, 0, fixedRandom(), false) as Extract<
      Command,
      { type: 'setup.spacecraft' }
    >;
    game = play(game, { ...ship, plan: { bombardment: ship.plan!.bombardment } });
    while (game.tournament?.step === 'garrisons')
      game = play(game, { type: 'tournament.endGarrisons', side: game.tournament.next });
    expect(
      refused(game, declare(0, [{ formationId: named(game, 'Thunderhawk'), means: 'planetfall' }])),
    ).toEqual({ code: 'tournament/no-drop-zone', section: '6.1.6' });
  });
});

describe('6.1.6 FAQ: other abilities that bring a formation into play', () => {
  const alpha = force('Alpha', 5, [
    { formation: 'sm-tactical-detachment-rhinos', points: 350 },
    { formation: 'sm-tactical-detachment', points: 300 },
  ]);
  const mounted = 'a-sm-tactical-detachment-rhinos-1';

  /** The Rhinos of Alpha's mounted Tactical detachment given an ability (a test variant). */
  function withRhinos(sheet: Parameters<typeof withSheet>[1]): GameState {
    const game = atReserves(tournamentGame({ forces: [alpha, BETA] }));
    const rhinos = game.formations[mounted]!.unitIds.filter(
      (id) => game.units[id]!.datasheetId === 'sm-rhino',
    );
    return withSheet(game, sheet, rhinos);
  }

  it('6.1.6 FAQ: "Can formations that aren\'t aircraft or entering play via transport aircraft or teleportation be kept in reserve?" Yes, by tunnelling, its surfacing written down first (2.1.23)', () => {
    let game = withRhinos(TUNNELING_RHINO);
    const keep = declare(0, [{ formationId: mounted, means: 'tunnelling' }]);
    expect(refused(game, keep)).toEqual({ code: 'tournament/no-tunnel-plot', section: '6.1.6' });
    game = play(game, {
      type: 'setup.plot',
      side: 0,
      kind: 'tunnel',
      formationId: mounted,
      plot: { position: { x: 90, y: 90 }, turn: 2 },
    });
    game = setUpUntil(play(play(game, keep), declare(1, [])), 'battle');
    expect(game.tournament?.reserves[mounted]).toBe('tunnelling');
    expect(keptOffTable(game, game.formations[mounted]!)).toBe(true);
    // The plain Tactical detachment cannot tunnel.
    expect(
      refused(
        withRhinos(TUNNELING_RHINO),
        declare(0, [{ formationId: 'a-sm-tactical-detachment-1', means: 'tunnelling' }]),
      ),
    ).toEqual({ code: 'tournament/no-means', section: '6.1.6' });
  });

  it('6.1.6 FAQ: "…be kept in reserve?" Yes, by self planetfall, its landing point written down first (2.1.21)', () => {
    let game = withRhinos(SELF_PLANETFALL_RHINO);
    const keep = declare(0, [{ formationId: mounted, means: 'planetfall' }]);
    expect(refused(game, keep)).toEqual({ code: 'tournament/no-drop-zone', section: '6.1.6' });
    game = play(game, {
      type: 'setup.plot',
      side: 0,
      kind: 'landing-zone',
      formationId: mounted,
      plot: { position: { x: 90, y: 60 }, turn: 2 },
    });
    game = setUpUntil(play(play(game, keep), declare(1, [])), 'battle');
    expect(game.tournament?.reserves[mounted]).toBe('planetfall');
    expect(keptOffTable(game, game.formations[mounted]!)).toBe(true);
  });
  it("the computer writes down a tunneller's surfacing by an objective in the enemy half, then keeps it in reserve by tunnelling", () => {
    let game = withRhinos(TUNNELING_RHINO);
    const command = tournamentDefault(game, 0, fixedRandom(), false);
    expect(command).toMatchObject({
      type: 'setup.plot',
      kind: 'tunnel',
      formationId: mounted,
      plot: { turn: 3 },
    });
    game = setUpUntil(play(game, command), 'battle');
    expect(game.tournament?.reserves[mounted]).toBe('tunnelling');
    const surfacing = game.plots!.find((p) => p.formationId === mounted)!.position;
    const enemyHalf = game
      .tournament!.objectives.filter((o) => o.half === 1)
      .map((o) => game.objectives.find((x) => x.id === o.objectiveId)!.position);
    expect(
      Math.min(...enemyHalf.map((o) => Math.hypot(o.x - surfacing.x, o.y - surfacing.y))),
    ).toBeLessThan(20);
  });
});

describe('6.1.6 FAQ: reserves in the action phase', () => {
  const alpha = force('Alpha', 5, [
    { formation: 'ig-thunderbolt-squadron', points: 150 },
    { formation: 'sm-tactical-detachment', points: 300 },
  ]);

  /** Turn 1's action phase, Alpha (strategy 5, dice 6 to 1) choosing to go first. */
  function actionPhase(): GameState {
    let game = atReserves(tournamentGame({ forces: [alpha, BETA] }));
    game = setUpUntil(play(play(game, declare(0, [])), declare(1, [])), 'battle');
    game = play(game, { type: 'strategy.roll', side: 0 }, [6, 1]);
    if (game.phase === 'strategy')
      game = play(game, { type: 'strategy.choose', side: 0, goFirst: true });
    return game;
  }

  it('6.1.6 FAQ: "Can a formation in reserve activate?" Yes, and it must enter play: aircraft by an aircraft action, never a ground action', () => {
    const game = actionPhase();
    expect(game.phase).toBe('action');
    const bolts = 'a-ig-thunderbolt-squadron-1';
    expect(canActivate(game, game.formations[bolts]!)).toBe(true);
    expect(
      refused(game, { type: 'action.declare', side: 0, formationId: bolts, action: 'advance' }),
    ).toEqual({ code: 'aircraft/ground-action', section: '4.2' });
  });
});

/** The decision the phase chart waits for. */
const waiting = (game: GameState) => pendingDecision(startChart(game));

describe('6.1.6 FAQ: passing with formations in reserve', () => {
  const alpha = force('Alpha', 5, [
    { formation: 'ig-thunderbolt-squadron', points: 150 },
    { formation: 'sm-tactical-detachment', points: 300 },
  ]);
  const bolts = 'a-ig-thunderbolt-squadron-1';
  const alphaTactical = 'a-sm-tactical-detachment-1';
  const betaTactical = 'b-sm-tactical-detachment-1';

  /** Turn 1's action phase, Alpha (strategy 5, dice 6 to 1) choosing to go first. */
  function actionPhase(): GameState {
    let game = atReserves(tournamentGame({ forces: [alpha, BETA] }));
    game = setUpUntil(play(play(game, declare(0, [])), declare(1, [])), 'battle');
    game = play(game, { type: 'strategy.roll', side: 0 }, [6, 1]);
    if (game.phase === 'strategy')
      game = play(game, { type: 'strategy.choose', side: 0, goFirst: true });
    return game;
  }
  const overwatch = (side: 0 | 1, formationId: string): Command => ({
    type: 'action.declare',
    side,
    formationId,
    action: 'overwatch',
  });
  const pass = (side: 0 | 1): Command => ({ type: 'action.pass', side });

  it('6.1.6 FAQ: "Is a formation in reserve ever limited in what actions it can carry out?" Yes: aircraft in reserve enter play by a mission, never a ground action', () => {
    const game = actionPhase();
    for (const action of ['advance', 'double', 'march', 'engage', 'overwatch'] as const)
      expect(
        refused(game, { type: 'action.declare', side: 0, formationId: bolts, action }),
      ).toEqual({ code: 'aircraft/ground-action', section: '4.2' });
    const attack = createUtilityPlayer('hard', 1).decide(game, waiting(game), 0).command;
    expect(attack).toMatchObject({ type: 'aircraft.mission', formationId: bolts });
    const flown = play(game, attack, [6]);
    // The approach move brings the Thunderbolts onto the table: they have entered play.
    expect(
      flown.formations[bolts]!.unitIds.every((id) => flown.units[id]!.status === 'deployed'),
    ).toBe(true);
  });

  it('6.1.6 FAQ: "What happens when a formation in reserve fails its action test?" An aircraft formation takes the stand down of 4.2 instead of a hold action, and stays in reserve', () => {
    const game = actionPhase();
    const attack = createUtilityPlayer('hard', 1).decide(game, waiting(game), 0).command;
    const result = applyCommand(game, attack, { dice: new FixedDieSource([1], game.rng) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events).toContainEqual({
      type: 'aircraft/stood-down',
      formationId: bolts,
      failed: true,
      section: '4.2',
    });
    const after = result.state;
    expect(after.formations[bolts]).toMatchObject({
      activated: true,
      action: null,
      blastMarkers: 0,
    });
    expect(
      after.formations[bolts]!.unitIds.every((id) => after.units[id]!.status === 'reserve'),
    ).toBe(true);
  });

  it('6.1.6 FAQ: "Must a formation in reserve activate?" No, but you may only pass when all the unactivated formations are in reserve', () => {
    let game = actionPhase();
    // The Tactical detachment on the table has not activated: no pass (1.6.1).
    expect(refused(game, pass(0))).toEqual({ code: 'action/no-pass', section: '6.1.6' });
    expect(waiting(game).commands).not.toContain('action.pass');
    game = play(game, overwatch(0, alphaTactical), [6]);
    // Only the Thunderbolts, in reserve, are left: Alpha may pass instead of retaining.
    expect(game.turnState.activeSide).toBe(0);
    expect(waiting(game).commands).toContain('action.pass');
    game = play(game, pass(0));
    expect(game.turnState.activeSide).toBe(1);
    expect(game.formations[bolts]!.activated).toBe(false);
    expect(refused(game, pass(1))).toEqual({ code: 'action/no-pass', section: '6.1.6' });
    // Beta has acted: the Thunderbolts may still fly in this action phase ...
    game = play(game, overwatch(1, betaTactical), [6]);
    expect(game.turnState.activeSide).toBe(0);
    expect(canActivate(game, game.formations[bolts]!)).toBe(true);
    // ... or pass again, staying in reserve for the rest of the turn.
    const result = applyCommand(game, pass(0));
    expect(result.ok && result.events).toContainEqual({
      type: 'action/passed',
      side: 0,
      heldBack: [bolts],
      section: '6.1.6',
    });
    game = play(game, pass(0));
    expect(game.phase).not.toBe('action');
    expect(
      game.formations[bolts]!.unitIds.every((id) => game.units[id]!.status === 'reserve'),
    ).toBe(true);
  });

  it('6.1.6 FAQ: "Must a formation in reserve activate?" A pass is a decision: the computer players make it only where it is legal', () => {
    let game = play(actionPhase(), overwatch(0, alphaTactical), [6]);
    const weighed = (g: GameState) =>
      (createUtilityPlayer('hard', 1).decide(g, waiting(g), 0).explanation.candidates ?? []).map(
        (c) => c.label,
      );
    // The AI weighs waiting with its aircraft while the enemy has formations to move (a ground
    // attack worth more still goes now).
    expect(weighed(game)).toContain('pass, keeping the aircraft in reserve');
    // The random player draws passes among its choices, and only legal ones.
    const drawn = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(
      (seed) => createRandomPlayer(seed).decide(game, waiting(game), 0).command,
    );
    for (const command of drawn) expect(refused(game, command)).toBeNull();
    expect(drawn).toContainEqual(pass(0));
    // With the enemy done, a pass would keep the aircraft out of the whole turn: the AI flies.
    game = play(game, pass(0));
    game = play(game, overwatch(1, betaTactical), [6]);
    expect(refused(game, pass(0))).toBeNull();
    expect(weighed(game)).not.toContain('pass, keeping the aircraft in reserve');
  });
});

describe('6.1.7 FAQ: reserves and Break Their Spirit', () => {
  const alpha = force('Alpha', 5, [
    { formation: 'sm-thunderhawk-gunship', points: 500 },
    { formation: 'sm-tactical-detachment', points: 400 },
    { formation: 'sm-predator-destructor-detachment', points: 300 },
  ]);
  const hawk = 'a-sm-thunderhawk-gunship-1';
  const tacticals = 'a-sm-tactical-detachment-1';
  const predators = 'a-sm-predator-destructor-detachment-1';

  /** The battle begun with the Tactical detachment aboard the Thunderhawk in reserve. */
  function battle(): GameState {
    let game = atReserves(tournamentGame({ forces: [alpha, BETA] }));
    game = play(
      game,
      declare(0, [{ formationId: tacticals, means: 'transport-aircraft', carrier: hawk }]),
    );
    return setUpUntil(play(game, declare(1, [])), 'battle');
  }
  const destroyedAll = (game: GameState, formationId: string): GameState => {
    const units = { ...game.units };
    for (const id of game.formations[formationId]!.unitIds)
      units[id] = { ...units[id]!, status: 'destroyed', position: null, transportedBy: null };
    return { ...game, units };
  };

  it('6.1.7 FAQ: "Do formations that are off board (spacecraft) or in reserve count towards the Break Their Spirit goal?" Troops aboard an aircraft in reserve do not; an aircraft that entered and was destroyed does', () => {
    const game = battle();
    // The Thunderhawk (500) and the Tactical detachment aboard it (400) are in reserve: the
    // Predators (300) are the most valuable formation in play.
    expect(mostExpensiveInPlay(game, 0).map((f) => f.id)).toEqual([predators]);
    expect(goalsOf(destroyedAll(game, predators), 1)).toContain('break-their-spirit');
    // Shot down with its cargo, the Thunderhawk has entered play and is the one to destroy.
    const shotDown = destroyedAll(destroyedAll(game, hawk), tacticals);
    expect(mostExpensiveInPlay(shotDown, 0).map((f) => f.id)).toEqual([hawk]);
    expect(goalsOf(shotDown, 1)).toContain('break-their-spirit');
  });
});
