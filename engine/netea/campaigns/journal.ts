import { leagueStandings } from './league';
import { outcomeOf, storyStandings, type CampaignProgress } from './progress';
import type { BattleRecord } from './record';
import type { Effect, MapCampaign } from './schema';
import type { MapState } from './mapSchema';
import { regionName } from './mapRules';
import { getFormation } from '../data/bundledRegistry';
import {
  JOURNAL_WORDS,
  type JournalLanguage,
  type JournalWords,
  type Translators,
} from './journalWords';

/**
 * The campaign journal (seed 001 5.4.2 "Kampagnentagebuch"), exported: each battle's date,
 * forces, result, casualties and turning points, the person's notes and choices, the standings,
 * and a plot of the campaign's course (an SVG line: the person's running score, or each league
 * entry's points game by game).
 */
export interface JournalOptions {
  /** The journal's language (the page's); English when not given. */
  readonly language?: JournalLanguage;
  /** The campaign file's own words (names, titles, stories) in that language. */
  readonly story?: (text: string) => string;
  /** The engine's reason for a result (1.14.2) in that language. */
  readonly reason?: (text: string) => string;
}

export function journalMarkdown(progress: CampaignProgress, options: JournalOptions = {}): string {
  const words = JOURNAL_WORDS[options.language ?? 'en'];
  const own: Translators = {
    story: options.story ?? ((text) => text),
    reason: options.reason ?? ((text) => text),
  };
  const say = (text: string) => md(own.story(text));
  const c = progress.campaign;
  const lines: string[] = [`# ${say(c.name)}`, '', say(c.summary), ''];
  lines.push(words.kindLine(c.kind, c.section), words.started(md(progress.startedAt)));
  lines.push(
    progress.over
      ? words.over(say(progress.over.title), say(progress.over.text))
      : words.underWay(progress.battles.length),
  );
  lines.push('', `## ${words.standings}`, '');
  if (c.kind === 'league') {
    const s = leagueStandings(c, progress.battles);
    lines.push(words.tableHead, '|---|---|---|---|---|---|---|---|');
    s.table.forEach((r, i) =>
      lines.push(
        `| ${i + 1} | ${say(r.name)} | ${r.games} | ${r.wins} | ${r.draws} | ${r.losses} | ${r.points} | ${r.goals} |`,
      ),
    );
    lines.push('', words.games(s.games, s.goals));
    if (s.shortest) lines.push(words.shortest(say(s.shortest.title), s.shortest.turns));
    if (s.longest) lines.push(words.longest(say(s.longest.title), s.longest.turns));
    if (s.champion)
      lines.push(
        words.champion(say(c.entries.find((e) => e.id === s.champion)?.name ?? s.champion)),
      );
  } else {
    const s = storyStandings(progress);
    lines.push(words.record(s.wins, s.losses, s.draws));
    if (c.kind !== 'ladder') lines.push('', words.path(s.path.map(md).join(' → ') || words.noPath));
  }
  lines.push(
    '',
    `## ${words.course}`,
    '',
    courseSvg(progress, own.story, words.you, words.course),
    '',
  );
  if (progress.map && c.kind === 'map') lines.push(...mapSection(progress.map, c, words, own));
  progress.battles.forEach((b, i) => lines.push(...battleSection(b, i, words, own)));
  if (progress.choices.length > 0) {
    lines.push(`## ${words.choices}`, '');
    for (const choice of progress.choices)
      lines.push(words.choice(md(choice.date), md(choice.node), md(choice.option)));
    lines.push('');
  }
  if (progress.notes.trim()) lines.push(`## ${words.notes}`, '', md(progress.notes), '');
  return lines.join('\n');
}

/** 5.4.2 Map-based: each campaign turn's moves, battles, what followed, and who held which
 * region at its end. */
