import type Konva from 'konva';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Circle, Group, Layer, Line, Shape, Text } from 'react-konva';
import { convexHull } from '../../../engine/kernel/geometry/hull';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import type { BattlefieldProps } from './Battlefield';
import { flat, FootprintShape, frontOf, traceBases } from './shapes';
import { SIDE_FILL, SIDE_LIGHT } from './style';

/** Formations (outline, name, Blast markers, overwatch, broken) and their units' bases. */
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
  return (
    <Layer>
      {formations.map(({ formation: f, units, hull }) => {
        if (units.length === 0) return null;
        const selected = f.id === props.selectedFormationId;
        const acting = f.id === props.actingFormationId;
        const topmost = hull.reduce((a, p) => (p.y < a.y ? p : a), hull[0]!);
        // The label starts at the formation's left edge and stays on the table.
        const left = Math.min(...hull.map((p) => p.x));
        const top = {
          x: Math.max(6, Math.min(left + 6, game.table.width - 180 * px)),
          y: Math.max(topmost.y, 4 + 26 * px),
        };
        const badges = [
          f.name,
          f.blastMarkers > 0 ? `BM ${f.blastMarkers}` : '',
          f.overwatch ? 'OVERWATCH' : '',
          f.broken ? 'BROKEN' : '',
          acting ? 'acting' : f.activated ? 'done' : '',
        ]
          .filter(Boolean)
          .join(' · ');
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
            <Text
              x={top.x - 6}
              y={top.y - 4 - 14 * px}
              text={badges}
              fontSize={11 * px}
              fontStyle="bold"
              fill={f.broken ? '#7a0000' : '#111111'}
              listening={false}
            />
            {f.blastMarkers > 0 &&
              Array.from({ length: Math.min(f.blastMarkers, 8) }, (_, i) => (
                <Circle
                  key={i}
                  x={top.x - 6 + i * 10 * px}
                  y={top.y - 4 - 22 * px}
                  radius={3.5 * px}
                  fill="#222"
                  stroke="#ff8a00"
                  strokeWidth={1}
                  strokeScaleEnabled={false}
                  listening={false}
                />
              ))}
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
  side: 0 | 1;
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
        ctx.setAttr('strokeStyle', '#ffffff');
        ctx.setAttr('lineWidth', 2 / shape.getAbsoluteScale().x);
        ctx.stroke();
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
      {props.draggable && <Circle radius={0.35} fill="#ffe14d" listening={false} />}
    </Group>
  );
});
