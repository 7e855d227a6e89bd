import { allocateAssaultHits } from './assaultAllocation';
import { chargeMove, declareAssault, endCharge } from './assaultCharge';
import type { AssaultCommandOf, AssaultCommandType } from './assaultCommandSchemas';
import { consolidateMove, endConsolidation } from './assaultConsolidation';
import { counterCharge, counterDisembark, endCounterCharges } from './assaultCounterCharge';
import { assaultDisembark, endDisembark } from './assaultDisembark';
import type { AssaultCommandHandler } from './assaultHandler';
import { callSupport } from './assaultSupportCommand';
import { endWithdrawal, withdrawMove } from './withdrawal';

/**
 * The assault commands (1.12, 1.13.3) and their handlers, for the command registry
 * (engine/commands/registry.ts) to include.
 */
export * from './assaultCommandSchemas';

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
