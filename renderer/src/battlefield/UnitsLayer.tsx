import { i18n, t, useWords, w } from '../i18n';
import type Konva from 'konva';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Circle, Group, Layer, Line, Rect, Shape, Text } from 'react-konva';
import { convexHull } from '../../../engine/kernel/geometry/hull';
import type { Point } from '../../../engine/kernel/geometry/types';
import type {
  Action,
  FormationState,
  GameState,
  UnitState,
} from '../../../engine/netea/state/schema';
import type { Side } from '../../../engine/netea/commands/schema';
import type { BattlefieldProps } from './Battlefield';
import { flat, FootprintShape, frontOf, traceBases } from './shapes';
import {
  baseLength,
  shortName,
  symbolOf,
  traceSymbol,
  warEngineTrack,
  type WarEngineTrack,
} from './counters';
import { placeLabels } from './labelPlacement';
import { textWidth } from './measure';
import { OBJECTIVE_MARKER, objectiveLabelBoxes } from './TableLayer';
import { plantLabelBoxes } from './PlantLayer';
import { SIDE_FILL, SIDE_LIGHT, SIDE_NAME_COLOUR } from './style';

/** What a formation's label says of it after its name: its state this turn, in words. */
const DONE: Record<Action, string> = {
  advance: w('advanced'),
  engage: w('engaged'),
  double: w('doubled'),
  march: w('marched'),
  marshal: w('marshalled'),
  overwatch: w('on overwatch'),
  'sustained-fire': w('sustained fire'),
  hold: w('held'),
};

/** A formation's label on the table: its name and state. With three or four players (seed 001
 * 5.3.11) the colours are too many to tell apart at a glance, or for eyes that confuse them, so
 * the label names the player's number too; a two-player table is labelled as it always was. */
export function formationLabel(game: GameState, f: FormationState, acting: boolean): string {
  const player = game.players.length > 2 ? [`P${f.side + 1}`] : [];
  return [...player, f.name, ...formationStatus(f, acting)].join(' · ');
}

export function formationStatus(f: FormationState, acting: boolean): string[] {
  const words: string[] = [];
  if (f.broken) words.push(t('broken'));
  else if (f.overwatch) words.push(t('on overwatch'));
  if (acting) words.push(t('acting'));
  else if (f.activated && f.action && !(f.overwatch && f.action === 'overwatch'))
    words.push(t(DONE[f.action]));
  return words;
}

/** Screen pixels of a label's line of text. */
const LABEL_FONT = 11;

