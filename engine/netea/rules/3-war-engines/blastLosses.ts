import type { Dice } from '../../../kernel/dice';
import type { GameState } from '../../state/schema';
import { checkBreak, placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import { resolveHits, type Casualty } from '../1.9-shooting/casualties';
import { coverOf } from '../1.8-terrain/cover';
import type { Placed } from '../1.9-shooting/geometry';
import { rollBlastHits, type Blast, type BlastCause } from './blast';
import type { Damage } from './damage';
import type { ShootingEvent } from '../1.9-shooting/events';

/**
 * 3.2.3: the units a critical's explosion destroyed in formations the attack itself does not
 * mark (an assault's bystanders, the other formations near a barrage's target): one Blast marker
 * per loss that places one (1.3), plus a destroyed war engine's capacity left (3.2.4), none for
 * coming under the blast (3.2.3 FAQ); then the formation breaks if that is its break point.
 */
export function markBlastLosses(
  state: GameState,
  dice: Dice,
  casualties: readonly Casualty[],
  extraBlastMarkers: Readonly<Record<string, number>>,
  skip: (formationId: string) => boolean,
  events: { push(...e: ShootingEvent[]): number },
): GameState {
  const owed: Record<string, number> = {};
  for (const c of casualties)
    if (c.critical && c.blastMarker && !skip(c.formationId))
      owed[c.formationId] = (owed[c.formationId] ?? 0) + 1;
  const struck = new Set(
    casualties.filter((c) => c.critical && !skip(c.formationId)).map((c) => c.formationId),
  );
  for (const fid of struck) owed[fid] = (owed[fid] ?? 0) + (extraBlastMarkers[fid] ?? 0);
  let s = state;
  for (const [fid, n] of Object.entries(owed)) {
    const placed = placeAttackBlastMarkers(s, dice, fid, n, {
      reason: 'losses to an explosion',
      section: '3.2.3',
    });
    events.push(...placed.events);
    const broke = checkBreak(placed.state, fid);
    events.push(...broke.events);
    s = broke.state;
  }
  return s;
}

/**
 * A war engine blows up (its reactor, or a critical that destroys it outright, 3.2.3) outside
 * any attack's own hits: every other unit within the blast is hit (blast.ts) and saves as usual;
 * the losses place their Blast markers (1.3, 3.2.4: points of damage on war engines), coming
 * under the blast places none (3.2.3 FAQ).
 */
export function explode(
  state: GameState,
  dice: Dice,
  source: Placed,
  blast: Blast,
  what: BlastCause,
  events: { push(...e: ShootingEvent[]): number },
): GameState {
  let s = state;
  for (const caught of rollBlastHits(state, dice, source, blast, what)) {
    const r = resolveHits(s, dice, caught.hits, {
      targetFormationId: caught.formationId,
      cover: coverOf(s, caught.caught, [source]),
      crossfire: false,
    });
    s = r.state;
    events.push(...r.events);
    const casualties = r.casualties.map((c) => ({ ...c, critical: true as const }));
    s = markBlastLosses(s, dice, casualties, r.extraBlastMarkers, () => false, events);
  }
  return s;
}

/** Resolves what a war engine's damage did around it (3.2.3): the attacks of a critical that
 * left it standing, then the explosion of one that destroyed it. */
export function explodeAround(
  state: GameState,
  dice: Dice,
  damage: Damage,
  events: { push(...e: ShootingEvent[]): number },
): GameState {
  let s = state;
  for (const a of damage.attacks ?? []) s = explode(s, dice, a.source, a.blast, 'contact', events);
  if (damage.explosion)
    s = explode(s, dice, damage.explosion.source, damage.explosion.blast, 'critical', events);
  return s;
}
