import type { Command } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';

/** A command in words, for the suggestion box and the AI's last move. */
export function describeCommand(command: Command, game: GameState): string {
  const f = (id: string) => game.formations[id]?.name ?? id;
  const at = (p: { x: number; y: number }) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
  switch (command.type) {
    case 'action.declare':
      return `${f(command.formationId)} declares ${command.action}`;
    case 'setup.deployUnit':
      return `set up ${command.unitId} at ${at(command.position)}`;
    case 'setup.placeObjective':
      return `set up an objective at ${at(command.position)}`;
    case 'shoot.declare':
      return `shoot at ${f(command.targetFormationId)}`;
    case 'shoot.barrage':
      return `barrage ${f(command.targetFormationId)} at ${command.centres.map(at).join(', ')}`;
    case 'assault.declare':
      return `assault ${f(command.targetFormationId)}`;
    case 'end.rally':
      return `rally ${f(command.formationId)}`;
    case 'overwatch.fire':
      return `${f(command.formationId)} fires on overwatch`;
    case 'teleport.place':
      return `${f(command.formationId)} teleports in at ${command.placements.map((p) => at(p.position)).join(', ')}`;
    default:
      if ('unitId' in command && 'path' in command)
        return `${command.type}: ${command.unitId} to ${at(command.path[command.path.length - 1]!)}`;
      if ('placements' in command)
        return `${command.type}: ${command.placements.length} units out of ${command.transportId}`;
      return command.type;
  }
}
