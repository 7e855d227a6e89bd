import { inBaseContact } from '../../../kernel/geometry';
import type { GameState } from '../../state/schema';
import { emit, type AssaultSink } from '../../events';
import { placedOf } from './geometry';
import { defenderSide, type AssaultState } from './state';

/**
 * 2.1.3 FAQ: a broken fearless unit may stay in base contact with the enemy after losing an
 * assault; "If the units remain in base contact then the opposing formation will automatically be
 * drawn in to an assault on either formation." When an assault is declared, every formation with
 * a unit in base contact with an enemy unit of a formation in the assault joins it on its own
 * side, as formations contacted in a counter charge do (1.12.4); those it touches in turn join
 * too.
 */
export function drawInContacts(
  state: GameState,
  assault: AssaultState,
  events: AssaultSink,
): AssaultState {
  let next = assault;
  for (let joined = true; joined;) {
    joined = false;
    const inAssault = [...next.attackers, ...next.defenders];
    for (const f of Object.values(state.formations)) {
      if (inAssault.includes(f.id)) continue;
      // Seed 001 5.3.11.1: an assault is fought between two armies; a third army's formation in
      // contact is not drawn in (with two players every formation is of one of them).
      if (f.side !== next.attackerSide && f.side !== defenderSide(next)) continue;
      const attacking = f.side === next.attackerSide;
      const enemies = placedOf(state, attacking ? next.defenders : next.attackers);
      const touching = placedOf(state, [f.id]).some((u) =>
        enemies.some((e) => inBaseContact(u.shape, e.shape)),
      );
      if (!touching) continue;
      emit(events, {
        type: 'assault/joined',
        formationId: f.id,
        role: attacking ? 'attacker' : 'defender',
        section: '2.1.3',
      });
      next = {
        ...next,
        attackers: attacking ? [...next.attackers, f.id] : next.attackers,
        defenders: attacking ? next.defenders : [...next.defenders, f.id],
        brokenAtStart: f.broken ? [...next.brokenAtStart, f.id] : next.brokenAtStart,
      };
      joined = true;
    }
  }
  return next;
}