/** Formations (outline, name, Blast markers, overwatch, broken) and their units' counters. */
export const UnitsLayer = memo(function UnitsLayer(props: {
  game: GameState;
  px: number;
  selectedFormationId: string | null;
  actingFormationId: string | null;
  movable: ReadonlySet<string>;
  animation: BattlefieldProps['animation'];
  onUnitClick: (unit: UnitState) => void;
  onDrag: (unitId: string, to: Point, done: boolean) => void;
}) {
  const { game, px } = props;
  const language = useWords() && i18n.language;
  const moving = props.animation?.from ?? new Map<string, Point>();
  const formations = useMemo(
    () =>
      Object.values(game.formations).map((f) => {
        const units = f.unitIds
          .map((id) => game.units[id])
          .filter((u): u is UnitState => !!u && u.status === 'deployed' && !!u.position);
        return { formation: f, units, hull: convexHull(units.map((u) => u.position!)) };
      }),
    [game],
  );
  // The acting formation is drawn last, on top: its units are the ones to drag, also where they
  // stand on others (units coming out of a portal, 6.1.6; infantry walking over infantry, 1.7.2).
  const drawOrder = useMemo(
    () => [
      ...formations.filter((x) => x.formation.id !== props.actingFormationId),
      ...formations.filter((x) => x.formation.id === props.actingFormationId),
    ],
    [formations, props.actingFormationId],
  );
  // Labels are placed together so that none covers another (the acting and selected formations
  // first: they keep the best places).
  const labels = useMemo(() => {
    const order = [...formations].sort((a, b) => rank(b.formation.id) - rank(a.formation.id));
    function rank(id: string) {
      return id === props.actingFormationId ? 2 : id === props.selectedFormationId ? 1 : 0;
    }
    const boxOf = (u: UnitState) => {
      const half = baseLength(game.datasheets[u.datasheetId]?.footprint) / 2;
      return {
        x: u.position!.x - half,
        y: u.position!.y - half,
        width: 2 * half,
        height: 2 * half,
      };
    };
    const obstacles = [
      ...formations.flatMap((x) => x.units.map(boxOf)),
      // A war engine's damage track stands above its counter and its name below (drawCounters):
      // no formation label covers them.
      ...formations.flatMap((x) =>
        x.units.flatMap((u) => {
          const sheet = game.datasheets[u.datasheetId];
          const track = warEngineTrack(sheet, u);
          if (!track) return [];
          const length = baseLength(sheet?.footprint);
          const p = u.position!;
          const boxes = [trackBox(track, { x: p.x, y: p.y - length / 2 }, 1 / px)];
          if (length / px >= NAME_FROM_PX) {
            const width = textWidth(shortName(sheet), 10, false) * px;
            boxes.push({ x: p.x - width / 2, y: p.y + length / 2, width, height: 14 * px });
          }
          return boxes;
        }),
      ),
      ...objectiveLabelBoxes(game, px),
      // Seed 001 5.3.15: nor the water plant's table numbers and its entrance's words.
      ...plantLabelBoxes(game, px),
      // Nor the objective markers themselves (the words beside them say who holds each).
      ...game.objectives.map((o) => ({
        x: o.position.x - OBJECTIVE_MARKER,
        y: o.position.y - OBJECTIVE_MARKER,
        width: 2 * OBJECTIVE_MARKER,
        height: 2 * OBJECTIVE_MARKER,
      })),
    ];
    const placed = placeLabels(
      order
        .filter((x) => x.units.length > 0)
        .map(({ formation: f, units }) => {
          const hull = units.flatMap((u) => {
            const b = boxOf(u);
            return [
              { x: b.x, y: b.y },
              { x: b.x + b.width, y: b.y + b.height },
            ];
          });
          const text = formationLabel(game, f, f.id === props.actingFormationId);
          const rows = f.blastMarkers > 0 ? 2 : 1;
          return {
            id: f.id,
            hull,
            width: (textWidth(text, LABEL_FONT, true) + 10) * px,
            height: (rows * (LABEL_FONT + 4) + 2) * px,
          };
        }),
      game.table,
      4 * px,
      obstacles,
    );
    return new Map(placed.map((l) => [l.id, l]));
    // The label widths depend on the words of the page's language.
  }, [formations, game, px, props.actingFormationId, props.selectedFormationId, language]);
  return (
    <Layer>
      {drawOrder.map(({ formation: f, units, hull }) => {
        if (units.length === 0) return null;
        const selected = f.id === props.selectedFormationId;
        const acting = f.id === props.actingFormationId;
        const label = labels.get(f.id);
        const text = formationLabel(game, f, acting);
        return (
          <Group key={f.id}>
            {hull.length >= 2 && (
              <Line
                points={flat(hull)}
                closed
                stroke={acting ? '#ffe14d' : selected ? '#ffffff' : SIDE_LIGHT[f.side]}
                strokeWidth={acting || selected ? 3 : 1.5}
                dash={f.broken ? [3, 4] : undefined}
                strokeScaleEnabled={false}
                listening={false}
                fill={f.broken ? 'rgba(0,0,0,0.12)' : undefined}
              />
            )}
            {label && hull.length > 0 && farFrom(label, hull, 12 * px) && (
              // A label that had to go further off is tied to its formation by a thin line.
              <Line
                points={[
                  label.x + label.width / 2,
                  label.y + label.height / 2,
                  ...flat([nearestPoint(hull, label)]),
                ]}
                stroke={SIDE_NAME_COLOUR[f.side]}
                strokeWidth={1}
                dash={[3, 3]}
                strokeScaleEnabled={false}
                listening={false}
              />
            )}
            {label && (
              <Group x={label.x} y={label.y} listening={false}>
                <Rect
                  width={label.width}
                  height={label.height}
                  fill="rgba(255,255,255,0.72)"
                  stroke={acting ? '#b8920a' : SIDE_FILL[f.side]}
                  strokeWidth={acting || selected ? 2 : 1}
                  strokeScaleEnabled={false}
                  cornerRadius={3 * px}
                />
                <Text
                  x={4 * px}
                  y={3 * px}
                  text={text}
                  fontSize={LABEL_FONT * px}
                  fontStyle="bold"
                  fill={f.broken ? '#7a0000' : SIDE_NAME_COLOUR[f.side]}
                />
                {f.blastMarkers > 0 && (
                  <Group y={(LABEL_FONT + 4 + 3) * px}>
                    {Array.from({ length: Math.min(f.blastMarkers, 10) }, (_, i) => (
                      <Circle
                        key={i}
                        x={(9 + i * 11) * px}
                        y={5 * px}
                        radius={4 * px}
                        fill="#222"
                        stroke="#ff8a00"
                        strokeWidth={1.5}
                        strokeScaleEnabled={false}
                      />
                    ))}
                    <Text
                      x={(9 + Math.min(f.blastMarkers, 10) * 11) * px}
                      y={0}
                      text={
                        f.blastMarkers === 1
                          ? t('1 Blast marker')
                          : t('{{count}} Blast markers', { count: f.blastMarkers })
                      }
                      fontSize={(LABEL_FONT - 1) * px}
                      fill="#4a2a00"
                    />
                  </Group>
                )}
              </Group>
            )}
            <FormationBases
              game={game}
              units={units.filter((u) => !props.movable.has(u.id) && !moving.has(u.id))}
              side={f.side}
              highlighted={selected || acting}
              onClick={props.onUnitClick}
            />
            {units
              .filter((u) => moving.has(u.id))
              .map((u) => (
                <UnitShape
                  key={`${u.id}@${props.animation!.key}`}
                  game={game}
                  unit={u}
                  highlighted={selected || acting}
                  draggable={false}
                  from={moving.get(u.id)}
                  seconds={props.animation!.seconds}
                  onClick={props.onUnitClick}
                  onDrag={props.onDrag}
                />
              ))}
            {units
              .filter((u) => props.movable.has(u.id))
              .map((u) => (
                <UnitShape
                  key={u.id}
                  game={game}
                  unit={u}
                  highlighted={selected || acting}
                  draggable
                  onClick={props.onUnitClick}
                  onDrag={props.onDrag}
                />
              ))}
          </Group>
        );
      })}
    </Layer>
  );
});

