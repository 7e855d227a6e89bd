import type { TerrainType } from '../../../engine/kernel/geometry/types';
import { t, useWords, w } from '../i18n';
import { objectiveName } from '../play/words';
import { memo } from 'react';
import { Circle, Group, Layer, Line, Rect, Text } from 'react-konva';
import {
  objectiveControl,
  type ObjectiveControl,
} from '../../../engine/netea/rules/1.14-end-phase/victory';
import type { GameState } from '../../../engine/netea/state/schema';
import { textWidth } from './measure';
import { flat } from './shapes';
import { TABLE_FILL, TERRAIN_FILL, SIDE_FILL } from './style';

/** How an objective looks by who controls it (1.14.2): a side's colour when it alone is within
 * range, striped orange when both are, pale yellow when nobody is. */
const OBJECTIVE_LOOK: Record<
  string,
  {
    ring: string;
    area: string | undefined;
    marker: string;
    held: boolean;
    words: (game: GameState, c: ObjectiveControl) => string;
  }
> = {
  '0': {
    ring: SIDE_FILL[0],
    area: 'rgba(47,95,179,0.12)',
    marker: SIDE_FILL[0],
    held: true,
    words: (game) => t('{{player}} holds it', { player: game.players[0].name }),
  },
  '1': {
    ring: SIDE_FILL[1],
    area: 'rgba(184,50,44,0.12)',
    marker: SIDE_FILL[1],
    held: true,
    words: (game) => t('{{player}} holds it', { player: game.players[1].name }),
  },
  contested: {
    ring: '#e07b00',
    area: 'rgba(224,123,0,0.12)',
    marker: '#e07b00',
    held: false,
    words: () => t('contested'),
  },
  empty: {
    ring: '#f5e27a',
    area: undefined,
    marker: '#f5e27a',
    held: false,
    words: () => t('nobody holds it'),
  },
};

/** Where an objective's label goes, in table cm: beside its marker, on the side with room. */
export function objectiveLabelBox(
  game: GameState,
  o: GameState['objectives'][number],
  px: number,
): { x: number; y: number; width: number; height: number } {
  const words = [
    ...game.players.map((p) => t('{{player}} holds it', { player: p.name })),
    t('nobody holds it'),
  ];
  const width =
    (Math.max(
      textWidth(objectiveName(o.label), 11, true),
      ...words.map((w) => textWidth(w, 10, true)),
    ) +
      4) *
    px;
  const height = 26 * px;
  const right = o.position.x + 2 + width <= game.table.width;
  return {
    x: right ? o.position.x + 2 : o.position.x - 2 - width,
    y: Math.max(0, Math.min(o.position.y - 6 * px, game.table.height - height)),
    width,
    height,
  };
}

/** The table, deployment zones, terrain by type and objectives: a layer that does not listen. */
export const TableLayer = memo(function TableLayer(props: {
  game: GameState;
  showZones: boolean;
  px: number;
}) {
  const { game, px } = props;
  useWords();
  const control = objectiveControl(game);
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
            text={terrainName(t.type)}
            fontSize={10 * px}
            fill="#1e1e16"
          />
        </Group>
      ))}
      {game.objectives.map((o, i) => {
        const look = OBJECTIVE_LOOK[String(control[i] ?? 'empty')]!;
        return (
          <Group key={o.id} x={o.position.x} y={o.position.y}>
            <Circle
              radius={game.victory.captureRange}
              stroke={look.ring}
              strokeWidth={look.held ? 2 : 1}
              dash={[4, 6]}
              fill={look.area}
              strokeScaleEnabled={false}
            />
            <Circle
              radius={1.5}
              fill="#f5e27a"
              stroke={look.held ? look.marker : '#2a2200'}
              strokeWidth={look.held ? 3 : 1}
              strokeScaleEnabled={false}
            />
            <Group
              x={objectiveLabelBox(game, o, px).x - o.position.x}
              y={objectiveLabelBox(game, o, px).y - o.position.y}
            >
              <Text
                text={objectiveName(o.label)}
                fontSize={11 * px}
                fontStyle="bold"
                fill="#2a2200"
              />
              <Text
                y={13 * px}
                text={look.words(game, control[i] ?? 'empty')}
                fontSize={10 * px}
                fill={look.held ? look.marker : '#2a2200'}
                fontStyle="bold"
              />
            </Group>
          </Group>
        );
      })}
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

/** Terrain by its name in the page's language (1.8). */
const TERRAIN_WORDS: Readonly<Record<TerrainType, string>> = {
  open: w('open ground'),
  hill: w('hill'),
  buildings: w('buildings'),
  cliffs: w('cliffs'),
  fortifications: w('fortifications'),
  jungle: w('jungle'),
  marsh: w('marsh'),
  river: w('river'),
  road: w('road'),
  ruins: w('ruins'),
  scrub: w('scrub'),
  woods: w('woods'),
};

export function terrainName(type: TerrainType): string {
  return t(TERRAIN_WORDS[type]);
}
