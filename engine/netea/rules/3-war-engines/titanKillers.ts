import type { Dice } from '../../../kernel/dice';
import type { Amount } from '../../data/schema/dice';
import type { GameState } from '../../state/schema';
import { rollAmount } from '../1.9-shooting/rollToHit';
import type { AllocatableHits, Allocation } from '../1.9-shooting/hitAllocation';

/** A titan killer hit allocated: the unit, and the damage it does there (3.2.5). */
export interface RolledHit {
  readonly unitId: string;
  readonly damage: number;
}

/**
 * 3.2.5: titan killer hits with rolled damage ("TK(D3)") are allocated one by one, each to the
 * closest unit that may still take a hit this round (3.2.1: a war engine takes its starting DC
 * in hits a round), their damage rolled at once when they go to a war engine; the war engine
 * then counts as allocated that many hits, for allocation only (the Shadowsword example: hits do
 * not spill over, the next one goes on to the next unit once the first is full). `already` are
 * the stage's other hits as allocated. Against other units the hit does one kill.
 */
export function allocateRolledTitanKillers(
  state: GameState,
  dice: Dice,
  groups: readonly (AllocatableHits & { readonly damage: Amount })[],
  distance: Readonly<Record<string, number>>,
  capacity: Readonly<Record<string, number>>,
  already: Allocation,
): RolledHit[][] {
  const held = new Map<string, number>();
  for (const ids of already) for (const id of ids) held.set(id, (held.get(id) ?? 0) + 1);
  return groups.map((g) => {
    const out: RolledHit[] = [];
    const units = [...g.eligible].sort((a, b) => (distance[a] ?? 0) - (distance[b] ?? 0));
    if (units.length === 0) return out;
    for (let i = 0; i < g.count; i++) {
      let target: string | undefined;
      for (let level = 1; target === undefined; level++)
        target = units.find((id) => (held.get(id) ?? 0) < level * (capacity[id] ?? 1));
      const engine = capacity[target] !== undefined;
      const unit = state.units[target];
      const damage = engine
        ? rollAmount(dice, g.damage, {
            purpose: `titan killer damage on ${state.datasheets[unit?.datasheetId ?? '']?.name ?? target}`,
            section: '3.2.5',
            unitId: target,
            ...(unit ? { formationId: unit.formationId } : {}),
          })
        : 1;
      held.set(target, (held.get(target) ?? 0) + damage);
      out.push({ unitId: target, damage });
    }
    return out;
  });
}
