import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import {
  ALL_SCENARIOS,
  GOGARDS_LAST_STAND,
  KORPS_GRINDA,
  findScenario,
  parseScenario,
} from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { scenarioSetup } from '../fixtures/battle';

const TAC = (n: number) => `a-sm-tactical-detachment-commander-1-u${n}`;

function fresh(scenario = GOGARDS_LAST_STAND): GameState {
  const created = createGame(scenarioSetup(scenario, 1));
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

function deployAt(state: GameState, unitId: string, x: number, y: number): string {
  const r = applyCommand(state, {
    type: 'setup.deployUnit',
    side: 0,
    unitId,
    position: { x, y },
    facing: 270,
  });
  return r.ok ? 'ok' : `${r.refusal.code} ${r.refusal.section}`;
}

describe("3.4 War engine training: seed 001 5.3.12.4 Gogard's Last Stand", () => {
  it('3.4: the German edition’s scenario is offered beside Korps Grinda Returns! (start screen, sim, sim:seeds and arena read this list)', () => {
    const parsed = parseScenario(GOGARDS_LAST_STAND);
    if (!parsed.ok) throw new Error(parsed.error.join('\n'));
    expect(findScenario('gogards-last-stand')?.section).toBe('5.3.12.4');
    expect(ALL_SCENARIOS.map((s) => s.id)).toContain('gogards-last-stand');
  });

  it('3.4: the same forces, strategy ratings, initiative, army rules and victory conditions as 3.4.1', () => {
    expect(GOGARDS_LAST_STAND.forces).toEqual(KORPS_GRINDA.forces);
    expect(GOGARDS_LAST_STAND.victory).toEqual(KORPS_GRINDA.victory);
    const g = fresh();
    const k = fresh(KORPS_GRINDA);
    const sheets = (s: GameState) =>
      Object.values(s.units)
        .map((u) => u.datasheetId)
        .sort();
    expect(sheets(g)).toEqual(sheets(k));
    expect(g.players.map((p) => p.strategyRating)).toEqual([5, 3]);
    expect(g.players[1]!.specialRules).toEqual(['mob-rule', 'power-of-the-waaagh']);
  });

  it('3.4: one Space Marine formation may set up in the ruined buildings or near the "Y" junction (within 10cm), where 3.4.1 allows only the ruins', () => {
    // 6.4cm from the junction, off the ruins.
    expect(deployAt(fresh(KORPS_GRINDA), TAC(2), 55, 62)).toBe('deploy/outside-area 3.4.1');
    expect(deployAt(fresh(), TAC(2), 55, 62)).toBe('ok');
    // The ruins themselves still serve; the open centre further off does not.
    expect(deployAt(fresh(), TAC(2), 70, 79)).toBe('ok');
    expect(deployAt(fresh(), TAC(2), 30, 60)).toBe('deploy/outside-area 3.4.1');
  });
});
