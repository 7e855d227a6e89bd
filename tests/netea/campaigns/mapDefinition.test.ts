import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  mirrorCampaign,
  parseCampaign,
  readCampaignFile,
  startCampaign,
  writeCampaignFile,
} from '../../../engine/netea/campaigns';
import armageddon from '../../../engine/netea/campaigns/bundled/armageddon-map.json';
import { LINE } from './mapHelpers';

/* eslint-disable @typescript-eslint/no-explicit-any -- definitions edited by hand, as a person would */
const edit = (change: (c: any) => void, source: unknown = LINE) => {
  const copy = structuredClone(source) as any;
  change(copy);
  return parseCampaign(copy);
};
const refusal = (result: ReturnType<typeof parseCampaign>) =>
  result.ok ? '' : result.error.join('\n');

describe('5.4.2 a map-based campaign is data, checked before play', () => {
  it('the bundled map of Armageddon: seven regions, two depots, two objectives', () => {
    const c = bundledCampaign('armageddon-map')!;
    if (c.kind !== 'map') throw new Error('a map campaign expected');
    expect(c.regions).toHaveLength(7);
    expect(c.regions.filter((r) => r.depot).map((r) => r.holder)).toEqual(['person', 'opponent']);
    expect(c.regions.filter((r) => r.objective).map((r) => r.id)).toEqual([
      'hive-tartarus',
      'spaceport',
    ]);
    expect(edit(() => {}, armageddon).ok).toBe(true);
  });

  it.each([
    [
      'a link to an unknown region',
      (c: any) => c.links.push(['a', 'z']),
      /"z", which is no region/,
    ],
    [
      'a force starting nowhere',
      (c: any) => (c.forces[0].region = 'nowhere'),
      /force "p1": starts in "nowhere", which is no region/,
    ],
    [
      'a map in two pieces',
      (c: any) => c.regions.push({ id: 'g', name: 'G', x: 1, y: 1 }),
      /not in one piece: g cannot be reached/,
    ],
    ['a region linked to itself', (c: any) => c.links.push(['c', 'c']), /"c" is linked to itself/],
    ['two regions with one id', (c: any) => (c.regions[5].id = 'a'), /two regions share an id/],
    [
      'a side without forces',
      (c: any) => (c.forces[1].party = 'person'),
      /the opponent has no force on the map/,
    ],
    [
      'forces of both sides starting together',
      (c: any) => (c.forces[1].region = 'a'),
      /starts in "a" beside an enemy force/,
    ],
    [
      'an unknown formation',
      (c: any) => (c.forces[0].formations[0].formation = 'sm-titan'),
      /no bundled formation "sm-titan"/,
    ],
    [
      'reinforcements at a region that is no depot',
      (c: any) =>
        c.reinforcements.push({
          party: 'person',
          depot: 'b',
          every: 2,
          name: 'Late',
          formations: [{ formation: 'sm-assault-detachment', count: 1 }],
        }),
      /reinforcements 1: B is no depot/,
    ],
    [
      'objectives to hold and none on the map',
      (c: any) => (c.regions[2].objective = false),
      /counts objective regions, and the map has none/,
    ],
    [
      'a scenario with forces of its own kind',
      (c: any) => (c.regions[2].scenario = 'ambush'),
      /"ambush" has forces or a victory of its own/,
    ],
    ['an unknown scenario', (c: any) => (c.battle.scenario = 'nowhere'), /no scenario "nowhere"/],
    ['no campaign turns', (c: any) => (c.turns = 0), /turns/],
  ])('refuses %s, saying why', (_name, change, problem) => {
    const result = edit(change);
    expect(result.ok).toBe(false);
    expect(refusal(result)).toMatch(problem);
  });

  it('a map campaign under way is kept in the campaign file and read back whole', () => {
    const progress = startCampaign(bundledCampaign('armageddon-map')!, 7, '2026-11-25');
    const read = readCampaignFile(writeCampaignFile(progress));
    expect(read.ok && read.value).toEqual(progress);
    // A map whose force stands off the map is refused with the reason.
    const astray = structuredClone(progress);
    astray.map!.forces[0]!.region = 'nowhere';
    const bad = readCampaignFile(writeCampaignFile(astray));
    expect(bad.ok ? '' : bad.error.join()).toMatch(/Strike Force Idaeus stands in "nowhere"/);
  });

  it('played from the other side, the person commands the renegades from Acheron', () => {
    const c = mirrorCampaign(bundledCampaign('armageddon-map')!);
    if (c.kind !== 'map') throw new Error('a map campaign expected');
    expect(c.forces.filter((f) => f.party === 'person').map((f) => f.id)).toEqual([
      'warband',
      'renegade-armour',
    ]);
    expect(c.regions.find((r) => r.id === 'acheron-depot')!.holder).toBe('person');
    expect(parseCampaign(c).ok).toBe(true);
  });
});
