import type Konva from 'konva';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Circle, Group, Layer, Line, Rect, Shape, Stage, Text } from 'react-konva';
import { COHERENCY_RANGE, ZOC_RANGE } from '../../../engine/geometry/constants';
import { convexHull } from '../../../engine/geometry/hull';
import { rectCorners } from '../../../engine/geometry/shapes';
import type { Footprint, Point } from '../../../engine/geometry/types';
import type { GameState, UnitState } from '../../../engine/state/schema';
import { fitTable, keyCamera, toTable, wheelFactor, zoomAt, type Camera } from './camera';
import { SIDE_FILL, SIDE_LIGHT, TABLE_FILL, TERRAIN_FILL } from './style';

/** A planned move drawn over the table until the person confirms or cancels it. */
export interface PlanOverlay {
  readonly unitId: string;
  readonly to: Point;
  readonly legal: boolean;
  readonly label: string;
  /** Other units moved with it (a whole formation), each with the engine's verdict. */
  readonly followers?: readonly { unitId: string; to: Point; legal: boolean }[];
}

export interface BattlefieldProps {
  readonly game: GameState;
  readonly selectedFormationId: string | null;
  readonly actingFormationId: string | null;
  readonly showZones: boolean;
  /** Units the person may drag now (the pending decision's move command). */
  readonly movable: ReadonlySet<string>;
  /** The computer's last move, animated: where each moved unit came from, and how long. */
  readonly animation?: {
    readonly key: number;
    readonly from: ReadonlyMap<string, Point>;
    readonly seconds: number;
  };
  readonly plan: PlanOverlay | null;
  /** Draw the longest weapon range around each unit of the selected formation. */
  readonly rangeRings: boolean;
  /** The measuring tape: dragging on the table measures instead of panning. */
  readonly tape: boolean;
  readonly onUnitClick: (unit: UnitState) => void;
  readonly onTableClick: (at: Point) => void;
  readonly onDrag: (unitId: string, to: Point, done: boolean) => void;
  /** Told of every camera change (the test hook maps table points to the screen with it). */
  readonly onCamera?: (camera: Camera) => void;
}

/**
 * The table at true proportions in centimetres: the camera scales the stage, so every shape is
 * drawn in table units. Terrain and objectives sit on a layer that does not listen; units and
 * formations on their own; the planned move on an overlay (CONVENTIONS: Battlefield).
 */
