import type { ScenarioInput } from './schema';
import { oval, rectangle } from './shapes';

/**
 * The core rules training scenarios of 1.15. Each text asks for a table "approximately 60–90cm
 * square" (120cm for Combined Arms) with "at least a couple of hills and either a built-up area
 * or some woods", an objective in the very centre, and deployment within 15cm of opposite table
 * edges. The texts set no turn limit; a game nobody has won after six turns is a draw here.
 */

const SMALL = 90;
const LARGE = 120;
const TURN_LIMIT = 6;
/** Every training force is Space Marines: They Shall Know No Fear (seed 001 5.5.1). Jump packs
 * (2.1.7) are on the Assault datasheet itself. */
const TSKNF: ['they-shall-know-no-fear'] = ['they-shall-know-no-fear'];

type FormationEntry = {
  formation: string;
  count: number;
  options?: Record<string, string>;
};

/** Force Alpha and Force Beta: strategy rating 5, all formations 1+ (their datasheets). */
function forces(alpha: FormationEntry[], beta: FormationEntry[]): ScenarioInput['forces'] {
  return [
    { name: 'Force Alpha', strategyRating: 5, specialRules: TSKNF, formations: alpha },
    { name: 'Force Beta', strategyRating: 5, specialRules: TSKNF, formations: beta },
  ];
}

const TACTICALS_WITH_RHINOS: FormationEntry = {
  formation: 'sm-tactical-detachment-rhinos',
  count: 2,
};
const SUPPORT: FormationEntry[] = [
  { formation: 'sm-predator-destructor-detachment', count: 1 },
  { formation: 'sm-whirlwind-detachment', count: 1 },
];

function zones(size: number) {
  return [
    {
      id: 'north',
      label: 'within 15cm of the north table edge',
      polygon: rectangle(0, 0, size, 15),
    },
    {
      id: 'south',
      label: 'within 15cm of the south table edge',
      polygon: rectangle(0, size - 15, size, 15),
    },
  ];
}

const smallTerrain = [
  {
    id: 'hill-west',
    type: 'hill' as const,
    height: 2,
    polygon: oval(22, 34, 11, 7, [0, 0.08, 0, 0.12]),
  },
  {
    id: 'hill-east',
    type: 'hill' as const,
    height: 2,
    polygon: oval(68, 56, 11, 7, [0.1, 0, 0.05]),
  },
  { id: 'wood', type: 'woods' as const, height: 1, polygon: oval(66, 28, 8, 6, [0, 0.15, 0.05]) },
  { id: 'chapel', type: 'buildings' as const, height: 1, polygon: rectangle(20, 55, 7, 5) },
  { id: 'manor', type: 'buildings' as const, height: 1, polygon: rectangle(30, 60, 6, 6) },
];

const basicText =
  'Two hills, a wood between the eastern hill and the north edge, and a small built-up area of two buildings on the western flank; the objective stands in open ground in the centre.';

const victoryOne = {
  kind: 'hold-objectives' as const,
  objectives: 1,
  holdTurns: 1,
  captureRange: 15,
  maxTurns: TURN_LIMIT,
};
const centre = (size: number) => [
  { id: 'centre', position: { x: size / 2, y: size / 2 }, label: 'Objective (centre)' },
];

function smallScenario(
  id: string,
  name: string,
  section: string,
  summary: string,
  formations: FormationEntry[],
): ScenarioInput {
  return {
    id,
    name,
    section,
    summary,
    table: { width: SMALL, height: SMALL },
    terrain: smallTerrain,
    objectives: centre(SMALL),
    deploymentZones: zones(SMALL),
    forces: forces(formations, formations),
    victory: victoryOne,
    terrainNote: basicText,
  };
}

export const BASIC_TRAINING = smallScenario(
  'basic-training',
  'Basic Training',
  '1.15.1',
  'Two formations of six Tactical units a side fight to take and hold the central objective.',
  [{ formation: 'sm-tactical-detachment', count: 2 }],
);

export const FAST_ATTACK = smallScenario(
  'fast-attack',
  'Fast Attack Training',
  '1.15.2',
  'Two formations of six Tactical units with three Rhinos a side.',
  [TACTICALS_WITH_RHINOS],
);

export const ARMOURED = smallScenario(
  'armoured',
  'Armoured Training',
  '1.15.3',
  'Two formations of four Predator Destructors a side.',
  [{ formation: 'sm-predator-destructor-detachment', count: 2 }],
);

const advancedBase = smallScenario(
  'advanced',
  'Advanced Training',
  '1.15.4',
  'Tactical formations with Rhinos; Alpha adds four Assault units with jump packs, Beta four Devastators.',
  [TACTICALS_WITH_RHINOS],
);

