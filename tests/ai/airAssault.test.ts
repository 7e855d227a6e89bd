import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import { airAssaultAnswer, extractionRole } from '../../ai/utility/candidates/airAssault';
import { aircraftAnswer, aircraftMissions } from '../../ai/utility/candidates/aircraft';
import { recordAssaultKills } from '../../engine/netea/rules/4.1-4.2-aircraft/extraction';
import type { GameState } from '../../engine/netea/state/schema';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import { go } from '../conformance/helpers';
import { shootingCandidates } from '../../ai/utility/candidates/shooting';
import { situationOf } from '../../ai/utility/situation';
import { groundAttack, thunderhawkGame } from '../netea/rules/4.2-aircraft/thunderhawkGame';

const CLOSE_IN = [
  { x: 90, y: 0 },
  { x: 90, y: 70 },
];

describe('the computer’s air assaults (4.2.5)', () => {
  it('air assaults the bunker beside it with the Thunderhawk and four Terminators, troops placed where the engine allows', () => {
    const flown = go(thunderhawkGame(), groundAttack(CLOSE_IN), 6).state;
    const s = go(flown, { type: 'aircraft.flak', side: 1, unitIds: [] }).state;
    const answer = airAssaultAnswer(s, 0);
    expect(answer).toMatchObject({ type: 'aircraft.land', assault: 'bunk' });
    expect(validateCommand(s, answer!)).toBeNull();
    const pending = {
      sides: [0],
      kind: 'aircraft',
      step: 'attack',
      commands: ['aircraft.attack', 'aircraft.land'],
    } as unknown as PendingDecision;
    expect(aircraftAnswer(s, pending, 0)).toEqual(answer);
  });

  it('does not air assault a formation out of reach: it attacks as usual', () => {
    const far = [
      { x: 30, y: 0 },
      { x: 30, y: 40 },
    ];
    // Out of the Hydra's reach too: no flak, straight to the attack step.
    const s = go(thunderhawkGame(), groundAttack(far), 6).state;
    expect(s.aircraft?.step?.stage).toBe('attack');
    expect(airAssaultAnswer(s, 0)).toBeNull();
  });
});