export function Battlefield(props: BattlefieldProps) {
  const { game } = props;
  const holder = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 800, height: 600 });
  // The camera changes the stage directly (wheel, drag and keys must not wait for React to
  // re-render 400 units); React hears of it once the view settles, to resize the labels.
  const cameraRef = useRef<Camera>(fitTable(game.table, size));
  const stageRef = useRef<Konva.Stage>(null);
  const [labelScale, setLabelScale] = useState(cameraRef.current.scale);
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fitted = useRef(false);
  const [measure, setMeasure] = useState<{ from: Point; to: Point } | null>(null);
  const { onCamera } = props;

  const apply = useCallback(
    (next: Camera) => {
      cameraRef.current = next;
      const stage = stageRef.current;
      if (stage) {
        stage.scale({ x: next.scale, y: next.scale });
        stage.position({ x: next.x, y: next.y });
        stage.batchDraw();
      }
      onCamera?.(next);
      if (settle.current) clearTimeout(settle.current);
      settle.current = setTimeout(() => setLabelScale(cameraRef.current.scale), 150);
    },
    [onCamera],
  );

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      const next = { width: el.clientWidth, height: el.clientHeight };
      setSize(next);
      if (!fitted.current && next.width > 0) {
        fitted.current = true;
        apply(fitTable(game.table, next));
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [game.table, apply]);

  useEffect(() => {
    onCamera?.(cameraRef.current);
  }, [onCamera]);

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const pointer = e.target.getStage()?.getPointerPosition();
    if (pointer) apply(zoomAt(cameraRef.current, pointer, wheelFactor(e.evt.deltaY)));
  };
  const onStageDrag = (e: Konva.KonvaEventObject<DragEvent>) => {
    const stage = e.target;
    if (stage !== e.target.getStage()) return;
    // Konva has moved the stage already; only remember where.
    cameraRef.current = { ...cameraRef.current, x: stage.x(), y: stage.y() };
    onCamera?.(cameraRef.current);
  };
  const onClick = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const stage = e.target.getStage();
    const pointer = stage?.getPointerPosition();
    if (!pointer) return;
    props.onTableClick(toTable(cameraRef.current, pointer));
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const next =
      e.key === '0' ? fitTable(game.table, size) : keyCamera(cameraRef.current, e.key, size);
    if (next) {
      e.preventDefault();
      apply(next);
    }
  };
  // Labels keep a readable size on screen whatever the zoom.
  const px = 1 / labelScale;
  const camera = cameraRef.current;

  return (
    <div
      ref={holder}
      className="battlefield"
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="battlefield"
      aria-label="The table: drag to pan, wheel or + and - to zoom, arrows to pan, 0 to fit"
    >
      <Stage
        ref={stageRef}
        width={size.width}
        height={size.height}
        scaleX={camera.scale}
        scaleY={camera.scale}
        x={camera.x}
        y={camera.y}
        draggable={!props.tape}
        onMouseDown={(e) => {
          const pointer = e.target.getStage()?.getPointerPosition();
          if (props.tape && pointer) {
            const at = toTable(cameraRef.current, pointer);
            setMeasure({ from: at, to: at });
          }
        }}
        onMouseMove={(e) => {
          const pointer = e.target.getStage()?.getPointerPosition();
          if (props.tape && measure && pointer && e.evt.buttons === 1)
            setMeasure({ from: measure.from, to: toTable(cameraRef.current, pointer) });
        }}
        onDragMove={onStageDrag}
        onDragEnd={onStageDrag}
        onWheel={onWheel}
        onClick={onClick}
      >
        <TableLayer game={game} showZones={props.showZones} px={px} />
        <UnitsLayer
          game={game}
          px={px}
          selectedFormationId={props.selectedFormationId}
          actingFormationId={props.actingFormationId}
          movable={props.movable}
          animation={props.animation}
          onUnitClick={props.onUnitClick}
          onDrag={props.onDrag}
        />
        <OverlayLayer
          game={game}
          px={px}
          zonesOfControl={props.plan !== null}
          movingUnitId={props.plan?.unitId ?? null}
          rangeRingsFor={props.rangeRings ? props.selectedFormationId : null}
          measure={props.tape ? measure : null}
        />
        <PlanLayer game={game} plan={props.plan} px={px} />
      </Stage>
    </div>
  );
}

const flat = (points: readonly Point[]) => points.flatMap((p) => [p.x, p.y]);

const TableLayer = memo(function TableLayer(props: {
  game: GameState;
  showZones: boolean;
  px: number;
}) {
  const { game, px } = props;
  return (
    <Layer listening={false}>
      <Rect width={game.table.width} height={game.table.height} fill={TABLE_FILL} />
      {props.showZones &&
        game.deploymentZones.map((z) => (
          <Line
            key={z.id}
            points={flat(z.polygon)}
            closed
            fill="rgba(255,255,255,0.18)"
            stroke="#ffffff"
            strokeWidth={1}
            dash={[6, 4]}
            strokeScaleEnabled={false}
          />
        ))}
      {game.terrain.map((t) => (
        <Group key={t.id}>
          <Line
            points={flat(t.polygon)}
            closed
            fill={TERRAIN_FILL[t.type]}
            stroke="#3b3b2f"
            strokeWidth={1}
            strokeScaleEnabled={false}
            perfectDrawEnabled={false}
          />
          <Text
            x={t.polygon[0]!.x}
            y={t.polygon[0]!.y}
            text={t.type}
            fontSize={10 * px}
            fill="#1e1e16"
          />
        </Group>
      ))}
      {game.objectives.map((o) => (
        <Group key={o.id} x={o.position.x} y={o.position.y}>
          <Circle
            radius={game.victory.captureRange}
            stroke="#f5e27a"
            strokeWidth={1}
            dash={[4, 6]}
            strokeScaleEnabled={false}
          />
          <Circle
            radius={1.5}
            fill="#f5e27a"
            stroke="#3d3000"
            strokeWidth={1}
            strokeScaleEnabled={false}
          />
          <Text x={2} y={-1} text={o.label} fontSize={11 * px} fill="#3d3000" />
        </Group>
      ))}
      <Rect
        width={game.table.width}
        height={game.table.height}
        stroke="#2b2b20"
        strokeWidth={2}
        strokeScaleEnabled={false}
      />
    </Layer>
  );
});

