import { t } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import {
  commandSchema,
  type Command,
  type CommandType,
  type Side,
} from '../../../engine/netea/commands/schema';
import {
  motionAlongPath,
  normalizeFacing,
  pathLength,
  type Point,
} from '../../../engine/kernel/geometry';
import type { GameState } from '../../../engine/netea/state/schema';
import { unitMoveCommand, type UnitMoveType } from './choices';
import { pickUpsAlong, previewMove, type MovePreview } from './previews';

/**
 * A unit's move as the person plans it before committing: a path of waypoints from where the
 * unit stands (1.7: "units may move in any direction ... they may turn freely"), the end of the
 * last leg following the pointer, and a facing at the end chosen freely or left to the engine's
 * default (along the last leg). Nothing here decides a rule: the verdict, the length and the
 * allowance come from the engine (previews.ts).
 */
export interface MoveDraft {
  readonly unitId: string;
  /** The fixed waypoints, in order; the path then runs on to `end`. */
  readonly waypoints: readonly Point[];
  /** Where the last leg ends (the pointer while dragging). */
  readonly end: Point;
  /** The facing at the end, in degrees, or null: along the last leg (the engine's default). */
  readonly facing: number | null;
}

/** The schema's limit on a path's points (engine/netea/commands/primitives.ts `unitMoveFields`). */
export const MAX_PATH_POINTS = 50;

/** Dragging a unit: the plan's end follows the pointer; the waypoints stay while the same unit
 * is dragged again, and a new plan starts for any other unit. */
export function dragTo(draft: MoveDraft | null, unitId: string, end: Point): MoveDraft {
  if (draft?.unitId === unitId) return { ...draft, end };
  return { unitId, waypoints: [], end, facing: null };
}

/** Fixes the end of the last leg as a waypoint; the next leg runs on to `next` (by default it
 * starts where the last one ended, and the pointer then drags it on). */
export function addWaypoint(draft: MoveDraft, next: Point = draft.end): MoveDraft {
  if (draft.waypoints.length + 1 >= MAX_PATH_POINTS) return draft;
  return { ...draft, waypoints: [...draft.waypoints, draft.end], end: next };
}

/** Takes back the last waypoint (its two legs become one); without waypoints, the whole plan. */
export function removeWaypoint(draft: MoveDraft): MoveDraft | null {
  if (draft.waypoints.length === 0) return null;
  return { ...draft, waypoints: draft.waypoints.slice(0, -1) };
}

export function draftPath(draft: MoveDraft): Point[] {
  return [...draft.waypoints, draft.end];
}

/** The facing the unit ends with: the chosen one, or where the engine's motion along the path
 * leaves it (engine/kernel/geometry/motion.ts, the same function the move rules use). */
export function finalFacing(game: GameState, draft: MoveDraft, keepFacing = false): number {
  if (draft.facing !== null) return draft.facing;
  const unit = game.units[draft.unitId];
  if (!unit?.position) return 0;
  const poses = motionAlongPath(unit.facing, [unit.position, ...draftPath(draft)], {
    orientation: keepFacing ? 'keep-facing' : 'face-path',
  });
  return poses[poses.length - 1]!.facing;
}

/** Turns the final facing by `degrees` (clockwise on the table, as the screen shows it). */
export function rotateFacing(game: GameState, draft: MoveDraft, degrees: number): MoveDraft {
  // Turning lands on whole steps of the turn (15°, or 5° for the fine turn).
  const step = Math.abs(degrees) || 1;
  const turned = Math.round((finalFacing(game, draft) + degrees) / step) * step;
  return { ...draft, facing: normalizeFacing(turned) };
}

export function resetFacing(draft: MoveDraft): MoveDraft {
  return { ...draft, facing: null };
}

/** Whether a command type's schema has a field (facing, pickUp): the schema decides what the
 * renderer may send. */
export function acceptsField(type: CommandType, field: string): boolean {
  const schema = commandSchema.options.find((o) => o.shape.type.value === type);
  return schema !== undefined && field in schema.shape;
}

/** The command for a planned move: the path's waypoints, the facing when one was chosen and
 * the command takes it, the units picked up when the command takes them (1.7.5), with
 * `keepFacing` the base sliding without turning (reversing, sidestepping: 1.7), and with
 * `popUp` a skimmer popping up where the command allows it (2.1.13 FAQ: a counter charge). */
export function draftCommand(
  type: UnitMoveType,
  side: Side,
  draft: MoveDraft,
  pickUp: readonly string[] = [],
  keepFacing = false,
  popUp = false,
): Command {
  const base = unitMoveCommand(type, side, draft.unitId, draftPath(draft)) as Record<
    string,
    unknown
  >;
  if (draft.facing !== null && acceptsField(type, 'facing')) base['facing'] = draft.facing;
  if (pickUp.length > 0 && acceptsField(type, 'pickUp')) base['pickUp'] = [...pickUp];
  if (keepFacing && acceptsField(type, 'orientation')) base['orientation'] = 'keep-facing';
  if (popUp && acceptsField(type, 'popUp')) base['popUp'] = true;
  return base as Command;
}

export interface LegPreview {
  readonly from: Point;
  readonly to: Point;
  readonly length: number;
  /** What is left of the move's allowance at the end of this leg (plain moves only). */
  readonly left: number | null;
}

