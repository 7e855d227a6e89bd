/* eslint-disable @typescript-eslint/no-explicit-any -- the hand edits below put wrong types into a body on purpose */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCampaignFile, writeCampaignFile } from '../../../engine/netea/campaigns';
import { campaignStore } from '../../../main/campaigns/store';
import { fingerprint } from '../../saves/faults';
import { campaignFileAround, ladderTwoIn } from './fixtures';

/**
 * Damaged, hand-edited, future and hostile campaign files, made from one good campaign: each is
 * refused with a message naming its problem, and no file on disk changes. Files with a fitting
 * checksum test what lies past the checksum.
 */
const progress = ladderTwoIn();
const good = writeCampaignFile(progress);
const body = () => structuredClone(progress) as any;
const edited = (change: (b: any) => void) => {
  const b = body();
  change(b);
  return campaignFileAround(b);
};
function bitFlip(text: string, seed: number): string {
  const at = Math.floor((((seed * 2654435761) >>> 0) / 0x100000000) * text.length);
  return (
    text.slice(0, at) +
    String.fromCharCode(text.charCodeAt(at) ^ (1 << (seed % 7))) +
    text.slice(at + 1)
  );
}
const deep = (n: number): unknown => (n === 0 ? 1 : { a: deep(n - 1) });

