import fc from 'fast-check';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  bundledList,
  bundledLists,
  choicesOf,
  newFormation,
  readRos,
  readRoster,
  readRosz,
  rosterText,
  validateRoster,
  writeRoster,
  type ImportedList,
  type Roster,
  type RosterFormation,
  type Selection,
} from '../../../engine/netea/armies';

/**
 * Rosters over the bundled Codex Astartes list (NetEA): points, the constraints a roster must
 * keep (each problem naming the constraint and the entries), our own file format, BattleScribe
 * rosters, and the text export.
 */
const sm = bundledList('space-marines-ea') as ImportedList;
const formation = (id: string): RosterFormation => {
  const f = newFormation(sm, id);
  if (!f) throw new Error(`no formation ${id}`);
  return f;
};
const roster = (formations: RosterFormation[], pointsLimit = 3000): Roster => ({
  list: sm.id,
  listRevision: sm.source.revision,
  name: 'Test roster',
  pointsLimit,
  formations,
});
const messages = (r: Roster) => validateRoster(sm, r).problems.map((p) => p.message);

describe('roster model', () => {
  it('starts a formation with what its list requires and counts its points', () => {
    const tactical = formation('tactical');
    expect(tactical.selections).toContainEqual({
      entry: '14cc-5c1f-b20e-95b0',
      count: 6,
      selections: [],
    });
    expect(validateRoster(sm, roster([tactical]))).toEqual({ points: 275, problems: [] });
  });

  it('adds the points of upgrades', () => {
    const tactical = formation('tactical');
    const hunter = choicesOf(sm.formations.find((f) => f.id === 'tactical')!.entry).find(
      (c) => c.name === 'Hunter',
    )!;
    tactical.selections.push({ entry: hunter.id, count: 1, selections: [] });
    expect(validateRoster(sm, roster([tactical])).points).toBe(275 + hunter.points);
  });

  it('names the entry and the limit when a formation has too many of something', () => {
    const tactical = formation('tactical');
    const squad = tactical.selections.find((s) => s.entry === '14cc-5c1f-b20e-95b0')!;
    squad.count = 7;
    expect(messages(roster([tactical]))).toEqual([
      'Tactical › Tactical Squad: 7 taken, at most 6 allowed',
    ]);
  });

  it('names a missing required entry', () => {
    expect(messages(roster([{ formation: 'tactical', selections: [] }]))).toEqual([
      'Tactical › Tactical Squad: 0 taken, at least 6 allowed',
    ]);
  });

  it('names unknown formations and entries', () => {
    expect(messages(roster([{ formation: 'no-such', selections: [] }]))).toEqual([
      'Space Marines: Codex Astartes has no formation "no-such"',
    ]);
    const t = formation('tactical');
    t.selections.push({ entry: 'nope', count: 1, selections: [] });
    expect(messages(roster([t]))).toEqual(['Tactical offers no entry "nope"']);
  });

  it('limits allies and titans to a third of the points, naming the formations', () => {
    const r = roster([formation('tactical'), formation('warlord-battle-titan')], 2000);
    expect(messages(r)).toEqual([
      'One Third - 33%: 825 points is 41.3% of 2000, at most 33% allowed (Warlord Battle Titan)',
    ]);
    expect(messages({ ...r, pointsLimit: 3000 })).toEqual([]);
  });

  it('limits support formations per core formation and a formation to its own maximum', () => {
    const ig = bundledList('imperial-guard-steel-legion-ea') as ImportedList;
    const f = (id: string) => newFormation(ig, id) as RosterFormation;
    const r: Roster = {
      list: ig.id,
      listRevision: ig.source.revision,
      name: 'Steel Legion',
      pointsLimit: 3000,
      formations: [
        f('infantry-company'),
        f('sentinel-squadron'),
        f('sentinel-squadron'),
        f('sentinel-squadron'),
      ],
    };
    expect(validateRoster(ig, r).problems.map((p) => p.message)).toEqual([
      '2 per Formation: 3 formation(s) (Sentinel Squadron, Sentinel Squadron, Sentinel Squadron), at most 2 (0 plus 2 per 1 Formations) allowed',
    ]);
    const twoHq = { ...r, formations: [f('regimental-hq'), f('regimental-hq')] };
    expect(validateRoster(ig, twoHq).problems.map((p) => p.message)).toEqual([
      'Regimental HQ: 2 in the army, at most 1 allowed',
    ]);
  });

  it('refuses a roster over its points limit', () => {
    expect(messages(roster([formation('tactical'), formation('tactical')], 500))).toEqual([
      '550 points spent, the limit is 500',
    ]);
  });

  it('exports text naming the list, points and every selection', () => {
    const text = rosterText(sm, roster([formation('tactical')]));
    expect(text).toContain('Space Marines: Codex Astartes (NetEA), revision');
    expect(text).toContain('275 of 3000 points');
    expect(text).toContain('Tactical — 275 pts');
    expect(text).toContain('  - 6× Tactical Squad');
  });
});

