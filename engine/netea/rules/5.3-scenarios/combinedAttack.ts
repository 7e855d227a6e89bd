import type { CommandOf, Side } from '../../commands/schema';
import type { GameEvent } from '../../events';
import { refusal, type Refusal } from '../../../kernel/result';
import type { Activation, GameState } from '../../state/schema';
import { canActivate, liveUnits, withFormation } from '../1.2-formations/formations';
import { teamMates } from '../1.2-formations/sides';
import { groundActionRefusal } from '../4.1-4.2-aircraft/groundActions';

/**
 * Seed 001 5.3.11.3 Kombinierter Beschuss und Angriff: "Wenn dies geschieht, ist kombinierter
 * Beschuss oder Angriff erlaubt. Behandle die teilnehmenden zwei (oder mehr) Verbände als einen
 * einzelnen Verband, wenn du die Ergebnisse des Schießens oder Angriffs ermittelst, und folge den
 * Richtlinien für koordinierte Angriffe in den Grundregeln. Verbände anderer Spieler auf derselben
 * Seite dürfen nicht gleichzeitig einen Verband beschießen und ihn angreifen."
 *
 * In simultaneous team play the acting player declares his formation's action naming formations
 * of team-mates that have not acted as partners (`action.declare` `partners`). Each partner's
 * player agrees or declines (`team.join`, a decision of his). Then, as 2.1.2: one action test at
 * the acting formation's initiative, -1 if any of them has Blast markers; passed, every partner
 * takes the action too and fights or shoots as one formation with the acting one; failed, the
 * acting formation holds and the partners are unaffected (they may act later).
 *
 * Our readings:
 * - 2.1.2's commander and its 5cm limit do not apply: 5.3.11.3 puts the players' agreement in
 *   their place. The assault itself (1.12: charge within its move, 15cm to join the fight) and
 *   shooting (range, line of fire) limit who actually takes part.
 * - "gleichzeitig" means within one combined attack: the partners all shoot or all assault; a
 *   declaration mixing engage with a shooting action is refused.
 * - The combined formation takes one action: every partner the acting formation's. Combined fire
 *   is a sustained fire action (nobody moves) or an advance or double action: then each formation
 *   makes its own moves, the acting one first, before they shoot as one (combinedMoves.ts).
 * - A partner declined: the acting formation still takes its action, with the partners that
 *   agreed (alone if none did). The declaration stands; a team-mate's "no" withdraws only his
 *   own formations (and no player can make the others wait by asking again).
 * - The acting player carries out the combined action (the partners' charge moves too), as the
 *   one player whose turn it is; the partners' players have agreed to it.
 */

const SECTION = 'seed 001 5.3.11.3';

type Declare = CommandOf<'action.declare'>;

/** The actions a combined attack is made of: an assault, or fire (moving or not, see above). */
const SHOOTING: readonly string[] = ['advance', 'double', 'sustained-fire'];

/** Why the partners named in the declaration may not join it, or null. */
export function partnersRefusal(state: GameState, command: Declare): Refusal | null {
  const partners = command.partners ?? [];
  if (partners.length === 0) return null;
  if (state.teams?.mode !== 'simultaneous')
    return refusal(
      'team/combined-not-simultaneous',
      SECTION,
      'Only in simultaneous team play do formations of team-mates attack together.',
    );
  const engage = command.action === 'engage';
  if (!engage && !SHOOTING.includes(command.action))
    return refusal(
      'team/combined-not-attack',
      SECTION,
      'Team-mates join an attack: an engage action or a shooting action.',
    );
  for (const p of partners) {
    // One assaults where the other shoots (either way round): the mix the rule forbids.
    const mixed = engage ? SHOOTING.includes(p.action) : p.action === 'engage';
    if (mixed)
      return refusal(
        'team/combined-mix',
        SECTION,
        'Formations of one team may not shoot at a formation and assault it together: the assaulting troops are in the way. All shoot or all assault.',
      );
    if (p.action !== command.action)
      return refusal(
        'team/combined-one-action',
        SECTION,
        'The formations of a combined attack take one action together: the acting formation’s.',
      );
  }
  if (command.roadMarch || command.portal !== undefined)
    return refusal(
      'team/combined-not-attack',
      SECTION,
      'A road march or an entry through a portal is no combined attack.',
    );
  const mates = teamMates(state, command.side);
  const ids = partners.map((p) => p.formationId);
  for (const [i, id] of ids.entries()) {
    const f = state.formations[id];
    const name = f?.name ?? 'That formation';
    if (!f || !mates.includes(f.side) || ids.indexOf(id) !== i || id === command.formationId)
      return refusal(
        'team/combined-not-team-mate',
        SECTION,
        `${name} is not a formation of a team-mate.`,
      );
    const onTable = liveUnits(state, f).some((u) => u.status !== 'reserve' && u.position !== null);
    if (!canActivate(state, f) || !onTable || groundActionRefusal(state, id) !== null)
      return refusal(
        'team/combined-partner-cannot-act',
        SECTION,
        `${f.name} cannot join: it has acted this turn, is broken or is not on the table.`,
      );
  }
  return null;
}

