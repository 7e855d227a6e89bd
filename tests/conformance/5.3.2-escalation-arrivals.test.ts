import { describe, expect, it } from 'vitest';
import { arrivalCommand } from '../../engine/netea/rules/5.3-scenarios/arrivalPlan';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { pendingDecision, startChart, submit } from '../../engine/netea/flow/game';
import { ESCALATION, findScenario, parseScenario } from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { deployed, must, scenarioSetup } from '../fixtures/battle';
import { declare, go } from './helpers';

/**
 * Seed 001 5.3.2 Eskalationsgefecht, played: only the starting formation sets up; the others
 * come on at their own table edge at the start of their turn, the players taking turns.
 */

const ASSAULT = (p: 'a' | 'b', n: number) => `${p}-sm-assault-detachment-1-u${n}`;
const SPEEDERS = (p: 'a' | 'b') => `${p}-sm-land-speeder-detachment-1`;
const PREDATORS = (p: 'a' | 'b') => `${p}-sm-predator-destructor-detachment-1`;

function fresh(): GameState {
  const created = createGame(scenarioSetup(ESCALATION, 1));
  if (!created.ok) throw new Error(created.error.join('\n'));
  // Edges settled: player 1 chose the south edge (zone 1).
  let snapshot = startChart(created.value);
  snapshot = must(submit(snapshot, { type: 'setup.rollOff', side: 0 }));
  const chooser = snapshot.context.game.setup.edgeChooser!;
  snapshot = must(
    submit(snapshot, { type: 'setup.chooseZone', side: chooser, zone: chooser === 0 ? 1 : 0 }),
  );
  return snapshot.context.game;
}

function refusal(state: GameState, command: Command): string {
  const r = applyCommand(state, command);
  return r.ok ? 'ok' : `${r.refusal.code} ${r.refusal.section}`;
}

const deploy = (state: GameState, unitId: string, x: number, y: number): Command => ({
  type: 'setup.deployUnit',
  side: state.units[unitId]!.side,
  unitId,
  position: { x, y },
  facing: 270,
});

/** The game at the start of turn 1, set up by random players. */
function turnOne(seed = 3): GameState {
  return deployed(ESCALATION, seed).context.game;
}

const prefix = (side: Side) => (side === 0 ? 'a' : 'b');

describe('5.3.2 Eskalationsgefecht: set-up', () => {
  it('5.3.2: the forces are Space Marine formations at their army-list points, 2,000 to 5,000 points a side', () => {
    const parsed = parseScenario(ESCALATION);
    if (!parsed.ok) throw new Error(parsed.error.join('\n'));
    expect(findScenario('escalation')?.section).toBe('seed 001 5.3.2');
    const s = fresh();
    const points = s.victory.escalation!.formationPoints;
    for (const side of [0, 1] as const) {
      const ids = Object.values(s.formations)
        .filter((f) => f.side === side)
        .map((f) => f.id);
      expect(ids.every((id) => (points[id] ?? 0) > 0)).toBe(true);
      const total = ids.reduce((n, id) => n + points[id]!, 0);
      expect(total).toBeGreaterThanOrEqual(2000);
      expect(total).toBeLessThanOrEqual(5000);
    }
    expect(s.victory).toMatchObject({ kind: 'escalation', maxTurns: 5 });
  });

  it('5.3.2: only the cheapest formation without war engines, aircraft or supreme commander is set up, within 45cm of its own edge', () => {
    const s = fresh();
    const south = s.setup.zones[0] === 1 ? 0 : 1;
    const p = prefix(south as Side);
    // The land speeders arrive later.
    expect(refusal(s, deploy(s, `${SPEEDERS(p)}-u1`, 60, 100))).toBe(
      'escalation/arrives-later 5.3.2',
    );
    // The assault detachment: within 45cm of the south edge, not beyond.
    expect(refusal(s, deploy(s, ASSAULT(p, 1), 60, 70))).toBe('deploy/outside-zone 1.15.1');
    expect(refusal(s, deploy(s, ASSAULT(p, 1), 60, 80))).toBe('ok');
    // Set-up cannot finish before it stands on the table.
    expect(refusal(s, { type: 'setup.finishDeployment', side: south as Side })).toBe(
      'escalation/start-formation 5.3.2',
    );
  });

  it('5.3.2: after set-up every other formation waits off the table', () => {
    const s = turnOne();
    expect(s.phase).toBe('strategy');
    for (const u of Object.values(s.units)) {
      const starter = u.formationId.includes('sm-assault-detachment');
      expect(u.status, u.id).toBe(starter ? 'deployed' : 'reserve');
    }
  });
});

