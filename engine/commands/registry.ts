import { chooseZone, deployUnit, finishDeployment, rollOff } from '../rules/deployment';
import type { CommandHandlers } from './handler';

/** Which rules answer which command: one handler per command type. */
export const HANDLERS: CommandHandlers = {
  'setup/roll-off': rollOff,
  'setup/choose-zone': chooseZone,
  'setup/deploy-unit': deployUnit,
  'setup/finish-deployment': finishDeployment,
};
