import adeptusMechanicusTitanLegionsEa from './adeptus-mechanicus-titan-legions-ea.json';
import chaosBlackLegionEa from './chaos-black-legion-ea.json';
import eldarBielTanEa from './eldar-biel-tan-ea.json';
import imperialGuardSteelLegionEa from './imperial-guard-steel-legion-ea.json';
import necronsEa from './necrons-ea.json';
import orksGhazghkullThrakaSWarHordeEa from './orks-ghazghkull-thraka-s-war-horde-ea.json';
import spaceMarinesEa from './space-marines-ea.json';
import tauEa from './tau-ea.json';
import tyranidsEa from './tyranids-ea.json';

/**
 * The army lists shipped with the program, imported from BattleScribe catalogues by
 * `npm run armies:import` (main/cli/importArmies.ts); unchecked here: `bundledLists()` in
 * ../lists.ts validates them once.
 */
export const BUNDLED_LIST_FILES: readonly { readonly fileName: string; readonly data: unknown }[] =
  Object.freeze([
    { fileName: 'adeptus-mechanicus-titan-legions-ea.json', data: adeptusMechanicusTitanLegionsEa },
    { fileName: 'chaos-black-legion-ea.json', data: chaosBlackLegionEa },
    { fileName: 'eldar-biel-tan-ea.json', data: eldarBielTanEa },
    { fileName: 'imperial-guard-steel-legion-ea.json', data: imperialGuardSteelLegionEa },
    { fileName: 'necrons-ea.json', data: necronsEa },
    {
      fileName: 'orks-ghazghkull-thraka-s-war-horde-ea.json',
      data: orksGhazghkullThrakaSWarHordeEa,
    },
    { fileName: 'space-marines-ea.json', data: spaceMarinesEa },
    { fileName: 'tau-ea.json', data: tauEa },
    { fileName: 'tyranids-ea.json', data: tyranidsEa },
  ]);