export interface DraftPreview extends MovePreview {
  readonly command: Command;
  readonly legs: readonly LegPreview[];
  readonly facing: number;
  readonly pickUp: readonly string[];
}

/** The engine's verdict on a planned path, with every leg's length and the allowance left
 * after it; with `pickUp`, the units of its formation a transport would take aboard. */
export function previewDraft(
  game: GameState,
  type: UnitMoveType,
  side: Side,
  draft: MoveDraft,
  options: { pickUp?: boolean; keepFacing?: boolean; popUp?: boolean } = {},
): DraftPreview {
  const keep = options.keepFacing ?? false;
  const up = options.popUp ?? false;
  const plain = draftCommand(type, side, draft, [], keep, up);
  const pickUp =
    options.pickUp && acceptsField(type, 'pickUp')
      ? pickUpsAlong(game, plain as Command & { type: UnitMoveType })
      : [];
  const command = draftCommand(type, side, draft, pickUp, keep, up);
  const preview = previewMove(game, command as Command & { type: UnitMoveType });
  const start = game.units[draft.unitId]?.position;
  const legs: LegPreview[] = [];
  if (start) {
    let from = start;
    let total = 0;
    for (const to of draftPath(draft)) {
      const length = pathLength([from, to]);
      total += length;
      const left = preview.allowance === null ? null : preview.allowance - total;
      legs.push({ from, to, length, left });
      from = to;
    }
  }
  return { ...preview, command, legs, facing: finalFacing(game, draft, keep), pickUp };
}

/** The plan in words: length and allowance left, each leg when there are several (unless
 * `legs` is false: the table labels the legs at their waypoints), the units picked up, or the
 * engine's refusal with its section. */
export function draftText(
  game: GameState,
  preview: DraftPreview,
  options: { legs?: boolean } = {},
): string {
  const length = preview.length === null ? '' : `${preview.length.toFixed(1)}cm`;
  const left =
    preview.allowance !== null && preview.length !== null
      ? ` ${t('of {{allowance}}cm, {{left}}cm left', {
          // Whole centimetres as printed; a move from a portal adds a part of its base (6.1.6).
          allowance: Number(preview.allowance.toFixed(1)),
          left: Math.max(0, preview.allowance - preview.length).toFixed(1),
        })}`
      : '';
  const legs =
    options.legs !== false && preview.legs.length > 1
      ? ' · ' +
        preview.legs
          .map(
            (l, i) =>
              t('leg {{n}}: {{length}}cm', { n: i + 1, length: l.length.toFixed(1) }) +
              (l.left === null
                ? ''
                : ` (${t('{{left}}cm left', { left: Math.max(0, l.left).toFixed(1) })})`),
          )
          .join(', ')
      : '';
  const picked = preview.pickUp.length
    ? ` · ${t('picks up {{units}}', { units: preview.pickUp.map((id) => unitName(game, id)).join(', ') })}`
    : '';
  if (preview.refusal)
    return `${length ? length + ': ' : ''}${refusalLine(preview.refusal, game)}${legs}`;
  return `${length}${left}${legs}${picked}`;
}

/** A unit as a player finds it on the table: its datasheet and its place in its formation
 * ("Rhino 3 of Tactical detachment 1"), never its id. */
export function unitName(game: GameState, unitId: string): string {
  const unit = game.units[unitId];
  const name = game.datasheets[unit?.datasheetId ?? '']?.name ?? t('unit');
  const formation = unit && game.formations[unit.formationId];
  return formation
    ? t('{{name}} {{n}} of {{formation}}', {
        name,
        n: formation.unitIds.indexOf(unitId) + 1,
        formation: formation.name,
      })
    : name;
}

export interface FollowerPlan {
  readonly unitId: string;
  readonly path: readonly Point[];
  readonly facing: number;
  readonly command: Command;
  readonly legal: boolean;
}

/**
 * "Move the whole formation": every other movable unit of the lead's formation follows the same
 * path shifted by where it stands from the lead, and ends with the lead's chosen facing. Front
 * units first, so that those behind are not blocked by units yet to move.
 */
export function followerPlans(
  game: GameState,
  type: UnitMoveType,
  side: Side,
  draft: MoveDraft,
  movable: ReadonlySet<string>,
): FollowerPlan[] {
  const lead = game.units[draft.unitId];
  if (!lead?.position) return [];
  const d = { x: draft.end.x - lead.position.x, y: draft.end.y - lead.position.y };
  const ahead = (p: Point) => p.x * d.x + p.y * d.y;
  return [...movable]
    .map((id) => game.units[id]!)
    .filter((u) => u.id !== lead.id && u.formationId === lead.formationId && u.position)
    .sort((a, b) => ahead(b.position!) - ahead(a.position!))
    .map((u) => {
      const dx = u.position!.x - lead.position!.x;
      const dy = u.position!.y - lead.position!.y;
      const shift = (p: Point) => ({ x: p.x + dx, y: p.y + dy });
      const own: MoveDraft = {
        unitId: u.id,
        waypoints: draft.waypoints.map(shift),
        end: shift(draft.end),
        facing: draft.facing,
      };
      const command = draftCommand(type, side, own);
      return {
        unitId: u.id,
        path: draftPath(own),
        facing: finalFacing(game, own),
        command,
        legal: previewMove(game, command as Command & { type: UnitMoveType }).refusal === null,
      };
    });
}
