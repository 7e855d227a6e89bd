import type { CommandOf } from '../../commands/schema';
import type { Modifier } from '../../../kernel/dice/toHit';
import { refusal, type Refusal } from '../../../kernel/result';
import { modify } from '../../abilities/registry';
import type { FormationState, GameState } from '../../state/schema';
import { liveUnits, withFormation } from '../1.2-formations/formations';
import { intermingled } from './geometry';

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
 * (the formation's own markers already give the 1.6.2 modifier). */
export function followersModifier(
  state: GameState,
  leader: FormationState,
  command: Declare,
): Modifier | null {
  if (leader.blastMarkers > 0) return null;
  const marked = (command.followers ?? []).some(
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
