import type { TerrainLayout, PieceType } from '../../../../engine/netea/scenarios/terrainLayout';
import { EDGE_DEPTH } from '../../../../engine/netea/rules/6.1-tournament/table';
import { TABLE_FILL, TERRAIN_FILL } from '../../battlefield/style';
import { terrainName } from '../../battlefield/TableLayer';

/** A still picture of a layout (the generated one before it is chosen). */
export function TerrainPreview(props: { readonly layout: TerrainLayout; readonly width: number }) {
  const { width: w, height: h } = props.layout.table;
  return (
    <svg
      data-testid="terrain-preview"
      viewBox={`0 0 ${w} ${h}`}
      width={props.width}
      height={(props.width * h) / w}
      role="img"
    >
      <rect width={w} height={h} fill={TABLE_FILL} />
      {[0, h - EDGE_DEPTH].map((y) => (
        <rect key={y} y={y} width={w} height={EDGE_DEPTH} fill="rgba(255,255,255,0.12)" />
      ))}
      {props.layout.pieces.map((p, i) => (
        <polygon
          key={i}
          data-type={p.type}
          points={p.polygon.map((c) => `${c.x},${c.y}`).join(' ')}
          fill={TERRAIN_FILL[p.type as PieceType]}
          stroke="#1e1e1e"
          strokeWidth={0.4}
        >
          <title>{terrainName(p.type as PieceType)}</title>
        </polygon>
      ))}
    </svg>
  );
}
