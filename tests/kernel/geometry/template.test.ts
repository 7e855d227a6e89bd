import { describe, expect, it } from 'vitest';
import {
  BARRAGE_TEMPLATE_DIAMETER,
  isUnderTemplate,
  isUnderTemplateCentre,
  isWhollyOnTable,
  ORBITAL_TEMPLATE_DIAMETER,
  shapeOf,
  templateShape,
  unitsUnderTemplate,
} from '../../../engine/kernel/geometry';
import { at, circle, rect } from './helpers';

describe('templates (1.0.1, 1.9.8)', () => {
  it('a Barrage template is 7.4cm across and an Orbital Bombardment template 12cm', () => {
    expect(BARRAGE_TEMPLATE_DIAMETER).toBe(7.4);
    expect(ORBITAL_TEMPLATE_DIAMETER).toBe(12);
    expect(templateShape({ x: 0, y: 0 }).radius).toBe(3.7);
    expect(templateShape({ x: 0, y: 0 }, 'orbital').radius).toBe(6);
  });

  it('1.9.8: "a unit is affected if any part of the model falls under the template"', () => {
    const template = templateShape({ x: 0, y: 0 });
    const units = [
      shapeOf(at(4.7, 0, circle(2))), // touches the rim: 4.7 - 1 = 3.7
      shapeOf(at(4.71, 0, circle(2))), // 0.01cm outside
      shapeOf(at(5.7, 0, rect(2, 4))), // its rear edge on the rim
      shapeOf(at(5.72, 0, rect(2, 4))), // 0.02cm outside
      shapeOf(at(0, 4.5, rect(2, 4))), // its side 3.5cm from the centre: under
      shapeOf(at(3, 3, rect(1, 1))), // corner (2.5, 2.5) is 3.54 from the centre: under
      shapeOf(at(3.2, 3.2, rect(1, 1))), // corner (2.7, 2.7) is 3.82 from it: not
    ];
    expect(unitsUnderTemplate(template, units)).toEqual([0, 2, 4, 5]);
    expect(
      isUnderTemplate(templateShape({ x: 0, y: 0 }, 'orbital'), shapeOf(at(4.71, 0, circle(2)))),
    ).toBe(true);
  });

  it('3.2.1: a war engine is under the centre of the template only if the centre is over its base', () => {
    const template = templateShape({ x: 10, y: 10 });
    expect(isUnderTemplateCentre(template, shapeOf(at(12, 10, rect(4, 8))))).toBe(true); // x from 8 to 16
    expect(isUnderTemplateCentre(template, shapeOf(at(14.1, 10, rect(4, 8))))).toBe(false);
  });
});

describe('the table edge (1.7 FAQ: units may not move off the table)', () => {
  const table = { width: 180, height: 120 };
  it('a base must lie wholly on the table, its edge on the table edge included', () => {
    expect(isWhollyOnTable(shapeOf(at(2, 60, rect(2, 4))), table)).toBe(true); // x from 0
    expect(isWhollyOnTable(shapeOf(at(1.99, 60, rect(2, 4))), table)).toBe(false);
    expect(isWhollyOnTable(shapeOf(at(179, 119, circle(2))), table)).toBe(true);
    expect(isWhollyOnTable(shapeOf(at(178, 118.5, rect(2, 4), 45)), table)).toBe(false); // corner 120.62
  });
});
