import { forUnitsWith, type Ability } from '../seam';

/**
 * The Space Marine list's Drop Pod rule (the catalogue's rule "Drop Pod", read through the
 * bundled list), played with planetfall (4.4): once landed, the pod's weapon attacks every enemy
 * unit within its range, its cargo must get out about it, and the pod is removed
 * (engine/netea/rules/4.3-4.4-spacecraft/dropPods.ts).
 */
export const dropPod: Ability = {
  id: 'drop-pod',
  name: 'Drop Pod',
  section: '4.4',
  summary:
    'Once landed by planetfall it fires at every enemy unit within range; its cargo gets out within 5cm of it or of a unit already out and 15cm of it; then it is removed.',
  kind: 'unit',
  changes: {
    dropsAsPod: forUnitsWith('drop-pod', () => true),
  },
};