export const ADVANCED: ScenarioInput = {
  ...advancedBase,
  forces: forces(
    [TACTICALS_WITH_RHINOS, { formation: 'sm-assault-detachment', count: 1 }],
    [TACTICALS_WITH_RHINOS, { formation: 'sm-devastator-detachment', count: 1 }],
  ),
};

export const COMBINED_ARMS: ScenarioInput = {
  id: 'combined-arms',
  name: 'Combined Arms Training',
  section: '1.15.5',
  summary:
    'Infantry, armour and artillery a side; three objectives, two of which must be held together for a full turn.',
  table: { width: LARGE, height: LARGE },
  terrain: [
    { id: 'hill-west', type: 'hill', height: 2, polygon: oval(30, 42, 13, 8, [0, 0.1, 0, 0.05]) },
    { id: 'hill-east', type: 'hill', height: 2, polygon: oval(92, 78, 13, 8, [0.08, 0, 0.1]) },
    { id: 'wood-north', type: 'woods', height: 1, polygon: oval(88, 36, 9, 7, [0, 0.12]) },
    { id: 'wood-south', type: 'woods', height: 1, polygon: oval(34, 86, 9, 6, [0.1, 0, 0.05]) },
    { id: 'chapel', type: 'buildings', height: 1, polygon: rectangle(52, 30, 7, 5) },
    { id: 'hab-block', type: 'buildings', height: 1, polygon: rectangle(62, 84, 6, 6) },
    { id: 'ruins', type: 'ruins', height: 1, polygon: rectangle(70, 50, 8, 6) },
  ],
  objectives: [{ id: 'centre', position: { x: 60, y: 60 }, label: 'Objective (centre)' }],
  objectivePlacement: { perPlayer: 1, spacing: 45 },
  deploymentZones: zones(LARGE),
  forces: forces(
    [TACTICALS_WITH_RHINOS, { formation: 'sm-assault-detachment', count: 1 }, ...SUPPORT],
    [TACTICALS_WITH_RHINOS, { formation: 'sm-devastator-detachment', count: 1 }, ...SUPPORT],
  ),
  victory: {
    kind: 'hold-objectives',
    objectives: 2,
    holdTurns: 1,
    captureRange: 15,
    maxTurns: TURN_LIMIT,
  },
  terrainNote:
    'Two hills, two woods, a chapel, a hab block and ruins; the centre objective in the middle; each player then sets up one more objective at least 45cm from any other.',
};

/**
 * 2.3.1 Specialist Training Scenario: Combined Arms' battlefield and victory conditions, with
 * Land Raiders (reinforced and thick rear armour) and Land Speeders (skimmers, scouts, a
 * macro-weapon multi-melta). "One Tactical formation may include a Space Marine Commander and
 * the other may include a Space Marine Dreadnought": both are options of the scenario, taken by
 * default. The Commander is a character (2.1.1): at set-up its player adds it to a unit of its
 * Tactical formation (`setup.joinCharacter`).
 */
export interface SpecialistOptions {
  /** The first Tactical formation includes a Space Marine Commander (2.1.1, 2.1.2). */
  readonly commander: boolean;
  /** The second Tactical formation includes a Space Marine Dreadnought. */
  readonly dreadnought: boolean;
}

export const SPECIALIST_DEFAULTS: SpecialistOptions = { commander: true, dreadnought: true };

function specialistForce(options: SpecialistOptions): FormationEntry[] {
  const tactical = (choice: string | null): FormationEntry => ({
    formation: 'sm-tactical-detachment-rhinos',
    count: 1,
    ...(choice ? { options: { specialist: choice } } : {}),
  });
  return [
    tactical(options.commander ? 'commander' : null),
    tactical(options.dreadnought ? 'dreadnought' : null),
    { formation: 'sm-land-raider-detachment', count: 1 },
    { formation: 'sm-land-speeder-detachment', count: 1 },
  ];
}

/** The scenario with its options chosen for each force (Force Alpha's, then Force Beta's). */
export function specialistScenario(
  alpha: SpecialistOptions = SPECIALIST_DEFAULTS,
  beta: SpecialistOptions = alpha,
): ScenarioInput {
  return {
    ...COMBINED_ARMS,
    id: 'specialist',
    name: 'Specialist Training',
    section: '2.3.1',
    summary:
      'Tactical formations with Rhinos (one with a Commander, one with a Dreadnought), Land Raiders and Land Speeders a side; three objectives, two held together for a full turn.',
    forces: forces(specialistForce(alpha), specialistForce(beta)),
  };
}

export const SPECIALIST: ScenarioInput = specialistScenario();

export const TRAINING_SCENARIOS: readonly ScenarioInput[] = [
  BASIC_TRAINING,
  FAST_ATTACK,
  ARMOURED,
  ADVANCED,
  COMBINED_ARMS,
  SPECIALIST,
];
