import { validateCommand } from '../../../engine/netea/commands/apply';
import {
  commandSchema,
  type Command,
  type CommandType,
  type Side,
} from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import type { Point } from '../../../engine/kernel/geometry';
import { formationsOf, liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import { searchPlacement } from '../../../engine/netea/rules/1.9-shooting/barragePlacement';
import { pendingRallies } from '../../../engine/netea/rules/1.14-end-phase/rally';
import { shootingOptions } from '../../../engine/netea/rules/1.9-shooting/options';
import type { Refusal } from '../../../engine/kernel/result';
import { ACTIONS, type GameState } from '../../../engine/netea/state/schema';
import { skimmersOf } from '../../../engine/netea/rules/2-specialists/popUp';
import { DEFAULT_PREFERENCE, firePlanFor, type FirePreference } from './firePlan';
import { ACTION_NAMES } from './words';

/**
 * What the person may do now, as commands with the engine's verdict on each: the panels show
 * every choice, enabled when the engine would take it and otherwise with the refusal's reason
 * and section. Nothing here decides a rule; it only asks `validateCommand`.
 */
export interface Choice {
  readonly key: string;
  readonly label: string;
  readonly command: Command;
  readonly refusal: Refusal | null;
}

function choice(game: GameState, key: string, label: string, command: Command): Choice {
  return { key, label, command, refusal: validateCommand(game, command) };
}

export const DECLARABLE_ACTIONS = ACTIONS.filter((a) => a !== 'hold') as Exclude<
  (typeof ACTIONS)[number],
  'hold'
>[];

/** 1.6.1: the actions a formation might declare, each with the engine's answer; 2.1.13: a
 * formation with skimmers may also declare each with its skimmers popping up. */
export function actionChoices(game: GameState, side: Side, formationId: string): Choice[] {
  const plain = DECLARABLE_ACTIONS.map((action) =>
    choice(game, action, ACTION_NAMES[action], {
      type: 'action.declare',
      side,
      formationId,
      action,
    }),
  );
  const popUp = skimmersOf(game, formationId);
  if (popUp.length === 0) return plain;
  return [
    ...plain,
    ...DECLARABLE_ACTIONS.map((action) =>
      choice(game, `${action}-pop-up`, `${ACTION_NAMES[action]}, skimmers popping up`, {
        type: 'action.declare',
        side,
        formationId,
        action,
        popUp,
      }),
    ),
  ];
}

/** 1.6.1: the person's formations that may declare an action now (some action the engine
 * accepts), in the order of the army list. */
export function readyFormations(game: GameState, side: Side) {
  return formationsOf(game, side).filter((f) =>
    actionChoices(game, side, f.id).some((c) => c.refusal === null),
  );
}

const LABELS: Partial<Record<CommandType, string>> = {
  'setup.rollOff': 'Roll off for the table edge',
  'setup.finishDeployment': 'Finish deployment',
  'strategy.roll': 'Make the strategy roll',
  'turnStart.rollOff': 'Roll off: who chooses the order of start-of-turn abilities (1.4.2)',
  'turnStart.pass': 'Use no more start-of-turn abilities this turn (keep the rest off the table)',
  'action.handOver': 'Hand the initiative over',
  'overwatch.remain': 'All remaining formations stay on overwatch',
  'action.regroup': 'Regroup (remove Blast markers)',
  'action.end': 'End the action',
  'move.end': 'Complete this move',
  'withdrawal.end': 'End the withdrawal',
  'hits.allocate': 'Allocate hits front to back (default)',
  'overwatch.pass': 'Do not fire on overwatch',
  'assault.endCharge': 'Complete the charge',
  'assault.endDisembark': 'Stay aboard',
  'assault.endCounterCharges': 'Counter charges complete',
  'assault.allocateHits': 'Allocate assault hits (default)',
  'assault.support': 'Call on all supporting fire (default)',
  'assault.endWithdrawal': 'End the withdrawal',
  'assault.endConsolidation': 'End consolidation',
};

export function commandLabel(type: CommandType): string {
  // A command without a label of its own still reads as words, never as its code.
  return (
    LABELS[type] ??
    type
      .replace(/^[a-z]+\./, '')
      .replace(/([A-Z])/g, ' $1')
      .toLowerCase()
  );
}

/**
 * The pending commands that take nothing but the side (ending a move, passing, the defaults of
 * hit allocation and support): one button each. The schema says which they are.
 */
export function sideOnlyChoices(game: GameState, pending: PendingDecision, side: Side): Choice[] {
  return pending.commands.flatMap((type) => {
    const parsed = commandSchema.safeParse({ type, side });
    return parsed.success ? [choice(game, type, commandLabel(type), parsed.data)] : [];
  });
}

/** 1.14.1: the formations that may take their rally test now. */
export function rallyChoices(game: GameState, side: Side): Choice[] {
  return pendingRallies(game, side).map((f) =>
    choice(game, f.id, `Rally ${f.name}`, { type: 'end.rally', side, formationId: f.id }),
  );
}

const enemyFormations = (game: GameState, side: Side) =>
  formationsOf(game, side === 0 ? 1 : 0).filter((f) => liveUnits(game, f).some((u) => u.position));

/** 1.12.2: the enemy formations an engage action could assault. */
export function assaultChoices(game: GameState, side: Side): Choice[] {
  return enemyFormations(game, side).map((f) =>
    choice(game, f.id, `Assault ${f.name}`, {
      type: 'assault.declare',
      side,
      targetFormationId: f.id,
    }),
  );
}

/** 1.10: the person's formations on overwatch that could fire at the formation that moved. */
export function overwatchChoices(game: GameState, side: Side): Choice[] {
  return formationsOf(game, side)
    .filter((f) => f.overwatch)
    .map((f) =>
      choice(game, f.id, `${f.name} fires on overwatch`, {
        type: 'overwatch.fire',
        side,
        formationId: f.id,
      }),
    );
}

/** 1.9.1: the enemy formations the acting formation could shoot at. */
export function shootChoices(
  game: GameState,
  side: Side,
  preference: FirePreference = DEFAULT_PREFERENCE,
): Choice[] {
  const acting = game.turnState.activation?.formationId;
  return enemyFormations(game, side).map((f) => {
    const plan = acting ? firePlanFor(game, acting, f.id, preference) : null;
    return choice(game, f.id, `Shoot at ${f.name}`, {
      type: 'shoot.declare',
      side,
      targetFormationId: f.id,
      ...(plan ? { plan: { orders: [...plan.orders], cover: plan.cover } } : {}),
    });
  });
}

/** 1.9.8: a barrage with one template centred on the nearest unit of each enemy formation. */
export function barrageChoices(game: GameState, side: Side): Choice[] {
  const activation = game.turnState.activation;
  if (!activation) return [];
  return enemyFormations(game, side).flatMap((f) => {
    // 1.9.8: the templates must catch as many units as they can: offer the engine's own best
    // placement (the person may place them by hand instead).
    const options = shootingOptions(game, activation.formationId, f.id, {
      action: activation.action,
    });
    const best = options.ok ? searchPlacement(game, options.value) : null;
    if (!best) return [];
    return [
      choice(game, f.id, `Barrage ${f.name} (${best.count} under the templates)`, {
        type: 'shoot.barrage',
        side,
        targetFormationId: f.id,
        centres: best.centres,
      }),
    ];
  });
}

/** The commands that move one unit along a path, by the pending decision they answer. */
export const UNIT_MOVE_TYPES = [
  'move.unit',
  'assault.chargeMove',
  'assault.counterCharge',
  'assault.consolidateMove',
  'assault.withdrawMove',
  'withdrawal.move',
] as const;
export type UnitMoveType = (typeof UNIT_MOVE_TYPES)[number];

export function unitMoveType(pending: PendingDecision): UnitMoveType | null {
  return UNIT_MOVE_TYPES.find((t) => pending.commands.includes(t)) ?? null;
}

/** 1.7: a unit's move along a path of waypoints from where it stands (one point: one leg). */
export function unitMoveCommand(
  type: UnitMoveType,
  side: Side,
  unitId: string,
  to: Point | readonly Point[],
): Command {
  const path = 'x' in to ? [to] : [...to];
  return { type, side, unitId, path } as Command;
}
