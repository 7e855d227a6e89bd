import { useMemo, useState } from 'react';
import type { MapCampaign, MapOrders, MapState } from '../../../engine/netea/campaigns';
import { useWords } from '../i18n';
import { MAP_HEIGHT, MAP_WIDTH, mapPicture, offeredMoves, withOrder } from './mapModel';
import { story } from './storyDe';

/** A force's name cut to fit its marker. */
const short = (name: string) => (name.length > 19 ? `${name.slice(0, 18)}…` : name);

const COLOURS = { person: '#2b6cb0', opponent: '#c53030' } as const;
const RADIUS = 34;

/**
 * The campaign map (seed 001 5.4.2): regions as circles with their links, the side holding
 * each (its colour on the ring), depots and objectives marked, each force drawn in its region
 * in its side's colour. With `onOrders` the person orders: click a force of theirs, then a
 * region it can reach (ringed); arrows show the orders; the button ends the campaign turn.
 */
export function MapView(props: {
  campaign: MapCampaign;
  map: MapState;
  busy?: boolean;
  onOrders?: (orders: MapOrders) => void;
}) {
  const t = useWords();
  const { campaign, map } = props;
  const picture = useMemo(() => mapPicture(campaign, map), [campaign, map]);
  const [selected, setSelected] = useState<string | null>(null);
  const [orders, setOrders] = useState<MapOrders>([]);
  const offered = selected ? offeredMoves(campaign, map, selected) : [];
  const where = new Map(picture.regions.map((r) => [r.id, r]));
  const regionOf = (force: string) => map.forces.find((f) => f.id === force)?.region;
  const order = (to: string) => {
    if (!selected || !props.onOrders) return;
    if (to !== regionOf(selected) && !offered.includes(to)) return;
    setOrders(withOrder(map, orders, selected, to));
    setSelected(null);
  };
  const forceName = (id: string) => story(map.forces.find((f) => f.id === id)?.name ?? id);

  return (
    <div
      className="campaign-map"
      data-testid="campaign-map"
      // The orders stand beside the map where there is room, so "End campaign turn" is in view
      // at 1280x720 too; the map never takes more than about two thirds of the window's height.
      style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}
    >
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label={t('Campaign map')}
        style={{
          flex: '0 1 auto',
          // Room kept beside it for the orders when there are orders to give.
          width: `min(${props.onOrders ? 'calc(100% - 276px)' : '100%'}, 960px, calc(62vh * ${MAP_WIDTH} / ${MAP_HEIGHT}))`,
          minWidth: 'min(100%, 480px)',
          background: '#f4efe4',
          borderRadius: 6,
        }}
      >
        <defs>
          <marker
            id="map-arrow"
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={COLOURS.person} />
          </marker>
        </defs>
        {picture.links.map((l) => (
          <line
            key={l.key}
            x1={l.from.cx}
            y1={l.from.cy}
            x2={l.to.cx}
            y2={l.to.cy}
            stroke="#8a7f6a"
            strokeWidth={4}
          />
        ))}
        {orders.map((o) => {
          const from = where.get(regionOf(o.force) ?? '');
          const to = where.get(o.to);
          if (!from || !to) return null;
          const dx = to.cx - from.cx;
          const dy = to.cy - from.cy;
          const len = Math.hypot(dx, dy) || 1;
          const k = RADIUS / len;
          return (
            <line
              key={o.force}
              data-testid={`map-order-${o.force}`}
              x1={from.cx + dx * k}
              y1={from.cy + dy * k}
              x2={to.cx - dx * k}
              y2={to.cy - dy * k}
              stroke={COLOURS.person}
              strokeWidth={5}
              markerEnd="url(#map-arrow)"
            />
          );
        })}
        {picture.regions.map((r) => (
          <g
            key={r.id}
            data-testid={`map-region-${r.id}`}
            onClick={() => order(r.id)}
            style={{ cursor: selected ? 'pointer' : 'default' }}
          >
            <circle
              data-testid={`map-spot-${r.id}`}
              cx={r.cx}
              cy={r.cy}
              r={RADIUS}
              fill={r.objective ? '#fff6d5' : '#ffffff'}
              stroke={r.holder ? COLOURS[r.holder] : '#999'}
              strokeWidth={r.holder ? 6 : 2}
            />
            {offered.includes(r.id) && (
              <circle
                data-testid={`map-offer-${r.id}`}
                cx={r.cx}
                cy={r.cy}
                r={RADIUS + 9}
                fill="none"
                stroke={COLOURS.person}
                strokeWidth={3}
                strokeDasharray="8 5"
              />
            )}
            <text x={r.cx} y={r.cy - RADIUS - 8} textAnchor="middle" fontSize={17} fill="#222">
              {story(r.name)}
            </text>
            <text
              x={r.cx}
              y={r.cy + 6}
              textAnchor="middle"
              fontSize={15}
              fill="#555"
              pointerEvents="none"
            >
              {[r.depot ? t('Depot') : '', r.objective ? t('Objective') : '']
                .filter(Boolean)
                .join(' · ')}
            </text>
            {r.forces.map((f, i) => (
              <g
                key={f.id}
                data-testid={`map-force-${f.id}`}
                onClick={(e) => {
                  if (f.party !== 'person' || !props.onOrders) return;
                  e.stopPropagation();
                  setSelected(selected === f.id ? null : f.id);
                }}
                style={{ cursor: f.party === 'person' && props.onOrders ? 'pointer' : 'default' }}
              >
                <rect
                  x={r.cx - 80}
                  y={r.cy + RADIUS + 6 + i * 26}
                  width={160}
                  height={22}
                  rx={4}
                  fill={COLOURS[f.party]}
                  stroke={selected === f.id ? '#f6c000' : 'none'}
                  strokeWidth={4}
                />
                <text
                  x={r.cx}
                  y={r.cy + RADIUS + 22 + i * 26}
                  textAnchor="middle"
                  fontSize={13}
                  fill="#fff"
                >
                  {`${short(story(f.name))} (${f.formations})`}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
      {props.onOrders && (
        <div data-testid="map-orders" style={{ flex: '1 1 260px', maxWidth: 420 }}>
          <p className="hint">
            {selected
              ? t('Click a ringed region to move {{force}} there, or its own region to hold.', {
                  force: forceName(selected),
                })
              : t('Click one of your forces, then a region next to it.')}
          </p>
          <ul>
            {map.forces
              .filter((f) => f.party === 'person')
              .map((f) => {
                const to = orders.find((o) => o.force === f.id)?.to;
                return (
                  <li key={f.id}>
                    {to
                      ? t('{{force}} moves to {{region}}', {
                          force: story(f.name),
                          region: story(where.get(to)?.name ?? to),
                        })
                      : t('{{force}} holds {{region}}', {
                          force: story(f.name),
                          region: story(where.get(f.region)?.name ?? f.region),
                        })}
                  </li>
                );
              })}
          </ul>
          <button
            className="primary"
            data-testid="end-campaign-turn"
            disabled={props.busy}
            onClick={() => {
              props.onOrders?.(orders);
              setOrders([]);
              setSelected(null);
            }}
          >
            {t('End campaign turn {{turn}}', { turn: map.turn })}
          </button>
        </div>
      )}
    </div>
  );
}
