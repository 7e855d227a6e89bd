import { memo } from 'react';
import { Circle, Group, Layer, Line, Rect, Text } from 'react-konva';
import type { GameState } from '../../../engine/netea/state/schema';
import { flat } from './shapes';
import { TABLE_FILL, TERRAIN_FILL } from './style';

/** The table, deployment zones, terrain by type and objectives: a layer that does not listen. */
export const TableLayer = memo(function TableLayer(props: {
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