describe('roster file', () => {
  it('writes and reads back the same roster', () => {
    const r = roster([formation('tactical'), formation('land-raiders')]);
    const back = readRoster(writeRoster(r), bundledLists());
    expect(back).toEqual({ ok: true, value: r });
  });

  it('refuses a file whose checksum does not match', () => {
    const text = writeRoster(roster([formation('tactical')])).replace('"count":6', '"count":60');
    const back = readRoster(text, bundledLists());
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.error[0]).toMatch(/checksum does not match/);
  });

  it('refuses a roster of a list that is not bundled, naming it', () => {
    const text = writeRoster({ ...roster([]), list: 'squats-ea' });
    expect(readRoster(text, bundledLists())).toEqual({
      ok: false,
      error: ['the roster is for army list "squats-ea", which is not bundled with this program'],
    });
  });

  // Property: any roster of the list's formations with any counts of their choices survives the
  // file unchanged, and validates the same after reading.
  it('round-trips any roster through the file (property)', () => {
    const ids = sm.formations.map((f) => f.id);
    const arbitraryFormation = fc.constantFrom(...ids).chain((id) => {
      const choices = choicesOf(sm.formations.find((f) => f.id === id)!.entry);
      return fc
        .array(
          fc.record({
            entry: fc.constantFrom(...choices.map((c) => c.id), 'unknown-entry'),
            count: fc.integer({ min: 1, max: 12 }),
            selections: fc.constant<Selection[]>([]),
          }),
          { maxLength: 6 },
        )
        .map((selections) => ({ formation: id, selections }));
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryFormation, { maxLength: 12 }),
        fc.integer({ min: 0, max: 10_000 }),
        (formations, pointsLimit) => {
          const r = roster(formations, pointsLimit);
          const back = readRoster(writeRoster(r), bundledLists());
          expect(back).toEqual({ ok: true, value: r });
          if (back.ok) expect(validateRoster(sm, back.value)).toEqual(validateRoster(sm, r));
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** A small BattleScribe roster as the program writes it (hand-written for the test). */
function ros(catalogueName: string, extra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<roster id="r1" name="Saturday game" battleScribeVersion="2.03" gameSystemId="8f10-ee06-8dc1-beb6" gameSystemName="Epic Armageddon" gameSystemRevision="38" xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <costLimits><costLimit name="pts" typeId="points" value="3000.0"/></costLimits>
  <forces>
    <force id="f1" name="Epic Armageddon" entryId="f12d-4f60-fe2d-1813" catalogueId="f97b-5995-9c84-d211" catalogueRevision="40" catalogueName="${catalogueName}">
      <selections>
        <selection id="s0" name="-Community-" entryId="5a05-95e5-0ba7-4228" number="1" type="upgrade">
          <selections><selection id="s0a" name="NetEA" entryId="d9f8-5bcf-f76a-a9b8::d1eb-4f24-2225-bcec" number="1" type="upgrade"/></selections>
        </selection>
        <selection id="s1" name="Tactical" entryId="7671fecc-f6c1-1353-8042-0fceed28ec79" number="1" type="unit">
          <selections>
            <selection id="s2" name="Tactical Squad" entryId="14cc-5c1f-b20e-95b0" number="6" type="unit"/>
            <selection id="s3" name="Rhino" entryId="a12b-e1ac-f5dd-2b25::5d8b-35c1-6e8d-f26e" number="3" type="model"/>
            <selection id="s4" name="Imaginary Upgrade" entryId="0000-0000" number="1" type="upgrade"/>
          </selections>
        </selection>
        <selection id="s5" name="Land Raiders" entryId="unknown-id" number="1" type="unit"/>
        ${extra}
      </selections>
    </force>
  </forces>
</roster>`;
}

describe('BattleScribe rosters', () => {
  it('maps a .ros onto the bundled list and names what it could not map', () => {
    const read = readRos(ros('Space Marines: Codex Astartes'), 'game.ros', bundledLists());
    if (!read.ok) throw new Error(read.error.join('; '));
    expect(read.value.roster.pointsLimit).toBe(3000);
    expect(read.value.roster.formations.map((f) => f.formation)).toEqual([
      'tactical',
      'land-raiders',
    ]);
    expect(read.value.roster.formations[0]?.selections).toEqual([
      { entry: '14cc-5c1f-b20e-95b0', count: 6, selections: [] },
      { entry: '5d8b-35c1-6e8d-f26e', count: 3, selections: [] },
    ]);
    expect(read.value.unmapped).toEqual([
      'Tactical › Imaginary Upgrade: no such entry in the bundled list',
    ]);
  });

  it('reads the same roster zipped as .rosz', () => {
    const zipped = zipSync({ 'game.ros': strToU8(ros('Space Marines: Codex Astartes')) });
    const read = readRosz(zipped, 'game.rosz', bundledLists());
    expect(read.ok && read.value.roster.formations.length).toBe(2);
  });

  it('refuses a roster of a list that is not bundled', () => {
    expect(readRos(ros('Squats'), 'squats.ros', bundledLists())).toEqual({
      ok: false,
      error: [
        'squats.ros: the roster is for the army list "Squats", which is not bundled with this program',
      ],
    });
  });
});
