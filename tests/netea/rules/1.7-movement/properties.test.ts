import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footprintShape, isWhollyOnTable, shapeDistance } from '../../../../engine/kernel/geometry';
import { validateMove } from '../../../../engine/netea/rules/1.7-movement/movement';
import { movementGame } from '../../../fixtures/movementGame';

/** Random moves of a Rhino among enemy stands: whatever the validator accepts is legal. */
const state = movementGame([
  { id: 'rhino', sheet: 'sm-rhino', formation: 'a1', at: [20, 20] },
  { id: 'e1', sheet: 'sm-tactical', formation: 'b1', at: [40, 22] },
  { id: 'e2', sheet: 'sm-tactical', formation: 'b1', at: [25, 40] },
  { id: 'e3', sheet: 'sm-tactical', formation: 'b1', at: [8, 8] },
]);
const rhino = state.datasheets['sm-rhino']!;
const pointArb = fc.record({
  x: fc.double({ min: -5, max: 60, noNaN: true }),
  y: fc.double({ min: -5, max: 60, noNaN: true }),
});

describe('property: accepted normal moves', () => {
  it('never leave the table, never end within 5cm of an enemy, never exceed the speed', () => {
    fc.assert(
      fc.property(fc.array(pointArb, { minLength: 1, maxLength: 3 }), (points) => {
        const path = [{ x: 20, y: 20 }, ...points];
        const request = { unitId: 'rhino', path };
        if (validateMove(state, request, { kind: 'normal' }) !== null) return;
        const last = path[path.length - 1]!;
        const prev = path[path.length - 2]!;
        const heading = (Math.atan2(last.y - prev.y, last.x - prev.x) * 180) / Math.PI;
        const facing = last.x === prev.x && last.y === prev.y ? 0 : heading;
        const end = footprintShape(rhino.footprint!, last, facing);
        expect(isWhollyOnTable(end, state.table)).toBe(true);
        for (const id of ['e1', 'e2', 'e3']) {
          const enemy = state.units[id]!;
          const shape = footprintShape(
            state.datasheets['sm-tactical']!.footprint!,
            enemy.position!,
            0,
          );
          expect(shapeDistance(end, shape)).toBeGreaterThan(5 - 1e-3);
        }
      }),
      { numRuns: 300 },
    );
  });
});
