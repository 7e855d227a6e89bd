import { KORPS_GRINDA } from './korpsGrinda';
import type { ScenarioInput } from './schema';
import { rectangle } from './shapes';

/**
 * Seed 001 5.3.12.4 Gogards letztes Gefecht ("Gogard's Last Stand"), the German edition's
 * version of 3.4.1 Korps Grinda Returns!: the same forces (Leich'n Mühla II, a Great Gargant with
 * Mob Rule and Power of the Waaagh, 5.5.2-5.5.3, strategy 3, 3+; a Captain with six Tactical
 * units and three Rhinos, a Captain with four Devastators, four Land Raiders and two command
 * bunkers, strategy 5, 1+, They Shall Know No Fear), the same battlefield and the same victory
 * conditions, so it is built on that scenario rather than copied.
 *
 * What the German text says differently is where the first Space Marine formation may set up:
 * "entweder in den zerstörten Gebäuden oder in der Nähe der Y-Kreuzung", in the ruined
 * buildings *or* near the "Y" junction, where 3.4.1 says "in or touching the ruined buildings by
 * the Y junction". "Near" is taken as within 10cm of the junction's centre.
 */

const NEAR = 10;
const JUNCTION = { x: 60, y: 66 };
/** The ruins by the junction (korpsGrinda.ts: x 64-76, y 68-77) and the ground within 10cm of
 * the junction, as one area: x 50-79, y 56-80. */
const RUINS_OR_JUNCTION = rectangle(JUNCTION.x - NEAR, JUNCTION.y - NEAR, 29, 24);

export const GOGARDS_LAST_STAND: ScenarioInput = {
  ...KORPS_GRINDA,
  id: 'gogards-last-stand',
  name: 'Gogard’s Last Stand',
  section: '5.3.12.4',
  summary:
    'The German edition’s Korps Grinda Returns!: Leich’n Mühla II, an Ork Great Gargant, against three Space Marine formations; one of them may also stand near the “Y” junction.',
  formationZones: (KORPS_GRINDA.formationZones ?? []).map((z) =>
    z.id === 'ruins'
      ? {
          ...z,
          label: 'in the ruined buildings or near the “Y” junction (within 10cm of it)',
          polygon: RUINS_OR_JUNCTION,
        }
      : z,
  ),
  terrainNote:
    'As Korps Grinda Returns!: a road “Y” junction south of the centre with ruined buildings beside it, roads to the north corners and the Space Marine (south) edge, two hills and two woods. One Space Marine formation in the ruins or within 10cm of the junction, the other two on their table edge; the command bunkers at least 15cm from a table edge.',
};
