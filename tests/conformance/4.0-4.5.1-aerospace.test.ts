import { describe, expect, it } from 'vitest';
import { DEATH_FROM_THE_SKIES } from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { flakOptions } from '../../engine/netea/rules/4.1-4.2-aircraft/flak';
import { strikeResult } from '../../engine/netea/rules/4.1-4.2-aircraft/strike';
import { scenarioSetup } from '../fixtures/battle';
import { airGame } from '../netea/rules/4.2-aircraft/airGame';
import { declare, go, refusalOf } from './helpers';

describe('4.0 Aerospace operations', () => {
  it('4.0: aerospace units fly onto and off the largest table in a single turn, and only specialised ground units (AA) or other aerospace units can engage them', () => {
    // A 240cm table, the longest the tournament rules know (6.1.2): one approach crosses it all.
    const big: GameState = { ...airGame(), table: { width: 240, height: 240 } };
    const across = [
      { x: 90, y: 0 },
      { x: 90, y: 239 },
    ];
    const flown = go(
      big,
      {
        type: 'aircraft.mission',
        side: 0,
        formationId: 'fb',
        mission: 'ground-attack',
        approach: across,
      },
      6,
    ).state;
    expect(flown.units['fb1']?.position?.y).toBeCloseTo(239);
    // Of the battery it flew over, only the Hydra (an AA weapon) may fire at it, not the
    // Basilisks.
    expect(flakOptions(flown, 1, 'fb', across).map((o) => o.unitId)).toEqual(['bat4']);
    // Ground units never shoot at it in their own actions (4.2.3).
    const handed = { ...airGame(), turnState: { ...airGame().turnState, activeSide: 1 as const } };
    const firing = go(handed, declare(1, 'bat', 'sustained-fire'), 6).state;
    const ground = refusalOf(firing, {
      type: 'shoot.declare',
      side: 1,
      targetFormationId: 'fb',
    });
    expect(ground).toMatchObject({ code: 'shooting/at-aircraft' });
  });
});

describe('4.5.1 Death From The Skies!', () => {
  function fresh(): GameState {
    const created = createGame(scenarioSetup(DEATH_FROM_THE_SKIES, 1));
    if (!created.ok) throw new Error(created.error.join('\n'));
    return created.value;
  }

  const sheetsOf = (s: GameState, side: 0 | 1) =>
    Object.values(s.formations)
      .filter((f) => f.side === side)
      .map((f) => ({
        initiative: f.initiative,
        units: f.unitIds.map((id) => s.units[id]!.datasheetId).sort(),
      }))
      .sort((a, b) => a.units.join().localeCompare(b.units.join()));

  it('4.5.1 Death From The Skies!: the forces, strategy ratings and initiative values as printed, every aircraft off the table', () => {
    const s = fresh();
    const imperial = s.players.findIndex((p) => p.strategyRating === 2) as 0 | 1;
    const orks = (1 - imperial) as 0 | 1;
    expect(s.players[orks]!.strategyRating).toBe(3);
    expect(sheetsOf(s, orks)).toEqual([
      { initiative: 3, units: Array(4).fill('ork-fighta-bomber') },
      { initiative: 3, units: Array(4).fill('ork-fighta-bomber') },
    ]);
    expect(sheetsOf(s, imperial)).toEqual([
      { initiative: 2, units: ['command-bunker', 'ig-hydra'] },
      { initiative: 2, units: ['command-bunker', 'ig-hydra'] },
      { initiative: 2, units: ['ig-basilisk', 'ig-basilisk', 'ig-basilisk', 'ig-hydra'] },
      { initiative: 2, units: Array(3).fill('ig-thunderbolt') },
    ]);
    const aircraft = Object.values(s.units).filter(
      (u) => s.datasheets[u.datasheetId]?.type === 'AC',
    );
    expect(aircraft).toHaveLength(11);
    expect(aircraft.every((u) => u.position === null)).toBe(true);
    expect(s.victory.maxTurns).toBe(3);
  });

  it('4.5.1 Death From The Skies!: the Orks win by destroying both Command Bunkers and all three Basilisks within three turns; if not, the Imperial player wins', () => {
    const s = fresh();
    const orks = s.victory.strike!.attacker;
    const kill = (g: GameState, sheets: string[]): GameState => ({
      ...g,
      units: Object.fromEntries(
        Object.entries(g.units).map(([id, u]) => [
          id,
          sheets.includes(u.datasheetId) ? { ...u, status: 'destroyed' as const } : u,
        ]),
      ),
    });
    // One Basilisk short after turn 2: play on.
    const allButOne = kill(s, ['command-bunker']);
    expect(strikeResult({ ...allButOne, turn: 2 })).toBeNull();
    // After turn 3 the Imperial player has kept a target: he wins.
    expect(strikeResult({ ...allButOne, turn: 3 })?.winner).toBe(1 - orks);
    // Every bunker and Basilisk destroyed (the Hydras need not be): the Orks win.
    const all = kill(s, ['command-bunker', 'ig-basilisk']);
    expect(strikeResult({ ...all, turn: 2 })?.winner).toBe(orks);
  });
});