describe('5.3.2 Eskalationsgefecht: arrivals', () => {
  it('5.3.2: at the start of turn 1 the formations faster than 30cm come on, in turns, before the strategy roll', () => {
    const s = turnOne();
    const snapshot = startChart(s);
    const pending = pendingDecision(snapshot);
    expect(pending.commands).toEqual(['escalation.arrive']);
    // Equal strategy ratings: the player who did not choose the edge goes first.
    const first = (s.setup.edgeChooser === 0 ? 1 : 0) as Side;
    expect(pending.sides).toEqual([first]);
    expect(refusal(s, { type: 'strategy.roll', side: 0 })).toBe('strategy/turn-start-first 1.4.2');
    // The predators (30cm) are not due before turn 2.
    const early = arrivalCommand(s, first, s.formations[PREDATORS(prefix(first))]!, 90)!;
    expect(refusal(s, early)).toBe('escalation/not-due 5.3.2');
    const speeders = arrivalCommand(s, first, s.formations[SPEEDERS(prefix(first))]!, 90)!;
    // The other side waits its turn.
    const second = (first === 0 ? 1 : 0) as Side;
    const theirs = arrivalCommand(s, second, s.formations[SPEEDERS(prefix(second))]!, 90)!;
    expect(refusal(s, theirs)).toBe('escalation/not-your-turn 5.3.2');
    // The first player's speeders come on at the edge; then the other's.
    const after = go(s, speeders).state;
    expect(pendingDecision(startChart(after)).sides).toEqual([second]);
    const both = go(after, theirs).state;
    // Then the start-of-turn abilities (the terminators may teleport in, 2.1.17).
    expect(pendingDecision(startChart(both)).commands).not.toContain('escalation.arrive');
    for (const id of both.formations[SPEEDERS('a')]!.unitIds)
      expect(both.units[id]!.status).toBe('deployed');
  });

  it('5.3.2: an arriving formation comes on at its own table edge, all at one point', () => {
    const s = turnOne();
    const first = (s.setup.edgeChooser === 0 ? 1 : 0) as Side;
    const good = arrivalCommand(s, first, s.formations[SPEEDERS(prefix(first))]!, 90) as Extract<
      Command,
      { type: 'escalation.arrive' }
    >;
    expect(refusal(s, good)).toBe('ok');
    // 20cm into the table: not at the edge.
    const inward = good.placements.map((p) => ({
      ...p,
      position: { x: p.position.x, y: p.position.y < 60 ? p.position.y + 20 : p.position.y - 20 },
    }));
    expect(refusal(s, { ...good, placements: inward })).toBe('escalation/at-the-edge 5.3.2');
    // One speeder 40cm along the edge from the others.
    const spread = good.placements.map((p, i) =>
      i === good.placements.length - 1
        ? { ...p, position: { x: p.position.x + 40, y: p.position.y } }
        : p,
    );
    expect(refusal(s, { ...good, placements: spread })).toBe('escalation/together 5.3.2');
    // Every unit comes on.
    expect(refusal(s, { ...good, placements: good.placements.slice(1) })).toBe(
      'escalation/every-unit 5.3.2',
    );
  });

  it('5.3.2: an arrived formation that fails its action test takes a hold action with a Blast marker', () => {
    let s = turnOne();
    // Arrivals, then the terminators stay off the table this turn.
    for (;;) {
      const pending = pendingDecision(startChart(s));
      const side = pending.sides[0]!;
      const command: Command | null = pending.commands.includes('escalation.arrive')
        ? arrivalCommand(s, side, s.formations[SPEEDERS(prefix(side))]!, 90)
        : pending.kind === 'turn-start-roll-off'
          ? { type: 'turnStart.rollOff', side }
          : pending.kind === 'turn-start-order'
            ? { type: 'turnStart.choose', side, goFirst: true }
            : pending.kind === 'turn-start'
              ? { type: 'turnStart.pass', side }
              : null;
      if (!command) break;
      const r = applyCommand(s, command);
      if (!r.ok) throw new Error(r.refusal.message);
      s = r.state;
    }
    // The strategy roll: player 1 wins and goes first.
    s = go(s, { type: 'strategy.roll', side: 0 }, 6, 1).state;
    s = go(s, { type: 'strategy.choose', side: 0, goFirst: true }).state;
    // Shot at since they came on: one Blast marker, so the 1+ test can fail (1.6.2).
    const id = SPEEDERS('a');
    s = { ...s, formations: { ...s.formations, [id]: { ...s.formations[id]!, blastMarkers: 1 } } };
    const held = go(s, declare(0, id, 'advance'), 1).state;
    expect(held.turnState.activation).toMatchObject({ declared: 'advance', action: 'hold' });
    expect(held.formations[id]!.blastMarkers).toBe(2);
  });
});
