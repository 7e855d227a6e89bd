import { describe, expect, it } from 'vitest';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameEvent } from '../../engine/netea/events';
import { pendingDecision, startChart, submit } from '../../engine/netea/flow/game';
import { endOfRallies } from '../../engine/netea/rules/1.14-end-phase/endPhase';
import { KORPS_GRINDA, findScenario, parseScenario } from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { deployed, must, scenarioSetup } from '../fixtures/battle';
import { battle, declare, go } from './helpers';

const TAC = (n: number) => `a-sm-tactical-detachment-commander-1-u${n}`;
const DEV = (n: number) => `a-sm-devastator-detachment-commander-1-u${n}`;
const RAIDER = (n: number) => `a-sm-land-raider-detachment-1-u${n}`;
const BUNKER = (n: number) => `a-command-bunker-objective-${n}-u1`;
const GARGANT = 'b-ork-great-gargant-formation-1-u1';

function fresh(seed = 1): GameState {
  const created = createGame(scenarioSetup(KORPS_GRINDA, seed));
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

function deploy(state: GameState, unitId: string, x: number, y: number, facing = 270) {
  const side = state.units[unitId]!.side;
  const command: Command = { type: 'setup.deployUnit', side, unitId, position: { x, y }, facing };
  return applyCommand(state, command);
}

function ok(state: GameState, unitId: string, x: number, y: number, facing = 270): GameState {
  const r = deploy(state, unitId, x, y, facing);
  if (!r.ok) throw new Error(`${r.refusal.code}: ${r.refusal.message}`);
  return r.state;
}

function refusedCode(state: GameState, unitId: string, x: number, y: number) {
  const r = deploy(state, unitId, x, y);
  return r.ok ? 'ok' : `${r.refusal.code} ${r.refusal.section}`;
}

describe('3.4.1 Korps Grinda Returns!', () => {
  it('3.4.1: the forces: a Great Gargant (DC12, strategy 3, 3+) against a Tactical detachment with Commander and Rhinos, Devastators with Commander, four Land Raiders and two Command Bunkers (strategy 5, 1+)', () => {
    const parsed = parseScenario(KORPS_GRINDA);
    if (!parsed.ok) throw new Error(parsed.error.join('\n'));
    expect(findScenario('korps-grinda')?.section).toBe('3.4.1');
    const s = fresh();
    expect(s.players[0]!.strategyRating).toBe(5);
    expect(s.players[1]!.strategyRating).toBe(3);
    expect(s.players[0]!.specialRules).toContain('they-shall-know-no-fear');
    const gargant = s.units[GARGANT]!;
    expect(s.datasheets[gargant.datasheetId]?.damageCapacity).toBe(12);
    expect(s.formations[gargant.formationId]?.initiative).toBe(3);
    const sheets = (prefix: string) =>
      Object.values(s.units)
        .filter((u) => u.formationId.startsWith(prefix))
        .map((u) => u.datasheetId)
        .sort();
    expect(sheets('a-sm-tactical')).toEqual([
      'sm-captain',
      ...Array(3).fill('sm-rhino'),
      ...Array(6).fill('sm-tactical'),
    ]);
    expect(sheets('a-sm-devastator')).toEqual(['sm-captain', ...Array(4).fill('sm-devastator')]);
    expect(sheets('a-sm-land-raider')).toEqual(Array(4).fill('sm-land-raider'));
    const bunkers = Object.values(s.units).filter((u) => u.datasheetId === 'command-bunker');
    expect(bunkers).toHaveLength(2);
    expect(s.datasheets['command-bunker']).toMatchObject({
      type: 'WE',
      speed: 'immobile',
      armour: 4,
      damageCapacity: 3,
    });
    for (const f of Object.values(s.formations).filter((f) => f.side === 0))
      expect(f.initiative).toBe(1);
  });

  it('3.4.1: each side has its own table edge: no roll for the choice of edges, deployment starts at once', () => {
    const snapshot = startChart(fresh());
    expect(snapshot.context.game.setup.zones).toEqual([0, 1]);
    expect(pendingDecision(snapshot).commands).toContain('setup.deployUnit');
    const r = submit(snapshot, { type: 'setup.rollOff', side: 0 });
    expect(r.ok).toBe(false);
  });

  it('3.4.1: the command bunkers may be set up anywhere on the table that is at least 15cm from a table edge', () => {
    const s = fresh();
    expect(refusedCode(s, BUNKER(1), 60, 12)).toBe('deploy/outside-area 3.4.1');
    expect(refusedCode(s, BUNKER(1), 110, 60)).toBe('deploy/outside-area 3.4.1');
    expect(refusedCode(s, BUNKER(1), 60, 100)).toBe('ok');
    expect(refusedCode(s, BUNKER(1), 20, 20)).toBe('ok');
  });

  it('3.4.1: one formation is deployed in or touching the ruined buildings by the "Y" junction, the other two on the Space Marine table edge', () => {
    let s = fresh();
    // Nowhere else: not in the open centre, not 15cm deep along the edge.
    expect(refusedCode(s, TAC(2), 30, 60)).toBe('deploy/outside-area 3.4.1');
    expect(refusedCode(s, TAC(2), 30, 110)).toBe('deploy/outside-area 3.4.1');
    // The Tacticals take the ruins (touching them on the south side).
    s = ok(s, TAC(2), 70, 79);
    // Their mates follow them there, not to the edge.
    expect(refusedCode(s, TAC(3), 30, 118)).toBe('deploy/outside-area 3.4.1');
    expect(refusedCode(s, TAC(3), 70, 66)).toBe('ok');
    // The ruins hold one formation: the Devastators and Land Raiders go to the table edge.
    const r = deploy(s, DEV(2), 63, 79);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.refusal.code).toBe('deploy/outside-area');
      expect(r.refusal.message).toContain('on the Space Marine table edge');
      expect(r.refusal.message).toContain('Devastator');
    }
    expect(refusedCode(s, DEV(2), 30, 118)).toBe('ok');
    s = ok(s, RAIDER(1), 90, 118);
    expect(s.units[RAIDER(1)]?.status).toBe('deployed');
  });

  it('3.4.1: a formation entering on the table edge makes its first move from there', () => {
    // Both players deploy with the random player; every Space Marine unit stands in its area.
    const game = deployed(KORPS_GRINDA, 3).context.game;
    const edge = game.formationZones?.find((z) => z.id === 'sm-edge');
    const onEdge = Object.values(game.formations).filter(
      (f) =>
        f.side === 0 &&
        f.zones?.includes('sm-edge') &&
        f.unitIds.some((id) => (game.units[id]?.position?.y ?? 0) > 110),
    );
    expect(edge).toBeDefined();
    expect(onEdge).toHaveLength(2);
    for (const f of onEdge)
      for (const id of f.unitIds) {
        const u = game.units[id]!;
        if (u.status === 'deployed') expect(u.position!.y).toBeGreaterThanOrEqual(116);
      }
  });
});

