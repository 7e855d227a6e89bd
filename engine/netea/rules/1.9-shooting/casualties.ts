import type { Dice } from '../../../kernel/dice';
import type { GameState } from '../../state/schema';
import { lossPlacesBlastMarker } from '../1.3-blast-markers/blastMarkers';
import { datasheetOf } from '../1.2-formations/battlefield';
import type { UnitCover } from '../1.8-terrain/cover';
import { passengersLostWithNoSave } from '../2-specialists/popUp';
import { destroyUnit, passengerSaveOptions, rollSave, saveOptions, type HitEffect } from './saves';
import type { ShootingEvent } from './events';
import { isWarEngine } from '../3-war-engines/capacity';
import { damageWarEngine, type Damage } from '../3-war-engines/damage';
import { rollBlastHits, type BlastCause } from '../3-war-engines/blast';
import { coverOf } from '../1.8-terrain/cover';
import { stopWithShield } from '../3-war-engines/shields';
import { lostWithWarEngine } from '../3-war-engines/transportDismount';

/** A blast a critical hit makes around a war engine (3.2.3), and what made it. */
type Around = NonNullable<Damage['attacks']>[number] & { readonly what: BlastCause };

/** One allocated hit: the unit it went to and what the hit does. */
export interface AllocatedHit {
  readonly unitId: string;
  readonly effect: HitEffect;
  /** 3.2.5: points of damage the hit does to a war engine (titan killer D3...); 1 if absent. */
  readonly damage?: number;
  /** A close combat hit: void shields and power fields do not stop it (seed 001 5.5.4). */
  readonly closeCombat?: boolean;
}

export interface Casualty {
  readonly unitId: string;
  readonly formationId: string;
  /** Whether the loss places a Blast marker (1.9.4), not when killed by a disrupt hit (2.2.2)
   * or by panic (1.13.4 FAQ, 1.7.5 FAQ). */
  readonly blastMarker: boolean;
  /** Lost to a critical hit's explosion (3.2.3), in any formation, friend or foe; 3.2.3 FAQ: in an
   * assault it counts only if its formation is part of the assault. */
  readonly critical?: true;
}

export interface SaveContext {
  readonly targetFormationId: string;
  readonly cover: Readonly<Record<string, UnitCover>>;
  readonly crossfire: boolean;
  /** The defender's pick of armour or cover save per unit (1.8.3); the better chance if absent. */
  readonly saveChoice?: Readonly<Record<string, 'armour' | 'cover'>>;
  /** Panic hits of a broken formation: no save at all (1.13.4). */
  readonly noSaves?: boolean;
  /** Hits of an assault (FAQ 3.3: broken formations forced out of a war engine are lost). */
  readonly assault?: boolean;
}

/**
 * 1.9.6: saves for each allocated hit, one die per hit; a unit that fails is destroyed and its
 * passengers are placed where it was and save as 1.7.5 says. Returns the new state and casualties.
 */
