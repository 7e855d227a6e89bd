// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import { aaWeapons } from '../../engine/netea/rules/4.1-4.2-aircraft/flak';
import { getDatasheet } from '../../engine/netea/data';
import { AircraftTray } from '../../renderer/src/battlefield/AircraftTray';
import { aircraftTray } from '../../renderer/src/battlefield/aircraftTray';
import { flakRings } from '../../renderer/src/battlefield/flakRings';
import { nextLeg, pathIntent, turnAllowance } from '../../renderer/src/play/approachPlan';
import { go } from '../conformance/helpers';
import { airGame, STRAIGHT_IN } from '../netea/rules/4.2-aircraft/airGame';
import { byTestId, render, textOf } from './dom';

/**
 * The battlefield side of aerospace (issue 14): the approach's next leg as the pointer moves,
 * judged by the engine; the flak rings of AA units; each side's aircraft tray.
 */
const ACTIVATE: PendingDecision = { sides: [0], kind: 'activate', commands: ['aircraft.mission'] };
const GROUND_ATTACK = { kind: 'approach', formationId: 'fb', mission: 'ground-attack' } as const;
const INTERCEPTION = { kind: 'approach', formationId: 'fb', mission: 'interception' } as const;

describe('4.2.1: the next leg of the approach follows the pointer', () => {
  it('the entry point on the own (north) edge is legal; one inside the table is refused by 4.2.1', () => {
    const game = airGame();
    expect(nextLeg(game, 0, GROUND_ATTACK, [], { x: 90, y: 0 })).toEqual({
      from: null,
      to: { x: 90, y: 0 },
      refusal: null,
      turn: null,
    });
    const inside = nextLeg(game, 0, GROUND_ATTACK, [], { x: 90, y: 40 });
    expect(inside?.refusal).toMatchObject({ code: 'aircraft/not-own-edge', section: '4.2.1' });
  });

  it('the first leg straight in from the edge is legal and draws from the entry point', () => {
    const leg = nextLeg(airGame(), 0, GROUND_ATTACK, [STRAIGHT_IN[0]!], STRAIGHT_IN[1]!);
    expect(leg).toMatchObject({ from: { x: 90, y: 0 }, to: { x: 90, y: 60 }, refusal: null });
  });

  it('a turn before 30cm of straight flight is refused (turn-too-soon)', () => {
    const leg = nextLeg(
      airGame(),
      0,
      GROUND_ATTACK,
      [
        { x: 90, y: 0 },
        { x: 90, y: 20 },
      ],
      { x: 100, y: 40 },
    );
    expect(leg?.refusal).toMatchObject({ code: 'aircraft/turn-too-soon', section: '4.2.1' });
    expect(leg?.turn).toMatchObject({ at: { x: 90, y: 20 }, heading: 90, straightLeft: 10 });
  });

  it('4.2.1: a fighter-bomber on a ground attack turns as a bomber (45°), on an interception as a fighter (90°)', () => {
    const game = airGame();
    const path = [STRAIGHT_IN[0]!, { x: 90, y: 40 }];
    expect(turnAllowance(game, GROUND_ATTACK, path)).toMatchObject({
      most: 45,
      straightLeft: 0,
    });
    expect(turnAllowance(game, INTERCEPTION, path)?.most).toBe(90);
    // A 60° turn after 40cm: too sharp for a bomber, fine for a fighter.
    const sixty = { x: 90 - 20 * Math.sin(Math.PI / 3) * -1, y: 40 + 20 * Math.cos(Math.PI / 3) };
    expect(nextLeg(game, 0, GROUND_ATTACK, path, sixty)?.refusal).toMatchObject({
      code: 'aircraft/turn-too-sharp',
    });
    expect(nextLeg(game, 0, INTERCEPTION, path, sixty)?.refusal).toBeNull();
  });

  it('the path drawn is the one chosen in the panel, else its first formation on a ground attack', () => {
    const game = airGame();
    expect(pathIntent(game, ACTIVATE, 0, null)).toEqual(GROUND_ATTACK);
    expect(pathIntent(game, ACTIVATE, 0, { formationId: 'fb', mission: 'interception' })).toEqual(
      INTERCEPTION,
    );
    expect(
      pathIntent(game, { sides: [0], kind: 'activate', commands: ['action.declare'] }, 0, null),
    ).toBeNull();
  });
});

describe('4.2.4: flak rings', () => {
  it('ring the Hydra (the only AA unit) at its AA range, as an enemy of the Orks; own units only when asked', () => {
    const game = airGame();
    const hydra = aaWeapons(getDatasheet('ig-hydra')!);
    const rings = flakRings(game, 0, false);
    expect(rings.map((r) => [r.unit.id, r.range, r.enemy])).toEqual([
      ['bat4', Math.max(...hydra.map((w) => w.range)), true],
    ]);
    expect(flakRings(game, 1, false)).toEqual([]);
    expect(flakRings(game, 1, true).map((r) => [r.unit.id, r.enemy])).toEqual([['bat4', false]]);
  });

  it("seed 001 5.3.11.2-3: a team-mate's Hydra is no enemy's ring (its flak never fires at friends)", () => {
    // The two players as one team (only the teams' membership matters to the rings).
    const game = {
      ...airGame(),
      teams: { mode: 'simultaneous' as const, of: [0, 0] as (0 | 1)[] },
    };
    expect(flakRings(game, 0, false)).toEqual([]);
    expect(flakRings(game, 0, true).map((r) => [r.unit.id, r.enemy])).toEqual([['bat4', false]]);
  });
});

describe('4.2: the aircraft tray', () => {
  it('shows the Fighta-Bombers ready, then over the table once their approach is flown', () => {
    const game = airGame();
    expect(aircraftTray(game)[0]).toEqual([
      {
        formationId: 'fb',
        name: game.formations.fb!.name,
        aircraft: 4,
        blastMarkers: 0,
        status: 'ready',
      },
    ]);
    expect(aircraftTray(game)[1]).toEqual([]);
    const flown = go(
      game,
      {
        type: 'aircraft.mission',
        side: 0,
        formationId: 'fb',
        mission: 'ground-attack',
        approach: STRAIGHT_IN,
      },
      6,
    ).state;
    expect(aircraftTray(flown)[0]?.[0]?.status).toBe('flying');
  });

  it('4.2: a combat air patrol shows as on CAP; Blast markers on a formation are counted', () => {
    const game = airGame();
    const cap = go(
      game,
      {
        type: 'aircraft.mission',
        side: 0,
        formationId: 'fb',
        mission: 'cap',
        approach: [{ x: 90, y: 0 }],
      },
      6,
    ).state;
    expect(aircraftTray(cap)[0]?.[0]?.status).toBe('cap');
    const marked = {
      ...game,
      formations: { ...game.formations, fb: { ...game.formations.fb!, blastMarkers: 2 } },
    };
    expect(aircraftTray(marked)[0]?.[0]).toMatchObject({ status: 'ready', blastMarkers: 2 });
  });

  it('draws the person’s tray along the bottom and the enemy’s along the top, in words', () => {
    const { container } = render(<AircraftTray game={airGame()} side={1} />);
    const enemy = byTestId(container, 'aircraft-tray-enemy');
    expect(enemy.className).toContain('top');
    expect(textOf(enemy)).toMatch(/aircraft:.*×4 · ready/);
    expect(container.querySelector('[data-testid=aircraft-tray-own]')).toBeNull();
  });
});