/** The refusal of anything but the team-mates' answers while they are due, or null. */
export function partnersAnswerFirst(state: GameState): Refusal | null {
  return state.turnState.teamJoin
    ? refusal('team/join-first', SECTION, 'The team-mates asked to join the attack answer first.')
    : null;
}

/** The players of the partners, in the order their formations were named. */
function partnerSides(state: GameState, command: Declare): Side[] {
  const sides = (command.partners ?? []).flatMap((p) => {
    const f = state.formations[p.formationId];
    return f ? [f.side] : [];
  });
  return [...new Set(sides)];
}

/** The player whose answer is due next (the first named partner's still to answer), or null. */
export function nextToAnswer(state: GameState): Side | null {
  const join = state.turnState.teamJoin;
  if (!join) return null;
  return partnerSides(state, join.declaration).find((s) => !join.answered.includes(s)) ?? null;
}

/** `side`'s formations among the partners of the waiting declaration. */
export function partnersOf(state: GameState, side: Side): string[] {
  const join = state.turnState.teamJoin;
  return (join?.declaration.partners ?? [])
    .map((p) => p.formationId)
    .filter((id) => state.formations[id]?.side === side);
}

/** The declaration waits for its partners' players: nothing is rolled yet. */
export function askPartners(state: GameState, command: Declare, events: GameEvent[]): GameState {
  events.push({
    type: 'team/join-asked',
    side: command.side,
    formationId: command.formationId,
    partnerIds: (command.partners ?? []).map((p) => p.formationId),
    section: SECTION,
  });
  return {
    ...state,
    turnState: {
      ...state.turnState,
      teamJoin: { declaration: command, answered: [], accepted: [] },
    },
  };
}

/** The formations named as partners (for the 2.1.2 modifier of the single action test). */
export function partnerIds(command: Declare): string[] {
  return (command.partners ?? []).map((p) => p.formationId);
}

/**
 * The test passed: the partners take the action with the acting formation, and have acted this
 * turn. In an assault they are its attackers (charge.ts, via assaultCompanions); in combined
 * fire they shoot as one formation with it (3.1.3's shootingParty, `joined`).
 */
export function partnersJoin(
  state: GameState,
  command: Declare,
  activation: Activation,
): { state: GameState; activation: Activation } {
  const ids = partnerIds(command);
  if (ids.length === 0) return { state, activation };
  let next = state;
  for (const id of ids) {
    const f = next.formations[id];
    if (f)
      next = withFormation(next, {
        ...f,
        activated: true,
        action: command.action,
        overwatch: false,
      });
  }
  const shooting = command.action !== 'engage';
  // In an advance or double action each partner makes its moves after the acting formation's
  // (combinedMoves.ts); in sustained fire none moves.
  const moving = command.action === 'advance' || command.action === 'double';
  return {
    state: next,
    activation: {
      ...activation,
      partners: ids,
      ...(shooting ? { joined: [...(activation.joined ?? []), ...ids] } : {}),
      ...(moving ? { moversLeft: ids } : {}),
    },
  };
}
