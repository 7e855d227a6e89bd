import type { CommandOf } from '../../commands/schema';
import type { Modifier } from '../../../kernel/dice/toHit';
import { refusal, type Refusal } from '../../../kernel/result';
import { modify } from '../../abilities/registry';
import type { Activation, FormationState, GameState } from '../../state/schema';
import { liveUnits, withFormation } from '../1.2-formations/formations';
import { checkBreak } from '../1.13-broken-formations/breaking';
import type { ShootingEvent } from '../1.9-shooting/events';
import { intermingled } from './geometry';
import type { AssaultState } from './state';

/**
 * 2.1.2 Commanders: a formation with a commander that declares an engage action may order up to
 * two more formations to follow it, "as long as all the formations have at least one unit within
 * 5cm of a unit from the commander's formation". One initiative roll for all of them, at the
 * activating formation's initiative (2.1.2 FAQ), -1 if any has Blast markers. Failed: the
 * commander's formation holds with a Blast marker and the others are unaffected (they may act
 * later). Passed: all take the engage action and fight as one formation (1.12: the assault's
 * attackers), whether or not the commander ends within 15cm of the target (2.1.2 FAQ).
 */

type Declare = CommandOf<'action.declare'>;

function followerName(state: GameState, id: string): string {
  return state.formations[id]?.name ?? 'That formation';
}

/** Why the formations named to follow the declaration may not, or null. */
export function followersRefusal(state: GameState, command: Declare): Refusal | null {
  const followers = command.followers ?? [];
  if (followers.length === 0) return null;
  const leader = state.formations[command.formationId];
  if (!leader) return null;
  if (command.action !== 'engage') {
    return refusal(
      'assault/followers-not-engaging',
      '2.1.2',
      'Other formations follow a commander only into an assault: declare an engage action.',
    );
  }
  const allowed = modify('assaultFollowers', { state, formation: leader }, 0);
  if (allowed === 0) {
    return refusal(
      'assault/no-commander',
      '2.1.2',
      `${leader.name} has no commander to order other formations to follow it.`,
    );
  }
  if (followers.length > allowed) {
    return refusal(
      'assault/too-many-followers',
      '2.1.2',
      `A commander orders at most ${allowed} more formations to follow it.`,
    );
  }
  for (const [i, id] of followers.entries()) {
    const f = state.formations[id];
    if (!f || f.side !== command.side || id === leader.id || followers.indexOf(id) !== i) {
      return refusal(
        'assault/not-a-follower',
        '2.1.2',
        `${followerName(state, id)} is not another formation of yours.`,
      );
    }
    if (f.activated || f.broken || liveUnits(state, f).length === 0) {
      return refusal(
        'assault/follower-cannot-act',
        '2.1.2',
        `${f.name} cannot take an engage action now: it has acted, is broken or has no units left.`,
      );
    }
    if (!intermingled(state, leader.id, id)) {
      return refusal(
        'assault/follower-too-far',
        '2.1.2',
        `${f.name} has no unit within 5cm of a unit of ${leader.name}.`,
      );
    }
  }
  return null;
}

/** 2.1.2: the single roll takes -1 if any formation of the combined assault has Blast markers
 * (the formation's own markers already give the 1.6.2 modifier). `partners`: team-mates'
 * formations of a combined attack (seed 001 5.3.11.3 follows these guidelines), counted alike. */
export function followersModifier(
  state: GameState,
  leader: FormationState,
  command: Declare,
  partners: readonly string[] = [],
): Modifier | null {
  if (leader.blastMarkers > 0) return null;
  const marked = [...(command.followers ?? []), ...partners].some(
    (id) => (state.formations[id]?.blastMarkers ?? 0) > 0,
  );
  return marked
    ? {
        value: -1,
        reason: 'a formation of the combined assault has Blast markers',
        section: '2.1.2',
      }
    : null;
}

/** 2.1.2: the formations that assault as one with the engaging formation: those following its
 * commander, and team-mates' formations joining it (seed 001 5.3.11.3). */
export function assaultCompanions(activation: Activation): string[] {
  return [...(activation.followers ?? []), ...(activation.partners ?? [])];
}

/** 2.1.2: the test passed: the followers take the engage action with the commander's formation. */
export function followersEngage(state: GameState, command: Declare): GameState {
  let next = state;
  for (const id of command.followers ?? []) {
    const f = next.formations[id];
    if (f)
      next = withFormation(next, { ...f, activated: true, action: 'engage', overwatch: false });
  }
  return next;
}

/**
 * 1.13.2, 1.13.3: following formations that the losses of their own charge move (dangerous
 * terrain, units out of formation) leave with as many Blast markers as units break; the state
 * with them broken and the ones that broke. Each withdraws at once and loses the rest of its
 * action (withoutBrokenFollowers).
 */
export function breakFollowers(
  state: GameState,
  assault: AssaultState,
  events: { push(e: ShootingEvent): unknown },
): { state: GameState; broken: string[] } {
  let next = state;
  const broken: string[] = [];
  for (const id of assault.attackers) {
    if (id === assault.engagingFormationId) continue;
    const r = checkBreak(next, id);
    if (r.events.length === 0) continue;
    for (const e of r.events) events.push(e);
    next = r.state;
    broken.push(id);
  }
  return { state: next, broken };
}

/**
 * 1.13.3 and its 1.10 FAQ: a formation broken while carrying out its action "makes a withdrawal
 * and loses the rest of its action". A following formation broken in the charge (by its own
 * losses or by overwatch fire) so leaves the combined assault; the commander's formation and the
 * other followers go on with it (2.1.2). The commander's formation breaking calls the whole
 * assault off (the flow's rule for the engaging formation).
 */
export function withoutBrokenFollowers(state: GameState, assault: AssaultState): AssaultState {
  const attackers = assault.attackers.filter(
    (id) => id === assault.engagingFormationId || !state.formations[id]?.broken,
  );
  return attackers.length === assault.attackers.length ? assault : { ...assault, attackers };
}
