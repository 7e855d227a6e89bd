import { memo } from 'react';
import { Group, Layer, Rect, Text } from 'react-konva';
import type { GameState } from '../../../engine/netea/state/schema';
import { useWords } from '../i18n';
import { plantMarks } from '../play/plantOutlook';
import { textWidth } from './measure';

/** Where a table's number stands inside it, in table cm from its corner: tables 2 and 3 at their
 * south-west corner, away from the north edges where the Orks come on; table 1 at its north-west. */
function tableLabelAt(table: number, height: number, px: number): { x: number; y: number } {
  return { x: 3, y: table === 1 ? 3 : height - 3 - 17 * px };
}

/** Where each table's number and the entrance's words are drawn, in table cm: the formations'
 * labels keep off them (UnitsLayer), so Orks coming on at a table's edge never hide its number. */
export function plantLabelBoxes(game: GameState, px: number) {
  const marks = plantMarks(game);
  if (!marks) return [];
  const tables = marks.tables.map((m) => {
    const at = tableLabelAt(m.table, m.rect.height, px);
    return {
      x: m.rect.x + at.x,
      y: m.rect.y + at.y,
      width: textWidth(m.label, 14, true) * px,
      height: 17 * px,
    };
  });
  const entrance = marks.entrance
    ? [
        {
          x: marks.entrance.at.x + 3,
          y: marks.entrance.at.y - 2,
          width: textWidth(marks.entrance.label, 10, false) * px,
          height: 13 * px,
        },
      ]
    : [];
  return [...tables, ...entrance];
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
          <Text x={3} y={-2} text={marks.entrance.label} fontSize={10 * px} fill="#1e1e16" />
        </Group>
      )}
    </Layer>
  );
});
