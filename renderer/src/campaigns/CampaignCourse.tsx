import { outcomeOf, storyStandings, type Campaign } from '../../../engine/netea/campaigns';
import type { CampaignView } from '../../../main/ipc/api';
import { useWords } from '../i18n';
import { story } from './storyDe';
import { OUTCOME_WORDS } from './words';

/**
 * Where a campaign stands (seed 001 5.4): a league's table with its statistics (5.4.1), a
 * ladder's battles in order, or a tree's or narrative's flow chart drawn with the path taken
 * (5.4.2), and the person's battles won, lost and drawn.
 */
export function CampaignCourse({ view }: { view: CampaignView }) {
  const t = useWords();
  const { progress } = view;
  const campaign = progress.campaign;
  if (campaign.kind === 'league' && view.league) {
    const league = view.league;
    return (
      <div data-testid="campaign-standings">
        <h2>{t('Standings')}</h2>
        <table className="campaign-table">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('Player')}</th>
              <th>{t('Games')}</th>
              <th>{t('Won')}</th>
              <th>{t('Drawn')}</th>
              <th>{t('Lost')}</th>
              <th>{t('Points')}</th>
              <th>{t('Goals')}</th>
            </tr>
          </thead>
          <tbody>
            {league.table.map((row, i) => (
              <tr key={row.id} className={row.player === 'person' ? 'you' : undefined}>
                <td>{i + 1}</td>
                <td>{story(row.name)}</td>
                <td>{row.games}</td>
                <td>{row.wins}</td>
                <td>{row.draws}</td>
                <td>{row.losses}</td>
                <td>{row.points}</td>
                <td>{row.goals}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="hint">
          {t('{{games}} games, {{goals}} victory conditions achieved', {
            games: league.games,
            goals: league.goals,
          })}
          {league.shortest && league.longest
            ? ` — ${t('shortest game {{short}} turns, longest {{long}} turns', {
                short: league.shortest.turns,
                long: league.longest.turns,
              })}`
            : ''}
        </p>
      </div>
    );
  }
  const standing = storyStandings(progress);
  return (
    <div data-testid="campaign-standings">
      <h2>{t('Standings')}</h2>
      <p>
        {t('Battles won {{wins}}, lost {{losses}}, drawn {{draws}}', {
          wins: standing.wins,
          losses: standing.losses,
          draws: standing.draws,
        })}
      </p>
      {campaign.kind === 'ladder' ? (
        <ol className="campaign-ladder" data-testid="campaign-ladder">
          {campaign.battles.map((b, i) => {
            const record = progress.battles[i];
            const current = !progress.over && 'index' in progress.at && progress.at.index === i;
            return (
              <li key={i} className={current ? 'current' : undefined}>
                {story(b.title)}
                {record
                  ? ` — ${t(OUTCOME_WORDS[outcomeOf(record)])}`
                  : current
                    ? ` — ${t('next')}`
                    : ''}
              </li>
            );
          })}
        </ol>
      ) : campaign.kind === 'tree' || campaign.kind === 'narrative' ? (
        <FlowChart campaign={campaign} view={view} />
      ) : null}
    </div>
  );
}

const COLUMN = 170;
const ROW = 56;
const BOX_W = 150;
const BOX_H = 38;

/** 5.4.2 Tree: the flow chart of battles, choices and endings in columns from the start, the
 * nodes passed through and the links taken marked, the node the campaign is at outlined. */
function FlowChart({
  campaign,
  view,
}: {
  campaign: Extract<Campaign, { kind: 'tree' | 'narrative' }>;
  view: CampaignView;
}) {
  const t = useWords();
  const { progress } = view;
  // Columns by the shortest distance from the start.
  const depth = new Map<string, number>([[campaign.start, 0]]);
  const queue = [campaign.start];
  const links: { from: string; to: string; label: string }[] = [];
  while (queue.length > 0) {
    const key = queue.shift()!;
    const node = campaign.nodes[key];
    if (!node) continue;
    const targets: [string, string][] =
      node.kind === 'battle'
        ? [
            [node.next.win, t(OUTCOME_WORDS.win)],
            [node.next.loss, t(OUTCOME_WORDS.loss)],
            [node.next.draw, t(OUTCOME_WORDS.draw)],
          ]
        : node.kind === 'choice'
          ? node.options.map((o) => [o.next, story(o.label)])
          : [];
    for (const [to, label] of targets) {
      links.push({ from: key, to, label });
      if (!depth.has(to)) {
        depth.set(to, depth.get(key)! + 1);
        queue.push(to);
      }
    }
  }
  const columns: string[][] = [];
  for (const [key, d] of depth) (columns[d] ??= []).push(key);
  const place = new Map<string, { x: number; y: number }>();
  columns.forEach((keys, c) =>
    keys.forEach((key, r) => place.set(key, { x: 8 + c * COLUMN, y: 8 + r * ROW })),
  );
  const passed = new Set([
    ...progress.battles.map((b) => b.key),
    ...progress.choices.map((c) => c.node),
  ]);
  const at = 'node' in progress.at ? progress.at.node : null;
  // The links taken: a battle's result, a choice's option.
  const taken = new Set<string>();
  const order = [
    ...progress.battles.map((b) => ({ key: b.key, date: b.date, battle: b })),
    ...progress.choices.map((c) => ({ key: c.node, date: c.date, battle: null })),
  ];
  for (const step of order) {
    const node = campaign.nodes[step.key];
    if (node?.kind === 'battle' && step.battle)
      taken.add(`${step.key}>${node.next[outcomeOf(step.battle)]}`);
    if (node?.kind === 'choice') {
      const option = progress.choices.find((c) => c.node === step.key)?.option;
      const next = node.options.find((o) => o.id === option)?.next;
      if (next) taken.add(`${step.key}>${next}`);
    }
  }
  const width = 16 + columns.length * COLUMN;
  const height = 16 + Math.max(...columns.map((c) => c.length)) * ROW;
  const titleOf = (key: string) => {
    const node = campaign.nodes[key];
    if (!node) return key;
    if (node.kind === 'battle') return story(node.battle.title);
    if (node.kind === 'ending') return story(node.ending.title);
    return t('Your decision');
  };
  return (
    <svg
      className="campaign-chart"
      data-testid="campaign-chart"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t('The campaign’s flow chart')}
    >
      {links.map((l) => {
        const a = place.get(l.from)!;
        const b = place.get(l.to)!;
        const on = taken.has(`${l.from}>${l.to}`);
        return (
          <line
            key={`${l.from}>${l.to}>${l.label}`}
            x1={a.x + BOX_W}
            y1={a.y + BOX_H / 2}
            x2={b.x}
            y2={b.y + BOX_H / 2}
            stroke={on ? '#c8102e' : '#888'}
            strokeWidth={on ? 3 : 1}
          >
            <title>{l.label}</title>
          </line>
        );
      })}
      {[...place].map(([key, p]) => (
        <g key={key} data-node={key} data-passed={passed.has(key) ? 'yes' : 'no'}>
          <rect
            x={p.x}
            y={p.y}
            width={BOX_W}
            height={BOX_H}
            rx={5}
            fill={passed.has(key) ? '#f2d7a6' : '#fafafa'}
            stroke={key === at ? '#c8102e' : '#555'}
            strokeWidth={key === at ? 3 : 1}
          />
          <text x={p.x + 6} y={p.y + 23} fontSize={12} fill="#222">
            {clip(titleOf(key), 22)}
          </text>
        </g>
      ))}
    </svg>
  );
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
