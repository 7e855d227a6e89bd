import type { Side } from '../../../engine/netea/commands/schema';
import { rerollsLeft } from '../../../engine/netea/rules/2-specialists/initiativeRerolls';
import type { GameState } from '../../../engine/netea/state/schema';
import type { BarrageAbilities } from './barragePlan';

/**
 * What the person may decide about the specialist rules (2.1, 2.2) that the decision panel
 * offers: nothing here decides a rule, it only says which choices exist now.
 */

/** 2.1.15: the re-rolls of failed initiative tests the side has left this turn (its supreme
 * commanders'), counted by the engine for one of the side's formations. */
export function rerollsLeftFor(game: GameState, side: Side): number {
  const formation = Object.values(game.formations).find((f) => f.side === side);
  return formation ? Math.max(0, rerollsLeft(game, formation)) : 0;
}

/** 2.1.14: whether a unit of the formation is a sniper (or has a sniper weapon), so that the
 * attacker chooses which units its hits strike. */
export function hasSniper(game: GameState, formationId: string): boolean {
  return (game.formations[formationId]?.unitIds ?? []).some((id) => {
    const sheet = game.datasheets[game.units[id]?.datasheetId ?? ''];
    if (!sheet) return false;
    return (
      sheet.abilities.some((a) => a.id === 'sniper') ||
      sheet.weapons.some((w) => w.modes.some((m) => m.abilities.some((a) => a.id === 'sniper')))
    );
  });
}

/** 1.9.8 FAQ: the weapon abilities among the formation's barrage weapons, which the person may
 * ask the barrage to use (only weapons with all the chosen abilities then join it). */
export function barrageAbilityChoices(game: GameState, formationId: string): BarrageAbilities {
  const found = new Set<BarrageAbilities[number]>();
  for (const id of game.formations[formationId]?.unitIds ?? []) {
    const sheet = game.datasheets[game.units[id]?.datasheetId ?? ''];
    for (const w of sheet?.weapons ?? [])
      for (const m of w.modes)
        if (m.firepower.some((f) => f.type === 'BP'))
          for (const a of m.abilities) if (a.id !== 'special') found.add(a.id);
  }
  return [...found].sort();
}