/**
 * The bases of a formation that are not being moved, drawn as one shape: one node per
 * formation instead of three per unit keeps a 400-unit table within a frame's budget
 * (CONVENTIONS: Battlefield; measured by `npm run bench:ui`). A click selects the formation.
 */
const FormationBases = memo(function FormationBases(props: {
  game: GameState;
  units: readonly UnitState[];
  side: Side;
  highlighted: boolean;
  onClick: (unit: UnitState) => void;
}) {
  const { game, units } = props;
  if (units.length === 0) return null;
  return (
    <Shape
      sceneFunc={(ctx, shape) => {
        ctx.beginPath();
        traceBases(ctx, game, units);
        ctx.fillStrokeShape(shape);
        // The facing: a line from the centre to the front edge of each base.
        ctx.beginPath();
        for (const u of units) {
          const front = frontOf(game.datasheets[u.datasheetId]?.footprint);
          const r = (u.facing * Math.PI) / 180;
          ctx.moveTo(u.position!.x, u.position!.y);
          ctx.lineTo(u.position!.x + Math.cos(r) * front, u.position!.y + Math.sin(r) * front);
        }
        const scale = shape.getAbsoluteScale().x;
        ctx.setAttr('strokeStyle', '#ffffff');
        ctx.setAttr('lineWidth', 2 / scale);
        ctx.stroke();
        drawCounters(ctx, game, units, scale);
      }}
      hitFunc={(ctx, shape) => {
        ctx.beginPath();
        traceBases(ctx, game, units);
        ctx.fillStrokeShape(shape);
      }}
      fill={SIDE_FILL[props.side]}
      stroke={props.highlighted ? '#ffffff' : '#101010'}
      strokeWidth={props.highlighted ? 2 : 1}
      strokeScaleEnabled={false}
      perfectDrawEnabled={false}
      onClick={(e) => {
        e.cancelBubble = true;
        props.onClick(units[0]!);
      }}
    />
  );
});

