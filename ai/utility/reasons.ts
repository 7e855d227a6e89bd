/** A consideration's name and 0..1 verdict (score.ts's Consideration). */
type Consideration = { readonly name: string; readonly value: number };

/**
 * The considerations in words, as a player would give the reason for a move. Each phrase is
 * said of a consideration that scored high for the chosen command; a consideration without a
 * phrase here is left out of the sentence (its figure is still in the candidates).
 */
const PHRASES: Readonly<Record<string, string>> = {
  expectedKills: 'it should destroy units',
  damageToQuarry: 'it wears down the enemy it must destroy to win',
  quarry: 'destroying it is what wins the game',
  breakTheirSpirit: "it goes for the enemy's most expensive formation (Break Their Spirit)",
  theyShallNotPass: 'it drives the enemy out of our half (They Shall Not Pass)',
  protectTreasure: 'it keeps our most expensive formation safe',
  breaksTarget: 'the target can be broken this turn',
  blastMarkersCaused: 'it pins the target with Blast markers',
  targetsInRange: 'it brings enemies into range',
  firepower: 'it has the firepower for it',
  assaultOdds: 'the assault odds favour it',
  inChargeReach: 'it gets within charge reach',
  objectiveControl: 'it takes or holds an objective',
  breakOut: 'it heads for the table edge to break out',
  breakOutLast: 'its rearmost units close on the table edge, as all must leave together',
  breakOutNow: 'every unit can reach the table edge in this action, to break out',
  keepsToItsTable: 'it keeps to its own table, which it may not leave',
  plantAdvance: 'it closes on the water purification plant',
  inTheControlCentre: 'its units inside the control centre attack the technicians or come out',
  ambushGunzmob: 'a Mekboy Gunzmob must be wiped out to win the ambush',
  ambushHalfStrength: 'every Ork formation must be brought to half strength',
  objectiveThreat: 'it threatens an objective',
  cover: 'it ends in cover',
  noDangerousStart: 'it does not start in dangerous terrain',
  outOfEnemyRange: "it stays out of the enemy's range",
  farFromEnemy: 'it keeps its distance from the enemy',
  assaultRisk: 'it stays clear of enemy assaults',
  crossfireRisk: 'it keeps out of a crossfire',
  unitsLostOutOfFormation: 'no unit is lost out of formation',
  coherency: 'the formation stays together',
  nearAnchor: 'the formation stays together',
  withdrawAway: 'it withdraws away from the enemy',
  actionTest: 'its action test is likely to pass',
  keepOverwatch: 'it waits on overwatch for a better target',
  overwatchFastEnemies: 'it watches for fast enemies',
  regroupNeed: 'it needs to shed Blast markers',
  actFirstWhenThreatened: 'it acts before the enemy can',
  retainOnlyForMuch: 'keeping the initiative is worth it',
  waitForTheEnemy: 'the aircraft wait in reserve to see where the enemy goes',
  homeward: 'it stays near its own lines',
  nearHome: 'it stays near its own lines',
  roomToMove: 'it keeps room to move',
  roomForOthers: 'it leaves room for the others',
  notInCorner: 'it keeps out of the corners',
  nothingWorthIt: 'nothing else is worth doing',
  outOfFlakCover: 'it strikes where the enemy flak is thin',
  interceptThreat: 'it intercepts enemy aircraft that threaten its forces',
  extraction: 'it flies the troops out, which wins the game',
  strikeFromTeleport: 'it teleports in where it can strike',
  waitForBetterTurn: 'it waits off the table for a better moment to strike',
  sturdyHost: 'the unit it joins is hard to kill',
  hostFightsClose: 'the unit it joins fights well in close combat',
  followersInAssault: 'more formations join the assault',
  teamMatesInAssault: "team-mates' formations join the assault",
  enterPlay: 'it brings a formation in reserve into play',
  zoneOfControlTaken: 'enough units reach the war engine to take its zone of control',
};

/** Why the command was chosen, in a sentence: its two strongest reasons. */
export function reasonsInWords(considerations: readonly Consideration[]): string {
  const said = new Set<string>();
  const phrases: string[] = [];
  for (const c of [...considerations].sort((a, b) => b.value - a.value)) {
    const phrase = PHRASES[c.name];
    if (!phrase || c.value < 0.5 || said.has(phrase)) continue;
    said.add(phrase);
    phrases.push(phrase);
    if (phrases.length === 2) break;
  }
  if (phrases.length === 0) return 'it is the best of what the rules allow now';
  return phrases.join(', and ');
}
