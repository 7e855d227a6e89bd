import { forUnitsWith, type Ability } from '../seam';

/**
 * The Necron lists' Portal (their army rule; 6.1.6 and its FAQ): formations kept in reserve
 * "by portal" enter play through one of their side's portals as part of an action that allows
 * movement, the move measured from the portal; each portal once per turn
 * (engine/netea/rules/6.1-tournament/portals.ts).
 */
export const portal: Ability = {
  id: 'portal',
  name: 'Portal',
  section: '6.1.6',
  summary:
    'Infantry, light vehicles and armoured walkers kept in reserve by portal enter play through it, moving from the portal; each portal once per turn.',
  kind: 'unit',
  changes: {
    isPortal: forUnitsWith('portal', () => true),
  },
};
