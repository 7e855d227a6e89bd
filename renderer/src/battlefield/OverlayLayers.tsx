import { t, useWords } from '../i18n';
import { memo } from 'react';
import { Arrow, Circle, Group, Layer, Line, Text } from 'react-konva';
import { COHERENCY_RANGE, ZOC_RANGE } from '../../../engine/kernel/geometry/constants';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import type { PlanOverlay } from './Battlefield';
import { flat, FootprintShape, frontOf, Grown } from './shapes';

const LEGAL = '#37d67a';
const ILLEGAL = '#ff3b30';

/** The planned move: its path through every waypoint, a ghost base at the end turned to the
 * final facing, the length left after each leg and the engine's verdict, with any followers. */
export const PlanLayer = memo(function PlanLayer(props: {
  game: GameState;
  plan: PlanOverlay | null;
  px: number;
}) {
  const { game, plan, px } = props;
  useWords();
  if (!plan) return <Layer listening={false} />;
  const unit = game.units[plan.unitId];
  if (!unit?.position) return <Layer listening={false} />;
  const colour = plan.legal ? LEGAL : ILLEGAL;
  const path = plan.path ?? [plan.to];
  const waypoints = path.slice(0, -1);
  return (
    <Layer listening={false}>
      {plan.followers?.map((f) => {
        const u = game.units[f.unitId];
        if (!u?.position) return null;
        return (
          <Ghost
            key={f.unitId}
            game={game}
            unit={u}
            path={f.path ?? [f.to]}
            facing={f.facing ?? u.facing}
            colour={f.legal ? LEGAL : ILLEGAL}
            lead={false}
          />
        );
      })}
      <Ghost
        game={game}
        unit={unit}
        path={path}
        facing={plan.facing ?? unit.facing}
        colour={colour}
        lead
      />
      {plan.outOfFormation?.map((id) => {
        // 1.7.4: marked where it would stand when the move ended, before it is confirmed.
        const u = game.units[id];
        if (!u?.position) return null;
        const at =
          id === plan.unitId
            ? plan.to
            : (plan.followers?.find((f) => f.unitId === id)?.to ?? u.position);
        return (
          <Group key={`oof-${id}`} x={at.x} y={at.y}>
            <Circle
              radius={2.2}
              stroke={ILLEGAL}
              strokeWidth={3}
              dash={[4, 3]}
              strokeScaleEnabled={false}
            />
            <Text
              x={2.4}
              y={-2.4}
              text={t('out of formation')}
              fontSize={10 * px}
              fontStyle="bold"
              fill={ILLEGAL}
            />
          </Group>
        );
      })}
      {waypoints.map((w, i) => (
        <Circle
          key={i}
          x={w.x}
          y={w.y}
          radius={4 * px}
          fill="#ffffff"
          stroke={colour}
          strokeWidth={2}
          strokeScaleEnabled={false}
        />
      ))}
      {path.length > 1 &&
        path.map((to, i) => {
          const from = i === 0 ? unit.position! : path[i - 1]!;
          const label = plan.legLabels?.[i];
          return label ? (
            <Text
              key={`l${i}`}
              x={(from.x + to.x) / 2 + 5 * px}
              y={(from.y + to.y) / 2 - 6 * px}
              text={label}
              fontSize={11 * px}
              fontStyle="bold"
              fill="#111111"
            />
          ) : null;
        })}
      <Text
        x={Math.min(plan.to.x + 2, game.table.width - 200 * px)}
        y={plan.to.y + 2}
        text={plan.label}
        fontSize={12 * px}
        fontStyle="bold"
        fill={plan.legal ? '#0b4d26' : '#7a0000'}
        width={260 * px}
      />
    </Layer>
  );
});

/** One unit's planned path and its base where the path ends, with an arrow for its facing. */
function Ghost(props: {
  game: GameState;
  unit: UnitState;
  path: readonly Point[];
  facing: number;
  colour: string;
  lead: boolean;
}) {
  const { unit, path, colour, lead } = props;
  const sheet = props.game.datasheets[unit.datasheetId];
  const end = path[path.length - 1]!;
  const front = frontOf(sheet?.footprint);
  return (
    <Group>
      <Line
        points={flat([unit.position!, ...path])}
        stroke={colour}
        strokeWidth={lead ? 2 : 1}
        dash={lead ? [6, 4] : [4, 4]}
        strokeScaleEnabled={false}
      />
      <Group x={end.x} y={end.y} rotation={props.facing}>
        <FootprintShape
          footprint={sheet?.footprint}
          fill={colour}
          stroke={colour}
          strokeWidth={lead ? 2 : 1}
          opacity={lead ? 0.6 : 0.45}
        />
        <Arrow
          points={[0, 0, front + 1, 0]}
          stroke="#ffffff"
          fill="#ffffff"
          strokeWidth={2}
          pointerLength={0.6}
          pointerWidth={0.6}
          strokeScaleEnabled={false}
        />
      </Group>
    </Group>
  );
}

/**
 * What the person asks to see: enemy zones of control (1.7.3) and friendly coherency distance
 * (1.2.1) while a move is planned, weapon ranges of the selected formation, the measuring tape.
 */
export const OverlayLayer = memo(function OverlayLayer(props: {
  game: GameState;
  px: number;
  zonesOfControl: boolean;
  movingUnitId: string | null;
  rangeRingsFor: string | null;
  measure: { from: Point; to: Point } | null;
}) {
  const { game, px } = props;
  const moving = props.movingUnitId ? game.units[props.movingUnitId] : undefined;
  const placed = Object.values(game.units).filter((u) => u.status === 'deployed' && u.position);
  const sheet = (u: UnitState) => game.datasheets[u.datasheetId];
  const longest = (u: UnitState) =>
    Math.max(
      0,
      ...(sheet(u)?.weapons.flatMap((w) =>
        w.modes.map((m) => (m.range.kind === 'cm' ? m.range.cm : 0)),
      ) ?? []),
    );
  const m = props.measure;
  return (
    <Layer listening={false}>
      {props.zonesOfControl &&
        moving &&
        placed
          .filter((u) => u.side !== moving.side)
          .map((u) => (
            <Grown
              key={`z${u.id}`}
              unit={u}
              footprint={sheet(u)?.footprint}
              by={ZOC_RANGE}
              stroke="#ff6b3d"
              dash={[3, 3]}
            />
          ))}
      {props.zonesOfControl &&
        moving &&
        placed
          .filter((u) => u.formationId === moving.formationId && u.id !== moving.id)
          .map((u) => (
            <Grown
              key={`c${u.id}`}
              unit={u}
              footprint={sheet(u)?.footprint}
              by={COHERENCY_RANGE}
              stroke="#7fd1ff"
              dash={[1, 4]}
            />
          ))}
      {props.rangeRingsFor &&
        placed
          .filter((u) => u.formationId === props.rangeRingsFor && longest(u) > 0)
          .map((u) => (
            <Grown
              key={`r${u.id}`}
              unit={u}
              footprint={sheet(u)?.footprint}
              by={longest(u)}
              stroke="#ffe14d"
              dash={[6, 6]}
            />
          ))}
      {m && (
        <>
          <Line
            points={[m.from.x, m.from.y, m.to.x, m.to.y]}
            stroke="#ffffff"
            strokeWidth={2}
            strokeScaleEnabled={false}
          />
          <Text
            x={m.to.x + 1}
            y={m.to.y + 1}
            text={`${Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y).toFixed(1)}cm`}
            fontSize={13 * px}
            fontStyle="bold"
            fill="#ffffff"
          />
        </>
      )}
    </Layer>
  );
});