export function resolveHits(
  state: GameState,
  dice: Dice,
  hits: readonly AllocatedHit[],
  ctx: SaveContext,
): {
  state: GameState;
  events: ShootingEvent[];
  casualties: Casualty[];
  /** Disrupt hits a void shield or power field stopped: they place no Blast marker (2.2.2 FAQ). */
  shieldedDisrupt: number;
  /** 3.2.4: Blast markers beyond the casualties', by formation: a war engine destroyed by a
   * critical hit adds the damage capacity it had left. */
  extraBlastMarkers: Record<string, number>;
} {
  const extraBlastMarkers: Record<string, number> = {};
  const events: ShootingEvent[] = [];
  const casualties: Casualty[] = [];
  let shieldedDisrupt = 0;
  let s = state;
  for (const hit of hits) {
    const unit = s.units[hit.unitId];
    if (!unit || unit.status === 'destroyed') continue;
    const sheet = datasheetOf(s, unit);
    // War engines: each point of the hit's damage (3.2.5: a titan killer's roll) meets a shield
    // up first, then a save (2.1.6 FAQ: an invulnerable save for each point).
    const points = isWarEngine(sheet) ? (hit.damage ?? 1) : 1;
    let unsaved = 0;
    for (let k = 0; k < points; k++) {
      const shield =
        isWarEngine(sheet) && stopWithShield(s, dice, unit.id, hit.closeCombat === true);
      if (shield) {
        // A shield stops the point before any save, and places no Blast marker.
        s = shield.state;
        events.push(shield.event);
        if (hit.effect.disrupt && k === 0) shieldedDisrupt++;
        continue;
      }
      if (!ctx.noSaves) {
        const o = saveOptions(sheet, hit.effect, {
          cover: ctx.cover[unit.id],
          crossfire: ctx.crossfire,
        });
        const held = rollSave(dice, unit, o, ctx.saveChoice?.[unit.id]);
        if (held) {
          events.push({
            type: 'shooting/unit-saved',
            unitId: unit.id,
            save: held,
            section: '1.9.6',
          });
          continue;
        }
      }
      unsaved++;
    }
    if (unsaved === 0) continue;
    const at = unit.position;
    const blastMarker = !ctx.noSaves && !hit.effect.disrupt && lossPlacesBlastMarker(s, unit);
    let passengersDestroyed = false;
    // 3.2.3: what a critical does around the war engine (an explosion, a chart's attack).
    let blasts: Around[] = [];
    if (isWarEngine(sheet)) {
      // 3.2.2: an unsaved hit costs a war engine a point of damage capacity (3.2.4: one while
      // broken); each point lost counts as a casualty for Blast markers (3.2.4).
      const d = damageWarEngine(s, dice, unit.id, unsaved, {
        cause: ctx.noSaves ? 'Blast markers while broken' : 'unsaved hit',
        section: ctx.noSaves ? '3.2.4' : '3.2.2',
      });
      s = d.state;
      events.push(...d.events);
      // 3.3.3: each point lost counts as a casualty (in assaults too).
      for (let i = 0; i < d.lost; i++)
        casualties.push({ unitId: unit.id, formationId: unit.formationId, blastMarker });
      if (blastMarker && d.extraBlastMarkers > 0)
        extraBlastMarkers[unit.formationId] =
          (extraBlastMarkers[unit.formationId] ?? 0) + d.extraBlastMarkers;
      blasts = [
        ...(d.attacks ?? []).map((a) => ({ ...a, what: 'contact' as const })),
        ...(d.explosion ? [{ ...d.explosion, what: 'critical' as const }] : []),
      ];
      if (!d.destroyed) {
        s = blowUp(s, blasts);
        continue;
      }
      passengersDestroyed = d.passengersDestroyed;
    } else {
      s = destroyUnit(s, unit.id);
      const cause = ctx.noSaves ? 'panic' : 'failed-save';
      events.push({
        type: 'shooting/unit-destroyed',
        unitId: unit.id,
        formationId: unit.formationId,
        cause,
        section: ctx.noSaves ? '1.13.4' : '1.9.6',
      });
      casualties.push({ unitId: unit.id, formationId: unit.formationId, blastMarker });
    }
    // 1.7.5: passengers of the destroyed transport.
    for (const p of Object.values(s.units)) {
      if (p.transportedBy !== unit.id || p.status !== 'embarked') continue;
      const psheet = datasheetOf(s, p);
      const crossfire = ctx.crossfire && p.formationId === ctx.targetFormationId;
      // 3.2.3: a critical that destroys the war engine with all aboard allows no save; 2.1.13: nor
      // does a popped-up skimmer's destruction.
      const held =
        !passengersDestroyed &&
        !passengersLostWithNoSave(s, unit.id) &&
        // FAQ 3.3: a broken formation forced out of a war engine destroyed in an assault.
        !(ctx.assault === true && lostWithWarEngine(s, p)) &&
        rollSave(dice, p, passengerSaveOptions(psheet, hit.effect, crossfire));
      if (held) {
        s = {
          ...s,
          units: {
            ...s.units,
            [p.id]: { ...p, status: 'deployed', position: at, transportedBy: null },
          },
        };
        events.push({
          type: 'shooting/passenger-placed',
          unitId: p.id,
          transportId: unit.id,
          section: '1.7.5',
        });
      } else {
        s = destroyUnit(s, p.id);
        events.push({
          type: 'shooting/unit-destroyed',
          unitId: p.id,
          formationId: p.formationId,
          cause: 'transport-destroyed',
          section: '1.7.5',
        });
        // 2.2.2 FAQ: passengers lost still place Blast markers; 1.7.5 FAQ: not after panic hits.
        casualties.push({
          unitId: p.id,
          formationId: p.formationId,
          blastMarker: !ctx.noSaves && lossPlacesBlastMarker(s, p),
        });
      }
    }
    s = blowUp(s, blasts);
  }
  return { state: s, events, casualties, shieldedDisrupt, extraBlastMarkers };

  /** 3.2.3: the critical blows the war engine up (or, on a chart, attacks the units in base
   * contact); the units it catches save as usual (the losses place Blast markers, the blast
   * itself none: 3.2.3 FAQ). */
  function blowUp(from: GameState, around: readonly Around[]): GameState {
    let next = from;
    for (const blast of around) {
      for (const caught of rollBlastHits(next, dice, blast.source, blast.blast, blast.what)) {
        const r = resolveHits(next, dice, caught.hits, {
          targetFormationId: caught.formationId,
          cover: coverOf(next, caught.caught, [blast.source]),
          crossfire: false,
        });
        next = r.state;
        events.push(...r.events);
        casualties.push(...r.casualties.map((c) => ({ ...c, critical: true as const })));
        for (const [f, n] of Object.entries(r.extraBlastMarkers))
          extraBlastMarkers[f] = (extraBlastMarkers[f] ?? 0) + n;
      }
    }
    return next;
  }
}
