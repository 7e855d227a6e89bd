// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  startMapState,
  type MapCampaign,
  type MapOrders,
} from '../../engine/netea/campaigns';
import { setLanguage } from '../../renderer/src/i18n';
import { mapPicture, offeredMoves, withOrder } from '../../renderer/src/campaigns/mapModel';
import { MapView } from '../../renderer/src/campaigns/MapView';
import { byTestId, render, textOf } from './dom';

afterEach(() => setLanguage('en'));

const campaign = bundledCampaign('armageddon-map') as MapCampaign;
const map = startMapState(campaign);

describe('5.4.2 the campaign map model: which moves the screen offers', () => {
  it("offers a force of the person the regions next to it, and none for the enemy's", () => {
    expect(offeredMoves(campaign, map, 'strike-force')).toEqual(['helsreach-road', 'death-mire']);
    // From the Death Mire: Hades, Hive Tartarus and the Ash Wastes (an attack on the renegades).
    expect(offeredMoves(campaign, map, 'armoured-column')).toEqual([
      'hades-depot',
      'hive-tartarus',
      'ash-wastes',
    ]);
    expect(offeredMoves(campaign, map, 'warband')).toEqual([]);
    expect(offeredMoves(campaign, map, 'nobody')).toEqual([]);
  });

  it("an order replaces the force's last one; its own region is holding, no order", () => {
    let orders: MapOrders = withOrder(map, [], 'strike-force', 'helsreach-road');
    orders = withOrder(map, orders, 'armoured-column', 'hive-tartarus');
    orders = withOrder(map, orders, 'strike-force', 'death-mire');
    expect(orders).toEqual([
      { force: 'armoured-column', to: 'hive-tartarus' },
      { force: 'strike-force', to: 'death-mire' },
    ]);
    expect(withOrder(map, orders, 'strike-force', 'hades-depot')).toEqual([
      { force: 'armoured-column', to: 'hive-tartarus' },
    ]);
  });

  it('draws every region where the definition places it, with its holder and forces', () => {
    const picture = mapPicture(campaign, map);
    expect(picture.regions).toHaveLength(7);
    expect(picture.links).toHaveLength(10);
    const hades = picture.regions.find((r) => r.id === 'hades-depot')!;
    expect(hades).toMatchObject({ holder: 'person', depot: true, objective: false });
    expect(hades.forces.map((f) => f.name)).toEqual(['Strike Force Idaeus']);
    const [left, right] = [hades.cx, picture.regions.find((r) => r.id === 'acheron-depot')!.cx];
    expect(left).toBeLessThan(right);
  });
});

describe('5.4.2 the map view: the person clicks a force, then a region, and ends the turn', () => {
  it('orders a move by clicks and sends the orders with the button', () => {
    const sent: MapOrders[] = [];
    const { container } = render(
      <MapView campaign={campaign} map={map} onOrders={(o) => sent.push(o)} />,
    );
    const click = (id: string) =>
      act(() => {
        byTestId<SVGElement>(container, id).dispatchEvent(
          new MouseEvent('click', { bubbles: true }),
        );
      });
    click('map-force-strike-force');
    expect(container.querySelectorAll('[data-testid^="map-offer-"]')).toHaveLength(2);
    // A region out of reach is no order.
    click('map-region-spaceport');
    expect(container.querySelector('[data-testid="map-order-strike-force"]')).toBeNull();
    click('map-region-helsreach-road');
    expect(container.querySelector('[data-testid="map-order-strike-force"]')).not.toBeNull();
    expect(textOf(byTestId(container, 'map-orders'))).toContain(
      'Strike Force Idaeus moves to Helsreach Road',
    );
    // The enemy's forces are not the person's to select.
    click('map-force-warband');
    expect(container.querySelectorAll('[data-testid^="map-offer-"]')).toHaveLength(0);
    click('end-campaign-turn');
    expect(sent).toEqual([[{ force: 'strike-force', to: 'helsreach-road' }]]);
  });

  it('speaks German when the page does', () => {
    setLanguage('de');
    const { container } = render(<MapView campaign={campaign} map={map} onOrders={() => {}} />);
    const text = textOf(byTestId(container, 'campaign-map'));
    expect(text).toContain('Makropole Tartarus');
    expect(text).toContain('Einsatzgruppe Idaeus hält Nachschublager Makropole Hades');
    expect(text).toContain('Kampagnenrunde 1 beenden');
  });
});