function FootprintShape(props: {
  footprint: Footprint | undefined;
  fill: string;
  stroke: string;
  strokeWidth: number;
  opacity?: number;
}) {
  const f = props.footprint ?? { shape: 'circle' as const, diameter: 1 };
  const common = {
    fill: props.fill,
    stroke: props.stroke,
    strokeWidth: props.strokeWidth,
    strokeScaleEnabled: false,
    perfectDrawEnabled: false,
    opacity: props.opacity ?? 1,
  };
  if (f.shape === 'circle') return <Circle radius={f.diameter / 2} {...common} />;
  return <Rect x={-f.length / 2} y={-f.width / 2} width={f.length} height={f.width} {...common} />;
}

const frontOf = (f: Footprint | undefined) =>
  !f ? 0.5 : f.shape === 'circle' ? f.diameter / 2 : f.length / 2;

const UnitsLayer = memo(function UnitsLayer(props: {
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

/** The outline of every base of `units` as one path (circles and rotated rectangles). */
function traceBases(ctx: Konva.Context, game: GameState, units: readonly UnitState[]) {
  for (const u of units) {
    const f = game.datasheets[u.datasheetId]?.footprint ?? { shape: 'circle', diameter: 1 };
    const p = u.position!;
    if (f.shape === 'circle') {
      ctx.moveTo(p.x + f.diameter / 2, p.y);
      ctx.arc(p.x, p.y, f.diameter / 2, 0, 2 * Math.PI);
    } else {
      const [a, b, c, d] = rectCorners(p, u.facing, f.width, f.length);
      ctx.moveTo(a!.x, a!.y);
      ctx.lineTo(b!.x, b!.y);
      ctx.lineTo(c!.x, c!.y);
      ctx.lineTo(d!.x, d!.y);
      ctx.closePath();
    }
  }
}

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

const PlanLayer = memo(function PlanLayer(props: {
  game: GameState;
  plan: PlanOverlay | null;
  px: number;
}) {
  const { game, plan, px } = props;
  if (!plan) return <Layer listening={false} />;
  const unit = game.units[plan.unitId];
  if (!unit?.position) return <Layer listening={false} />;
  const colour = plan.legal ? '#37d67a' : '#ff3b30';
  const sheet = game.datasheets[unit.datasheetId];
  return (
    <Layer listening={false}>
      {plan.followers?.map((f) => {
        const u = game.units[f.unitId];
        if (!u?.position) return null;
        const c = f.legal ? '#37d67a' : '#ff3b30';
        return (
          <Group key={f.unitId}>
            <Line
              points={[u.position.x, u.position.y, f.to.x, f.to.y]}
              stroke={c}
              strokeWidth={1}
              dash={[4, 4]}
              strokeScaleEnabled={false}
            />
            <Group x={f.to.x} y={f.to.y} rotation={u.facing}>
              <FootprintShape
                footprint={game.datasheets[u.datasheetId]?.footprint}
                fill={c}
                stroke={c}
                strokeWidth={1}
                opacity={0.45}
              />
            </Group>
          </Group>
        );
      })}
      <Line
        points={[unit.position.x, unit.position.y, plan.to.x, plan.to.y]}
        stroke={colour}
        strokeWidth={2}
        dash={[6, 4]}
        strokeScaleEnabled={false}
      />
      <Group x={plan.to.x} y={plan.to.y} rotation={unit.facing}>
        <FootprintShape
          footprint={sheet?.footprint}
          fill={colour}
          stroke={colour}
          strokeWidth={2}
          opacity={0.6}
        />
      </Group>
      <Text
        x={Math.min(plan.to.x + 2, game.table.width - 200 * px)}
        y={plan.to.y + 2}
        text={plan.label}
        fontSize={12 * px}
        fontStyle="bold"
        fill={plan.legal ? '#0b4d26' : '#7a0000'}
        width={260 * px}
      />
    </Layer>
  );
});

/** A footprint grown by `by` cm all round: exact for circles, and for rectangles a rounded
 * rectangle (the set of points within `by` of the base). */
function Grown(props: {
  unit: UnitState;
  footprint: Footprint | undefined;
  by: number;
  stroke: string;
  dash?: number[];
}) {
  const f = props.footprint ?? { shape: 'circle' as const, diameter: 1 };
  const pos = props.unit.position!;
  const common = {
    stroke: props.stroke,
    strokeWidth: 1,
    strokeScaleEnabled: false,
    perfectDrawEnabled: false,
    dash: props.dash,
  };
  if (f.shape === 'circle')
    return <Circle x={pos.x} y={pos.y} radius={f.diameter / 2 + props.by} {...common} />;
  return (
    <Rect
      x={pos.x}
      y={pos.y}
      rotation={props.unit.facing}
      offsetX={f.length / 2 + props.by}
      offsetY={f.width / 2 + props.by}
      width={f.length + 2 * props.by}
      height={f.width + 2 * props.by}
      cornerRadius={props.by}
      {...common}
    />
  );
}

/**
 * What the person asks to see: enemy zones of control (1.7.3) and friendly coherency distance
 * (1.2.1) while a move is planned, weapon ranges of the selected formation, the measuring tape.
 */
const OverlayLayer = memo(function OverlayLayer(props: {
  game: GameState;
  px: number;
  zonesOfControl: boolean;
  movingUnitId: string | null;
  rangeRingsFor: string | null;
  measure: { from: Point; to: Point } | null;
}) {
  const { game, px } = props;
  const moving = props.movingUnitId ? game.units[props.movingUnitId] : undefined;
  const placed = Object.values(game.units).filter((u) => u.status === 'deployed' && u.position);
  const sheet = (u: UnitState) => game.datasheets[u.datasheetId];
  const longest = (u: UnitState) =>
    Math.max(
      0,
      ...(sheet(u)?.weapons.flatMap((w) =>
        w.modes.map((m) => (m.range.kind === 'cm' ? m.range.cm : 0)),
      ) ?? []),
    );
  const m = props.measure;
  return (
    <Layer listening={false}>
      {props.zonesOfControl &&
        moving &&
        placed
          .filter((u) => u.side !== moving.side)
          .map((u) => (
            <Grown
              key={`z${u.id}`}
              unit={u}
              footprint={sheet(u)?.footprint}
              by={ZOC_RANGE}
              stroke="#ff6b3d"
              dash={[3, 3]}
            />
          ))}
      {props.zonesOfControl &&
        moving &&
        placed
          .filter((u) => u.formationId === moving.formationId && u.id !== moving.id)
          .map((u) => (
            <Grown
              key={`c${u.id}`}
              unit={u}
              footprint={sheet(u)?.footprint}
              by={COHERENCY_RANGE}
              stroke="#7fd1ff"
              dash={[1, 4]}
            />
          ))}
      {props.rangeRingsFor &&
        placed
          .filter((u) => u.formationId === props.rangeRingsFor && longest(u) > 0)
          .map((u) => (
            <Grown
              key={`r${u.id}`}
              unit={u}
              footprint={sheet(u)?.footprint}
              by={longest(u)}
              stroke="#ffe14d"
              dash={[6, 6]}
            />
          ))}
      {m && (
        <>
          <Line
            points={[m.from.x, m.from.y, m.to.x, m.to.y]}
            stroke="#ffffff"
            strokeWidth={2}
            strokeScaleEnabled={false}
          />
          <Text
            x={m.to.x + 1}
            y={m.to.y + 1}
            text={`${Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y).toFixed(1)}cm`}
            fontSize={13 * px}
            fontStyle="bold"
            fill="#ffffff"
          />
        </>
      )}
    </Layer>
  );
});
