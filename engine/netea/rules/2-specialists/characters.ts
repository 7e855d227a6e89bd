import type { Side } from '../../commands/primitives';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { refusal } from '../../../kernel/result';
import type { GameState, UnitState } from '../../state/schema';
import type { UnitDatasheet } from '../../data/schema/unit';
import { isCharacter } from '../../abilities/units/characters';
import { modify } from '../../abilities/registry';
import { datasheetOf } from '../1.2-formations/battlefield';

/**
 * 2.1.1 Characters: a character "is not represented by a separate model", it is added to a unit
 * and "must operate together" with it "throughout the entire battle". The player chooses the unit
 * at set-up, from the formation the character belongs to ("characters taken as an upgrade for a
 * formation must be added to a unit from the formation"); any type of unit will do. From then on
 * the character is no unit of its own: the host's datasheet is joined with the character's, so
 * every rule sees its weapons and abilities, and it shares the host's fate (transported with it,
 * destroyed with it). Until it has joined, the character cannot be deployed (it has no base) and
 * deployment cannot finish (1.15.1: every unit must be set up).
 */

function name(state: GameState, unit: UnitState): string {
  const sheet = state.datasheets[unit.datasheetId];
  const formation = state.formations[unit.formationId];
  const n = formation ? formation.unitIds.indexOf(unit.id) + 1 : 0;
  return `${sheet?.name ?? 'unit'} ${n} of ${formation?.name ?? 'its formation'}`;
}

/**
 * 2.1.1: "The character can be transported in any vehicle allowed to transport the unit that he
 * joins, and does not take up an extra space": transports judge a unit by its own datasheet, as
 * it was before its characters joined (a Terminator with a Chaplain still takes two spaces in a
 * Land Raider). Each join appended `+character` to the datasheet id (joinedDatasheet).
 */
export function carriedSheet(state: GameState, unit: UnitState): UnitDatasheet {
  let id = unit.datasheetId;
  for (const c of [...(unit.characters ?? [])].reverse()) {
    const suffix = `+${c.datasheetId}`;
    if (id.endsWith(suffix)) id = id.slice(0, -suffix.length);
  }
  return state.datasheets[id] ?? datasheetOf(state, unit);
}

/** Characters of the side still waiting to be added to a unit. */
export function unjoinedCharacters(state: GameState, side: Side): UnitState[] {
  return Object.values(state.units).filter((u) => {
    const sheet = state.datasheets[u.datasheetId];
    return u.side === side && u.status === 'reserve' && !!sheet && isCharacter(sheet);
  });
}

/** Units of the character's formation it may join: any unit of it that is not a character. */
export function charactersHosts(state: GameState, character: UnitState): UnitState[] {
  const formation = state.formations[character.formationId];
  return (formation?.unitIds ?? [])
    .map((id) => state.units[id])
    .filter((u): u is UnitState => {
      const sheet = u ? state.datasheets[u.datasheetId] : undefined;
      return !!u && !!sheet && !isCharacter(sheet) && u.status !== 'destroyed';
    });
}

export const joinCharacter: CommandHandler<CommandOf<'setup.joinCharacter'>> = {
  validate(state, command) {
    if (state.phase !== 'setup') {
      return refusal(
        'character/not-now',
        '2.1.1',
        'A character joins its unit at set-up and stays with it for the whole battle.',
      );
    }
    if (state.setup.finished[command.side]) {
      return refusal('setup/deployment-finished', '1.15.1', 'You have already finished deploying.');
    }
    const character = state.units[command.characterId];
    const sheet = character ? state.datasheets[character.datasheetId] : undefined;
    if (!character || !sheet || !isCharacter(sheet) || character.status !== 'reserve') {
      return refusal(
        'character/not-a-character',
        '2.1.1',
        'Only a character that has not joined a unit yet can be added to one.',
      );
    }
    if (character.side !== command.side) {
      return refusal('command/not-your-unit', '-', `${sheet.name} belongs to your opponent.`);
    }
    const host = state.units[command.unitId];
    const hostSheet = host ? state.datasheets[host.datasheetId] : undefined;
    if (!host || !hostSheet || host.side !== command.side) {
      return refusal('command/unknown-unit', '-', 'There is no such unit of yours.');
    }
    if (host.formationId !== character.formationId) {
      return refusal(
        'character/other-formation',
        '2.1.1',
        `${sheet.name} must be added to a unit of its own formation, not to ${name(state, host)}.`,
      );
    }
    if (isCharacter(hostSheet)) {
      return refusal(
        'character/onto-character',
        '2.1.1',
        `${sheet.name} must be added to a unit on the table, not to another character.`,
      );
    }
    return null;
  },
  apply(state, command, { events }) {
    const character = state.units[command.characterId]!;
    const host = state.units[command.unitId]!;
    const hostSheet = state.datasheets[host.datasheetId]!;
    const characterSheet = state.datasheets[character.datasheetId]!;
    const sheet = modify(
      'joinedDatasheet',
      { host: hostSheet, character: characterSheet },
      hostSheet,
    );
    const formation = state.formations[host.formationId]!;
    const units = { ...state.units };
    delete units[character.id];
    units[host.id] = {
      ...host,
      datasheetId: sheet.id,
      characters: [
        ...(host.characters ?? []),
        { id: character.id, datasheetId: character.datasheetId },
      ],
    };
    events.push({
      type: 'setup/character-joined',
      characterId: character.id,
      characterName: state.datasheets[character.datasheetId]!.name,
      unitId: host.id,
      section: '2.1.1',
    });
    return {
      ...state,
      datasheets: { ...state.datasheets, [sheet.id]: sheet },
      units,
      formations: {
        ...state.formations,
        [formation.id]: {
          ...formation,
          unitIds: formation.unitIds.filter((id) => id !== character.id),
        },
      },
    };
  },
};
