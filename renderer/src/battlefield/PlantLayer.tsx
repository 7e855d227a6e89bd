import { memo } from 'react';
import { Group, Layer, Rect, Text } from 'react-konva';
import type { GameState } from '../../../engine/netea/state/schema';
import { useWords } from '../i18n';
import { plantMarks, type PlantMarks } from '../play/plantOutlook';
import { baseLength } from './counters';
import { placeLabels, type Box } from './labelPlacement';
import { textWidth } from './measure';

/** Where a table's number stands inside it, in table cm from its corner: tables 2 and 3 at their
 * south-west corner, away from the north edges where the Orks come on; table 1 at its north-west. */
function tableLabelAt(table: number, height: number, px: number): { x: number; y: number } {
  return { x: 3, y: table === 1 ? 3 : height - 3 - 17 * px };
}

/** The boxes of the tables' numbers, in table cm. */
function tableLabelBoxes(marks: PlantMarks, px: number): Box[] {
  return marks.tables.map((m) => {
    const at = tableLabelAt(m.table, m.rect.height, px);
    return {
      x: m.rect.x + at.x,
      y: m.rect.y + at.y,
      width: textWidth(m.label, 14, true) * px,
      height: 17 * px,
    };
  });
}

/** Where the entrance's words go, in table cm: beside the entrance, clear of the units' bases
 * where there is room (the storage tanks and the pump station stand within 15cm of it, and the
 * Orks storming it crowd round), and of the tables' numbers. */
function entranceLabelBox(game: GameState, marks: PlantMarks, px: number): Box | null {
  if (!marks.entrance) return null;
  const { at, label } = marks.entrance;
  const bases = Object.values(game.units).flatMap((u) => {
    if (u.status !== 'deployed' || !u.position) return [];
    const half = baseLength(game.datasheets[u.datasheetId]?.footprint) / 2;
    return [{ x: u.position.x - half, y: u.position.y - half, width: 2 * half, height: 2 * half }];
  });
  const [box] = placeLabels(
    [
      {
        id: 'entrance',
        hull: [
          { x: at.x - 2, y: at.y - 2 },
          { x: at.x + 2, y: at.y + 2 },
        ],
        width: textWidth(label, 10, false) * px,
        height: 13 * px,
      },
    ],
    game.table,
    1,
    [...bases, ...tableLabelBoxes(marks, px)],
  );
  return box ?? null;
}

/** Where each table's number and the entrance's words are drawn, in table cm: the formations'
 * labels keep off them (UnitsLayer), so Orks coming on at a table's edge never hide its number. */
export function plantLabelBoxes(game: GameState, px: number): Box[] {
  const marks = plantMarks(game);
  if (!marks) return [];
  const entrance = entranceLabelBox(game, marks, px);
  return [...tableLabelBoxes(marks, px), ...(entrance ? [entrance] : [])];
}

/**
 * Seed 001 5.3.15: the three tables of the water purification plant outlined and numbered, a
 * blizzard's tables under driven snow, the control centre's entrance marked and labelled (the
 * ground between the tables is terrain of its own, drawn dark by the table layer).
 */
export const PlantLayer = memo(function PlantLayer(props: { game: GameState; px: number }) {
  const { game, px } = props;
  useWords();
  const marks = plantMarks(game);
  if (!marks) return null;
  const entrance = entranceLabelBox(game, marks, px);
  return (
    <Layer listening={false}>
      {marks.tables.map((m) => (
        <Group key={m.table} x={m.rect.x} y={m.rect.y}>
          {m.blizzard && (
            <Rect width={m.rect.width} height={m.rect.height} fill="rgba(240,246,255,0.35)" />
          )}
          <Rect
            width={m.rect.width}
            height={m.rect.height}
            stroke={m.blizzard ? '#dfe9ff' : '#f4f1de'}
            strokeWidth={m.blizzard ? 3 : 2}
            dash={m.blizzard ? [10, 6] : undefined}
            strokeScaleEnabled={false}
          />
          <Text
            {...tableLabelAt(m.table, m.rect.height, px)}
            text={m.label}
            fontSize={14 * px}
            fontStyle="bold"
            fill={m.blizzard ? '#1b3a6b' : '#2a2200'}
          />
        </Group>
      ))}
      {marks.entrance && (
        <Group x={marks.entrance.at.x} y={marks.entrance.at.y}>
          <Rect
            x={-2}
            y={-2}
            width={4}
            height={4}
            fill="#3a3a3a"
            stroke="#f5e27a"
            strokeWidth={2}
            strokeScaleEnabled={false}
          />
        </Group>
      )}
      {marks.entrance && entrance && (
        <Text
          x={entrance.x}
          y={entrance.y}
          text={marks.entrance.label}
          fontSize={10 * px}
          fill="#1e1e16"
        />
      )}
    </Layer>
  );
});
