import { enemyFormations as engineEnemyFormations } from '../../../engine/netea/rules/1.2-formations/sides';
import { outOfFormationChoices as outOfFormationOptions } from '../../../engine/netea/rules/1.2-formations/coherency';
import { unitName } from './movePlan';
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
import { ACTIONS, type FormationState, type GameState } from '../../../engine/netea/state/schema';
import { modify } from '../../../engine/netea/abilities/registry';
import { assaultFormations } from '../../../engine/netea/rules/1.12-assaults/state';
import { skimmersOf } from '../../../engine/netea/rules/2-specialists/popUp';
import { DEFAULT_PREFERENCE, firePlanFor, type FirePreference } from './firePlan';
import { t, w } from '../i18n';
import { actionName } from './words';
import { playerName, playerNumber, teamPlayers } from './players';
import {
  hasWayIn,
  isPortalReserve,
  portalSettled,
  usablePortals,
} from '../../../engine/netea/rules/6.1-tournament/portals';

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

/** How a test's failure is met (2.1.15): `reroll: false` keeps a supreme commander's re-roll. */
export interface TestOptions {
  readonly reroll?: boolean;
}

/** 1.6.1: the actions a formation might declare, each with the engine's answer; with a
 * commander (2.1.2), also engage actions followed by the formations that may follow it; with
 * skimmers (2.1.13), also each action with its skimmers popping up. */
export function actionChoices(
  game: GameState,
  side: Side,
  formationId: string,
  options: TestOptions = {},
): Choice[] {
  const formation = game.formations[formationId];
  if (formation && isPortalReserve(game, formation))
    return portalChoices(game, side, formationId, options);
  const plain = DECLARABLE_ACTIONS.map((action) =>
    choice(game, action, actionName(action), {
      type: 'action.declare',
      side,
      formationId,
      action,
      // 2.1.15: the engine re-rolls a failed test unless told to keep the re-roll.
      ...(options.reroll === false ? { reroll: false } : {}),
    }),
  );
  return [
    ...plain,
    ...popUpChoices(game, side, formationId),
    ...followerChoices(game, side, formationId),
  ];
}

/** Seed 001 5.3.11.3: the actions a team-mate's formation may join. */
const PARTNER_ACTIONS = ['engage', 'sustained-fire', 'advance', 'double'] as const;

function declareWithPartners(
  side: Side,
  formationId: string,
  action: (typeof PARTNER_ACTIONS)[number],
  partnerIds: readonly string[],
): Command {
  return {
    type: 'action.declare',
    side,
    formationId,
    action,
    partners: partnerIds.map((id) => ({ formationId: id, action })),
  };
}

/** A team-mate's formation named with its player: it often shares a name with one's own. */
export function partnerName(partner: FormationState): string {
  return `${partner.name} (${playerNumber(partner.side)})`;
}

/** Seed 001 5.3.11.3: in simultaneous team play, the team-mates' formations that may join an
 * engage, sustained fire, advance or double action of `formationId`: each the engine accepts
 * alone for at least one of those actions. */
export function partnerCandidates(
  game: GameState,
  side: Side,
  formationId: string,
): FormationState[] {
  if (game.teams?.mode !== 'simultaneous') return [];
  return Object.values(game.formations).filter(
    (partner) =>
      partner.side !== side &&
      PARTNER_ACTIONS.some(
        (action) =>
          validateCommand(game, declareWithPartners(side, formationId, action, [partner.id])) ===
          null,
      ),
  );
}

/** Seed 001 5.3.11.3: each of those actions together with the team-mates' formations the person
 * picked, with the engine's answer (their players are then asked to agree). */
export function partnerChoices(
  game: GameState,
  side: Side,
  formationId: string,
  partnerIds: readonly string[],
): Choice[] {
  const partners = partnerIds.flatMap((id) => game.formations[id] ?? []);
  if (partners.length === 0) return [];
  return PARTNER_ACTIONS.map((action) =>
    choice(
      game,
      `${action}-with-${partnerIds.join('+')}`,
      // The ticked formations stand just above (PartnerControl): the button names the action.
      t('{{action}} together (5.3.11.3)', { action: actionName(action) }),
      declareWithPartners(side, formationId, action, partnerIds),
    ),
  );
}

/**
 * 6.1.6: a formation kept in reserve by portal declares its action through one of its side's
 * portals still unused this turn; with none left it activates all the same and loses the
 * activation (FAQ: it cannot pass).
 */
function portalChoices(
  game: GameState,
  side: Side,
  formationId: string,
  options: TestOptions,
): Choice[] {
  const formation = game.formations[formationId]!;
  const reroll = options.reroll === false ? { reroll: false } : {};
  if (!hasWayIn(game, formation))
    return [
      choice(
        game,
        'no-way-in',
        t('Activate: no portal to enter play through, the activation is lost (6.1.6)'),
        { type: 'action.declare', side, formationId, action: 'advance' },
      ),
    ];
  return usablePortals(game, side).flatMap((portal) =>
    DECLARABLE_ACTIONS.map((action) =>
      choice(
        game,
        `${action}-portal-${portal.id}`,
        t('{{action}} through the portal {{portal}} (6.1.6)', {
          action: actionName(action),
          portal: unitName(game, portal.id),
        }),
        { type: 'action.declare', side, formationId, action, portal: portal.id, ...reroll },
      ),
    ),
  );
}

