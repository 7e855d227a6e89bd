import type { Battle, Campaign, CampaignNode, Effect, Outcome, Party } from './schema';

/**
 * A story campaign seen from the other side (seed 001 5.4.2: the players agree who plays which
 * side before the campaign starts): the person commands the force the campaign wrote for the
 * opponent. Everything tied to a force stays with it: its effects, its special rules, the
 * branches its results lead to and the endings it wins; only who plays it changes. A league has
 * no sides to swap (the person is one of its entries).
 */
export function mirrorCampaign(campaign: Campaign): Campaign {
  if (campaign.kind === 'league') return campaign;
  const names = {
    ...(campaign.opponent ? { person: { name: campaign.opponent.name } } : {}),
    ...(campaign.person || campaign.opponent
      ? {
          opponent: {
            name: campaign.person?.name ?? 'The enemy',
            player: campaign.opponent?.player ?? 'ai:normal',
          },
        }
      : {}),
  };
  const { person: _person, opponent: _opponent, ...rest } = campaign;
  if (rest.kind === 'ladder') return { ...rest, ...names, battles: rest.battles.map(mirrorBattle) };
  if (rest.kind === 'map')
    return {
      ...rest,
      ...names,
      regions: rest.regions.map((r) => ({ ...r, holder: r.holder && other(r.holder) })),
      forces: rest.forces.map((f) => ({ ...f, party: other(f.party) })),
      reinforcements: rest.reinforcements.map((r) => ({ ...r, party: other(r.party) })),
    };
  return {
    ...rest,
    ...names,
    nodes: Object.fromEntries(Object.entries(rest.nodes).map(([k, n]) => [k, mirrorNode(n)])),
  };
}

const other = (party: Party): Party => (party === 'person' ? 'opponent' : 'person');
const swapped = (outcome: Outcome): Outcome =>
  outcome === 'win' ? 'loss' : outcome === 'loss' ? 'win' : 'draw';

function mirrorEffects(effects: readonly Effect[] | undefined): Effect[] | undefined {
  return effects?.map((e) => ({ ...e, party: other(e.party) }));
}

function byParty<T>(
  value: { person?: T[] | undefined; opponent?: T[] | undefined } | undefined,
  map: (list: T[] | undefined) => T[] | undefined,
) {
  if (!value) return undefined;
  const person = map(value.opponent);
  const opponent = map(value.person);
  return { ...(person ? { person } : {}), ...(opponent ? { opponent } : {}) };
}

function mirrorBattle(battle: Battle): Battle {
  const { forces, specialRules, rewards, ...rest } = battle;
  const mirroredRewards = rewards
    ? Object.fromEntries(
        (Object.entries(rewards) as [Outcome, Effect[] | undefined][])
          .filter(([, effects]) => effects !== undefined)
          .map(([outcome, effects]) => [swapped(outcome), mirrorEffects(effects)]),
      )
    : undefined;
  return {
    ...rest,
    personSide: battle.personSide === 0 ? 1 : 0,
    ...(forces ? { forces: byParty(forces, mirrorEffects) } : {}),
    ...(specialRules ? { specialRules: byParty(specialRules, (l) => l) } : {}),
    ...(mirroredRewards ? { rewards: mirroredRewards } : {}),
  };
}

function mirrorNode(node: CampaignNode): CampaignNode {
  if (node.kind === 'battle')
    return {
      ...node,
      battle: mirrorBattle(node.battle),
      next: { win: node.next.loss, loss: node.next.win, draw: node.next.draw },
    };
  if (node.kind === 'ending')
    return {
      ...node,
      ending: {
        ...node.ending,
        winner: node.ending.winner === null ? null : other(node.ending.winner),
      },
    };
  return node;
}
