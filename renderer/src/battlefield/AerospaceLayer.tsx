import { memo, useMemo } from 'react';
import { Arrow, Circle, Group, Layer, Line, Text, Wedge } from 'react-konva';
import { facingVector } from '../../../engine/kernel/geometry/vector';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { refusalLine } from '../i18n/refusals';
import { t } from '../i18n';
import { nextLeg, type PathIntent } from '../play/approachPlan';
import { flakRings } from './flakRings';
import { Grown } from './shapes';

/** What the aircraft path being planned draws on the table (BattleScreen gives it). */
export interface AerospaceOverlay {
  readonly side: Side;
  readonly intent: PathIntent;
  /** The points clicked so far. */
  readonly points: readonly Point[];
  /** 4.2.4: draw the flak ranges; `own` adds the side's own AA units. */
  readonly flak: { readonly own: boolean } | null;
}

const LEGAL = '#37d67a';
const ILLEGAL = '#ff5c5c';
/** How far out the allowed turn is drawn. */
const TURN_REACH = 20;

/**
 * 4.2.1, 4.2.4, 4.2.6: while an aircraft's path is planned, the next leg follows the pointer in
 * the engine's verdict's colour with its reason beside it, the turn the class allows where the
 * path ends now, and the flak range of every AA unit as a ring.
 */
export const AerospaceLayer = memo(function AerospaceLayer(props: {
  game: GameState;
  overlay: AerospaceOverlay;
  pointer: Point | null;
  px: number;
}) {
  const { game, overlay, pointer, px } = props;
  const rings = useMemo(
    () => (overlay.flak ? flakRings(game, overlay.side, overlay.flak.own) : []),
    [game, overlay.side, overlay.flak],
  );
  const leg = pointer ? nextLeg(game, overlay.side, overlay.intent, overlay.points, pointer) : null;
  const turn = leg?.turn ?? null;
  const colour = leg?.refusal ? ILLEGAL : LEGAL;
  const straightEnd =
    turn &&
    (() => {
      const v = facingVector(turn.heading);
      return { x: turn.at.x + v.x * turn.straightLeft, y: turn.at.y + v.y * turn.straightLeft };
    })();
  return (
    <Layer listening={false}>
      {rings.map((r) => (
        <Grown
          key={r.unit.id}
          unit={r.unit}
          footprint={game.datasheets[r.unit.datasheetId]?.footprint}
          by={r.range}
          stroke={r.enemy ? '#ff8a65' : '#81d4fa'}
          dash={[6, 4]}
        />
      ))}
      {turn && straightEnd && (
        <Group>
          {turn.straightLeft > 0 && (
            <Arrow
              points={[turn.at.x, turn.at.y, straightEnd.x, straightEnd.y]}
              stroke="#ffe14d"
              fill="#ffe14d"
              strokeWidth={2}
              strokeScaleEnabled={false}
              pointerLength={6 * px}
              pointerWidth={6 * px}
              dash={[4 * px, 3 * px]}
            />
          )}
          <Wedge
            x={straightEnd.x}
            y={straightEnd.y}
            radius={TURN_REACH}
            angle={2 * turn.most}
            rotation={turn.heading - turn.most}
            fill="#ffe14d"
            opacity={0.15}
            stroke="#ffe14d"
            strokeWidth={1}
            strokeScaleEnabled={false}
          />
        </Group>
      )}
      {leg && (
        <Group>
          {leg.from && (
            <Line
              points={[leg.from.x, leg.from.y, leg.to.x, leg.to.y]}
              stroke={colour}
              strokeWidth={3}
              strokeScaleEnabled={false}
            />
          )}
          <Circle x={leg.to.x} y={leg.to.y} radius={4 * px} fill={colour} />
          <Text
            x={leg.to.x + 8 * px}
            y={leg.to.y + 8 * px}
            width={260 * px}
            text={leg.refusal ? refusalLine(leg.refusal, game) : t('The path is legal.')}
            fontSize={12 * px}
            fill={colour}
            shadowColor="#000000"
            shadowBlur={2}
            shadowOpacity={0.9}
          />
        </Group>
      )}
    </Layer>
  );
});
