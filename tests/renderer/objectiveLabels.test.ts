import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createScenarioSetup, findScenario } from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import { featureNameBoxes, objectiveLabelBoxes } from '../../renderer/src/battlefield/TableLayer';
import { baseLength } from '../../renderer/src/battlefield/counters';

function base(): GameState {
  const setup = createScenarioSetup(findScenario('basic-training')!, { seed: 1 });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  const created = createGame(setup.value);
  if (!created.ok) throw new Error(created.error.join('\n'));
  return { ...created.value, table: { width: 180, height: 120 } };
}

const withObjectives = (g: GameState, points: readonly { x: number; y: number }[]): GameState => ({
  ...g,
  objectives: points.map((position, i) => ({
    id: `o${i + 1}`,
    position,
    label: `Objective ${i + 1}`,
  })),
});

type Box = ReturnType<typeof objectiveLabelBoxes>[number];
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const pairsOverlapping = (boxes: readonly Box[]) =>
  boxes.flatMap((a, i) =>
    boxes.slice(i + 1).flatMap((b, j) => (overlap(a, b) ? [[i, i + j + 1]] : [])),
  );

/** The scale of the spacecraft plan's table at 1280 x 720 (cm per screen pixel), and at 1920. */
const SCALES = [0.22, 0.15];

describe('objective labels on the table', () => {
  it('seed 001 5.3.9: the Sulphur River’s objective labels keep off its bridges’ and hills’ names', () => {
    const setup = createScenarioSetup(findScenario('sulphur-river')!, { seed: 2 });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const created = createGame(setup.value);
    if (!created.ok) throw new Error(created.error.join('\n'));
    const g = created.value;
    for (const px of SCALES) {
      const names = featureNameBoxes(g, px);
      // The map names its features: the test means nothing without them.
      expect(names.length).toBeGreaterThanOrEqual(3);
      const boxes = objectiveLabelBoxes(g, px);
      expect(boxes).toHaveLength(g.objectives.length);
      const covered = boxes.flatMap((b, i) => (names.some((n) => overlap(b, n)) ? [i] : []));
      expect(covered).toEqual([]);
    }
  });

  it('two objectives side by side, as 3 and 6 were on the spacecraft plan, print their names apart', () => {
    // Objective 6 just right of objective 3 and a little lower: its label started where the
    // label of 3 (to its right) lay.
    const g = withObjectives(base(), [
      { x: 30, y: 30 },
      { x: 150, y: 30 },
      { x: 80, y: 60 },
      { x: 30, y: 95 },
      { x: 150, y: 95 },
      { x: 92, y: 63 },
    ]);
    for (const px of SCALES) {
      const boxes = objectiveLabelBoxes(g, px);
      expect(boxes).toHaveLength(6);
      expect(pairsOverlapping(boxes)).toEqual([]);
      // Each label stays beside its own marker.
      boxes.forEach((b, i) => {
        const o = g.objectives[i]!.position;
        const dx = Math.max(b.x - o.x, o.x - (b.x + b.width), 0);
        const dy = Math.max(b.y - o.y, o.y - (b.y + b.height), 0);
        expect(Math.hypot(dx, dy)).toBeLessThan(6 * b.height);
      });
    }
  });

  it('wherever six objectives 30cm apart stand (6.1.4), no two labels overlap and each is on the table', () => {
    const point = fc.record({
      x: fc.double({ min: 0, max: 180, noNaN: true }),
      y: fc.double({ min: 0, max: 120, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc
          .array(point, { minLength: 2, maxLength: 6 })
          .filter((ps) =>
            ps.every((a, i) =>
              ps.slice(i + 1).every((b) => Math.hypot(a.x - b.x, a.y - b.y) >= 30),
            ),
          ),
        fc.constantFrom(...SCALES),
        (points, px) => {
          const g = withObjectives(base(), points);
          const boxes = objectiveLabelBoxes(g, px);
          expect(pairsOverlapping(boxes)).toEqual([]);
          for (const b of boxes) {
            expect(b.x).toBeGreaterThanOrEqual(0);
            expect(b.y).toBeGreaterThanOrEqual(0);
            expect(b.x + b.width).toBeLessThanOrEqual(180 + 1e-9);
            expect(b.y + b.height).toBeLessThanOrEqual(120 + 1e-9);
          }
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('objective labels and markers', () => {
  it('a label leaves another objective’s marker uncovered where it can', () => {
    // Objective 2 stands right beside objective 1, where 1's label would go first.
    const g = withObjectives(base(), [
      { x: 60, y: 60 },
      { x: 70, y: 61 },
    ]);
    for (const px of SCALES) {
      const [first] = objectiveLabelBoxes(g, px);
      const m = g.objectives[1]!.position;
      const covers =
        m.x + 2 > first!.x &&
        m.x - 2 < first!.x + first!.width &&
        m.y + 2 > first!.y &&
        m.y - 2 < first!.y + first!.height;
      expect(covers).toBe(false);
    }
  });
});

describe('objective labels and units', () => {
  it('a unit standing where the label would go first: the label moves beside it, onto no base', () => {
    const g0 = withObjectives(base(), [{ x: 60, y: 60 }]);
    // Basic training's units, put in a row just right of the marker and one on it.
    const ids = Object.keys(g0.units).slice(0, 4);
    const units = { ...g0.units };
    ids.forEach((id, i) => {
      units[id] = {
        ...units[id]!,
        status: 'deployed',
        position: { x: 60 + i * 3, y: 60 },
        facing: 0,
      };
    });
    const g: GameState = { ...g0, units };
    const bases = ids.map((id) => {
      const u = g.units[id]!;
      const half = baseLength(g.datasheets[u.datasheetId]?.footprint) / 2;
      return {
        x: u.position!.x - half,
        y: u.position!.y - half,
        width: 2 * half,
        height: 2 * half,
      };
    });
    for (const px of SCALES) {
      const [plain] = objectiveLabelBoxes(g0, px);
      const [box] = objectiveLabelBoxes(g, px);
      // Without the units the label sits right of the marker, where the units now stand.
      expect(bases.some((b) => overlap(b, plain!))).toBe(true);
      expect(bases.filter((b) => overlap(b, box!))).toEqual([]);
      // Still beside its marker.
      const dy = Math.max(box!.y - 60, 60 - (box!.y + box!.height), 0);
      expect(dy).toBeLessThan(6 * box!.height);
    }
  });
});
