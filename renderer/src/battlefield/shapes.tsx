import type Konva from 'konva';
import { Circle, Rect } from 'react-konva';
import { rectCorners } from '../../../engine/kernel/geometry/shapes';
import type { Footprint, Point } from '../../../engine/kernel/geometry/types';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';

/** Shapes the battlefield's layers share: bases, grown bases, polygons as Konva points. */
export const flat = (points: readonly Point[]) => points.flatMap((p) => [p.x, p.y]);

export function FootprintShape(props: {
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

export const frontOf = (f: Footprint | undefined) =>
  !f ? 0.5 : f.shape === 'circle' ? f.diameter / 2 : f.length / 2;

/** A footprint grown by `by` cm all round: exact for circles, and for rectangles a rounded
 * rectangle (the set of points within `by` of the base). */
export function Grown(props: {
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

/** The outline of every base of `units` as one path (circles and rotated rectangles). */
export function traceBases(ctx: Konva.Context, game: GameState, units: readonly UnitState[]) {
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
