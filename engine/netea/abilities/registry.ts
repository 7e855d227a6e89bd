import type { Ability, Change, ContextOf, StepName, ValueOf } from './seam';
import { theyShallKnowNoFear } from './armies/theyShallKnowNoFear';
import { mobRule } from './armies/mobRule';
import { powerOfTheWaaagh } from './armies/powerOfTheWaaagh';
import { portal } from './units/portal';
import { infiltrators } from './units/infiltrators';
import { invulnerableSave } from './units/invulnerableSave';
import { jumpPacks } from './units/jumpPacks';
import { leaders } from './units/leaders';
import { inspiring } from './units/inspiring';
import { expendable } from './units/expendable';
import { fearless } from './units/fearless';
import { lightVehicles } from './units/lightVehicles';
import { mounted } from './units/mounted';
import { reinforcedArmour } from './units/reinforcedArmour';
import { scouts } from './units/scouts';
import { skimmers } from './units/skimmers';
import { supremeCommanders } from './units/supremeCommanders';
import { commanders } from './units/commanders';
import { characters } from './units/characters';
import { supportCraft } from './units/supportCraft';
import { sniper } from './units/sniper';
import { teleport } from './units/teleport';
import { thickRearArmour } from './units/thickRearArmour';
import { tunneler } from './units/tunneler';
import { slowAndSteady } from './units/slowAndSteady';
import { planetfall } from './units/planetfall';
import { selfPlanetfall } from './units/selfPlanetfall';
import { dropPod } from './units/dropPod';
import { walkers } from './units/walkers';
import { disrupt } from './weapons/disrupt';
import { extraAttacks } from './weapons/extraAttacks';
import { firstStrike } from './weapons/firstStrike';
import { ignoreCover } from './weapons/ignoreCover';
import { indirectFire } from './weapons/indirectFire';
import { macroWeapons } from './weapons/macroWeapons';
import { singleShot } from './weapons/singleShot';
import { slowFiring } from './weapons/slowFiring';
import { titanKillers } from './weapons/titanKillers';

/**
 * Every ability the engine enforces, in the order their changes apply (the order matters only
 * where two change the same step of the same unit, and none of these do). A new ability is a
 * new file and a line here; no core rule changes.
 */
export const ABILITIES: readonly Ability[] = [
  scouts,
  jumpPacks,
  skimmers,
  supportCraft,
  infiltrators,
  sniper,
  teleport,
  tunneler,
  portal,
  slowAndSteady,
  planetfall,
  selfPlanetfall,
  dropPod,
  mounted,
  walkers,
  lightVehicles,
  leaders,
  supremeCommanders,
  commanders,
  characters,
  inspiring,
  expendable,
  fearless,
  reinforcedArmour,
  thickRearArmour,
  invulnerableSave,
  macroWeapons,
  titanKillers,
  ignoreCover,
  disrupt,
  extraAttacks,
  firstStrike,
  indirectFire,
  singleShot,
  slowFiring,
  theyShallKnowNoFear,
  mobRule,
  powerOfTheWaaagh,
];

type ChangesByStep = { [K in StepName]?: readonly Change<K>[] };

/** Each step's changes, gathered once: a rule step asks in the AI's inner loops. */
const BY_STEP: ChangesByStep = (() => {
  const out: { [K in StepName]?: Change<K>[] } = {};
  for (const ability of ABILITIES) {
    for (const step of Object.keys(ability.changes) as StepName[]) {
      const change = ability.changes[step];
      if (change) ((out[step] ??= []) as Change<typeof step>[]).push(change as never);
    }
  }
  return out;
})();

/**
 * A rule step's value: the core rule's `base` as every ability that changes the step leaves it
 * in this situation.
 */
export function modify<K extends StepName>(step: K, context: ContextOf<K>, base: ValueOf<K>) {
  const changes = BY_STEP[step] as readonly Change<K>[] | undefined;
  if (!changes) return base;
  let value = base;
  for (const change of changes) value = change(context, value);
  return value;
}

/** The ability by its id, for the datasheets' summaries and the enforcement list. */
export function abilityById(id: string): Ability | undefined {
  return ABILITIES.find((a) => a.id === id);
}
