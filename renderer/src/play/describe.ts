import type { Command } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { unitName } from './movePlan';
import { ACTION_NAMES } from './words';

/**
 * A command in words, for the suggestion box and the AI's last move: formations and units by
 * their names, actions by the rulebook's, places by what is there rather than coordinates.
 */
export function describeCommand(command: Command, game: GameState): string {
  const f = (id: string) => game.formations[id]?.name ?? 'a formation';
  const u = (id: string) => unitName(game, id);
  switch (command.type) {
    case 'action.declare':
      return `${f(command.formationId)} declares ${ACTION_NAMES[command.action]}${
        command.followers?.length
          ? `, followed by ${command.followers.map(f).join(' and ')} (2.1.2)`
          : ''
      }`;
    case 'setup.joinCharacter':
      return `add ${game.datasheets[game.units[command.characterId]?.datasheetId ?? '']?.name ?? 'the character'} to ${u(command.unitId)}`;
    case 'setup.deployUnit':
      return `set up ${u(command.unitId)}`;
    case 'setup.placeObjective':
      return 'set up an objective';
    case 'shoot.declare':
      return `shoot at ${f(command.targetFormationId)}`;
    case 'shoot.barrage':
      return `barrage ${f(command.targetFormationId)} with ${command.centres.length} template${command.centres.length === 1 ? '' : 's'}`;
    case 'assault.declare':
      return `assault ${f(command.targetFormationId)}`;
    case 'end.rally':
      return `rally ${f(command.formationId)}`;
    case 'overwatch.fire':
      return `${f(command.formationId)} fires on overwatch`;
    case 'teleport.place':
      return `${f(command.formationId)} teleports in (${command.placements.length} unit${command.placements.length === 1 ? '' : 's'})`;
    default:
      if ('unitId' in command && 'path' in command) {
        const [from, to] = [
          game.units[command.unitId]?.position,
          command.path[command.path.length - 1],
        ];
        const cm = from && to ? ` ${Math.hypot(to.x - from.x, to.y - from.y).toFixed(1)}cm` : '';
        return `move ${u(command.unitId)}${cm}`;
      }
      if ('placements' in command)
        return `${command.placements.length} unit${command.placements.length === 1 ? '' : 's'} get out of ${u(command.transportId)}`;
      return commandWords(command.type);
  }
}

/** A command's type as words ('move.end' → 'end move', 'assault.endCharge' → 'end charge'),
 * for the few without a case above. */
function commandWords(type: string): string {
  const [area = '', verb = ''] = type.split('.');
  const words = verb.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.includes(' ') ? words : `${words} ${area}`;
}