/** 2.1.2: engage with one formation following, each the engine accepts, then with two. */
function followerChoices(game: GameState, side: Side, formationId: string): Choice[] {
  const engage = (followers: string[]): Command => ({
    type: 'action.declare',
    side,
    formationId,
    action: 'engage',
    followers,
  });
  const name = (id: string) => game.formations[id]?.name ?? 'a formation';
  const ones = formationsOf(game, side)
    .filter((f) => f.id !== formationId && validateCommand(game, engage([f.id])) === null)
    .map((f) => f.id);
  const sets = ones.map((id) => [id]);
  if (ones.length >= 2) sets.push(ones.slice(0, 2));
  return sets.map((ids) =>
    choice(
      game,
      `engage-with-${ids.join('-')}`,
      t('{{action}}, followed by {{formations}} (2.1.2)', {
        action: actionName('engage'),
        formations: ids.map(name).join(t(' and ')),
      }),
      engage(ids),
    ),
  );
}

/** 2.1.13: each action with the formation's skimmers popping up, where it has skimmers. */
function popUpChoices(game: GameState, side: Side, formationId: string): Choice[] {
  const popUp = skimmersOf(game, formationId);
  if (popUp.length === 0) return [];
  return DECLARABLE_ACTIONS.map((action) =>
    choice(
      game,
      `${action}-pop-up`,
      t('{{action}}, skimmers popping up', { action: actionName(action) }),
      { type: 'action.declare', side, formationId, action, popUp },
    ),
  );
}

/** 1.6.1: the person's formations that may declare an action now (some action the engine
 * accepts), in the order of the army list. */
export function readyFormations(game: GameState, side: Side) {
  return formationsOf(game, side).filter((f) =>
    actionChoices(game, side, f.id).some((c) => c.refusal === null),
  );
}

const LABELS: Partial<Record<CommandType, string>> = {
  'setup.rollOff': w('Roll off for the table edge'),
  'setup.finishDeployment': w('Finish deployment'),
  'strategy.roll': w('Make the strategy roll'),
  'turnStart.rollOff': w('Roll off: who chooses the order of start-of-turn abilities (1.4.2)'),
  'turnStart.pass': w(
    'Use no more start-of-turn abilities this turn (keep the rest off the table)',
  ),
  'action.handOver': w('Hand the initiative over'),
  'overwatch.remain': w('All remaining formations stay on overwatch'),
  'action.pass': w('Pass (all formations left are aircraft in reserve)'),
  'action.regroup': w('Regroup (remove Blast markers)'),
  'action.end': w('End the action'),
  'move.end': w('Complete this move'),
  'withdrawal.end': w('End the withdrawal'),
  'hits.allocate': w('Allocate hits front to back (default)'),
  'overwatch.pass': w('Do not fire on overwatch'),
  'assault.endCharge': w('Complete the charge'),
  'assault.endDisembark': w('Stay aboard'),
  'assault.endCounterCharges': w('Counter charges complete'),
  'assault.allocateHits': w('Allocate assault hits (default)'),
  'assault.support': w('Call on all supporting fire (default)'),
  'assault.endWithdrawal': w('End the withdrawal'),
  'assault.endConsolidation': w('End consolidation'),
};

/** Seed 001 5.3.11.2: the commander's pick, one choice per player of his team (refused, with
 * the reason, for one with nothing left to activate). */
export function teamPickChoices(game: GameState, side: Side): Choice[] {
  return teamPlayers(game, side).map((player) =>
    choice(
      game,
      `player-${player}`,
      player === side
        ? t('I act myself (5.3.11.2)')
        : t('{{player}} acts (5.3.11.2)', { player: playerName(game, player) }),
      { type: 'team.pick', side, player },
    ),
  );
}

/** Seed 001 5.3.11.3: a team-mate asked to join a combined attack agrees or declines. */
export function teamJoinChoices(game: GameState, side: Side): Choice[] {
  return [
    choice(game, 'join', t('Join the attack (5.3.11.3)'), {
      type: 'team.join',
      side,
      accept: true,
    }),
    choice(game, 'decline', t('Decline (5.3.11.3)'), { type: 'team.join', side, accept: false }),
  ];
}

export function commandLabel(type: CommandType): string {
  // A command without a label of its own still reads as words, never as its code.
  const label = LABELS[type];
  if (label) return t(label);
  return type
    .replace(/^[a-z]+\./, '')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase();
}

