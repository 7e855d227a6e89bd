import type { Command } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { unitName } from './movePlan';
import { t } from '../i18n';
import { commandLabel } from './choices';
import { actionName } from './words';

/**
 * A command in words, for the suggestion box and the AI's last move: formations and units by
 * their names, actions by the rulebook's, places by what is there rather than coordinates.
 */
export function describeCommand(command: Command, game: GameState): string {
  const f = (id: string) => game.formations[id]?.name ?? t('a formation');
  const u = (id: string) => unitName(game, id);
  switch (command.type) {
    case 'action.declare':
      // Seed 001 5.3.11.3: with team-mates' formations as partners.
      if (command.partners?.length)
        return t('{{formation}} declares {{action}} together with {{partners}} (5.3.11.3)', {
          formation: f(command.formationId),
          action: actionName(command.action),
          partners: command.partners.map((p) => f(p.formationId)).join(t(' and ')),
        });
      return command.followers?.length
        ? t('{{formation}} declares {{action}}, followed by {{followers}} (2.1.2)', {
            formation: f(command.formationId),
            action: actionName(command.action),
            followers: command.followers.map(f).join(t(' and ')),
          })
        : t('{{formation}} declares {{action}}', {
            formation: f(command.formationId),
            action: actionName(command.action),
          });
    case 'setup.joinCharacter':
      return t('add {{character}} to {{unit}}', {
        character:
          game.datasheets[game.units[command.characterId]?.datasheetId ?? '']?.name ??
          t('the character'),
        unit: u(command.unitId),
      });
    case 'setup.deployUnit':
      return t('set up {{unit}}', { unit: u(command.unitId) });
    case 'setup.placeObjective':
      return t('set up an objective');
    case 'shoot.declare':
      return t('shoot at {{formation}}', { formation: f(command.targetFormationId) });
    case 'shoot.barrage':
      return command.centres.length === 1
        ? t('barrage {{formation}} with 1 template', { formation: f(command.targetFormationId) })
        : t('barrage {{formation}} with {{count}} templates', {
            formation: f(command.targetFormationId),
            count: command.centres.length,
          });
    case 'assault.declare':
      return t('assault {{formation}}', { formation: f(command.targetFormationId) });
    case 'end.rally':
      return t('rally {{formation}}', { formation: f(command.formationId) });
    case 'overwatch.fire':
      return t('{{formation}} fires on overwatch', { formation: f(command.formationId) });
    case 'tunnel.surface':
      return t('{{formation}} tunnels up ({{count}} of its units)', {
        formation: f(command.formationId),
        count: command.placements.length,
      });
    case 'setup.plot':
      return command.kind === 'landing-zone'
        ? t('write down where and when {{formation}} lands', { formation: f(command.formationId) })
        : t('write down where and when {{formation}} surfaces', {
            formation: f(command.formationId),
          });
    case 'planetfall.self':
      return t('{{formation}} lands by self planetfall ({{action}})', {
        formation: f(command.formationId),
        action: actionName(command.action),
      });
    case 'escalation.arrive':
      return t('{{formation}} comes on at its table edge ({{count}} units)', {
        formation: f(command.formationId),
        count: command.placements.length,
      });
    case 'ambush.convoy':
      return t('the convoy comes on at the {{end}} end of the road: {{order}}', {
        end: command.end === 'west' ? t('west') : t('east'),
        order: command.order.map(f).join(', '),
      });
    case 'ambush.enter':
      return t('{{formation}} marches on along the road ({{count}} units)', {
        formation: f(command.formationId),
        count: command.placements.length,
      });
    case 'breakthrough.leave':
      return t('{{formation}} leaves the table at the short edge', {
        formation: f(command.formationId),
      });
    case 'planetfall.disembark':
      return command.placements.length > 0
        ? t('{{count}} units get out as {{formation}} lands (4.4)', {
            formation: f(command.formationId),
            count: command.placements.length,
          })
        : t('the units aboard stay aboard as {{formation}} lands (4.4)', {
            formation: f(command.formationId),
          });
    case 'teleport.place':
      return t('{{formation}} teleports in ({{count}} of its units)', {
        formation: f(command.formationId),
        count: command.placements.length,
      });
    default:
      if ('unitId' in command && 'path' in command) {
        const [from, to] = [
          game.units[command.unitId]?.position,
          command.path[command.path.length - 1],
        ];
        const cm = from && to ? ` ${Math.hypot(to.x - from.x, to.y - from.y).toFixed(1)}cm` : '';
        return t('move {{unit}}', { unit: u(command.unitId) }) + cm;
      }
      if ('placements' in command)
        return t('{{count}} of its units get out of {{transport}}', {
          count: command.placements.length,
          transport: u(command.transportId),
        });
      return commandLabel(command.type);
  }
}