function mapSection(map: MapState, c: MapCampaign, words: JournalWords, own: Translators) {
  const say = (text: string) => md(own.story(text));
  const region = (id: string) => say(regionName(c, id));
  const lines = [`## ${words.mapTurns}`, ''];
  for (const turn of map.turns) {
    lines.push(`### ${words.mapTurn(turn.turn, md(turn.date))}`, '');
    for (const m of turn.moves)
      lines.push(`- ${words.moved(say(m.name), region(m.from), region(m.to))}`);
    if (turn.battles.length > 0)
      lines.push(`- ${words.battlesFought(turn.battles.map(md).join(', '))}`);
    for (const e of turn.events) lines.push(`- ${say(e)}`);
    const held = (p: string) =>
      c.regions
        .filter((r) => turn.holders[r.id] === p)
        .map((r) => say(r.name))
        .join(', ') || words.nobody;
    lines.push(`- ${words.holders(held('person'), held('opponent'))}`, '');
  }
  return lines;
}

function battleSection(
  b: BattleRecord,
  i: number,
  words: JournalWords,
  own: Translators,
): string[] {
  const say = (text: string) => md(own.story(text));
  const result =
    b.winner === null ? words.draw : words.won(say(b.sides[b.winner].name), b.decidedBy);
  const lines = [
    `## ${i + 1}. ${say(b.title)}`,
    '',
    words.date(md(b.date)),
    words.battlefield(md(b.ground)),
    ...b.sides.map(
      (s, side) =>
        `- ${say(s.name)} (${s.player !== 'person' ? md(s.player) : b.sides.every((x) => x.player === 'person') ? words.atThisMachine : words.thePerson}): ${b.forces[side]!.map(md).join(', ') || words.none}`,
    ),
    words.result(result, b.turns, md(words.decidedBecause(b.reason, own))),
    words.casualties(say(b.sides[0].name), b.casualties[0], say(b.sides[1].name), b.casualties[1]),
  ];
  if (b.effects.length > 0)
    lines.push(words.earned(b.effects.map((e) => effectText(e, words)).join('; ')));
  if (b.turningPoints.length > 0)
    lines.push(
      '',
      `### ${words.turningPoints}`,
      '',
      ...b.turningPoints.map((t) => `- ${md(words.turningPoint(t, own))}`),
    );
  if (b.notes.trim()) lines.push('', `### ${words.notes}`, '', md(b.notes));
  lines.push('');
  return lines;
}

export function effectText(e: Effect, words: JournalWords = JOURNAL_WORDS.en): string {
  // The formation as a player knows it, not by its data id.
  const formation =
    e.kind === 'reinforce' || e.kind === 'reserve'
      ? (getFormation(e.formation)?.name ?? e.formation)
      : '';
  return words.effect(e, formation);
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
export function courseSvg(
  progress: CampaignProgress,
  story: (text: string) => string = (text) => text,
  you = 'You',
  label = 'Course of the campaign',
): string {
  const c = progress.campaign;
  const series: { name: string; values: number[] }[] = [];
  if (c.kind === 'league') {
    const regular = progress.battles.filter((b) => b.key !== 'final');
    for (const entry of c.entries)
      series.push({
        name: story(entry.name),
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
    series.push({ name: c.person ? story(c.person.name) : you, values });
  }
  const all = series.flatMap((s) => s.values);
  const lo = Math.min(0, ...all);
  const hi = Math.max(1, ...all);
  const steps = Math.max(1, series[0]!.values.length - 1);
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / steps;
  const y = (v: number) => HEIGHT - PAD - ((v - lo) * (HEIGHT - 2 * PAD)) / (hi - lo);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH + LABELS}" height="${HEIGHT}" viewBox="0 0 ${WIDTH + LABELS} ${HEIGHT}" role="img" aria-label="${xml(label)}">`,
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
export function journalHtml(progress: CampaignProgress, options: JournalOptions = {}): string {
  const body = journalMarkdown(progress, options)
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
  const title = (options.story ?? ((text: string) => text))(progress.campaign.name);
  return `<!doctype html>\n<html lang="${options.language ?? 'en'}"><head><meta charset="utf-8"><title>${xml(md(title))}</title></head><body>\n${body}\n</body></html>\n`;
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