const UnitShape = memo(function UnitShape(props: {
  game: GameState;
  unit: UnitState;
  highlighted: boolean;
  draggable: boolean;
  onClick: (unit: UnitState) => void;
  onDrag: (unitId: string, to: Point, done: boolean) => void;
  /** Slide in from here (the computer's move) over `seconds`. */
  from?: Point | undefined;
  seconds?: number;
}) {
  const { unit, from, seconds } = props;
  const sheet = props.game.datasheets[unit.datasheetId];
  const pos = unit.position!;
  const group = useRef<Konva.Group>(null);
  useEffect(() => {
    const node = group.current;
    if (!node || !from) return;
    node.position(from);
    node.to({ x: pos.x, y: pos.y, duration: seconds ?? 0.2 });
  }, [from, pos.x, pos.y, seconds]);
  const handleDrag = (e: Konva.KonvaEventObject<DragEvent>, done: boolean) => {
    e.cancelBubble = true;
    const node = e.target;
    props.onDrag(unit.id, { x: node.x(), y: node.y() }, done);
    // The unit stays where the state has it; the plan is drawn on the overlay.
    if (done) node.position(pos);
  };
  return (
    <Group
      ref={group}
      x={pos.x}
      y={pos.y}
      rotation={unit.facing}
      draggable={props.draggable}
      onClick={(e) => {
        e.cancelBubble = true;
        props.onClick(unit);
      }}
      onDragStart={(e) => {
        e.cancelBubble = true;
      }}
      onDragMove={(e) => handleDrag(e, false)}
      onDragEnd={(e) => handleDrag(e, true)}
    >
      <FootprintShape
        footprint={sheet?.footprint}
        fill={SIDE_FILL[unit.side]}
        stroke={props.highlighted ? '#ffffff' : '#101010'}
        strokeWidth={props.highlighted ? 2 : 1}
      />
      <Line
        points={[0, 0, frontOf(sheet?.footprint), 0]}
        stroke="#ffffff"
        strokeWidth={2}
        strokeScaleEnabled={false}
        listening={false}
      />
      <Shape
        sceneFunc={(ctx, shape) => {
          ctx.beginPath();
          traceSymbol(ctx, symbolOf(sheet), sheet?.footprint);
          ctx.setAttr('strokeStyle', 'rgba(255,255,255,0.9)');
          ctx.setAttr('lineWidth', 1.3 / shape.getAbsoluteScale().x);
          ctx.stroke();
        }}
        listening={false}
      />
      {props.draggable && <Circle radius={0.35} fill="#ffe14d" listening={false} />}
    </Group>
  );
});

/** Screen pixels a base must measure before its counter carries its short name. */
const NAME_FROM_PX = 34;

/**
 * The counters' symbols, short names (when zoomed in far enough to read them) and the number of
 * units each transport carries, drawn in one pass over the formation's bases.
 */
function drawCounters(
  ctx: Konva.Context,
  game: GameState,
  units: readonly UnitState[],
  scale: number,
) {
  ctx.beginPath();
  for (const u of units) {
    const sheet = game.datasheets[u.datasheetId];
    const p = u.position!;
    const r = (u.facing * Math.PI) / 180;
    // The symbol's points turned to the unit's facing, around its centre.
    const turned = {
      beginPath: () => undefined,
      closePath: () => ctx.closePath(),
      moveTo: (x: number, y: number) => ctx.moveTo(...rot(p, r, x, y)),
      lineTo: (x: number, y: number) => ctx.lineTo(...rot(p, r, x, y)),
      rect: (x: number, y: number, w: number, h: number) => {
        ctx.moveTo(...rot(p, r, x, y));
        ctx.lineTo(...rot(p, r, x + w, y));
        ctx.lineTo(...rot(p, r, x + w, y + h));
        ctx.lineTo(...rot(p, r, x, y + h));
        ctx.closePath();
      },
      ellipse: (
        x: number,
        y: number,
        rx: number,
        ry: number,
        rotation: number,
        s: number,
        e: number,
      ) => ctx.ellipse(...rot(p, r, x, y), rx, ry, rotation + r, s, e),
      arc: (x: number, y: number, radius: number, s: number, e: number) =>
        ctx.arc(...rot(p, r, x, y), radius, s, e),
    };
    traceSymbol(turned, symbolOf(sheet), sheet?.footprint);
  }
  ctx.setAttr('strokeStyle', 'rgba(255,255,255,0.9)');
  ctx.setAttr('lineWidth', 1.3 / scale);
  ctx.stroke();
  const aboard = new Map<string, number>();
  for (const u of Object.values(game.units))
    if (u.status === 'embarked' && u.transportedBy)
      aboard.set(u.transportedBy, (aboard.get(u.transportedBy) ?? 0) + 1);
  ctx.setAttr('textAlign', 'center');
  ctx.setAttr('textBaseline', 'top');
  for (const u of units) {
    const sheet = game.datasheets[u.datasheetId];
    const p = u.position!;
    const length = baseLength(sheet?.footprint);
    const carried = aboard.get(u.id) ?? 0;
    if (carried > 0) {
      // A pip with the number of units aboard, at the transport's corner.
      const at = { x: p.x + length / 2, y: p.y - length / 2 };
      ctx.beginPath();
      ctx.arc(at.x, at.y, 7 / scale, 0, 2 * Math.PI);
      ctx.setAttr('fillStyle', '#ffe14d');
      ctx.fill();
      ctx.setAttr('fillStyle', '#111111');
      ctx.setAttr('font', `bold ${10 / scale}px sans-serif`);
      ctx.fillText(String(carried), at.x, at.y - 5 / scale);
    }
    const track = warEngineTrack(sheet, u);
    if (track) drawTrack(ctx, track, { x: p.x, y: p.y - length / 2 }, scale);
    if (length * scale >= NAME_FROM_PX) {
      ctx.setAttr('fillStyle', '#111111');
      ctx.setAttr('font', `${10 / scale}px sans-serif`);
      ctx.fillText(shortName(sheet), p.x, p.y + length / 2 + 2 / scale);
    }
  }
}

