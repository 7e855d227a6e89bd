import { describe, expect, it } from 'vitest';
import {
  AEROSPACE_SCENARIOS,
  ALL_SCENARIOS,
  DEATH_FROM_THE_SKIES,
  THUNDERHAWK_DOWN,
  parseScenario,
} from '../../engine/netea/scenarios';
import type { ScenarioInput } from '../../engine/netea/scenarios/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import {
  isAircraft,
  isAircraftFormation,
} from '../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { landsByPlanetfall } from '../../engine/netea/rules/4.3-4.4-spacecraft/planetfall';
import { scenarioSetup } from '../fixtures/battle';

function fresh(scenario: ScenarioInput): GameState {
  const created = createGame(scenarioSetup(scenario, 1));
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

describe('4.5 Aerospace training scenarios', () => {
  it('4.5: "learn how to use them by playing the following training scenarios": Death From The Skies! (4.5.1) and Thunderhawk Down (4.5.2) are offered (start screen, sim and arena read this list)', () => {
    expect(AEROSPACE_SCENARIOS.map((s) => [s.id, s.section])).toEqual([
      ['death-from-the-skies', '4.5.1'],
      ['thunderhawk-down', '4.5.2'],
    ]);
    for (const scenario of AEROSPACE_SCENARIOS) {
      expect(ALL_SCENARIOS).toContain(scenario);
      expect(parseScenario(scenario).ok).toBe(true);
    }
  });

  it('4.5: "The training scenarios concentrate on the aircraft rules exclusively": both sides fly aircraft, and nobody brings a spacecraft', () => {
    for (const scenario of [DEATH_FROM_THE_SKIES, THUNDERHAWK_DOWN]) {
      const s = fresh(scenario);
      for (const side of [0, 1] as const) {
        const formations = Object.values(s.formations).filter((f) => f.side === side);
        expect(formations.some((f) => isAircraftFormation(s, f))).toBe(true);
      }
      const sheets = Object.values(s.units).map((u) => s.datasheets[u.datasheetId]!);
      expect(sheets.filter((d) => d.type === 'SC')).toEqual([]);
      // No spacecraft, so nothing comes by planetfall (4.4): the Thunderhawk's planetfall
      // ability has no ship to launch it and it flies in from its table edge as an aircraft.
      expect(sheets.filter((d) => landsByPlanetfall(d)).map((d) => d.id)).toEqual(
        scenario === THUNDERHAWK_DOWN ? ['sm-thunderhawk'] : [],
      );
      // The aircraft are the Ork Fighta-Bombers and the Imperial Navy Thunderbolts (and in
      // 4.5.2 the Thunderhawk), nothing else flies.
      const flying = [...new Set(sheets.filter((d) => isAircraft(d)).map((d) => d.id))].sort();
      expect(flying).toEqual(
        scenario === THUNDERHAWK_DOWN
          ? ['ig-thunderbolt', 'ork-fighta-bomber', 'sm-thunderhawk']
          : ['ig-thunderbolt', 'ork-fighta-bomber'],
      );
    }
  });

  it('4.5: "The datasheets for these two scenarios are on the next page": the Command Bunker is a war engine, immobile, armour 4+, damage capacity 3, without attacks, and no unit may enter it', () => {
    for (const scenario of [DEATH_FROM_THE_SKIES, THUNDERHAWK_DOWN]) {
      const s = fresh(scenario);
      const bunkers = Object.values(s.units).filter((u) => u.datasheetId === 'command-bunker');
      expect(bunkers).toHaveLength(2);
      const sheet = s.datasheets['command-bunker']!;
      expect(sheet).toMatchObject({
        type: 'WE',
        speed: 'immobile',
        armour: 4,
        damageCapacity: 3,
        weapons: [],
      });
      expect(sheet.structure?.enterable).toBe(false);
      expect(sheet.transport).toBeUndefined();
    }
  });
});
