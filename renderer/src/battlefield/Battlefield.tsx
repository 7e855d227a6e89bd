import type Konva from 'konva';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Stage } from 'react-konva';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import {
  clampToTable,
  fitTable,
  keyCamera,
  toTable,
  wheelFactor,
  zoomAt,
  type Camera,
} from './camera';
import { AerospaceLayer, type AerospaceOverlay } from './AerospaceLayer';
import { OverlayLayer, PlanLayer } from './OverlayLayers';
import { PlacementLayer, type TablePlacements } from './PlacementLayer';
import { ObjectiveLabelLayer, TableLayer } from './TableLayer';
import { PlantLayer } from './PlantLayer';
import { unitAt, unitTooltip } from './tooltip';
import { UnitsLayer } from './UnitsLayer';

/** A planned move drawn over the table until the person confirms or cancels it. */
export interface PlanOverlay {
  readonly unitId: string;
  readonly to: Point;
  readonly legal: boolean;
  readonly label: string;
  /** The path's waypoints, ending at `to` (default: one leg straight to `to`). */
  readonly path?: readonly Point[];
  /** The facing the unit ends with (default: the one it has). */
  readonly facing?: number;
  /** A label beside each leg when there are several (its length and the allowance left). */
  readonly legLabels?: readonly string[];
  /** 1.7.4: units that would be out of formation if the move ended as planned. */
  readonly outOfFormation?: readonly string[];
  /** Other units moved with it (a whole formation), each with the engine's verdict. */
  readonly followers?: readonly {
    unitId: string;
    to: Point;
    legal: boolean;
    path?: readonly Point[];
    facing?: number;
  }[];
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
  /** Units getting out of a transport and barrage templates, placed but not yet committed. */
  readonly placements?: TablePlacements | null;
  /** Draw the longest weapon range around each unit of the selected formation. */
  readonly rangeRings: boolean;
  /** The measuring tape: dragging on the table measures instead of panning. */
  readonly tape: boolean;
  readonly onUnitClick: (unit: UnitState) => void;
  readonly onTableClick: (at: Point, modifiers: { readonly shift: boolean }) => void;
  /** Something is being placed with clicks: a click on a unit places there too. */
  readonly placing?: boolean;
  /** Shift+wheel turns what is being placed instead of zooming (when given). */
  readonly onRotate?: (deltaY: number, deltaX: number) => void;
  readonly onDrag: (unitId: string, to: Point, done: boolean) => void;
  /** Told of every camera change (the test hook maps table points to the screen with it). */
  readonly onCamera?: (camera: Camera) => void;
  /** 4.2: an aircraft's path being planned: its next leg follows the pointer, flak rings. */
  readonly aerospace?: AerospaceOverlay | null;
  /** Drawn over the view, beside the table (the aircraft trays). */
  readonly children?: ReactNode;
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
  // The counter under the pointer, for its tooltip, and where on the screen the pointer is.
  const [hover, setHover] = useState<{ unitId: string; x: number; y: number } | null>(null);
  // Where on the table the pointer is, while an aircraft's path follows it.
  const [tablePointer, setTablePointer] = useState<Point | null>(null);
  const { onCamera, placing, onTableClick, onUnitClick } = props;

  const sizeRef = useRef(size);
  const apply = useCallback(
    (wanted: Camera) => {
      const next = clampToTable(wanted, game.table, sizeRef.current);
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
    [onCamera, game.table],
  );

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    // The table refits whenever the window (and so the view) changes size.
    const observer = new ResizeObserver(() => {
      const next = { width: el.clientWidth, height: el.clientHeight };
      const was = sizeRef.current;
      sizeRef.current = next;
      setSize(next);
      if (
        next.width > 0 &&
        (!fitted.current || next.width !== was.width || next.height !== was.height)
      ) {
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

  // While units or templates are being placed, a click on a unit places at the pointer
  // (a barrage template is centred on the enemy it should catch) instead of selecting.
  const unitClick = useCallback(
    (unit: UnitState) => {
      const pointer = stageRef.current?.getPointerPosition();
      if (placing && pointer) onTableClick(toTable(cameraRef.current, pointer), { shift: false });
      else onUnitClick(unit);
    },
    [placing, onTableClick, onUnitClick],
  );

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    if (e.evt.shiftKey && props.onRotate) {
      props.onRotate(e.evt.deltaY, e.evt.deltaX);
      return;
    }
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
    props.onTableClick(toTable(cameraRef.current, pointer), { shift: e.evt.shiftKey });
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
        dragBoundFunc={(pos) => {
          const c = clampToTable(
            { ...cameraRef.current, x: pos.x, y: pos.y },
            game.table,
            sizeRef.current,
          );
          return { x: c.x, y: c.y };
        }}
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
          const under =
            pointer && e.evt.buttons === 0
              ? unitAt(game, toTable(cameraRef.current, pointer))
              : null;
          if (props.aerospace && pointer) setTablePointer(toTable(cameraRef.current, pointer));
          setHover((was) =>
            under && pointer
              ? { unitId: under.id, x: pointer.x, y: pointer.y }
              : was === null
                ? was
                : null,
          );
        }}
        onMouseLeave={() => {
          setHover(null);
          setTablePointer(null);
        }}
        onDragMove={onStageDrag}
        onDragEnd={onStageDrag}
        onWheel={onWheel}
        onClick={onClick}
      >
        <TableLayer game={game} showZones={props.showZones} px={px} />
        {/* Seed 001 5.3.15: the plant's tables, blizzards and control centre. */}
        <PlantLayer game={game} px={px} />
        <UnitsLayer
          game={game}
          px={px}
          selectedFormationId={props.selectedFormationId}
          actingFormationId={props.actingFormationId}
          movable={props.movable}
          animation={props.animation}
          onUnitClick={unitClick}
          onDrag={props.onDrag}
        />
        <ObjectiveLabelLayer game={game} px={px} />
        <OverlayLayer
          game={game}
          px={px}
          zonesOfControl={props.plan !== null}
          movingUnitId={props.plan?.unitId ?? null}
          rangeRingsFor={props.rangeRings ? props.selectedFormationId : null}
          measure={props.tape ? measure : null}
        />
        <PlanLayer game={game} plan={props.plan} px={px} />
        <PlacementLayer game={game} placements={props.placements ?? null} px={px} />
        {props.aerospace && (
          <AerospaceLayer game={game} overlay={props.aerospace} pointer={tablePointer} px={px} />
        )}
      </Stage>
      {props.children}
      {hover && game.units[hover.unitId] && (
        <div
          className="unit-tooltip"
          role="tooltip"
          style={{
            left: Math.min(hover.x + 14, size.width - 320),
            top: Math.min(hover.y + 14, size.height - 70),
          }}
        >
          {unitTooltip(game, game.units[hover.unitId]!).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      )}
    </div>
  );
}
