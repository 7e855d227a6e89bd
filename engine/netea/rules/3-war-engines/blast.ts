import { shapesWithin } from '../../../kernel/geometry';
import type { Dice } from '../../../kernel/dice';
import type { HitEffect } from '../../abilities/seam';
import type { GameState } from '../../state/schema';
import { placedUnits, type Placed } from '../1.9-shooting/geometry';
import { hitEffect } from '../1.9-shooting/saves';

/** An exploding war engine's reach (3.2.3, the datasheet's critical or reactor effect). */
export interface Blast {
  readonly radius: number;
  readonly hitsOn: number;
  /** "Massive Explosion": macro-weapon hits (2.2.6). */
  readonly macroWeapon?: boolean;
}

/** What makes the blast: a breached reactor, a critical that blows the war engine up, or a
 * critical's attack on the units in base contact (a chart's outcome). */
export type BlastCause = 'reactor' | 'critical' | 'contact';

const PURPOSE: Record<BlastCause, (name: string, on: number) => string> = {
  reactor: (name, on) => `reactor explosion of ${name}: hit on ${on}+`,
  critical: (name, on) => `explosion of ${name}: hit on ${on}+`,
  contact: (name, on) => `critical of ${name}: a unit in base contact is hit on ${on}+`,
};

/** The units of one formation the blast caught and the hits they took. */
export interface BlastHits {
  readonly formationId: string;
  readonly caught: readonly Placed[];
  readonly hits: readonly { readonly unitId: string; readonly effect: HitEffect }[];
}

/**
 * 3.2.3: a war engine blows up: every other unit on the table within the radius, friend and foe,
 * is hit on a D6 of `hitsOn`+ (one die each). Only the to-hit rolls: the saves are the caller's
 * (1.9.6, as for any hit). `what` names the cause in the dice log.
 */
export function rollBlastHits(
  state: GameState,
  dice: Dice,
  source: Placed,
  blast: Blast,
  what: BlastCause,
): BlastHits[] {
  const effect = hitEffect(blast.macroWeapon ? 'MW' : 'AP', []);
  const out: BlastHits[] = [];
  for (const f of Object.values(state.formations)) {
    const caught = placedUnits(state, f.id).filter(
      (t) => t.unit.id !== source.unit.id && shapesWithin(t.shape, source.shape, blast.radius),
    );
    if (caught.length === 0) continue;
    const hits: { unitId: string; effect: HitEffect }[] = [];
    for (const t of caught) {
      const [face = 0] = dice.d6(1, {
        purpose: PURPOSE[what](source.sheet.name, blast.hitsOn),
        section: '3.2.3',
        formationId: f.id,
        unitId: t.unit.id,
      });
      if (face >= blast.hitsOn) hits.push({ unitId: t.unit.id, effect });
    }
    if (hits.length > 0) out.push({ formationId: f.id, caught, hits });
  }
  return out;
}
