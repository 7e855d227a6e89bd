import { t } from '../i18n';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, CommandType, Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import { normalizeFacing, type Point } from '../../../engine/kernel/geometry';
import type { Refusal } from '../../../engine/kernel/result';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import type { Choice } from './choices';
import { unitName } from './movePlan';
import {
  mountProposal,
  warEngineTransports,
} from '../../../engine/netea/rules/3-war-engines/transportReach';
import { isAircraft } from '../../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import {
  charactersHosts,
  unjoinedCharacters,
} from '../../../engine/netea/rules/2-specialists/characters';
import { heldBackInConvoy } from '../../../engine/netea/rules/5.3-scenarios/ambushSetup';
import { movingFormationId } from '../../../engine/netea/rules/5.3-scenarios/combinedMoves';

/**
 * Transport vehicles in the renderer (1.7.5): which units may get out now and where the person
 * puts each, one click at a time, with the engine's verdict on every placement; and at set-up
 * the transports a unit may start the battle in. Every verdict is `validateCommand`'s.
 */

/** The commands that place units getting out of a transport, by the decision they answer. */
export const DISEMBARK_TYPES = [
  'move.disembark',
  'assault.disembark',
  'assault.counterDisembark',
] as const;
export type DisembarkType = (typeof DISEMBARK_TYPES)[number];

export function disembarkType(pending: PendingDecision): DisembarkType | null {
  return DISEMBARK_TYPES.find((t) => pending.commands.includes(t as CommandType)) ?? null;
}

/** The formations whose transports may unload now: the acting formation after its move
 * (1.7.5), the engaging formation after its charge, the defenders in their counter charges
 * (1.12.4). */
function unloadingFormations(game: GameState, type: DisembarkType, side: Side): string[] {
  const assault = game.turnState.assault;
  if (type === 'move.disembark') {
    // Seed 001 5.3.11.3: in a combined fire, the formation that has just made its move.
    const activation = game.turnState.activation;
    return activation ? [movingFormationId(activation)] : [];
  }
  if (!assault) return [];
  if (type === 'assault.disembark') return [assault.engagingFormationId];
  return side === assault.attackerSide ? [...assault.attackers] : [...assault.defenders];
}

export interface Carrier {
  readonly transport: UnitState;
  readonly passengers: readonly UnitState[];
  /** Why its units may not get out now (not the end of a move, picked up in it, trapped), or
   * null: then only where they are placed can be wrong. */
  readonly refusal: Refusal | null;
}

/**
 * The transports on the table with units aboard of the formations that may unload now, each
 * with the engine's answer to "may they get out now?": a first unit put on the transport itself
 * is refused for standing on it (1.7.2) when nothing else stops the unloading.
 */
export function carriers(game: GameState, type: DisembarkType, side: Side): Carrier[] {
  const formations = unloadingFormations(game, type, side);
  const units = Object.values(game.units);
  return units
    .filter((t) => formations.includes(t.formationId) && t.status === 'deployed' && t.position)
    .flatMap((transport) => {
      const passengers = units.filter(
        (u) => u.status === 'embarked' && u.transportedBy === transport.id,
      );
      const first = passengers[0];
      if (!first) return [];
      const probe = validateCommand(game, {
        type,
        side,
        transportId: transport.id,
        placements: [{ unitId: first.id, position: transport.position!, facing: 0 }],
      });
      const refusal = probe?.code === 'transport/on-unit' ? null : probe;
      return [{ transport, passengers, refusal }];
    });
}

export interface Placement {
  readonly unitId: string;
  readonly position: Point;
  readonly facing: number;
}

/** An unloading under way: the transport, the units placed so far and the facing the next
 * one will get (the transport's, until the person turns it). */
export interface DisembarkDraft {
  readonly type: DisembarkType;
  readonly transportId: string;
  readonly placements: readonly Placement[];
  readonly facing: number;
}

export function startDisembark(
  game: GameState,
  type: DisembarkType,
  transportId: string,
): DisembarkDraft {
  return { type, transportId, placements: [], facing: game.units[transportId]?.facing ?? 0 };
}

/** The next unit aboard to place, or null when every one has its place. */
export function nextPassenger(game: GameState, draft: DisembarkDraft): UnitState | null {
  const placed = new Set(draft.placements.map((p) => p.unitId));
  return (
    Object.values(game.units).find(
      (u) => u.status === 'embarked' && u.transportedBy === draft.transportId && !placed.has(u.id),
    ) ?? null
  );
}

export function disembarkCommand(side: Side, draft: DisembarkDraft): Command {
  return {
    type: draft.type,
    side,
    transportId: draft.transportId,
    placements: draft.placements.map((p) => ({ ...p })),
  };
}

/**
 * Puts the next unit aboard where the person clicked. The engine checks the placements so far
 * with the new one (1.7.5: within 5cm of the transport, not in an enemy zone of control unless
 * charging, not on another unit); a refused placement is not kept and its reason is returned.
 */
export function placePassenger(
  game: GameState,
  side: Side,
  draft: DisembarkDraft,
  at: Point,
): { draft: DisembarkDraft; refusal: Refusal | null } {
  const unit = nextPassenger(game, draft);
  if (!unit) return { draft, refusal: null };
  const next = {
    ...draft,
    placements: [...draft.placements, { unitId: unit.id, position: at, facing: draft.facing }],
  };
  const verdict = validateCommand(game, disembarkCommand(side, next));
  // 3.1.3: a formation out of another's war engine gets out whole: the rest are still to come.
  const refusal =
    verdict?.code === 'we-transport/dismount-whole' && nextPassenger(game, next) ? null : verdict;
  return refusal ? { draft, refusal } : { draft: next, refusal: null };
}

