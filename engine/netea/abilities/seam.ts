import type { UnitDatasheet } from '../data/schema/unit';
import type { UnitAbilityId } from '../data/schema/unitAbility';
import type { Amount } from '../data/schema/dice';
import type { WeaponAbility, WeaponAbilityId } from '../data/schema/weaponAbility';
import type { FormationState, GameState, UnitState } from '../state/schema';
import type { TerrainMover } from '../rules/1.8-terrain/effects';
import type { Modifier } from '../../kernel/dice';

/**
 * The seam by which specialist abilities (2.1, 2.2), army special rules and warm-up settings
 * change a rule step. A core rule asks for a step's value (`modify` in registry.ts) with its
 * own default; every ability that changes that step says so in its own file, with the section
 * it cites, and the rule never tests for the ability itself.
 *
 * Each step names what it decides, the situation it decides it in, and its value.
 */
export interface RuleSteps {
  /** 1.7.3: how far a unit's zone of control reaches. */
  zoneOfControlRange: Step<UnitContext, number>;
  /** 1.7.1, 1.12.3: the speed a unit charges with (2.1.4 infiltrators double it). */
  chargeSpeed: Step<UnitContext, number>;
  /** 1.12.3: whether a charging unit ignores the zones of control of the formation it charges
   * (2.1.4 infiltrators): it need not stop at the first target unit whose zone it enters. */
  ignoresTargetZonesOfControl: Step<UnitContext, boolean>;
  /** 1.2.1: how far apart units of a formation may stand. */
  coherencyRange: Step<UnitContext, number>;
  /** 1.8.4: the column of the Terrain Effects table the unit moves by. */
  terrainMover: Step<UnitContext, TerrainMover | null>;
  /** 1.7.2, 1.8.1: whether the unit moves over terrain and units, touching down only where its
   * move ends (impassable terrain, units and dangerous terrain matter only there). */
  jumps: Step<UnitContext, boolean>;
  /** 1.8.1: whether a unit that jumps (see `jumps`) still tests for dangerous terrain it starts
   * its move in (2.1.13 FAQ: skimmers do). */
  dangerousAtStart: Step<UnitContext, boolean>;
  /** 1.8.1: a failed dangerous terrain test is re-rolled, with the section that allows it. */
  dangerousTerrainReroll: Step<UnitContext & { readonly cautious: boolean }, Reroll | null>;
  /** 1.8.2, 1.8.3: whether the unit takes cover as infantry on foot (cover saves, the infantry
   * column of the Terrain Effects table). */
  footInfantry: Step<UnitContext, boolean>;
  /** 1.11: whether the crossfire's -1 applies to the unit's armour save. */
  crossfireSaveModifier: Step<UnitContext, boolean>;
  /** 1.9.6, 2.2.6, 2.2.9: whether the unit may take its armour save against the hit, and
   * whether a failed one is re-rolled. */
  armourSave: Step<UnitContext & { readonly hit: HitEffect }, ArmourSave>;
  /** 2.1.6: the unmodified second save the unit has, or null. */
  invulnerableSave: Step<UnitContext, number | null>;
  /** 1.9.6: what a hit does to saves and Blast markers, from its weapon's abilities. */
  hitEffect: Step<WeaponContext & { readonly fireType: string }, HitEffect>;
  /** 1.9.5: shots a weapon fires beyond its firepower's, each an amount rolled for with the
   * section that grants it. */
  extraShots: Step<{ readonly weaponAbilities: readonly WeaponAbility[] }, readonly ExtraShots[]>;
  /** 2.2.7, 2.2.8: whether the game must remember when the weapon fired. */
  weaponTracksFiring: Step<WeaponContext, boolean>;
  /** 1.9.2: whether a weapon that fired in `firedTurn` may fire in `turn` (2.2.7 single shot,
   * 2.2.8 slow firing). It still counts for suppression either way (their FAQ). */
  weaponReady: Step<WeaponContext & { readonly firedTurn: number; readonly turn: number }, boolean>;
  /** 1.9.2: weapon abilities a unit's shooting attacks have from its unit abilities (2.0 FAQ:
   * a sniper unit's shooting attacks are sniper attacks; its close combat ones are not). */
  shootingWeaponAbilities: Step<UnitContext, readonly WeaponAbilityId[]>;
  /** 1.12.5: whether attacks with these abilities strike before the others (2.2.4). */
  strikesFirst: Step<WeaponContext, boolean>;
  /** 1.9.5: whether the weapon may fire indirectly (the formation declared indirect fire). */
  firesIndirectly: Step<WeaponContext & { readonly declared: boolean }, boolean>;
  /** 1.9.6: whether a hit of this fire type may be allocated to a unit of this type. */
  hittable: Step<{ readonly fireType: 'AP' | 'AT'; readonly unitType: string }, boolean>;
  /** 1.9.8: which column of the Barrage table a unit of this type is hit on. */
  barrageColumn: Step<{ readonly unitType: string }, 'ap' | 'at'>;
  /** 1.3, 1.13.2, 1.13.4: how many Blast markers suppress a unit, break the formation per unit
   * or destroy a unit of a broken formation. */
  blastMarkersPerUnit: Step<FormationContext, number>;
  /** 1.12.7: the Blast markers a formation counts in the assault result. */
  assaultResultBlastMarkers: Step<FormationContext, number>;
  /** 1.12.7: the extra hits the losing side suffers. */
  assaultExtraHits: Step<SideContext, number>;
  /** 1.6.2, 1.14.1: how many failed initiative tests (action or rally tests, 2.1.15 FAQ) the
   * formation's side may re-roll this turn (2.1.15 supreme commanders). */
  initiativeRerolls: Step<FormationContext, number>;
  /** 1.15, 1.4.2: whether the formation may be kept off the table and placed at the start of a
   * turn (2.1.17 teleport: every unit has the ability). */
  entersPlayAtTurnStart: Step<FormationContext, boolean>;
  /** 1.14.1: the Blast markers a broken formation keeps when it rallies. */
  rallyBlastMarkers: Step<FormationContext & { readonly units: number }, number>;
  /** 1.13.1, 1.14.1: Blast markers a formation removes beyond the rule's when it regroups or
   * rallies successfully (2.1.8 leaders). */
  extraBlastMarkersRemoved: Step<FormationContext, number>;
  /** 1.12.7: modifiers a side adds to its assault result roll beyond the rule's (2.1.5). */
  assaultResultBonus: Step<
    SideContext & { readonly involvedUnitIds: readonly string[] },
    readonly ResultBonus[]
  >;
  /** 1.3, 1.9.4, 1.11, 1.7.4: whether losing this unit places a Blast marker on its formation
   * (2.1.22 expendable). */
  lossPlacesBlastMarker: Step<FormationContext & UnitContext, boolean>;
  /** 1.12.7, 1.12.8, 1.13.2, 1.13.4: whether the unit may be destroyed by the damage of losing
   * an assault or of Blast markers on a broken formation (2.1.3 fearless). */
  suffersBreakDamage: Step<UnitContext, boolean>;
  /** 1.13.3: how close to the enemy a unit may end its withdrawal before it is destroyed
   * (0: never), by whether it moved (2.1.3 fearless). */
  withdrawalDangerRange: Step<UnitContext & { readonly moved: boolean }, number>;
  /** 1.12: how many other formations may follow the formation's engage action into one
   * combined assault (2.1.2 commanders: two; 2.1.15 supreme commanders count as commanders). */
  assaultFollowers: Step<FormationContext, number>;
  /** 1.12.5: whether the unit may choose to fight with its firefight value though in base
   * contact with the enemy (2.1.13 skimmers, war engine skimmers too: 2.1.13 FAQ). */
  firefightInContact: Step<UnitContext, boolean>;
  /** 2.1.1: the datasheet of a unit once a character (type CH) has been added to it; the rule's
   * default is the unit's own, unchanged. */
  joinedDatasheet: Step<
    { readonly host: UnitDatasheet; readonly character: UnitDatasheet },
    UnitDatasheet
  >;
  /** 2.1.17: whether the unit itself may teleport into play (its formation may stay off the
   * table when every unit teleports or rides in a transport that does: 2.1.17 FAQ). */
  teleports: Step<UnitContext, boolean>;
  /** 2.1.13: whether the unit may pop up (declare it at the start of an action). */
  popsUp: Step<UnitContext, boolean>;
  /** 1.9.2, 2.1.13: whether the unit, as it is now, flies high enough that terrain nearer to it
   * than to the other end of a line of fire does not block the line (a popped-up skimmer;
   * 2.1.20: a support craft, always). */
  seesOverTerrain: Step<UnitContext & { readonly unit: UnitState }, boolean>;
  /** 3.2.5: the damage a weapon's hit does to a war engine when it is more than 1 ("TK(D3)");
   * null for one point. */
  warEngineDamage: Step<{ readonly weaponAbilities: readonly WeaponAbility[] }, Amount | null>;
  /** 6.1.5: whether the unit counts as a scout when garrisons are chosen (2.1.12). */
  countsAsScout: Step<UnitContext, boolean>;
  /** 1.6.2: modifiers to a formation's action test beyond the rule's (seed 001 5.5.3). */
  actionTestModifiers: Step<FormationContext & { readonly action: string }, readonly Modifier[]>;
  /** 1.14.1: modifiers to a formation's rally test beyond the rule's (seed 001 5.5.2). */
  rallyTestModifiers: Step<FormationContext, readonly Modifier[]>;
  /** 2.1.23: whether the unit tunnels (a formation may then stay off the table and surface at a
   * plotted point and turn when every unit tunnels or rides in one that does). */
  tunnels: Step<UnitContext, boolean>;
  /** The Necron lists' Portal (6.1.6 FAQ): formations kept in reserve enter play through the
   * unit, their move measured from it. */
  isPortal: Step<UnitContext, boolean>;
  /** The Necron lists' Portal: whether the unit may go through a portal (infantry and light
   * vehicles; armoured vehicles only with walker). */
  usesPortals: Step<UnitContext, boolean>;
  /** 4.3.1: the first turn a spacecraft may be declared to arrive on (2.1.19 slow and steady). */
  earliestSpacecraftTurn: Step<UnitContext, number>;
  /** 4.4: whether the unit lands by planetfall (a formation may then land when every unit
   * does or rides in one that does). */
  landsByPlanetfall: Step<UnitContext, boolean>;
  /** 4.4 with the Space Marine list's Drop Pod rule: whether the unit, once landed by
   * planetfall, attacks every enemy unit within its weapon's range, must let out all it carries
   * (within 5cm of it or of a unit already out, at most 15cm from it) and is then removed. */
  dropsAsPod: Step<UnitContext, boolean>;
  /** 2.1.21: whether the unit makes planetfall by itself, without a spacecraft (its formation
   * may then stay off the table and land at a plotted point and turn when every unit does or
   * rides in one that does). */
  selfPlanetfalls: Step<UnitContext, boolean>;
  /** 2.1.15: whether the unit is a supreme commander (seed 001 5.3.2 escalation: the formation
   * that starts on the table has none). */
  isSupremeCommander: Step<UnitContext, boolean>;
}

