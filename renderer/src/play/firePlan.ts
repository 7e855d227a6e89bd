import { defaultFirePlan, type FirePlan } from '../../../engine/netea/rules/1.9-shooting/rollToHit';
import { shootingOptions } from '../../../engine/netea/rules/1.9-shooting/options';
import type { GameState } from '../../../engine/netea/state/schema';

/** The person's choices for a shot (1.9.5): AP or AT where a weapon offers both, and whether to
 * take the -1 for targets in cover or shoot only at units in the open (1.9.5 FAQ). */
export interface FirePreference {
  readonly firepower: 'best' | 'AP' | 'AT';
  readonly cover: 'accept-modifier' | 'only-open';
}

export const DEFAULT_PREFERENCE: FirePreference = { firepower: 'best', cover: 'accept-modifier' };

/**
 * The fire plan for a shot: the engine's default plan, with each weapon switched to the
 * preferred value where it has one, and the cover choice for every fire type that offers it.
 * Null when the default plan is what the person asked for (the command then carries none).
 */
export function firePlanFor(
  game: GameState,
  formationId: string,
  targetFormationId: string,
  preference: FirePreference,
): FirePlan | null {
  if (preference.firepower === 'best' && preference.cover === 'accept-modifier') return null;
  const action = game.turnState.activation?.action ?? null;
  const options = shootingOptions(game, formationId, targetFormationId, { action });
  if (!options.ok) return null;
  const base = defaultFirePlan(options.value, game);
  const orders = base.orders.map((order) => {
    if (preference.firepower === 'best') return order;
    const weapon = options.value.weapons.find((w) => w.key === order.weaponKey);
    const mode = weapon?.modes.find((m) =>
      m.firepower.some((f) => f.type === preference.firepower),
    );
    return mode ? { ...order, modeIndex: mode.modeIndex, firepower: preference.firepower } : order;
  });
  const cover: FirePlan['cover'] = {};
  for (const t of options.value.coverChoices) cover[t] = preference.cover;
  return { orders, cover };
}
