import type { TerrainType } from '../../../engine/kernel/geometry/types';
import { t, useWords, w } from '../i18n';
import { objectiveName } from '../play/words';
import { memo } from 'react';
import { Circle, Group, Layer, Line, Rect, Text } from 'react-konva';
import {
  objectiveControl,
  type ObjectiveControl,
} from '../../../engine/netea/rules/1.14-end-phase/victory';
import type { Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { baseLength } from './counters';
import { textWidth } from './measure';
import { flat } from './shapes';
import { TABLE_FILL, TERRAIN_FILL, SIDE_AREA, SIDE_FILL } from './style';
import { playerName } from '../play/players';

/** How an objective looks by who controls it (1.14.2): a side's colour when it alone is within
 * range, striped orange when more than one is, pale yellow when nobody is. */
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
  ...Object.fromEntries(
    SIDE_FILL.map((fill, side) => [
      String(side),
      {
        ring: fill,
        area: SIDE_AREA[side],
        marker: fill,
        held: true,
        words: (game: GameState) =>
          t('{{player}} holds it', { player: playerName(game, side as Side) }),
      },
    ]),
  ),
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

/** An objective marker's half width on the table, in cm (its circle's radius and a margin). */
export const OBJECTIVE_MARKER = 2;

type LabelBox = { x: number; y: number; width: number; height: number };

const overlapping = (a: LabelBox, b: LabelBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where every objective's label goes, in table cm, in the order of the objectives: beside its
 * marker, to the right where there is room, else to the left, above or below, then further off
 * in steps of its own height; never over the label of another objective (two objectives close
 * together would otherwise print one name over the other), and where it can be helped not over
 * another objective's marker or a unit's base. When nothing is free (a crowded
 * table) the label keeps its first place. The labels are drawn above the units
 * (`ObjectiveLabelLayer`), so a unit standing by the marker never hides who holds it.
 */
export function objectiveLabelBoxes(game: GameState, px: number): LabelBox[] {
  const words = [
    ...game.players.map((p) => t('{{player}} holds it', { player: p.name })),
    t('nobody holds it'),
  ];
  const status = Math.max(...words.map((w) => textWidth(w, 10, true)));
  const placed: LabelBox[] = [];
  // Nor, where it can be helped, over another objective's marker.
  const markers = game.objectives.map((o) => ({
    x: o.position.x - OBJECTIVE_MARKER,
    y: o.position.y - OBJECTIVE_MARKER,
    width: 2 * OBJECTIVE_MARKER,
    height: 2 * OBJECTIVE_MARKER,
  }));
  // Nor over the units' bases, where there is room beside them: units stand on objectives.
  const bases = Object.values(game.units).flatMap((u) => {
    if (u.status !== 'deployed' || !u.position) return [];
    const half = baseLength(game.datasheets[u.datasheetId]?.footprint) / 2;
    return [{ x: u.position.x - half, y: u.position.y - half, width: 2 * half, height: 2 * half }];
  });
  // Nor over a map's names for its features (seed 001 5.3.9: the Sulphur River's bridges).
  const names = featureNameBoxes(game, px);
  for (const [i, o] of game.objectives.entries()) {
    const width = (Math.max(textWidth(objectiveName(o.label), 11, true), status) + 4) * px;
    const height = 26 * px;
    const fits = (b: LabelBox) =>
      b.x >= 0 &&
      b.y >= 0 &&
      b.x + b.width <= game.table.width &&
      b.y + b.height <= game.table.height;
    const clampY = (y: number) => Math.max(0, Math.min(y, game.table.height - height));
    const clampX = (x: number) => Math.max(0, Math.min(x, game.table.width - width));
    const { x, y } = o.position;
    const right = x + 2;
    const left = x - 2 - width;
    const level = y - 6 * px;
    const candidates: LabelBox[] = [];
    for (let ring = 0; ring <= 6; ring++)
      for (const dy of ring === 0 ? [0] : [-ring * height, ring * height]) {
        candidates.push({ x: right, y: clampY(level + dy), width, height });
        candidates.push({ x: left, y: clampY(level + dy), width, height });
        if (ring === 0) {
          candidates.push({ x: clampX(x - width / 2), y: y - 2 - height, width, height });
          candidates.push({ x: clampX(x - width / 2), y: y + 2, width, height });
        }
      }
    const onTable = candidates.filter(fits);
    const free = (b: LabelBox) => !placed.some((p) => overlapping(p, b));
    const clear = (b: LabelBox) =>
      free(b) &&
      !markers.some((m, j) => j !== i && overlapping(m, b)) &&
      !names.some((n) => overlapping(n, b));
    const box =
      onTable.find((b) => clear(b) && !bases.some((u) => overlapping(u, b))) ??
      onTable.find(clear) ??
      onTable.find(free) ??
      onTable[0] ??
      candidates[0]!;
    placed.push(box);
  }
  return placed;
}

/** A label's box is as wide as its longest possible words, so its text keeps to the marker's
 * side: right-aligned left of the marker, centred above or below it. */
function labelAlign(box: LabelBox, markerX: number): 'left' | 'right' | 'center' {
  if (box.x + box.width <= markerX) return 'right';
  return box.x >= markerX ? 'left' : 'center';
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
          {t.name && <FeatureName name={t.name} polygon={t.polygon} px={px} />}
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

/**
 * Each objective's name and who holds it (1.14.2, 6.1.4), on a pale plate, in a layer above the
 * units and their labels: a unit standing by the marker never hides the words.
 */
export const ObjectiveLabelLayer = memo(function ObjectiveLabelLayer(props: {
  game: GameState;
  px: number;
}) {
  const { game, px } = props;
  useWords();
  const control = objectiveControl(game);
  const labels = objectiveLabelBoxes(game, px);
  return (
    <Layer listening={false}>
      {game.objectives.map((o, i) => {
        const look = OBJECTIVE_LOOK[String(control[i] ?? 'empty')]!;
        const box = labels[i]!;
        const align = labelAlign(box, o.position.x);
        const words = look.words(game, control[i] ?? 'empty');
        const name = objectiveName(o.label);
        // The plate covers the words only, on the side of the box the text keeps to.
        const plate = (Math.max(textWidth(name, 11, true), textWidth(words, 10, true)) + 4) * px;
        const plateX =
          align === 'left' ? 0 : align === 'right' ? box.width - plate : (box.width - plate) / 2;
        return (
          <Group key={o.id} x={box.x} y={box.y}>
            <Rect
              x={plateX - 1 * px}
              y={-1 * px}
              width={plate}
              height={box.height}
              fill="#f4f1de"
              opacity={0.8}
              cornerRadius={3 * px}
            />
            <Text
              text={name}
              width={box.width}
              align={align}
              wrap="none"
              fontSize={11 * px}
              fontStyle="bold"
              fill="#2a2200"
            />
            <Text
              y={13 * px}
              width={box.width}
              align={align}
              wrap="none"
              text={words}
              fontSize={10 * px}
              fill={look.held ? look.marker : '#2a2200'}
              fontStyle="bold"
            />
          </Group>
        );
      })}
    </Layer>
  );
});

/**
 * Seed 001 5.3.9: where a map's name for a feature goes ("Cinder Hill", "the Iron Bridge"), in
 * table cm: centred on the feature's outline. The objective labels keep off it
 * (objectiveLabelBoxes), so a named bridge by an objective stays readable.
 */
function featureNameBox(
  words: string,
  polygon: readonly { x: number; y: number }[],
  px: number,
): LabelBox {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const width = (textWidth(words, 12, true) + 4) * px;
  const x = (Math.min(...xs) + Math.max(...xs)) / 2;
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  return { x: x - width / 2, y: y - 6 * px, width, height: 14 * px };
}

/** The map's feature names, in the page's language, as FeatureName draws them. */
export function featureNameBoxes(game: GameState, px: number): LabelBox[] {
  return game.terrain.flatMap((f) => (f.name ? [featureNameBox(t(f.name), f.polygon, px)] : []));
}

/** A feature's map name, bold in the middle of its outline so it reads as a map label. */
function FeatureName(props: {
  name: string;
  polygon: readonly { x: number; y: number }[];
  px: number;
}) {
  const { px } = props;
  const words = t(props.name);
  const box = featureNameBox(words, props.polygon, px);
  return (
    <Text
      x={box.x}
      y={box.y}
      width={box.width}
      align="center"
      wrap="none"
      text={words}
      fontSize={12 * px}
      fontStyle="bold italic"
      fill="#1b1b3a"
    />
  );
}

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
  'off-table': w('off the tables (impassable)'),
};

export function terrainName(type: TerrainType): string {
  return t(TERRAIN_WORDS[type]);
}
