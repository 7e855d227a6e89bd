import { PLAIN_TEST_RULES, type Dice } from '../../../kernel/dice';
import { BASE_CONTACT_TOLERANCE } from '../../../kernel/geometry';
import type { ChartOutcome, CriticalEffect } from '../../data/schema/criticalHit';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import type { ShootingEvent } from '../1.9-shooting/events';
import { rollAmount } from '../1.9-shooting/rollToHit';
import { destroyUnit } from '../1.9-shooting/saves';
import { placedUnit, type Placed } from '../1.9-shooting/geometry';
import type { Blast } from './blast';
import { startingCapacity } from './capacity';

/** What damage points did to a war engine (3.2.2, 3.2.3). */
export interface Damage {
  readonly state: GameState;
  readonly events: ShootingEvent[];
  /** Points of damage capacity actually lost: one Blast marker each where the cause places
   * them (3.2.4; not for dangerous terrain, 3.1 FAQ). */
  readonly lost: number;
  /** 3.2.4: extra Blast markers when a critical hit destroys it: the capacity it had left. */
  readonly extraBlastMarkers: number;
  readonly destroyed: boolean;
  /** The critical that destroyed it takes its passengers with it (datasheet, 3.2.3). */
  readonly passengersDestroyed: boolean;
  /** The critical that destroyed it blows up around it (datasheet, 3.2.3): the caller resolves
   * the hits on the units within the blast (blast.ts), where the war engine stood. */
  readonly explosion?: { readonly source: Placed; readonly blast: Blast };
  /** Attacks a critical makes on the units around a war engine it does not destroy (a chart's
   * "every other unit in base contact suffers a hit"): the caller resolves them as blasts. */
  readonly attacks?: readonly { readonly source: Placed; readonly blast: Blast }[];
}

export interface DamageCause {
  /** In words for the log: "failed save", "dangerous terrain", "fire"... */
  readonly cause: string;
  readonly section: string;
}

function withUnit(state: GameState, unit: UnitState): GameState {
  return { ...state, units: { ...state.units, [unit.id]: unit } };
}

/**
 * 3.2.2: a war engine loses `points` of damage capacity, one at a time, and is destroyed when
 * none is left. 3.2.3 (and FAQ): a D6 for each point actually lost, a 6 is a critical hit with
 * the datasheet's effect; effects are cumulative and extra damage from them rolls for criticals
 * again. Blast markers are the caller's: `lost` and `extraBlastMarkers` say how many.
 */
export function damageWarEngine(
  state: GameState,
  dice: Dice,
  unitId: string,
  points: number,
  why: DamageCause,
): Damage {
  const events: ShootingEvent[] = [];
  let s = state;
  let pending = points;
  let lost = 0;
  let extraBlastMarkers = 0;
  let destroyed = false;
  let passengersDestroyed = false;
  let explosion: Damage['explosion'];
  const attacks: { source: Placed; blast: Blast }[] = [];
  while (pending > 0 && !destroyed) {
    pending--;
    const unit = s.units[unitId];
    if (!unit || unit.status === 'destroyed') break;
    const sheet = datasheetOf(s, unit);
    const capacity = startingCapacity(sheet);
    const damage = unit.damage + 1;
    s = withUnit(s, { ...unit, damage });
    lost++;
    events.push({
      type: 'war-engine/damaged',
      unitId,
      formationId: unit.formationId,
      damage,
      capacity,
      cause: why.cause,
      section: why.section,
    });
    if (damage >= capacity) {
      s = destroyUnit(s, unitId);
      destroyed = true;
      events.push({
        type: 'shooting/unit-destroyed',
        unitId,
        formationId: unit.formationId,
        cause: 'damage-capacity',
        section: '3.2.2',
      });
      break;
    }
    const roll = dice.test(
      1,
      6,
      [],
      {
        purpose: `critical hit check: ${sheet.name}`,
        section: '3.2.3',
        formationId: unit.formationId,
        unitId,
      },
      PLAIN_TEST_RULES,
    );
    if (roll.successes === 0) continue;
    const printed: CriticalEffect = sheet.criticalHit?.effect ?? { kind: 'other' };
    events.push({
      type: 'war-engine/critical',
      unitId,
      kind: printed.kind,
      summary: sheet.criticalHit?.summary ?? 'No critical effect is printed: only the point lost.',
      section: '3.2.3',
    });
    const effect =
      printed.kind === 'chart' ? onChart(dice, printed.outcomes, sheet.name, unit) : printed;
    const now = s.units[unitId] as UnitState;
    switch (effect.kind) {
      case 'destroyed':
        // 3.2.4: the capacity it would have had left comes as extra Blast markers.
        extraBlastMarkers += capacity - damage;
        passengersDestroyed = effect.transported === 'destroyed';
        {
          // "Explosion", "Massive Explosion": the blast is centred where it stood.
          const blast: Blast | undefined = (effect as { explosion?: Blast }).explosion;
          const source = blast ? placedUnit(s, unitId) : null;
          if (source && blast) explosion = { source, blast };
        }
        s = destroyUnit(s, unitId);
        destroyed = true;
        events.push({
          type: 'shooting/unit-destroyed',
          unitId,
          formationId: unit.formationId,
          cause: 'critical-hit',
          section: '3.2.3',
        });
        break;
      case 'extra-damage':
        // 3.2.3 FAQ: extra damage from a critical may itself be critical.
        pending += rollAmount(dice, effect.amount, {
          purpose: `critical damage: ${sheet.name}`,
          section: '3.2.3',
          formationId: unit.formationId,
          unitId,
        });
        break;
      case 'fire': {
        const fires = (now.fires ?? 0) + 1;
        s = withUnit(s, { ...now, fires });
        events.push({
          type: 'war-engine/fire',
          unitId,
          outcome: 'started',
          fires,
          section: '3.2.3',
        });
        break;
      }
      case 'reactor': {
        // Rolled for in the end phase (reactor.ts), first in the next one (3.2.3 FAQ).
        const breaches = (now.reactorBreaches ?? 0) + 1;
        s = withUnit(s, { ...now, reactorBreaches: breaches });
        events.push({
          type: 'war-engine/reactor',
          unitId,
          outcome: 'breached',
          breaches,
          section: '3.2.3',
        });
        break;
      }
      case 'contact-attack': {
        // The units in base contact with it are hit where it stands (blast.ts).
        const source = placedUnit(s, unitId);
        if (source)
          attacks.push({
            source,
            blast: {
              radius: BASE_CONTACT_TOLERANCE,
              hitsOn: effect.hitsOn,
              ...(effect.macroWeapon ? { macroWeapon: true } : {}),
            },
          });
        break;
      }
      case 'other':
        break;
    }
  }
  return {
    state: s,
    events,
    lost,
    extraBlastMarkers,
    destroyed,
    passengersDestroyed,
    ...(explosion ? { explosion } : {}),
    ...(attacks.length > 0 ? { attacks } : {}),
  };
}

/** 3.2.3: a critical with a chart (the Tyranids' "Wounded"): one D6, read on the chart. */
function onChart(
  dice: Dice,
  outcomes: readonly { readonly faces: readonly number[]; readonly outcome: ChartOutcome }[],
  name: string,
  unit: UnitState,
): ChartOutcome | { readonly kind: 'other' } {
  const [face = 0] = dice.d6(1, {
    purpose: `critical hit chart: ${name}`,
    section: '3.2.3',
    formationId: unit.formationId,
    unitId: unit.id,
  });
  return outcomes.find((o) => o.faces.includes(face))?.outcome ?? { kind: 'other' };
}