/**
 * The pending commands that take nothing but the side (ending a move, passing, the defaults of
 * hit allocation and support): one button each. The schema says which they are.
 */
export function sideOnlyChoices(game: GameState, pending: PendingDecision, side: Side): Choice[] {
  return pending.commands.flatMap((type) => {
    const parsed = commandSchema.safeParse({ type, side });
    return parsed.success
      ? [choice(game, type, commandLabel(type), parsed.data), ...firefightChoices(game, type, side)]
      : [];
  });
}

/** 2.1.13: ending the charge or the counter charges with the side's skimmers in the assault
 * fighting with their firefight value though in base contact. */
function firefightChoices(game: GameState, type: CommandType, side: Side): Choice[] {
  const assault = game.turnState.assault;
  if (!assault || (type !== 'assault.endCharge' && type !== 'assault.endCounterCharges')) return [];
  const mine = assaultFormations(assault, side);
  const skimmers = Object.values(game.units).filter((u) => {
    const sheet = game.datasheets[u.datasheetId];
    return (
      u.status === 'deployed' &&
      mine.includes(u.formationId) &&
      !!sheet &&
      modify('firefightInContact', { sheet }, false)
    );
  });
  if (skimmers.length === 0) return [];
  const command = commandSchema.parse({ type, side, firefight: skimmers.map((u) => u.id) });
  return [
    choice(
      game,
      `${type}-firefight`,
      `${commandLabel(type)}, skimmers fighting in firefight (2.1.13)`,
      command,
    ),
  ];
}

/** 1.14.1: the formations that may take their rally test now. */
export function rallyChoices(game: GameState, side: Side, options: TestOptions = {}): Choice[] {
  return pendingRallies(game, side).map((f) =>
    choice(game, f.id, t('Rally {{formation}}', { formation: f.name }), {
      type: 'end.rally',
      side,
      formationId: f.id,
      ...(options.reroll === false ? { reroll: false } : {}),
    }),
  );
}

// 5.3.11.1: every other player's formations are enemy (the other side's, with two players).
const enemyFormations = (game: GameState, side: Side) =>
  engineEnemyFormations(game, side).filter((f) => liveUnits(game, f).some((u) => u.position));

/** 1.12.2: the enemy formations an engage action could assault. */
export function assaultChoices(game: GameState, side: Side): Choice[] {
  return enemyFormations(game, side).map((f) =>
    choice(game, f.id, t('Assault {{formation}}', { formation: f.name }), {
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
      choice(game, f.id, t('{{formation}} fires on overwatch', { formation: f.name }), {
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
  /** 2.1.14: the units the person wants sniper hits to strike, in order (any formation's). */
  chosenTargets: readonly string[] = [],
): Choice[] {
  const acting = game.turnState.activation?.formationId;
  return enemyFormations(game, side).map((f) => {
    const plan = acting ? firePlanFor(game, acting, f.id, preference) : null;
    const chosen = chosenTargets.filter((id) => f.unitIds.includes(id));
    return choice(game, f.id, t('Shoot at {{formation}}', { formation: f.name }), {
      type: 'shoot.declare',
      side,
      targetFormationId: f.id,
      ...(plan ? { plan: { orders: [...plan.orders], cover: plan.cover } } : {}),
      ...(chosen.length ? { chosenTargets: chosen } : {}),
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
      choice(
        game,
        f.id,
        t('Barrage {{formation}} ({{count}} under the templates)', {
          formation: f.name,
          count: best.count,
        }),
        {
          type: 'shoot.barrage',
          side,
          targetFormationId: f.id,
          centres: best.centres,
        },
      ),
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

/**
 * 1.7.4: when the acting formation would end its move out of formation, the units the person
 * may choose to lose: one choice per chain that could be kept (the engine's default first), each
 * with the engine's verdict. None while the formation is in formation.
 */
export function outOfFormationChoices(game: GameState, side: Side, formationId: string): Choice[] {
  const formation = game.formations[formationId];
  // 6.1.6: units still in a portal are lost whatever is chosen; the choice is among the others.
  const settled = portalSettled(game);
  const onTable = (formation?.unitIds ?? []).filter(
    (id) => settled.units[id]?.status === 'deployed',
  );
  // Two names read well; more are counted (the table marks them).
  const words = (ids: readonly string[]) =>
    ids.length <= 2
      ? ids.map((id) => unitName(game, id)).join(t(' and '))
      : t('{{count}} units', { count: ids.length });
  return outOfFormationOptions(settled, formationId).map((chosen, i) => {
    const kept = onTable.filter((id) => !chosen.includes(id));
    return choice(
      game,
      `lose-${i}`,
      i === 0
        ? t('Complete the move, losing {{units}} (default, 1.7.4)', { units: words(chosen) })
        : t('Complete the move, keeping {{kept}} and losing {{units}} instead (1.7.4)', {
            kept: words(kept),
            units: words(chosen),
          }),
      { type: 'move.end', side, outOfFormation: chosen },
    );
  });
}
