import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command } from '../../../engine/netea/commands/schema';
import { neededScore, successProbability, type Modifier } from '../../../engine/kernel/dice/toHit';
import { prepareMove } from '../../../engine/netea/rules/1.7-movement/movement';
import type { MoveContext } from '../../../engine/netea/rules/1.7-movement/types';
import { checkPickUps, spacesFor } from '../../../engine/netea/rules/1.7-movement/transports';
import { moveRequestFrom } from '../../../engine/netea/rules/1.7-movement/request';
import { defaultFirePlan, type FirePlan } from '../../../engine/netea/rules/1.9-shooting/rollToHit';
import { hittable, shootingOptions } from '../../../engine/netea/rules/1.9-shooting/options';
import type { Refusal } from '../../../engine/kernel/result';
import type { Point } from '../../../engine/kernel/geometry/types';
import { checkFormationCoherency } from '../../../engine/netea/rules/1.2-formations/coherency';
import type { GameState } from '../../../engine/netea/state/schema';
import type { UnitMoveType } from './choices';
import { movesNow } from '../../../engine/netea/rules/5.3-scenarios/combinedMoves';

/**
 * Previews the panels and the table show before the person commits: the engine's verdict on a
 * planned move with its length against the unit's allowance, and a shot's range, line of fire
 * and expected hits. They call the engine's own functions; the command is checked again when
 * it is submitted.
 */
export interface MovePreview {
  readonly refusal: Refusal | null;
  readonly length: number | null;
  readonly allowance: number | null;
}

export function previewMove(
  game: GameState,
  command: Command & { type: UnitMoveType },
): MovePreview {
  const refusal = validateCommand(game, command);
  const request = moveRequestFrom(game, command);
  if (!request) return { refusal, length: null, allowance: null };
  // The allowance of a plain move (1.7); charges, counter charges, withdrawals and
  // consolidations report the path's length and the engine's verdict only.
  const prepared = prepareMove(game, request, plainMoveContext(game));
  if ('code' in prepared) return { refusal, length: null, allowance: null };
  return {
    refusal,
    length: prepared.geom.length,
    allowance: command.type === 'move.unit' ? prepared.allowance : null,
  };
}

function plainMoveContext(game: GameState): MoveContext {
  // Seed 001 5.3.11.3: the moves of the formation moving now (a partner's in a combined fire).
  const acting = game.turnState.activation;
  const activation = acting ? movesNow(game, acting) : null;
  return {
    kind: 'normal',
    lastMoveOfAction: activation ? activation.movesTaken + 1 >= activation.movesAllowed : true,
    movedThisMove: activation?.movedThisMove ?? [],
  };
}

/**
 * 1.7.5: the units of its formation a transport would pick up on this path: each unit it could
 * carry, taken in turn (nearest first) while the engine's own pick-up check (base contact on the
 * way, capacity, not moved this move, no "Russian doll") accepts it with those already taken.
 */
export function pickUpsAlong(game: GameState, command: Command & { type: UnitMoveType }): string[] {
  const transport = game.units[command.unitId];
  const carrier = transport && game.datasheets[transport.datasheetId]?.transport;
  const request = moveRequestFrom(game, command);
  if (!transport?.position || !carrier || !request) return [];
  const context = plainMoveContext(game);
  const prepared = prepareMove(game, request, context);
  if ('code' in prepared) return [];
  const from = transport.position;
  const candidates = Object.values(game.units)
    .filter(
      (u) =>
        u.id !== transport.id &&
        u.formationId === transport.formationId &&
        u.status === 'deployed' &&
        u.position &&
        spacesFor(carrier, game.datasheets[u.datasheetId]!) !== null,
    )
    .sort(
      (a, b) =>
        Math.hypot(a.position!.x - from.x, a.position!.y - from.y) -
        Math.hypot(b.position!.x - from.x, b.position!.y - from.y),
    );
  const taken: string[] = [];
  for (const u of candidates)
    if (checkPickUps(game, transport, prepared.geom, [...taken, u.id], context) === null)
      taken.push(u.id);
  return taken;
}

export interface ShotPreview {
  readonly refusal: Refusal | null;
  readonly shooters: number;
  readonly units: number;
  readonly expectedHits: number;
  readonly modifiers: readonly Modifier[];
}

/** 1.9.2–1.9.5: who can shoot at the target and the hits to expect with the default fire plan. */
export function previewShot(
  game: GameState,
  formationId: string,
  targetFormationId: string,
  overwatch = false,
  chosen: FirePlan | null = null,
): ShotPreview {
  const action = overwatch ? null : (game.turnState.activation?.action ?? null);
  const units =
    game.formations[formationId]?.unitIds.filter((id) => game.units[id]?.status === 'deployed')
      .length ?? 0;
  const options = shootingOptions(game, formationId, targetFormationId, { action });
  if (!options.ok)
    return { refusal: options.error, shooters: 0, units, expectedHits: 0, modifiers: [] };
  const o = options.value;
  const plan = chosen ?? defaultFirePlan(o, game);
  let expected = 0;
  for (const order of plan.orders) {
    const weapon = o.weapons.find((w) => w.key === order.weaponKey);
    const mode = weapon?.modes.find((m) => m.modeIndex === order.modeIndex);
    const fp = mode?.firepower.find((f) => f.type === order.firepower);
    if (!mode || fp?.toHit === undefined) continue;
    // 1.9.6: hits of a type no target unit can take are wasted.
    const typeOf = (id: string) => game.datasheets[game.units[id]?.datasheetId ?? '']?.type ?? '';
    if (!mode.targets.some((t) => hittable(order.firepower, typeOf(t)))) continue;
    if (
      plan.cover[order.firepower] === 'only-open' &&
      mode.targets.every((t) => o.cover[t]?.inCover)
    )
      continue;
    const inCover =
      plan.cover[order.firepower] !== 'only-open' && mode.targets.some((t) => o.cover[t]?.inCover);
    const mods: Modifier[] = [
      ...o.baseModifiers,
      ...(inCover ? [{ value: -1, reason: 'target in cover', section: '1.8.2' }] : []),
    ];
    expected += successProbability(neededScore(fp.toHit, mods));
  }
  return {
    refusal: null,
    shooters: o.shooters.length,
    units,
    expectedHits: expected,
    modifiers: o.baseModifiers,
  };
}

/**
 * 1.7.4: the units of the moving formation that would be out of formation if its move ended
 * with these units where the plan puts them (and the rest where they stand): the engine's own
 * coherency check on that arrangement, so the table can mark them before the move is confirmed.
 */
export function previewOutOfFormation(
  game: GameState,
  planned: readonly { readonly unitId: string; readonly to: Point; readonly facing: number }[],
): readonly string[] {
  const first = game.units[planned[0]?.unitId ?? ''];
  if (!first) return [];
  const units = { ...game.units };
  for (const p of planned) {
    const u = units[p.unitId];
    if (u?.position) units[p.unitId] = { ...u, position: p.to, facing: p.facing };
  }
  return checkFormationCoherency({ ...game, units }, first.formationId).suggested;
}