/** One step: the situation it is decided in, and the value. */
export interface Step<C, V> {
  readonly context: C;
  readonly value: V;
}
export type StepName = keyof RuleSteps;
export type ContextOf<K extends StepName> = RuleSteps[K]['context'];
export type ValueOf<K extends StepName> = RuleSteps[K]['value'];

export interface UnitContext {
  readonly sheet: UnitDatasheet;
}
export interface WeaponContext {
  readonly abilities: readonly WeaponAbilityId[];
}
export interface FormationContext {
  readonly state: GameState;
  readonly formation: FormationState;
}
export interface SideContext {
  readonly state: GameState;
  readonly formations: readonly FormationState[];
}

/** What a hit does to saves (2.2.5 ignore cover, 2.2.6 macro-weapon, 2.2.9 titan killer, 2.2.2
 * disrupt). */
export interface HitEffect {
  readonly macro: boolean;
  readonly titanKiller: boolean;
  readonly ignoreCover: boolean;
  readonly disrupt: boolean;
  /** 2.1.14: the attacker, not the defender, chooses which unit the hit goes to. */
  readonly attackerChooses: boolean;
  /** Modifiers to the armour or cover save against the hit (2.1.14: -1). */
  readonly saveModifiers: readonly SaveModifier[];
}
export interface SaveModifier {
  readonly value: number;
  readonly reason: string;
  readonly section: string;
}
/** One modifier to an assault result, with its reason and section (1.12.7 events). */
export interface ResultBonus {
  readonly value: number;
  readonly reason: string;
  readonly section: string;
}
export interface ArmourSave {
  readonly allowed: boolean;
  readonly reroll: boolean;
}
export interface ExtraShots {
  readonly amount: Amount;
  readonly section: string;
}
export interface Reroll {
  readonly section: string;
  /** Why the die is rolled again, for the dice log. */
  readonly why: string;
}

