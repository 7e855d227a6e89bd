/* eslint-disable @typescript-eslint/no-explicit-any -- the hand edits below put wrong types into a definition on purpose */
import { campaignRig } from './rig';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  readCampaignImport,
  writeCampaignFile,
  writeDefinitionFile,
} from '../../../engine/netea/campaigns';
import { fingerprint } from '../../saves/faults';
import { campaignFileAround, ladderTwoIn } from './fixtures';

/**
 * Importing `.epiccampaign` files from the campaign list (issue 18): a definition (in its
 * envelope, or written by hand as plain JSON) becomes one of the person's own definitions to
 * start; a campaign in progress becomes a campaign to open. A damaged, hand-edited or hostile
 * file is refused with the reason and nothing on disk changes.
 */
const tree = bundledCampaign('hill-tree')!;
const definitionFile = writeDefinitionFile(tree);
const handWritten = JSON.stringify(tree, null, 2);
const definition = () => structuredClone(tree) as any;
const edited = (change: (d: any) => void) => {
  const d = definition();
  change(d);
  return JSON.stringify(d);
};
const inEnvelope = (change: (d: any) => void) => {
  const d = definition();
  change(d);
  return campaignFileAround(d, 1, 'epic-solo/campaign-definition');
};
const deep = (n: number): unknown => (n === 0 ? 1 : { a: deep(n - 1) });

const CORPUS: { name: string; text: string; problem: RegExp }[] = [
  { name: 'empty file', text: '', problem: /not valid JSON/ },
  { name: 'truncated', text: handWritten.slice(0, 200), problem: /truncated or damaged/ },
  { name: 'a JSON list', text: '[]', problem: /not an Epic Solo campaign/ },
  { name: 'a number', text: '42', problem: /not an Epic Solo campaign/ },
  { name: 'a game save', text: campaignFileAround({}, 1, 'epic-solo/game'), problem: /game/ },
  {
    name: 'definition checksum changed',
    text: definitionFile.replace(/"checksum":"[0-9a-f]{16}"/, '"checksum":"0000000000000000"'),
    problem: /checksum does not match/,
  },
  {
    name: 'definition from a newer program',
    text: campaignFileAround(definition(), 7, 'epic-solo/campaign-definition'),
    problem: /newer Epic Solo \(format version 7/,
  },
  { name: 'unknown kind', text: edited((d) => (d.kind = 'conquest')), problem: /kind/ },
  { name: 'no name', text: edited((d) => delete d.name), problem: /name/ },
  { name: 'unknown field', text: edited((d) => (d.cheat = 1)), problem: /Unrecognized key/ },
  {
    name: 'a branch to nowhere',
    text: edited((d) => (d.nodes.assault.next.win = 'nowhere')),
    problem: /leads to "nowhere", which is no node/,
  },
  {
    name: 'unknown scenario',
    text: inEnvelope((d) => (d.nodes.assault.battle.ground.scenario = 'moon')),
    problem: /no scenario "moon"/,
  },
  {
    name: 'unknown formation as a reward',
    text: edited(
      (d) =>
        (d.nodes.assault.battle.rewards = {
          win: [{ kind: 'reinforce', party: 'person', formation: 'titan-of-cardboard', count: 1 }],
        }),
    ),
    problem: /no bundled formation "titan-of-cardboard"/,
  },
  {
    name: 'unknown AI player',
    text: edited((d) => (d.opponent.player = 'skynet')),
    problem: /no AI player "skynet"/,
  },
  {
    name: '__proto__ key',
    text: handWritten.replace('{', '{"__proto__":{"polluted":true},'),
    problem: /__proto__/,
  },
  { name: 'too deep', text: JSON.stringify({ kind: 'tree', x: deep(200) }), problem: /deep|nest/i },
  {
    name: 'huge file',
    text: ' '.repeat(4 * 1024 * 1024 + 1),
    problem: /more than any campaign writes/,
  },
  {
    name: 'a campaign with a result lost',
    text: (() => {
      const b = structuredClone(ladderTwoIn()) as any;
      b.battles.pop();
      return campaignFileAround(b);
    })(),
    problem: /1 battles are recorded, but the campaign is at battle 3/,
  },
];

let userData: string;
beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'epic-solo-campaign-import-'));
});
afterEach(async () => {
  await rm(userData, { recursive: true, force: true });
});

const rig = () => campaignRig(userData, '2026-11-24T20:00:00.000Z');