describe('3.4.1 victory conditions', () => {
  function atEnd(
    destroyed: readonly string[],
    turn = 2,
  ): { state: GameState; events: GameEvent[] } {
    const s = fresh();
    const units = { ...s.units };
    for (const id of destroyed) units[id] = { ...units[id]!, status: 'destroyed' };
    const events: GameEvent[] = [];
    const state = endOfRallies({ ...s, units, turn, phase: 'end' }, events);
    return { state, events };
  }

  it('3.4.1: if the Orks destroy both bunkers then they win', () => {
    const { state, events } = atEnd([BUNKER(1), BUNKER(2)]);
    expect(state.phase).toBe('game-over');
    expect(state.result?.winner).toBe(1);
    expect(events.find((e) => e.type === 'game/over')).toMatchObject({ section: '3.4.1' });
  });

  it('3.4.1: if the Space Marines destroy Korps Grinda II without losing either bunker then they win', () => {
    const { state } = atEnd([GARGANT]);
    expect(state.result?.winner).toBe(0);
  });

  it('3.4.1: if one bunker is destroyed then the game is a draw', () => {
    const { state } = atEnd([GARGANT, BUNKER(2)]);
    expect(state.phase).toBe('game-over');
    expect(state.result?.winner).toBeNull();
  });

  it('3.4.1: the game carries on while the Gargant stands and a bunker is left; a draw after the last turn', () => {
    const carryOn = atEnd([BUNKER(1)]);
    expect(carryOn.state.phase).toBe('strategy');
    expect(carryOn.state.turn).toBe(3);
    const last = atEnd([BUNKER(1)], KORPS_GRINDA.victory.maxTurns);
    expect(last.state.phase).toBe('game-over');
    expect(last.state.result?.winner).toBeNull();
  });
});

