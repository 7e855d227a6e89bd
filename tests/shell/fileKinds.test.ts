import { describe, expect, it } from 'vitest';
import { recognise } from '../../main/shell/fileKinds';
import { bytes, saveText, ZIP_HEAD } from './helpers';

describe('recognising a file a person opens', () => {
  it('a saved game by its extension and its format header', () => {
    expect(recognise('Evening.epicsave', bytes(saveText()))).toEqual({
      ok: true,
      value: { kind: 'save', format: 'epic-solo' },
    });
    // A save copied out of the saves folder keeps its .json name.
    expect(recognise('save-evening-1234abcd.json', bytes(saveText()))).toMatchObject({
      ok: true,
      value: { kind: 'save' },
    });
  });

  it('the header wins over the extension: a campaign renamed .epicsave is a campaign', () => {
    const campaign = '{"format":"epic-solo/campaign","version":1,"checksum":"0","body":{}}';
    expect(recognise('renamed.epicsave', bytes(campaign))).toMatchObject({
      ok: true,
      value: { kind: 'campaign' },
    });
  });

  it('a byte order mark and white space before the header are allowed', () => {
    expect(
      recognise('x.epicroster', bytes('\uFEFF\n {"format":"epic-solo/roster"}')),
    ).toMatchObject({ ok: true, value: { kind: 'roster' } });
  });

  it("a JSON file of someone else's format is refused, naming it", () => {
    expect(recognise('x.json', bytes('{"format":"other/thing"}'))).toEqual({
      ok: false,
      error: ['the file is a "other/thing", which Epic Solo does not open'],
    });
  });

  it('BattleScribe rosters: .ros is XML starting with <roster>, .rosz a zip archive', () => {
    const ros = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<roster id="1" name="x">';
    expect(recognise('Army.ros', bytes(ros))).toMatchObject({
      ok: true,
      value: { kind: 'roster', format: 'battlescribe' },
    });
    expect(recognise('Army.rosz', new Uint8Array([...ZIP_HEAD, 1, 2, 3]))).toMatchObject({
      ok: true,
      value: { kind: 'roster', format: 'battlescribe' },
    });
  });

  it('a damaged roster is refused with what is wrong', () => {
    expect(recognise('Army.rosz', bytes('<roster>'))).toEqual({
      ok: false,
      error: [
        'not a BattleScribe roster: a .rosz file is a zip archive, and this one is not (damaged?)',
      ],
    });
    expect(recognise('Army.ros', bytes('<catalogue>'))).toMatchObject({
      ok: false,
      error: ['not a BattleScribe roster: a .ros file is XML starting with <roster>'],
    });
  });

  it('any other file is refused, saying what Epic Solo opens', () => {
    const refused = recognise('holiday.jpg', new Uint8Array([0xff, 0xd8]));
    expect(refused).toEqual({
      ok: false,
      error: [
        'Epic Solo opens saved games (.epicsave), rosters (.ros, .rosz, .epicroster) and campaigns (.epiccampaign), not .jpg files',
      ],
    });
    expect(recognise('README', bytes('hello'))).toMatchObject({
      ok: false,
      error: [expect.stringMatching(/not files without an extension$/)],
    });
  });
});
