/**
 * `npm run campaign -- --play <bundled id | definition.json | campaign file> [--person <player>]
 * [--seed <n>] [--choose <option,option…>] [--journal <file.md|file.html>] [--language en|de]
 * [--save <file>]`:
 * plays a campaign (seed 001 5.4) to its end headless, AI players on every side, printing each
 * battle and the standings. A campaign file carries on from where it stands. `--language de`
 * writes the journal in German (main/campaigns/journalText.ts).
 */
import { readFileSync } from 'node:fs';
import { isPlayerId, PLAYER_IDS } from '../../ai/registry';
import {
  bundledCampaign,
  bundledCampaigns,
  leagueStandings,
  parseCampaign,
  readCampaignFile,
  startCampaign,
  storyStandings,
  writeCampaignFile,
  type CampaignProgress,
} from '../../engine/netea/campaigns';
import type { Result } from '../../engine/kernel/result';
import { writeFileAtomic } from '../saves/atomicWrite';
import { playCampaign } from '../campaigns/play';
import { checkPlayers } from '../campaigns/players';
import { journalLanguage, journalText } from '../campaigns/journalText';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function fail(lines: readonly string[], code = 1): never {
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exit(code);
}

const source = arg('play');
const person = arg('person') ?? 'greedy';
const seed = Number(arg('seed') ?? '1');
const choices = (arg('choose') ?? '').split(',').filter(Boolean);
const language = journalLanguage(arg('language'));
if (!source || !isPlayerId(person) || !Number.isInteger(seed) || seed < 0 || language === null)
  fail(
    [
      `usage: npm run campaign -- --play <${bundledCampaigns()
        .map((c) => c.id)
        .join(
          '|',
        )}|file> [--person <${PLAYER_IDS.join('|')}>] [--seed <whole number>] [--choose <option,…>] [--journal <file.md|file.html>] [--language <en|de>] [--save <file>]`,
    ],
    2,
  );

const date = new Date().toISOString();
function load(): Result<CampaignProgress> {
  const bundled = bundledCampaign(source!);
  if (bundled) return { ok: true, value: startCampaign(bundled, seed, date) };
  let text: string;
  try {
    text = readFileSync(source!, 'utf8');
  } catch (error) {
    return { ok: false, error: [`cannot read ${source}: ${(error as Error).message}`] };
  }
  // A campaign file (in its envelope) carries on; a definition starts afresh.
  if (text.includes('"epic-solo/campaign"')) return readCampaignFile(text);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: [`${source}: not valid JSON: ${(error as Error).message}`] };
  }
  const campaign = parseCampaign(json);
  return campaign.ok ? { ok: true, value: startCampaign(campaign.value, seed, date) } : campaign;
}

const loaded = load();
if (!loaded.ok) fail(loaded.error);
const players = checkPlayers(loaded.value.campaign);
if (!players.ok) fail(players.error);
const campaign = loaded.value.campaign;
process.stdout.write(
  `${campaign.name} (${campaign.kind}, ${campaign.section}), seed ${loaded.value.seed}\n`,
);

let shown = loaded.value.battles.length;
const played = playCampaign(loaded.value, {
  personPlayer: person,
  date: () => new Date().toISOString(),
  choose: (step) => {
    const wanted = choices.shift();
    const option = step.options.find((o) => o.id === wanted) ?? step.options[0]!;
    process.stdout.write(`Choice: ${step.text} -> ${option.label}\n`);
    return option.id;
  },
  onBattle: (progress) => {
    for (const b of progress.battles.slice(shown)) {
      const result =
        b.winner === null ? 'a draw' : `${b.sides[b.winner].name} won (${b.decidedBy})`;
      process.stdout.write(
        `${b.title}: ${b.sides[0].name} against ${b.sides[1].name}: ${result} in turn ${b.turns}; casualties ${b.casualties.join(' to ')}\n`,
      );
    }
    shown = progress.battles.length;
  },
});
if (!played.ok) fail(played.error);
const progress = played.value;
if (campaign.kind === 'league') {
  const s = leagueStandings(campaign, progress.battles);
  s.table.forEach((r, i) =>
    process.stdout.write(
      `${i + 1}. ${r.name}: ${r.points} points, ${r.wins}/${r.draws}/${r.losses}, goals ${r.goals}\n`,
    ),
  );
} else {
  const s = storyStandings(progress);
  process.stdout.write(
    `Won ${s.wins}, lost ${s.losses}, drawn ${s.draws}; path ${s.path.join(' > ')}\n`,
  );
}
if (progress.over) process.stdout.write(`${progress.over.title}: ${progress.over.text}\n`);

const journal = arg('journal');
if (journal) await writeFileAtomic(journal, journalText(progress, journal, language!));
const save = arg('save');
if (save) await writeFileAtomic(save, writeCampaignFile(progress));