describe('importing .epiccampaign files (issue 18)', () => {
  it('reads a definition file, a hand-written definition and a campaign in progress for what they are', () => {
    expect(readCampaignImport(definitionFile)).toEqual({
      ok: true,
      value: { kind: 'definition', campaign: tree },
    });
    expect(readCampaignImport(handWritten)).toEqual({
      ok: true,
      value: { kind: 'definition', campaign: tree },
    });
    const progress = ladderTwoIn();
    expect(readCampaignImport(writeCampaignFile(progress))).toEqual({
      ok: true,
      value: { kind: 'progress', progress },
    });
  });

  it('an imported definition is listed among the person’s own and starts like a bundled one', async () => {
    const { campaigns } = rig();
    const imported = await campaigns.import(handWritten);
    if (!imported.ok) throw new Error(imported.error.join('; '));
    expect(imported.value).toMatchObject({ kind: 'definition', name: 'The Hill of Saint Khanis' });
    const own = await campaigns.definitions();
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      id: imported.value.id,
      listing: { name: 'The Hill of Saint Khanis', kind: 'tree', sides: true },
    });
    // The campaigns themselves list no definition as a damaged campaign.
    expect(await campaigns.list()).toEqual([]);
    const started = await campaigns.start({ campaign: imported.value.id, seed: 3 });
    if (!started.ok) throw new Error(started.error.join('; '));
    const view = await campaigns.view(started.value);
    if (!view.ok) throw new Error(view.error.join('; '));
    expect(view.value.step).toMatchObject({ kind: 'battle', key: 'assault' });
    // The same definition again is the same file, not a second copy.
    const again = await campaigns.import(definitionFile);
    expect(again.ok && again.value.id).toBe(imported.value.id);
    expect(await campaigns.definitions()).toHaveLength(1);
    // Shared as a file of its own, it reads back as the same definition.
    const text = await campaigns.definitionText(imported.value.id);
    expect(text.ok && readCampaignImport(text.value)).toEqual({
      ok: true,
      value: { kind: 'definition', campaign: tree },
    });
    expect(await campaigns.removeDefinition(imported.value.id)).toEqual({ ok: true, value: true });
    expect(await campaigns.definitions()).toEqual([]);
  });

  it('a campaign in progress opens where it stood; importing it again never overwrites the one played on', async () => {
    const { campaigns, library } = rig();
    const file = writeCampaignFile(ladderTwoIn());
    const first = await campaigns.import(file);
    if (!first.ok) throw new Error(first.error.join('; '));
    expect(first.value).toMatchObject({ kind: 'campaign', name: 'The Road to the Spaceport' });
    const opened = await library.open(first.value.id);
    expect(opened.ok && opened.value.progress.battles).toHaveLength(2);
    await campaigns.notes(first.value.id, 'Played on since.');
    const second = await campaigns.import(file);
    if (!second.ok) throw new Error(second.error.join('; '));
    expect(second.value.id).not.toBe(first.value.id);
    const kept = await library.open(first.value.id);
    expect(kept.ok && kept.value.progress.notes).toBe('Played on since.');
    expect((await campaigns.list()).map((c) => c.id).sort()).toEqual(
      [first.value.id, second.value.id].sort(),
    );
  });

  it(`refuses ${CORPUS.length} malformed and hostile files, each naming its problem, changing nothing on disk`, async () => {
    const { campaigns } = rig();
    const keep = await campaigns.import(handWritten);
    const keptCampaign = await campaigns.start({ campaign: 'spaceport-ladder', seed: 1 });
    if (!keep.ok || !keptCampaign.ok) throw new Error('the good files were refused');
    const folder = join(userData, 'campaigns');
    const before = await fingerprint(folder);
    expect(new Set(CORPUS.map((c) => c.text)).size).toBe(CORPUS.length);
    for (const entry of CORPUS) {
      const imported = await campaigns.import(entry.text);
      expect(imported.ok, entry.name).toBe(false);
      if (!imported.ok) expect(imported.error.join('\n'), entry.name).toMatch(entry.problem);
    }
    expect(await fingerprint(folder)).toBe(before);
    expect(await campaigns.definitions()).toHaveLength(1);
    expect(await campaigns.list()).toHaveLength(1);
  });

  it('a definition id from outside cannot reach a campaign file, nor a campaign id a definition', async () => {
    const { campaigns } = rig();
    const started = await campaigns.start({ campaign: 'spaceport-ladder', seed: 1 });
    if (!started.ok) throw new Error(started.error.join('; '));
    expect((await campaigns.removeDefinition(started.value)).ok).toBe(false);
    expect((await campaigns.start({ campaign: 'definition-none-0000000000', seed: 1 })).ok).toBe(
      false,
    );
    expect(await campaigns.list()).toHaveLength(1);
  });
});
