import { leagueStandings } from './league';
import { outcomeOf, storyStandings, type CampaignProgress } from './progress';
import type { BattleRecord } from './record';
import type { Effect } from './schema';
import { getFormation } from '../data/bundledRegistry';

/**
 * The campaign journal (seed 001 5.4.2 "Kampagnentagebuch"), exported: each battle's date,
 * forces, result, casualties and turning points, the person's notes and choices, the standings,
 * and a plot of the campaign's course (an SVG line: the person's running score, or each league
 * entry's points game by game).
 */
export function journalMarkdown(progress: CampaignProgress): string {
  const c = progress.campaign;
  const lines: string[] = [`# ${md(c.name)}`, '', md(c.summary), ''];
  lines.push(`- Kind: ${c.kind} (${c.section})`, `- Started: ${md(progress.startedAt)}`);
  lines.push(
    progress.over
      ? `- Over: ${md(progress.over.title)}. ${md(progress.over.text)}`
      : `- Under way: ${progress.battles.length} battle${progress.battles.length === 1 ? '' : 's'} played`,
  );
  lines.push('', '## Standings', '');
  if (c.kind === 'league') {
    const s = leagueStandings(c, progress.battles);
    lines.push(
      '| Place | Name | Games | Won | Drawn | Lost | Points | Goals |',
      '|---|---|---|---|---|---|---|---|',
    );
    s.table.forEach((r, i) =>
      lines.push(
        `| ${i + 1} | ${md(r.name)} | ${r.games} | ${r.wins} | ${r.draws} | ${r.losses} | ${r.points} | ${r.goals} |`,
      ),
    );
    lines.push('', `Games: ${s.games}. Victory conditions achieved: ${s.goals}.`);
    if (s.shortest)
      lines.push(`Shortest game: ${md(s.shortest.title)}, ${s.shortest.turns} turns.`);
    if (s.longest) lines.push(`Longest game: ${md(s.longest.title)}, ${s.longest.turns} turns.`);
    if (s.champion)
      lines.push(
        `Champion: ${md(c.entries.find((e) => e.id === s.champion)?.name ?? s.champion)}.`,
      );
  } else {
    const s = storyStandings(progress);
    lines.push(`Won ${s.wins}, lost ${s.losses}, drawn ${s.draws}.`);
    if (c.kind !== 'ladder') lines.push('', `Path: ${s.path.map(md).join(' → ') || '(none yet)'}`);
  }
  lines.push('', '## Course of the campaign', '', courseSvg(progress), '');
  progress.battles.forEach((b, i) => lines.push(...battleSection(b, i)));
  if (progress.choices.length > 0) {
    lines.push('## Choices', '');
    for (const choice of progress.choices)
      lines.push(`- ${md(choice.date)}: at ${md(choice.node)}, chose ${md(choice.option)}`);
    lines.push('');
  }
  if (progress.notes.trim()) lines.push('## Notes', '', md(progress.notes), '');
  return lines.join('\n');
}

function battleSection(b: BattleRecord, i: number): string[] {
  const result =
    b.winner === null
      ? 'a draw'
      : `${b.sides[b.winner].name} won${b.decidedBy === 'points' ? ' on victory points' : b.decidedBy === 'forfeit' ? ' by forfeit' : ''}`;
  const lines = [
    `## ${i + 1}. ${md(b.title)}`,
    '',
    `- Date: ${md(b.date)}`,
    `- Battlefield: ${md(b.ground)}`,
    ...b.sides.map(
      (s, side) =>
        `- ${md(s.name)} (${s.player === 'person' ? 'the person' : md(s.player)}): ${b.forces[side]!.map(md).join(', ') || '(none)'}`,
    ),
    `- Result: ${result} after ${b.turns} turn${b.turns === 1 ? '' : 's'} (${md(b.reason)})`,
    `- Casualties: ${b.sides[0].name} ${b.casualties[0]} units, ${b.sides[1].name} ${b.casualties[1]} units`,
  ];
  if (b.effects.length > 0)
    lines.push(`- Earned before this battle: ${b.effects.map(effectText).join('; ')}`);
  if (b.turningPoints.length > 0)
    lines.push('', '### Turning points', '', ...b.turningPoints.map((t) => `- ${md(t)}`));
  if (b.notes.trim()) lines.push('', '### Notes', '', md(b.notes));
  lines.push('');
  return lines;
}