/**
 * 3.1.3: the war engines of other formations the acting formation might mount up in now, each
 * with the engine's verdict on a proposed move (every unit to the nearest free spot beside it).
 */
export function mountChoices(game: GameState, side: Side): Choice[] {
  const a = game.turnState.activation;
  if (!a || a.movesTaken >= a.movesAllowed || a.movedThisMove.length > 0) return [];
  return warEngineTransports(game, side, a.formationId).flatMap((w) => {
    const command = mountProposal(game, side, a.formationId, w.id);
    if (!command) return [];
    return [
      {
        key: `mount-${w.id}`,
        label: t('Mount up in {{transport}} (3.1.3)', { transport: unitName(game, w.id) }),
        command,
        refusal: validateCommand(game, command),
      },
    ];
  });
}

export function removePlacement(draft: DisembarkDraft): DisembarkDraft {
  return { ...draft, placements: draft.placements.slice(0, -1) };
}

export function turnPlacement(draft: DisembarkDraft, degrees: number): DisembarkDraft {
  return { ...draft, facing: normalizeFacing(draft.facing + degrees) };
}

/** Set-up (4.2, 4.2.5): a transport aircraft of the side, off the table, that ground units of
 * another formation may start the battle aboard. */
function offTableTransportAircraft(game: GameState, unit: UnitState, t: UnitState): boolean {
  const sheet = game.datasheets[t.datasheetId];
  const own = game.datasheets[unit.datasheetId];
  return (
    t.side === unit.side &&
    t.status === 'reserve' &&
    sheet?.transport !== undefined &&
    isAircraft(sheet) &&
    own !== undefined &&
    !isAircraft(own)
  );
}

/**
 * Set-up: the transports a unit waiting to be set up might start in, each with the engine's
 * verdict (room, the kinds it carries): those of its formation already on the table (1.7.5)
 * and the side's transport aircraft off the table (4.2: "set up with these units already on
 * board"; 4.2.5, 3.1.3: only a formation that fits whole).
 */
export function embarkChoices(game: GameState, side: Side, unitId: string): Choice[] {
  const unit = game.units[unitId];
  if (!unit) return [];
  return Object.values(game.units)
    .filter(
      (tr) =>
        tr.id !== unit.id &&
        ((tr.formationId === unit.formationId &&
          tr.status === 'deployed' &&
          game.datasheets[tr.datasheetId]?.transport) ||
          offTableTransportAircraft(game, unit, tr)),
    )
    .map((tr) => {
      const command: Command = {
        type: 'setup.embarkUnit',
        side,
        unitId,
        transportId: tr.id,
      };
      const aircraft = tr.status === 'reserve';
      return {
        key: aircraft ? `embark-air-${tr.id}` : `embark-${tr.id}`,
        label: aircraft
          ? t('Start {{unit}} aboard {{aircraft}}, off the table (4.2.5)', {
              unit: unitName(game, unitId),
              aircraft: unitName(game, tr.id),
            })
          : `Embark ${unitName(game, unitId)} in ${unitName(game, tr.id)}`,
        command,
        refusal: validateCommand(game, command),
      };
    });
}

/** The hint above the set-up's transport choices. */
export function embarkHint(choices: readonly Choice[]): string {
  return choices.some((c) => c.key.startsWith('embark-air-'))
    ? t('Or start it aboard a transport of its formation (1.7.5) or a transport aircraft (4.2.5):')
    : t('Or start it aboard a transport of its formation (1.7.5):');
}

/**
 * Set-up (2.1.1): the units of its formation the first character waiting may join, each with
 * the engine's verdict; a character has no base, so it is added rather than set up.
 */
export function characterChoices(game: GameState, side: Side): Choice[] {
  const character = unjoinedCharacters(game, side)[0];
  if (!character) return [];
  const name = game.datasheets[character.datasheetId]?.name ?? t('the character');
  return charactersHosts(game, character).map((host) => {
    const command: Command = {
      type: 'setup.joinCharacter',
      side,
      characterId: character.id,
      unitId: host.id,
    };
    return {
      key: `join-${host.id}`,
      label: t('Add {{character}} to {{unit}}', { character: name, unit: unitName(game, host.id) }),
      command,
      refusal: validateCommand(game, command),
    };
  });
}

/** The unit a click on the table sets up next: one of the selected formation if any waits,
 * else the first unit waiting. */
export function nextToDeploy(
  game: GameState,
  side: Side,
  selectedFormationId: string | null,
): UnitState | null {
  // Characters join a unit instead (characterChoices).
  const waiting = Object.values(game.units).filter(
    (u) =>
      u.side === side &&
      u.status === 'reserve' &&
      game.datasheets[u.datasheetId]?.type !== 'CH' &&
      // 2.1.21, 2.1.23: a formation with its arrival written down stays off the table.
      !game.plots?.some((p) => p.formationId === u.formationId) &&
      // Seed 001 5.3.7: the convoy marches on in the first turn instead.
      !heldBackInConvoy(game, game.formations[u.formationId]!),
  );
  return waiting.find((u) => u.formationId === selectedFormationId) ?? waiting[0] ?? null;
}