const CORPUS: { name: string; text: string; problem: RegExp; onlyTheStore?: true }[] = [
  { name: 'empty file', text: '', problem: /not valid JSON/ },
  {
    name: 'truncated to half',
    text: good.slice(0, good.length / 2),
    problem: /truncated or damaged/,
  },
  { name: 'last brace cut', text: good.slice(0, -2), problem: /truncated or damaged/ },
  ...[1, 2, 3, 4, 5, 6].map((seed) => ({
    name: `bit flip ${seed}`,
    text: bitFlip(good, seed),
    problem: /checksum does not match|not valid JSON|campaign: /,
  })),
  { name: 'not JSON', text: 'a campaign, honest', problem: /not valid JSON/ },
  { name: 'a JSON list', text: '[]', problem: /not an Epic Solo campaign/ },
  { name: 'JSON null', text: 'null', problem: /not an Epic Solo campaign/ },
  {
    name: 'a game save',
    text: campaignFileAround({}, 1, 'epic-solo/game'),
    problem: /is a "epic-solo\/game", not an Epic Solo campaign/,
  },
  {
    name: 'future version',
    text: campaignFileAround(body(), 9),
    problem: /newer Epic Solo \(format version 9/,
  },
  { name: 'version 0', text: campaignFileAround(body(), 0), problem: /version: Too small/ },
  {
    name: 'no checksum',
    text: JSON.stringify({ format: 'epic-solo/campaign', version: 1, body: body() }),
    problem: /checksum: Invalid input/,
  },
  {
    name: 'checksum changed',
    text: good.replace(/"checksum":"[0-9a-f]{16}"/, '"checksum":"0000000000000000"'),
    problem: /checksum does not match/,
  },
  {
    name: 'no body',
    text: JSON.stringify({
      format: 'epic-solo/campaign',
      version: 1,
      checksum: '0000000000000000',
    }),
    problem: /no body/,
  },
  { name: 'too deep', text: campaignFileAround(deep(200)), problem: /deep|nest/i },
  {
    name: '__proto__ key',
    text: good.replace('{"at":', '{"__proto__":{"polluted":true},"at":'),
    problem: /__proto__|checksum|campaign/,
  },
  {
    name: 'huge file',
    text: ' '.repeat(4 * 1024 * 1024 + 1),
    problem: /more than any campaign writes/,
  },
  { name: 'unknown field', text: edited((b) => (b.cheat = true)), problem: /Unrecognized key/ },
  { name: 'battles not a list', text: edited((b) => (b.battles = 'many')), problem: /battles/ },
  {
    name: 'a result lost from the journal',
    text: edited((b) => b.battles.pop()),
    problem: /1 battles are recorded, but the campaign is at battle 3/,
  },
  {
    name: 'beyond the last battle',
    text: edited((b) => (b.at = { index: 9 })),
    problem: /at battle 10 of 3/,
  },
  {
    name: 'a ladder at a node',
    text: edited((b) => (b.at = { node: 'assault' })),
    problem: /at a battle number, not at node/,
  },
  { name: 'winner not a side', text: edited((b) => (b.battles[0].winner = 2)), problem: /winner/ },
  {
    name: 'negative casualties',
    text: edited((b) => (b.battles[0].casualties = [-1, 0])),
    problem: /casualties/,
  },
  {
    name: 'unknown scenario',
    text: edited((b) => (b.campaign.battles[0].ground.scenario = 'moon')),
    problem: /no scenario "moon"/,
  },
  {
    name: 'unknown AI player',
    text: edited((b) => (b.campaign.opponent.player = 'skynet')),
    onlyTheStore: true,
    problem: /no AI player "skynet"/,
  },
  {
    name: 'unknown campaign kind',
    text: edited((b) => (b.campaign.kind = 'conquest')),
    problem: /kind/,
  },
  {
    name: 'effect of unknown kind',
    text: edited((b) => (b.carried = [{ kind: 'orbital-strike', party: 'person' }])),
    problem: /carried/,
  },
  { name: 'seed as text', text: edited((b) => (b.seed = '9')), problem: /seed/ },
  {
    name: 'script in a note, too long',
    text: edited((b) => (b.notes = '<script>'.repeat(10_000))),
    problem: /notes/,
  },
  {
    name: 'linked save with no id',
    text: edited((b) => (b.linked = { key: 'battle-3', startedAt: 'd' })),
    problem: /linked/,
  },
  {
    name: 'a tree node to nowhere',
    text: edited((b) => {
      b.campaign = { ...b.campaign, kind: 'tree', start: 'x', nodes: {} };
      delete b.campaign.battles;
      delete b.campaign.decider;
    }),
    problem: /campaign/,
  },
];

let userData: string;
beforeAll(async () => {
  userData = await mkdtemp(join(tmpdir(), 'epic-solo-campaign-malformed-'));
});
afterAll(async () => {
  await rm(userData, { recursive: true, force: true });
});

describe(`a corpus of ${CORPUS.length} malformed campaign files`, () => {
  it('has at least 30 distinct files', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CORPUS.map((c) => c.text)).size).toBe(CORPUS.length);
  });

  it('reads the good one', () => {
    expect(readCampaignFile(good)).toEqual({ ok: true, value: progress });
  });

  it.each(CORPUS)(
    'refuses "$name", naming the problem',
    async ({ text, problem, onlyTheStore }) => {
      // The engine does not know the AI players: the store checks them (main/campaigns/players.ts).
      const read = onlyTheStore
        ? await campaignStore(userData).importFile(text)
        : readCampaignFile(text);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error.join('\n')).toMatch(problem);
    },
  );

  it('opening them from disk refuses each, lists them as damaged, imports none, changes no file', async () => {
    const store = campaignStore(userData);
    const keep = await store.start(progress.campaign, 1, '2026-11-01');
    if (!keep.ok) throw new Error(keep.error.join('; '));
    const folder = join(userData, 'campaigns');
    for (const [i, entry] of CORPUS.entries())
      await writeFile(join(folder, `bad-${i}.json`), entry.text);
    const before = await fingerprint(folder);
    for (const [i, entry] of CORPUS.entries()) {
      expect((await store.open(`bad-${i}`)).ok).toBe(false);
      expect((await store.importFile(entry.text)).ok).toBe(false);
    }
    const list = await store.list();
    expect(list.filter((c) => c.id.startsWith('bad-') && c.problem)).toHaveLength(
      // The AI player is checked when a campaign is opened, not when it is listed.
      CORPUS.length - 1,
    );
    expect(list.find((c) => c.id === keep.value)).toMatchObject({
      name: 'The Road to the Spaceport',
    });
    expect(await fingerprint(folder)).toBe(before);
    expect((await store.open(keep.value)).ok).toBe(true);
  });
});
