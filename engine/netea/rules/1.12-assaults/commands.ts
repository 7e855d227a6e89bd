import { allocateAssaultHits } from './allocation';
import { chargeMove, declareAssault, endCharge } from './charge';
import type { AssaultCommandOf, AssaultCommandType } from './commandSchemas';
import { consolidateMove, endConsolidation } from './consolidation';
import { counterCharge, counterDisembark, endCounterCharges } from './counterCharge';
import { assaultDisembark, endDisembark } from './disembark';
import type { AssaultCommandHandler } from './handler';
import { callSupport } from './supportCommand';
import { endWithdrawal, withdrawMove } from './withdrawal';

/**
 * The assault commands (1.12, 1.13.3) and their handlers, for the command registry
 * (engine/netea/commands/registry.ts) to include.
 */
export * from './commandSchemas';

export const ASSAULT_HANDLERS: {
  readonly [T in AssaultCommandType]: AssaultCommandHandler<AssaultCommandOf<T>>;
} = {
  'assault.declare': declareAssault,
  'assault.chargeMove': chargeMove,
  'assault.endCharge': endCharge,
  'assault.disembark': assaultDisembark,
  'assault.endDisembark': endDisembark,
  'assault.counterCharge': counterCharge,
  'assault.counterDisembark': counterDisembark,
  'assault.endCounterCharges': endCounterCharges,
  'assault.allocateHits': allocateAssaultHits,
  'assault.support': callSupport,
  'assault.withdrawMove': withdrawMove,
  'assault.endWithdrawal': endWithdrawal,
  'assault.consolidateMove': consolidateMove,
  'assault.endConsolidation': endConsolidation,
};
