import type { Action } from '../../../engine/netea/state/schema';
import { t, w } from '../i18n';

/** The actions by the names the rulebook gives them (1.6.1). */
export const ACTION_NAMES: Readonly<Record<Action, string>> = {
  advance: w('Advance'),
  engage: w('Engage'),
  double: w('Double'),
  march: w('March'),
  marshal: w('Marshal'),
  overwatch: w('Overwatch'),
  'sustained-fire': w('Sustained Fire'),
  hold: w('Hold'),
};

/** An action's name in the page's language (German names from the glossary, 6.1). */
export function actionName(action: Action): string {
  return t(ACTION_NAMES[action]);
}

/** An objective's label ("Objective (centre)", scenarios and set-up name them so) in the page's
 * language. */
export function objectiveName(label: string): string {
  const named = /^Objective \((.+)\)$/.exec(label);
  // Seed 001 5.3.9: an objective a map names ("the Iron Bridge"), in the scenario's words.
  if (!named) return t(label);
  const where = named[1]!;
  const words = where === 'centre' ? t('centre') : PLACES[where] ? t(PLACES[where]) : where;
  return t('Objective ({{where}})', { where: words });
}

/** Where an objective or a corner is, by compass (seed 001 5.3.11.1's table of three). */
const PLACES: Readonly<Record<string, string>> = {
  north: w('north'),
  south: w('south'),
  east: w('east'),
  west: w('west'),
  'south-west': w('south-west'),
  'south-east': w('south-east'),
  'north-west': w('north-west'),
  'north-east': w('north-east'),
};

const EDGES: Readonly<Record<string, string>> = {
  north: w('north'),
  south: w('south'),
  east: w('east'),
  west: w('west'),
};

/** Seed 001 5.3.15: the water purification plant's deployment zones, worded whole. */
export const WHOLE_ZONES: readonly string[] = [
  w('any of the three tables, not within 45cm of the Ork table edges'),
  w('the north edges of tables 2 and 3'),
];

/** A deployment zone's label ("within 15cm of the north table edge", 1.15.1) in the page's
 * language. */
export function zoneName(label: string): string {
  // Seed 001 5.3.11.1 (all against all): a middle of an edge, or a corner.
  const middle = /^within (\d+)cm of the (north|south|east|west) table edge, its middle$/.exec(
    label,
  );
  if (middle)
    return t('within {{cm}}cm of the middle of the {{edge}} table edge', {
      cm: middle[1]!,
      edge: t(EDGES[middle[2]!]!),
    });
  // Seed 001 5.3.11.2-3 (team battle): each player of a team on his half of its edge.
  const half = /^within (\d+)cm of the (north|south) table edge, its (west|east) half$/.exec(label);
  if (half)
    return t('within {{cm}}cm of the {{edge}} table edge, its {{half}} half', {
      cm: half[1]!,
      edge: t(EDGES[half[2]!]!),
      half: t(EDGES[half[3]!]!),
    });
  const corner =
    /^within (\d+)cm of the (south-west|south-east|north-west|north-east) corner$/.exec(label);
  if (corner)
    return t('within {{cm}}cm of the {{corner}} corner', {
      cm: corner[1]!,
      corner: t(PLACES[corner[2]!]!),
    });
  const edge = /^within (\d+)cm of the (north|south|east|west) table edge$/.exec(label);
  // Seed 001 5.3.9: an area the map names ("the west bank"), and 5.3.15's zones (WHOLE_ZONES,
  // marked for the German word list), in the scenario's words.
  if (!edge) return t(label);
  return t('within {{cm}}cm of the {{edge}} table edge', {
    cm: edge[1]!,
    edge: t(EDGES[edge[2]!]!),
  });
}