describe('3.4.1 played by the computer', () => {
  it('3.4.1: the utility player sets up both sides within the scenario’s areas', () => {
    let snapshot = startChart(fresh(5));
    const players = [createUtilityPlayer('hard', 1), createUtilityPlayer('hard', 2)];
    while (snapshot.context.game.phase === 'setup') {
      const pending = pendingDecision(snapshot);
      const side = pending.sides[0]!;
      snapshot = must(
        submit(snapshot, players[side]!.decide(snapshot.context.game, pending, side).command),
      );
    }
    const g = snapshot.context.game;
    const inRuins = Object.values(g.formations).filter(
      (f) =>
        f.side === 0 &&
        f.unitIds.some((id) => {
          const p = g.units[id]?.position;
          return p !== null && p !== undefined && p.y > 60 && p.y < 85;
        }),
    );
    expect(inRuins).toHaveLength(1);
    const bunkers = Object.values(g.units).filter((u) => u.datasheetId === 'command-bunker');
    for (const b of bunkers) {
      expect(b.position!.y).toBeLessThanOrEqual(105);
      expect(b.position!.y).toBeGreaterThanOrEqual(15);
    }
  });
});

describe('3.4.1: the Mob Rule and Power of the Waaagh! apply to Korps Grinda II', () => {
  /** The Gargant (side 1, initiative 3+) 40cm from Tactical units; the Orks' rules as given. */
  function gargant(rules: GameState['players'][0]['specialRules']): GameState {
    const s = battle(
      [
        { id: 'sm', side: 0, units: [{ id: 't', sheet: 'sm-tactical', x: 60, y: 20 }] },
        { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 60 }] },
      ],
      { active: 1 },
    );
    const players: GameState['players'] = [
      s.players[0]!,
      { ...s.players[1]!, specialRules: rules },
    ];
    return {
      ...s,
      players,
      formations: { ...s.formations, g: { ...s.formations.g!, initiative: 3 } },
    };
  }
  const rollOf = (events: readonly GameEvent[]) =>
    events.find((e) => e.type === 'dice/rolled') as
      { modifiers: readonly { value: number; section: string }[]; successes?: number } | undefined;

  it('3.4.1 / seed 001 5.5.3 Power of the Waaagh!: +2 to the action test of a double or engage action', () => {
    const waaagh = gargant(['mob-rule', 'power-of-the-waaagh']);
    // A 1 always fails; a 2 passes the 3+ test with the +2.
    const engage = go(waaagh, declare(1, 'g', 'engage'), 2);
    expect(rollOf(engage.events)?.modifiers).toContainEqual(
      expect.objectContaining({ value: 2, section: 'seed 001 5.5.3' }),
    );
    expect(engage.state.turnState.activation?.passed).toBe(true);
    const double = go(waaagh, declare(1, 'g', 'double'), 2);
    expect(double.state.turnState.activation?.passed).toBe(true);
    // Not for other actions, nor for a force without the rule.
    const advance = go(waaagh, declare(1, 'g', 'advance'), 2);
    expect(advance.state.turnState.activation?.passed).toBe(false);
    const plain = go(gargant([]), declare(1, 'g', 'engage'), 2);
    expect(plain.state.turnState.activation?.passed).toBe(false);
  });

  it('3.4.1 / seed 001 5.5.2 Mob Rule: more than ten units give +2 to the rally roll, a war engine counting its starting damage capacity', () => {
    const end = (rules: GameState['players'][0]['specialRules']): GameState => {
      const s = gargant(rules);
      return {
        ...s,
        formations: {
          ...s.formations,
          g: { ...s.formations.g!, blastMarkers: 2 },
          sm: { ...s.formations.sm!, activated: true },
        },
        phase: 'end',
      };
    };
    const rally = { type: 'end.rally', side: 1, formationId: 'g' } as const;
    // The Gargant (DC12 counts as 12 units): a 1 with +2 … still a 1 fails; a 2 passes 3+.
    const mob = go(end(['mob-rule']), rally, 2);
    expect(rollOf(mob.events)?.modifiers).toContainEqual(
      expect.objectContaining({ value: 2, section: 'seed 001 5.5.2' }),
    );
    expect(rollOf(mob.events)?.successes).toBe(1);
    const plain = go(end([]), rally, 2);
    expect(rollOf(plain.events)?.successes).toBe(0);
  });
});
