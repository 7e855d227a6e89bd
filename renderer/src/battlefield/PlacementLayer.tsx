import { memo } from 'react';
import { Circle, Group, Layer, Line, Text } from 'react-konva';
import { BARRAGE_TEMPLATE_DIAMETER } from '../../../engine/kernel/geometry/constants';
import type { Point } from '../../../engine/kernel/geometry/types';
import { DISEMBARK_RANGE } from '../../../engine/netea/rules/1.7-movement/disembark';
import type { GameState } from '../../../engine/netea/state/schema';
import { FootprintShape, frontOf, Grown } from './shapes';

/** What is being placed on the table before it is committed. */
export interface TablePlacements {
  /** 1.9.8: barrage templates, the first one first, with the engine's verdict. */
  readonly templates?: {
    readonly centres: readonly Point[];
    readonly legal: boolean;
    /** 4.3.3: an orbital bombardment's templates are larger (default: the barrage's). */
    readonly diameter?: number;
  } | null;
  /** 1.7.5: units getting out of a transport, where each has been put so far. */
  readonly disembark?: {
    readonly transportId: string;
    readonly placements: readonly { unitId: string; position: Point; facing: number }[];
  } | null;
  /** 2.1.17: units of a formation teleporting in, where each has been put so far. */
  /** 4.2.1 and 4.2.6: an aircraft's approach or exit path clicked so far (the verdict is
   * in the panel). */
  readonly aircraftPath?: { readonly points: readonly Point[] } | null;
  readonly teleport?: {
    readonly placements: readonly { unitId: string; position: Point; facing: number }[];
  } | null;
  /** 2.1.21, 2.1.23, 4.4: secret arrival points being written down (a landing or surfacing
   * point, a drop zone), each with the ring its units arrive within. */
  readonly marks?: {
    readonly points: readonly { readonly position: Point; readonly label: string }[];
    readonly radius: number;
    readonly legal: boolean;
  } | null;
}

/**
 * Barrage templates (numbered, in the verdict's colour) and units getting out of a transport
 * (ghost bases with their facing, inside the 5cm the transport allows), over the table.
 */
export const PlacementLayer = memo(function PlacementLayer(props: {
  game: GameState;
  placements: TablePlacements | null;
  px: number;
}) {
  const { game, px } = props;
  const templates = props.placements?.templates;
  const unload = props.placements?.disembark;
  const transport = unload ? game.units[unload.transportId] : undefined;
  const colour = templates?.legal ? '#37d67a' : '#ff9500';
  return (
    <Layer listening={false}>
      {props.placements?.aircraftPath && (
        <Line
          points={props.placements.aircraftPath.points.flatMap((p) => [p.x, p.y])}
          stroke="#4fc3f7"
          strokeWidth={3}
          strokeScaleEnabled={false}
          dash={[8 * px, 4 * px]}
        />
      )}
      {props.placements?.aircraftPath?.points.map((p, i) => (
        <Circle key={`a${i}`} x={p.x} y={p.y} radius={4 * px} fill="#4fc3f7" />
      ))}
      {templates?.centres.map((c, i) => (
        <Group key={`t${i}`} x={c.x} y={c.y}>
          <Circle
            radius={(templates.diameter ?? BARRAGE_TEMPLATE_DIAMETER) / 2}
            fill={colour}
            opacity={0.3}
            stroke={colour}
            strokeWidth={2}
            strokeScaleEnabled={false}
          />
          <Text
            x={-4 * px}
            y={-6 * px}
            text={String(i + 1)}
            fontSize={12 * px}
            fontStyle="bold"
            fill="#111111"
          />
        </Group>
      ))}
      {props.placements?.marks?.points.map((m, i) => {
        const markColour = props.placements!.marks!.legal ? '#37d67a' : '#ff9500';
        return (
          <Group key={`m${i}`} x={m.position.x} y={m.position.y}>
            <Circle
              radius={props.placements!.marks!.radius}
              stroke={markColour}
              strokeWidth={2}
              strokeScaleEnabled={false}
              dash={[6 * px, 4 * px]}
            />
            <Circle radius={3 * px} fill={markColour} />
            {/* Dark bold words read on every terrain colour; the ring says legal or not. */}
            <Text
              x={6 * px}
              y={-16 * px}
              text={m.label}
              fontSize={12 * px}
              fontStyle="bold"
              fill="#111111"
            />
          </Group>
        );
      })}
      {transport?.position && (
        <Grown
          unit={transport}
          footprint={game.datasheets[transport.datasheetId]?.footprint}
          by={DISEMBARK_RANGE}
          stroke="#ffe14d"
          dash={[4, 3]}
        />
      )}
      {[...(unload?.placements ?? []), ...(props.placements?.teleport?.placements ?? [])].map(
        (p) => {
          const sheet = game.datasheets[game.units[p.unitId]?.datasheetId ?? ''];
          return (
            <Group key={p.unitId} x={p.position.x} y={p.position.y} rotation={p.facing}>
              <FootprintShape
                footprint={sheet?.footprint}
                fill="#37d67a"
                stroke="#ffffff"
                strokeWidth={1}
                opacity={0.7}
              />
              <Line
                points={[0, 0, frontOf(sheet?.footprint), 0]}
                stroke="#ffffff"
                strokeWidth={2}
                strokeScaleEnabled={false}
              />
            </Group>
          );
        },
      )}
    </Layer>
  );
});