/** An ability's change to one step: the value so far in, the value with the ability out. */
export type Change<K extends StepName> = (context: ContextOf<K>, value: ValueOf<K>) => ValueOf<K>;

/**
 * A specialist ability, army special rule or setting: what it is, the section it cites and the
 * rule steps it changes. Kinds: a unit's note (2.1), a weapon's (2.2), a unit type's rule (2.1.9
 * light vehicles), an army's special rule (seed 001 5.5).
 */
export interface Ability {
  readonly id: string;
  readonly name: string;
  readonly section: string;
  /** What it does, in a line of our own words (the datasheets show it). */
  readonly summary: string;
  readonly kind: 'unit' | 'weapon' | 'unit-type' | 'army';
  readonly changes: { readonly [K in StepName]?: Change<K> };
}

/** Whether the datasheet notes the ability (2.1). */
export function hasUnitAbility(sheet: UnitDatasheet, id: UnitAbilityId): boolean {
  return sheet.abilities.some((a) => a.id === id);
}

/** The steps decided for one unit, or for one weapon's hits. */
type StepsWith<C> = { [K in StepName]: ContextOf<K> extends C ? K : never }[StepName];

/** A unit ability's change, applied only to units whose datasheet notes it. */
export function forUnitsWith<K extends StepsWith<UnitContext>>(
  id: UnitAbilityId,
  change: Change<K>,
): Change<K> {
  return (context, value) =>
    hasUnitAbility((context as UnitContext).sheet, id) ? change(context, value) : value;
}

/** A weapon ability's change, applied only to hits of weapons with it (2.2). */
export function forWeaponsWith<K extends StepsWith<WeaponContext>>(
  id: WeaponAbilityId,
  change: Change<K>,
): Change<K> {
  return (context, value) =>
    (context as WeaponContext).abilities.includes(id) ? change(context, value) : value;
}