describe('the computer’s extraction (4.5.2 Thunderhawk Down)', () => {
  /** The Terminators on the table, north of the bunker; the game an extraction. */
  function extractionGame(): GameState {
    const s = thunderhawkGame();
    const units = { ...s.units };
    ['tm1', 'tm2', 'tm3', 'tm4'].forEach((id, i) => {
      units[id] = {
        ...units[id]!,
        status: 'deployed',
        position: { x: 60 + i * 4, y: 50 },
        facing: 180,
        transportedBy: null,
      };
    });
    return {
      ...s,
      units,
      victory: {
        ...s.victory,
        kind: 'extraction',
        maxTurns: 4,
        extraction: {
          attacker: 0,
          targets: 'command-bunker',
          extract: 'sm-terminator',
          carrier: 'sm-thunderhawk',
        },
      },
    };
  }
  const thunderhawkMissions = (s: GameState) =>
    aircraftMissions(s, 0).filter((c) => c.type === 'aircraft.mission' && c.formationId === 'th');

  it('keeps the empty Thunderhawk off the table, out of the flak, while the bunker stands', () => {
    const s = extractionGame();
    expect(extractionRole(s, 0, 'th')).toEqual({ role: 'wait' });
    expect(thunderhawkMissions(s)).toEqual([]);
  });

  it('once the bunker is stormed it flies to the Terminators, lands and picks the whole formation up', () => {
    const before = extractionGame();
    const stormed = recordAssaultKills(
      {
        ...before,
        units: {
          ...before.units,
          cb1: { ...before.units['cb1']!, status: 'destroyed', position: null },
        },
      },
      ['cb1'],
    );
    const role = extractionRole(stormed, 0, 'th');
    expect(role).toMatchObject({ role: 'fetch', at: { x: 66, y: 50 } });
    const [first] = aircraftMissions(stormed, 0);
    expect(first).toMatchObject({
      type: 'aircraft.mission',
      formationId: 'th',
      mission: 'ground-attack',
    });
    if (first?.type !== 'aircraft.mission' || !first.approach) throw new Error('no mission');
    const end = first.approach[first.approach.length - 1]!;
    expect(Math.hypot(end.x - 66, end.y - 50)).toBeLessThan(1);
    // Fly it: no flak reaches that far from the Hydra, so the attack step follows.
    let s = go(stormed, first, 6).state;
    if (s.aircraft?.step?.stage === 'flak')
      s = go(s, { type: 'aircraft.flak', side: 1, unitIds: [] }).state;
    expect(s.aircraft?.step?.stage).toBe('attack');
    const landing = airAssaultAnswer(s, 0);
    expect(landing).toMatchObject({ type: 'aircraft.land', pickUp: ['tm1', 'tm2', 'tm3', 'tm4'] });
    const landed = go(s, landing!).state;
    expect(['tm1', 'tm2', 'tm3', 'tm4'].map((id) => landed.units[id]?.transportedBy)).toEqual(
      Array(4).fill('th1'),
    );
  });

  it('never shoots at a bunker’s formation (a bunker shot down can no longer be stormed), but still flies the Terminators aboard at it to air assault', () => {
    const s = thunderhawkGame();
    const game: GameState = {
      ...s,
      victory: {
        ...s.victory,
        kind: 'extraction',
        maxTurns: 4,
        extraction: {
          attacker: 0,
          targets: 'command-bunker',
          extract: 'sm-terminator',
          carrier: 'sm-thunderhawk',
        },
      },
    };
    // Aboard: the Thunderhawk flies at the bunker and air assaults it.
    const [mission] = thunderhawkMissions(game);
    expect(mission).toMatchObject({ mission: 'ground-attack' });
    const flown = go(game, groundAttack(CLOSE_IN), 6).state;
    const atAttack = go(flown, { type: 'aircraft.flak', side: 1, unitIds: [] }).state;
    expect(airAssaultAnswer(atAttack, 0)).toMatchObject({ assault: 'bunk' });
    // Its ground attack, had it not landed, shoots at nothing rather than at the bunker.
    const pending = {
      sides: [0],
      kind: 'aircraft',
      step: 'attack',
      commands: ['aircraft.attack'],
    } as unknown as PendingDecision;
    const empty: GameState = {
      ...atAttack,
      units: Object.fromEntries(
        Object.entries(atAttack.units).map(([id, u]) => [
          id,
          u.transportedBy === 'th1' ? { ...u, status: 'destroyed' as const, position: null } : u,
        ]),
      ),
    };
    expect(aircraftAnswer(empty, pending, 0)).toEqual({
      type: 'aircraft.attack',
      side: 0,
      targetFormationId: null,
    });
    // Without the extraction the same attack goes for the bunker's formation.
    expect(aircraftAnswer({ ...empty, victory: s.victory }, pending, 0)).toMatchObject({
      targetFormationId: 'bunk',
    });
  });

  it('4.5.2: its Terminators on the table never shoot at a bunker’s formation either: they storm it', () => {
    const s = extractionGame();
    // Within their storm bolters' 15cm of the bunker and its Hydra.
    const units = { ...s.units };
    ['tm1', 'tm2', 'tm3', 'tm4'].forEach((id, i) => {
      units[id] = { ...units[id]!, position: { x: 84 + i * 6, y: 70 } };
    });
    const near: GameState = { ...s, units };
    const shots = (g: GameState) =>
      shootingCandidates(g, situationOf(g, 0), 'term', { action: 'sustained-fire' }, 'shoot', true)
        .map((c) => c.command)
        .filter((c) => c.type === 'shoot.declare')
        .map((c) => c.targetFormationId);
    expect(shots(near)).toEqual([]);
    // Any other game: the bunker's formation is a target like any other.
    expect(shots({ ...near, victory: thunderhawkGame().victory })).toEqual(['bunk']);
  });
});
