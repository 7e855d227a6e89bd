import { parseCampaign, type MapCampaign } from '../../../engine/netea/campaigns';

/**
 * A small map for hand-computed cases (seed 001 5.4.2): five regions in a line, the person's
 * depot at one end, the enemy's at the other, the objective in the middle, and a side road
 * (`f`) off `b`.
 *
 *   f
 *   |
 *   a ─ b ─ c ─ d ─ e
 */
export const LINE = {
  kind: 'map',
  id: 'line-map',
  name: 'The Line',
  section: '5.4.2',
  summary: 'Five regions in a line.',
  regions: [
    { id: 'a', name: 'A', x: 0, y: 50, holder: 'person', depot: true, value: 2 },
    { id: 'b', name: 'B', x: 25, y: 50 },
    { id: 'c', name: 'C', x: 50, y: 50, objective: true, value: 3 },
    { id: 'd', name: 'D', x: 75, y: 50 },
    { id: 'e', name: 'E', x: 100, y: 50, holder: 'opponent', depot: true, value: 2 },
    { id: 'f', name: 'F', x: 25, y: 10 },
  ],
  links: [
    ['a', 'b'],
    ['b', 'c'],
    ['c', 'd'],
    ['d', 'e'],
    ['b', 'f'],
  ],
  forces: [
    {
      id: 'p1',
      name: 'First',
      party: 'person',
      region: 'a',
      formations: [{ formation: 'sm-tactical-detachment', count: 1 }],
    },
    {
      id: 'o1',
      name: 'Renegades',
      party: 'opponent',
      region: 'e',
      formations: [{ formation: 'sm-tactical-detachment', count: 1 }],
    },
  ],
  turns: 2,
  battle: { scenario: 'basic-training', maxTurns: 2 },
  supply: { attrition: true },
  reinforcements: [],
  victory: 'objectives',
};

/* eslint-disable @typescript-eslint/no-explicit-any -- definitions edited by hand, as a person would */
export function lineMap(change: (c: any) => void = () => {}): MapCampaign {
  const copy = structuredClone(LINE) as any;
  change(copy);
  const parsed = parseCampaign(copy);
  if (!parsed.ok) throw new Error(parsed.error.join('; '));
  if (parsed.value.kind !== 'map') throw new Error('a map campaign expected');
  return parsed.value;
}
