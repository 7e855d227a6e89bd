// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COMBINED_ARMS, SPECIALIST } from '../../engine/netea/scenarios';
import { FormationPanel } from '../../renderer/src/panels/FormationPanel';
import { byTestId, click, render, textOf } from './dom';
import { playUntil, type Moment } from './states';

/** The panel as the battle screen holds it: a click on a formation selects it. */
function Selecting(props: { moment: Moment }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <FormationPanel
      game={props.moment.game}
      formationId={selected}
      humanSide={0}
      onSelect={setSelected}
    />
  );
}

/** Each datasheet of the shown formation: its heading, its figures and its weapons. */
const datasheets = (panel: HTMLElement) =>
  [...panel.querySelectorAll('.datasheet')].map((d) => ({
    heading: textOf(d.querySelector('strong')),
    lost: textOf(d.querySelector('.lost')),
    figures: textOf(d.querySelector('div')),
    weapons: [...d.querySelectorAll('.weapons li')].map(textOf),
    abilities: [...d.querySelectorAll('.abilities li')].map(textOf),
  }));

describe('the formation panel', () => {
  const combined = playUntil((x) => x.game.phase === 'action', 2, COMBINED_ARMS);

  it('shows the units of the formation a click selects, with their datasheet values (1.1.3)', () => {
    const panel = byTestId(render(<Selecting moment={combined} />).container, 'formation-panel');
    expect(panel.querySelector('.formation-detail')).toBeNull();
    const rhinos = byTestId(panel, 'select-a-sm-tactical-detachment-rhinos-1');
    expect(rhinos.getAttribute('aria-pressed')).toBe('false');

    click(rhinos);
    expect(rhinos.getAttribute('aria-pressed')).toBe('true');
    expect(textOf(panel.querySelector('h4'))).toBe(
      'Tactical detachment with Rhinos 1 — Force Alpha',
    );
    expect(textOf(panel.querySelector('.formation-detail p'))).toBe(
      'Initiative 1+ · Blast markers 0 · not yet activated',
    );
    expect(datasheets(panel)).toEqual([
      {
        heading: '6× Space Marine Tactical',
        lost: '',
        figures: 'INF · speed 15cm · armour 4+ · CC 4+ · FF 4+',
        weapons: ['Bolters: (15cm) small arms', 'Missile Launcher: 45cm AP5+/AT6+'],
        abilities: [],
      },
      {
        heading: '3× Space Marine Rhino',
        lost: '',
        figures: 'AV · speed 30cm · armour 5+ · CC 6+ · FF 6+',
        weapons: ['Storm Bolter: (15cm) small arms'],
        abilities: [],
      },
    ]);

    // Another click, on an enemy formation, shows that one instead.
    click(byTestId(panel, 'select-b-sm-devastator-detachment-1'));
    expect(rhinos.getAttribute('aria-pressed')).toBe('false');
    expect(textOf(panel.querySelector('h4'))).toBe('Devastator detachment 1 — Force Beta');
    expect(datasheets(panel)).toEqual([
      {
        heading: '4× Space Marine Devastator',
        lost: '',
        figures: 'INF · speed 15cm · armour 4+ · CC 5+ · FF 3+',
        weapons: ['2× Missile Launcher: 45cm AP5+/AT6+'],
        abilities: [],
      },
    ]);
  });

  it('lists each specialist ability of a datasheet with its section and its line of summary (2.1, 2.2)', () => {
    const specialist = playUntil((x) => x.game.phase === 'action', 2, SPECIALIST);
    const panel = byTestId(render(<Selecting moment={specialist} />).container, 'formation-panel');
    click(byTestId(panel, 'select-a-sm-land-speeder-detachment-1'));
    const [speeders] = datasheets(panel);
    expect(speeders?.abilities.map((a) => a.split(':')[0])).toEqual([
      'Light vehicles (2.1.9)',
      'Scouts (2.1.12)',
      'Skimmer (2.1.13)',
      'Macro-weapon (2.2.6)',
    ]);
    expect(speeders?.abilities[2]).toContain('Hovers over terrain');
  });

  it('lists every formation with its side, the units it has left and what it is doing', () => {
    // A moment of a real battle: the enemy acting while one of the person's formations has
    // lost units and carries a Blast marker.
    const m = playUntil(
      (x) =>
        x.game.turnState.activation?.formationId.startsWith('b-') === true &&
        Object.values(x.game.formations).some(
          (f) =>
            f.side === 0 &&
            f.blastMarkers > 0 &&
            f.unitIds.some((id) => x.game.units[id]?.status === 'destroyed'),
        ),
    );
    const hurt = Object.values(m.game.formations).find(
      (f) =>
        f.side === 0 &&
        f.blastMarkers > 0 &&
        f.unitIds.some((id) => m.game.units[id]?.status === 'destroyed'),
    )!;
    const lost = hurt.unitIds.filter((id) => m.game.units[id]?.status === 'destroyed').length;
    const acting = m.game.formations[m.game.turnState.activation!.formationId]!;

    const panel = byTestId(render(<Selecting moment={m} />).container, 'formation-panel');
    const buttons = [...panel.querySelectorAll('.formation-list button')];
    expect(buttons).toHaveLength(4);
    expect(textOf(byTestId(panel, `select-${hurt.id}`))).toBe(
      `${hurt.name} (yours) · ${6 - lost}/6${hurt.activated ? ' · done' : ''}`,
    );
    expect(textOf(byTestId(panel, `select-${acting.id}`))).toBe(
      `${acting.name} (enemy) · 6/6 · acting`,
    );

    click(byTestId(panel, `select-${hurt.id}`));
    expect(textOf(panel.querySelector('.formation-detail p'))).toMatch(
      new RegExp(`^Initiative 1\\+ · Blast markers ${hurt.blastMarkers} · `),
    );
    expect(datasheets(panel)).toEqual([
      expect.objectContaining({ heading: '6× Space Marine Tactical', lost: `(${lost} destroyed)` }),
    ]);
  });
});
