import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import type { Point } from '../../../../engine/kernel/geometry';
import type { PieceType, TerrainLayout } from '../../../../engine/netea/scenarios/terrainLayout';
import { EDGE_DEPTH } from '../../../../engine/netea/rules/6.1-tournament/table';
import { TABLE_FILL, TERRAIN_FILL } from '../../battlefield/style';

/**
 * The table seen from above for laying out terrain: a click on open table places the piece
 * chosen in the library; a piece is selected by a click, moved by dragging, and stretched or
 * turned by its handles. The view only hands these to the editing functions (layoutEditing.ts).
 */
export function TerrainTable(props: {
  readonly layout: TerrainLayout;
  /** Pixels per centimetre. */
  readonly scale: number;
  readonly tool: PieceType | null;
  readonly selected: number | null;
  readonly onSelect: (index: number | null) => void;
  readonly onPlace: (type: PieceType, at: Point) => void;
  readonly onMove: (index: number, dx: number, dy: number) => void;
  readonly onReshape: (index: number, map: (p: Point) => Point) => void;
}) {
  const { layout, scale, selected } = props;
  const { width, height } = layout.table;
  const shapes = useRef<(Konva.Line | null)[]>([]);
  const handles = useRef<Konva.Transformer>(null);
  useEffect(() => {
    const node = selected === null ? null : shapes.current[selected];
    handles.current?.nodes(node ? [node] : []);
  }, [selected, layout]);

  const tableClick = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const at = e.target.getStage()?.getPointerPosition();
    if (!at) return;
    if (props.tool) props.onPlace(props.tool, { x: at.x / scale, y: at.y / scale });
    else props.onSelect(null);
  };
  return (
    <Stage width={width * scale} height={height * scale}>
      <Layer scaleX={scale} scaleY={scale}>
        <Rect
          name="table"
          width={width}
          height={height}
          fill={TABLE_FILL}
          onClick={tableClick}
          onTap={tableClick}
        />
        {/* 6.1.6: the 15cm strips along the long edges where armies set up. */}
        {[0, height - EDGE_DEPTH].map((y) => (
          <Rect
            key={y}
            y={y}
            width={width}
            height={EDGE_DEPTH}
            fill="rgba(255,255,255,0.12)"
            listening={false}
          />
        ))}
        {layout.pieces.map((piece, i) => (
          <Line
            key={i}
            ref={(node) => {
              shapes.current[i] = node;
            }}
            name={`piece-${i + 1}`}
            points={piece.polygon.flatMap((p) => [p.x, p.y])}
            closed
            fill={TERRAIN_FILL[piece.type as PieceType]}
            stroke={i === selected ? '#ffe066' : '#1e1e1e'}
            strokeWidth={i === selected ? 2 : 1}
            strokeScaleEnabled={false}
            opacity={0.9}
            draggable
            onMouseDown={() => props.onSelect(i)}
            onTap={() => props.onSelect(i)}
            onDragEnd={(e) => {
              const node = e.target;
              const [dx, dy] = [node.x(), node.y()];
              node.position({ x: 0, y: 0 });
              props.onMove(i, dx, dy);
            }}
            onTransformEnd={(e) => {
              // The handles' stretch and turn, put into the corners themselves.
              const node = e.target;
              const matrix = node.getTransform().copy();
              node.setAttrs({ x: 0, y: 0, scaleX: 1, scaleY: 1, rotation: 0, skewX: 0, skewY: 0 });
              props.onReshape(i, (p) => matrix.point(p));
            }}
          />
        ))}
        <Transformer
          ref={handles}
          rotateEnabled
          keepRatio={false}
          ignoreStroke
          flipEnabled={false}
          boundBoxFunc={(old, next) =>
            next.width < 3 * scale || next.height < 3 * scale ? old : next
          }
        />
      </Layer>
    </Stage>
  );
}
