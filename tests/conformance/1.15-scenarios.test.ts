import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import { pendingDecision, startChart, submit } from '../../engine/netea/flow/game';
import { COMBINED_ARMS, parseScenario, TRAINING_SCENARIOS } from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { scenarioSetup } from '../fixtures/battle';

describe('1.15 Core rules training scenarios', () => {
  it.each(TRAINING_SCENARIOS.map((s) => [s.section, s.id, s] as const))(
    '%s %s: valid data, a central objective, deployment 15cm deep on opposite edges',
    (_section, _id, scenario) => {
      const parsed = parseScenario(scenario);
      if (!parsed.ok) throw new Error(parsed.error.join('\n'));
      const s = parsed.value;
      expect(s.objectives[0]?.position).toEqual({ x: s.table.width / 2, y: s.table.height / 2 });
      const [north, south] = s.deploymentZones;
      expect(Math.max(...north!.polygon.map((p) => p.y))).toBe(15);
      expect(Math.min(...south!.polygon.map((p) => p.y))).toBe(s.table.height - 15);
      // "at least a couple of hills and either a built-up area or some woods"
      expect(s.terrain.filter((t) => t.type === 'hill').length).toBeGreaterThanOrEqual(2);
      expect(s.terrain.some((t) => t.type === 'woods' || t.type === 'buildings')).toBe(true);
      expect(s.forces.every((f) => f.strategyRating === 5)).toBe(true);
    },
  );

  it('1.15.1: Force Alpha and Beta each have two formations of six Tactical units, initiative 1+', () => {
    const setup = scenarioSetup();
    for (const player of setup.players) {
      expect(player.formations).toHaveLength(2);
      for (const f of player.formations) {
        expect(f.initiative).toBe(1);
        expect(f.units.map((u) => u.datasheetId)).toEqual(Array(6).fill('sm-tactical'));
      }
    }
  });
});

describe('1.15.5: each player must set up another objective 45cm away from any other objective', () => {
  function atObjectives(): GameState {
    const created = createGame(scenarioSetup(COMBINED_ARMS, 4));
    if (!created.ok) throw new Error(created.error.join('\n'));
    let state = created.value;
    for (const command of [
      { type: 'setup.rollOff', side: 0 },
      { type: 'setup.chooseZone', side: 0, zone: 0 },
      { type: 'setup.chooseZone', side: 1, zone: 0 },
    ] as const) {
      const r = applyCommand(state, command);
      if (r.ok) state = r.state;
    }
    return state;
  }

  it('the player who chose the table edge sets up first, then the other; deployment waits', () => {
    const state = atObjectives();
    const chooser = state.setup.edgeChooser!;
    const other = chooser === 0 ? 1 : 0;
    const refused = applyCommand(state, {
      type: 'setup.placeObjective',
      side: other,
      position: { x: 10, y: 60 },
    });
    expect(refused.ok ? null : refused.refusal.code).toBe('setup/not-your-objective');
    const deploy = applyCommand(state, {
      type: 'setup.deployUnit',
      side: chooser,
      unitId: Object.values(state.units).find((u) => u.side === chooser)!.id,
      position: { x: 10, y: state.setup.zones[chooser] === 0 ? 7 : 113 },
      facing: 0,
    });
    expect(deploy.ok ? null : deploy.refusal.code).toBe('setup/objectives-first');
    const placed = applyCommand(state, {
      type: 'setup.placeObjective',
      side: chooser,
      position: { x: 15, y: 60 },
    });
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(placed.state.objectives).toHaveLength(2);
    // 44cm from the centre objective is too close; 45cm is allowed.
    const close = applyCommand(placed.state, {
      type: 'setup.placeObjective',
      side: other,
      position: { x: 104, y: 60 },
    });
    expect(close.ok ? null : close.refusal).toMatchObject({
      code: 'setup/objective-too-close',
      section: '1.15.5',
    });
    const far = applyCommand(placed.state, {
      type: 'setup.placeObjective',
      side: other,
      position: { x: 105, y: 60 },
    });
    expect(far.ok && far.state.objectives).toHaveLength(3);
  });

  it('the phase chart asks for the objectives between the choice of edge and deployment', () => {
    const created = createGame(scenarioSetup(COMBINED_ARMS, 4));
    if (!created.ok) throw new Error('bad set-up');
    let snapshot = startChart(created.value);
    const step = (c: Parameters<typeof submit>[1]) => {
      const r = submit(snapshot, c);
      if (!r.ok) throw new Error(r.refusal.message);
      snapshot = r.snapshot;
    };
    step({ type: 'setup.rollOff', side: 0 });
    const chooser = snapshot.context.game.setup.edgeChooser!;
    step({ type: 'setup.chooseZone', side: chooser, zone: 1 });
    expect(pendingDecision(snapshot)).toEqual({
      sides: [chooser],
      kind: 'place-objective',
      commands: ['setup.placeObjective'],
    });
    step({ type: 'setup.placeObjective', side: chooser, position: { x: 15, y: 60 } });
    step({
      type: 'setup.placeObjective',
      side: chooser === 0 ? 1 : 0,
      position: { x: 105, y: 60 },
    });
    expect(pendingDecision(snapshot).kind).toBe('deploy');
  });
});