export function effectText(e: Effect): string {
  const who = e.party === 'person' ? 'the person' : 'the opponent';
  // The formation as a player knows it, not by its data id.
  const formation = (id: string) => getFormation(id)?.name ?? id;
  switch (e.kind) {
    case 'reinforce':
      return `${who} is reinforced by ${e.count} × ${formation(e.formation)}`;
    case 'reserve':
      return `${who} holds ${e.count} × ${formation(e.formation)} in reserve`;
    case 'points':
      return `${who} has ${e.points > 0 ? '+' : ''}${e.points} points`;
    case 'strategy':
      return `${who}'s strategy rating ${e.change > 0 ? '+' : ''}${e.change}`;
  }
}

const WIDTH = 480;
const HEIGHT = 200;
const PAD = 30;
/** Room right of the plot for each line's name. */
const LABELS = 170;
const COLOURS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#ff7f0e',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
];

/** The plot: a line per league entry (points after each game), or the person's running score
 * (+1 a win, −1 a loss) in a story campaign. */
export function courseSvg(progress: CampaignProgress): string {
  const c = progress.campaign;
  const series: { name: string; values: number[] }[] = [];
  if (c.kind === 'league') {
    const regular = progress.battles.filter((b) => b.key !== 'final');
    for (const entry of c.entries)
      series.push({
        name: entry.name,
        values: [
          0,
          ...regular.map(
            (_, n) =>
              leagueStandings(c, regular.slice(0, n + 1)).table.find((r) => r.id === entry.id)!
                .points,
          ),
        ],
      });
  } else {
    let score = 0;
    const values = [0];
    for (const b of progress.battles) {
      const o = outcomeOf(b);
      score += o === 'win' ? 1 : o === 'loss' ? -1 : 0;
      values.push(score);
    }
    series.push({ name: c.person?.name ?? 'You', values });
  }
  const all = series.flatMap((s) => s.values);
  const lo = Math.min(0, ...all);
  const hi = Math.max(1, ...all);
  const steps = Math.max(1, series[0]!.values.length - 1);
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / steps;
  const y = (v: number) => HEIGHT - PAD - ((v - lo) * (HEIGHT - 2 * PAD)) / (hi - lo);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH + LABELS}" height="${HEIGHT}" viewBox="0 0 ${WIDTH + LABELS} ${HEIGHT}" role="img" aria-label="Course of the campaign">`,
    `<line x1="${PAD}" y1="${y(0)}" x2="${WIDTH - PAD}" y2="${y(0)}" stroke="#999"/>`,
  ];
  series.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const points = s.values.map((v, n) => `${round(x(n))},${round(y(v))}`).join(' ');
    parts.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points}"/>`);
    parts.push(
      `<text x="${WIDTH - PAD + 2}" y="${round(y(s.values.at(-1)!))}" font-size="10" fill="${colour}">${xml(s.name)}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('');
}

/** The journal as an HTML page: the Markdown's content with the plot drawn. */
export function journalHtml(progress: CampaignProgress): string {
  const body = journalMarkdown(progress)
    .split('\n')
    .map((line) => {
      if (line.startsWith('<svg')) return line;
      if (line.startsWith('### ')) return `<h3>${xml(line.slice(4))}</h3>`;
      if (line.startsWith('## ')) return `<h2>${xml(line.slice(3))}</h2>`;
      if (line.startsWith('# ')) return `<h1>${xml(line.slice(2))}</h1>`;
      if (line.startsWith('- ')) return `<li>${xml(line.slice(2))}</li>`;
      if (line.startsWith('|---')) return '';
      if (line.startsWith('| '))
        return `<tr>${line
          .slice(2, -2)
          .split(' | ')
          .map((cell) => `<td>${xml(cell)}</td>`)
          .join('')}</tr>`;
      return line.trim() ? `<p>${xml(line)}</p>` : '';
    })
    .join('\n');
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${xml(progress.campaign.name)}</title></head><body>\n${body}\n</body></html>\n`;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Markdown text from data: characters that would start markup or HTML are escaped. */
function md(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (ch) => `\\${ch}`);
}

/** HTML text of a Markdown line: its escapes undone, then what HTML would read as markup. */
function xml(text: string): string {
  return text
    .replace(/\\([\\`*_[\]<>|#])/g, '$1')
    .replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
}