/**
 * A war engine's damage track above its counter (3.2.2): a box per point of its starting damage
 * capacity, those lost filled red; then its shields up as blue pips (void shields) or a blue ring
 * with the number (power fields, a ring with "?" before they are first rolled), and fires as
 * orange pips (3.2.3). Sized in screen pixels so it reads at any zoom.
 */
function drawTrack(ctx: Konva.Context, track: WarEngineTrack, top: Point, scale: number) {
  const { box, gap, width, y } = trackMetrics(track, top, scale);
  const n = track.capacity;
  for (let i = 0; i < n; i++) {
    const x = top.x - width / 2 + i * (box + gap);
    ctx.beginPath();
    ctx.rect(x, y, box, box);
    ctx.setAttr('fillStyle', i < track.damage ? '#c62828' : '#f5f5f5');
    ctx.fill();
    ctx.setAttr('strokeStyle', '#111111');
    ctx.setAttr('lineWidth', 1 / scale);
    ctx.stroke();
  }
  let x = top.x + width / 2 + 3 / scale;
  const pip = (colour: string) => {
    ctx.beginPath();
    ctx.arc(x + box / 2, y + box / 2, box / 2, 0, 2 * Math.PI);
    ctx.setAttr('fillStyle', colour);
    ctx.fill();
    x += box + gap;
  };
  if (track.shields?.kind === 'void')
    for (let i = 0; i < (track.shields.up ?? 0); i++) pip('#1e88e5');
  if (track.shields?.kind === 'power') {
    pip('#1e88e5');
    ctx.setAttr('fillStyle', '#ffffff');
    ctx.setAttr('font', `bold ${7 / scale}px sans-serif`);
    ctx.fillText(track.shields.up === null ? '?' : String(track.shields.up), x - gap - box / 2, y);
  }
  for (let i = 0; i < track.fires; i++) pip('#fb8c00');
}

/** Where drawTrack draws the boxes of a track (its pips follow on the right). */
function trackMetrics(track: WarEngineTrack, top: Point, scale: number) {
  const box = 6 / scale;
  const gap = 1.5 / scale;
  const width = track.capacity * box + (track.capacity - 1) * gap;
  return { box, gap, width, y: top.y - box - 4 / scale };
}

/** The table area a war engine's damage track covers, its shield and fire pips included. */
function trackBox(track: WarEngineTrack, top: Point, scale: number): LabelBox {
  const { box, gap, width, y } = trackMetrics(track, top, scale);
  const shields = track.shields?.kind === 'void' ? (track.shields.up ?? 0) : track.shields ? 1 : 0;
  const pips = shields + track.fires;
  const right = pips > 0 ? 3 / scale + pips * (box + gap) : 0;
  return { x: top.x - width / 2, y, width: width + right, height: top.y - y };
}

function rot(p: Point, r: number, x: number, y: number): [number, number] {
  const c = Math.cos(r);
  const s = Math.sin(r);
  return [p.x + x * c - y * s, p.y + x * s + y * c];
}

type LabelBox = { x: number; y: number; width: number; height: number };

/** Whether the label stands more than `distance` away from every unit of its formation. */
function farFrom(label: LabelBox, hull: readonly Point[], distance: number): boolean {
  const p = nearestPoint(hull, label);
  const dx = Math.max(label.x - p.x, 0, p.x - (label.x + label.width));
  const dy = Math.max(label.y - p.y, 0, p.y - (label.y + label.height));
  return Math.hypot(dx, dy) > distance;
}

/** The hull point nearest the label's middle. */
function nearestPoint(hull: readonly Point[], label: LabelBox): Point {
  const m = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
  return hull.reduce((a, p) =>
    Math.hypot(p.x - m.x, p.y - m.y) < Math.hypot(a.x - m.x, a.y - m.y) ? p : a,
  );
}
