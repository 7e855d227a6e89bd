import type { TournamentEvent } from './events';
import { GOAL_NAMES, type Goal } from './goals';

/** The tournament game's events as lines of the battle log (engine/netea/log/format.ts). */
export function formatTournamentEvent(
  event: TournamentEvent,
  player: (side: number) => string,
  formation: (id: string) => string,
): string {
  switch (event.type) {
    case 'tournament/roll-off-won':
      return `${player(event.side)} wins the dice and ${event.for === 'edge' ? 'chooses the table edge' : 'places the first objective'} (${event.section})`;
    case 'tournament/edge-chosen':
      return `${player(event.side)} sets up on the ${event.edge} ${event.edge.includes('-') ? 'corner' : 'edge'} (${event.section})`;
    case 'tournament/formation-set-up':
      return `${formation(event.formationId)} is set up${event.garrison ? ` as a garrison${event.overwatch ? ', on overwatch' : ''}` : ''} (${event.section})`;
    case 'tournament/reserves-declared':
      return `${player(event.side)} keeps ${event.reserves.length === 0 ? 'nothing' : event.reserves.map((r) => `${formation(r.formationId)} (${r.means})`).join(', ')} in reserve (${event.section})`;
    case 'tournament/goals':
      return `Goals at the end of turn ${event.turn}: ${event.goals.map((g, side) => `${player(side)} ${g.length === 0 ? 'none' : g.map((x) => GOAL_NAMES[x as Goal] ?? x).join(', ')}`).join('; ')} (${event.section})`;
    case 'action/passed':
      return `${player(event.side)} passes${event.heldBack.length > 0 ? `, keeping ${event.heldBack.map(formation).join(', ')} in reserve this turn` : ''} (${event.section})`;
    case 'tournament/portal-entered':
      return `${formation(event.formationId)} enters play through the portal ${event.portalId} (${event.section})`;
    case 'tournament/portal-stuck':
      return `${event.unitIds.join(', ')} did not make it out of the portal: out of formation (${event.section})`;
    case 'tournament/no-way-in':
      return `${formation(event.formationId)} cannot enter play and loses its activation${event.blastMarker ? ' (failed action test: a Blast marker)' : ''} (${event.section})`;
    case 'tournament/victory-points':
      return `Victory points: ${player(0)} ${event.points[0]}, ${player(1)} ${event.points[1]} (${event.section})`;
  }
}
