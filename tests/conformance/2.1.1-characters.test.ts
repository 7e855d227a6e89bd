import { describe, expect, it } from 'vitest';
import { createScenarioSetup, specialistScenario } from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import type { Command } from '../../engine/netea/commands/schema';
import { modify } from '../../engine/netea/abilities/registry';
import { leadersIn } from '../../engine/netea/abilities/units/leaders';
import { joinedDatasheet } from '../../engine/netea/abilities/units/characters';
import { bundledRegistry } from '../../engine/netea/data';
import { go, refusalOf } from './helpers';

const TAC = 'a-sm-tactical-detachment-rhinos-1';
/** The Commander is the tenth unit of the first Tactical formation: six Tacticals, three
 * Rhinos, then the option (2.3.1). */
const CAPTAIN = `${TAC}-u10`;

function setupGame(): GameState {
  const setup = createScenarioSetup(specialistScenario(), { seed: 3 });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  const game = createGame(setup.value);
  if (!game.ok) throw new Error(game.error.join('\n'));
  return game.value;
}

const join = (unitId: string, characterId = CAPTAIN): Command => ({
  type: 'setup.joinCharacter',
  side: 0,
  characterId,
  unitId,
});

describe('2.1.1 Characters', () => {
  it('2.1.1: the unit a character is added to receives its weapons and abilities; the character is no unit of its own', () => {
    const s = setupGame();
    const { state, events } = go(s, join(`${TAC}-u2`));
    expect(state.units[CAPTAIN]).toBeUndefined();
    expect(state.formations[TAC]?.unitIds).toHaveLength(9);
    const host = state.units[`${TAC}-u2`]!;
    const sheet = state.datasheets[host.datasheetId]!;
    expect(sheet.name).toBe('Space Marine Tactical with Space Marine Captain');
    expect(sheet.weapons.map((w) => w.name)).toEqual(
      expect.arrayContaining([
        'Power Weapon',
        ...s.datasheets['sm-tactical']!.weapons.map((w) => w.name),
      ]),
    );
    expect(sheet.abilities.map((a) => a.id).sort()).toEqual([
      'commander',
      'invulnerable-save',
      'leader',
    ]);
    expect(sheet.footprint).toEqual(s.datasheets['sm-tactical']!.footprint);
    expect(host.characters).toEqual([{ id: CAPTAIN, datasheetId: 'sm-captain' }]);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'setup/character-joined',
        unitId: `${TAC}-u2`,
        section: '2.1.1',
      }),
    );
  });

  it('2.1.1: characters can be added to any type of unit, vehicles included', () => {
    const { state } = go(setupGame(), join(`${TAC}-u7`));
    const sheet = state.datasheets[state.units[`${TAC}-u7`]!.datasheetId]!;
    expect(sheet.type).toBe('AV');
    expect(sheet.transport).toEqual(state.datasheets['sm-rhino']!.transport);
  });

  it('2.1.1: a character taken for a formation must be added to a unit of that formation', () => {
    const refused = refusalOf(setupGame(), join('a-sm-tactical-detachment-rhinos-2-u1'));
    expect(refused).toMatchObject({ code: 'character/other-formation', section: '2.1.1' });
    expect(refused?.message).toContain(
      'Space Marine Tactical 1 of Tactical detachment with Rhinos 2',
    );
  });

  it('2.1.1: a character has no base: it cannot be set up on the table, and deployment waits for it to join a unit', () => {
    const s = setupGame();
    const deploy = refusalOf(s, {
      type: 'setup.deployUnit',
      side: 0,
      unitId: CAPTAIN,
      position: { x: 60, y: 5 },
      facing: 90,
    });
    expect(deploy).not.toBeNull();
    expect(refusalOf(s, { type: 'setup.finishDeployment', side: 0 })?.code).toBe(
      'setup/units-left',
    );
  });

  it('2.1.1: a character stays with its unit for the whole battle: it cannot join again or once the battle has begun', () => {
    const joined = go(setupGame(), join(`${TAC}-u2`)).state;
    expect(refusalOf(joined, join(`${TAC}-u3`))?.code).toBe('character/not-a-character');
    const started = { ...setupGame(), phase: 'action' as const };
    expect(refusalOf(started, join(`${TAC}-u2`))).toMatchObject({
      code: 'character/not-now',
      section: '2.1.1',
    });
  });

  it('2.1.1: the character is transported with its unit and does not take up an extra space', () => {
    let s = go(setupGame(), join(`${TAC}-u1`)).state;
    // A Rhino carries two infantry units: the Tactical with its Captain counts as one.
    s = { ...s, setup: { ...s.setup, zones: [0, 1], objectivesToPlace: [0, 0] } };
    s = go(s, {
      type: 'setup.deployUnit',
      side: 0,
      unitId: `${TAC}-u7`,
      position: { x: 30, y: 5 },
      facing: 90,
    }).state;
    s = go(s, {
      type: 'setup.embarkUnit',
      side: 0,
      unitId: `${TAC}-u1`,
      transportId: `${TAC}-u7`,
    }).state;
    s = go(s, {
      type: 'setup.embarkUnit',
      side: 0,
      unitId: `${TAC}-u2`,
      transportId: `${TAC}-u7`,
    }).state;
    expect(s.units[`${TAC}-u1`]?.status).toBe('embarked');
    expect(s.units[`${TAC}-u2`]?.status).toBe('embarked');
  });

  it('2.1 FAQ: Can a unit have the same special ability more than once? No: a duplicated ability counts once', () => {
    const registry = bundledRegistry();
    const captain = registry.getDatasheet('sm-captain')!;
    const twice = joinedDatasheet(
      joinedDatasheet(registry.getDatasheet('sm-tactical')!, captain),
      captain,
    );
    expect(twice.abilities.map((a) => a.id).sort()).toEqual([
      'commander',
      'invulnerable-save',
      'leader',
    ]);
    // A leader's extra Blast marker comes once for the unit (2.1.8).
    const s = go(setupGame(), join(`${TAC}-u2`)).state;
    const state = {
      ...s,
      datasheets: { ...s.datasheets, [twice.id]: twice },
      units: { ...s.units, [`${TAC}-u2`]: { ...s.units[`${TAC}-u2`]!, datasheetId: twice.id } },
    };
    expect(leadersIn(state, state.formations[TAC]!)).toBe(1);
  });

  it('2.1 FAQ: Can units being transported use their special abilities? Yes: an embarked Captain still commands', () => {
    const s = go(setupGame(), join(`${TAC}-u1`)).state;
    const embarked = {
      ...s,
      units: {
        ...s.units,
        [`${TAC}-u1`]: { ...s.units[`${TAC}-u1`]!, status: 'embarked' as const },
      },
    };
    expect(
      modify('assaultFollowers', { state: embarked, formation: embarked.formations[TAC]! }, 0),
    ).toBe(2);
    expect(leadersIn(embarked, embarked.formations[TAC]!)).toBe(1);
  });

  it('2.1.1: the character is destroyed with its unit: its abilities go with it', () => {
    const s = go(setupGame(), join(`${TAC}-u1`)).state;
    const dead = {
      ...s,
      units: {
        ...s.units,
        [`${TAC}-u1`]: { ...s.units[`${TAC}-u1`]!, status: 'destroyed' as const },
      },
    };
    expect(modify('assaultFollowers', { state: dead, formation: dead.formations[TAC]! }, 0)).toBe(
      0,
    );
    expect(leadersIn(dead, dead.formations[TAC]!)).toBe(0);
  });
});
