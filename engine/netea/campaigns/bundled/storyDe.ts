/**
 * The bundled campaigns' own words in German (seed 001 5.4; this folder's JSON files): their
 * names, stories, choices and endings, and what the engine says of a campaign's end. Kept beside
 * the campaigns they translate so that every caller can word a journal in German without the
 * page: the screens (renderer/src/campaigns/storyDe.ts) and the headless CLI
 * (`npm run campaign -- --language de`). The campaign files keep English; a person's own
 * campaign shows as written. tests/renderer/campaignWords.test.ts checks that every text of the
 * bundled campaigns has its entry here.
 */
export const STORY_DE: Readonly<Record<string, string>> = {
  'Armageddon: The Hive Wars': 'Armageddon: Die Makropolkriege',
  "The Ork invasion of Armageddon as the rulebook's example tells it: the spaceport, then a choice between marching on and digging in, the person's Steel Legion against Ghazghkull's War Horde.":
    'Die Invasion der Orks auf Armageddon, wie das Beispiel des Regelbuchs sie erzählt: der Raumhafen, dann die Wahl zwischen Vormarsch und Eingraben, deine Stahllegion gegen Ghazghkulls Kriegshorde.',
  'Colonel Haddon, Steel Legion': 'Oberst Haddon, Stahllegion',
  "Warboss Grukk, Ghazghkull's War Horde": 'Waaghboss Grukk, Ghazghkulls Kriegshorde',
  'Defence of the Spaceport': 'Verteidigung des Raumhafens',
  'The Orks fall on the besieged spaceport of Hive Tartarus to land their war engines. Hold it.':
    'Die Orks fallen über den belagerten Raumhafen der Makropole Tartarus her, um ihre Kriegsmaschinen zu landen. Halte ihn.',
  'The Steel Legion fights from prepared positions around the landing pads.':
    'Die Stahllegion kämpft aus vorbereiteten Stellungen rund um die Landefelder.',
  "Word comes that the Orks are moving on the Governor's palace. March to the palace, or secure the spaceport first?":
    'Es kommt die Nachricht, dass die Orks auf den Palast des Gouverneurs vorrücken. Zum Palast marschieren oder zuerst den Raumhafen sichern?',
  'March on the palace': 'Zum Palast marschieren',
  "Meet the Orks in the hive's outskirts.": 'Stelle die Orks in den Außenbezirken der Makropole.',
  'Secure the spaceport': 'Den Raumhafen sichern',
  'Break the Ork encirclement around the port.':
    'Durchbrich die Einkesselung des Hafens durch die Orks.',
  "The Governor's Palace": 'Der Palast des Gouverneurs',
  "The Governor's guard and the Steel Legion stand against the Ork assault on the palace.":
    'Die Garde des Gouverneurs und die Stahllegion stellen sich dem Sturm der Orks auf den Palast entgegen.',
  Breakout: 'Ausbruch',
  "Drive the Orks away from the spaceport and open the road for the Space Marines' Thunderhawks.":
    'Vertreibe die Orks vom Raumhafen und öffne den Thunderhawks der Space Marines den Weg.',
  'The hive holds': 'Die Makropole hält',
  "Hive Tartarus stands, and the Space Marines strike at the Warboss's camp.":
    'Die Makropole Tartarus steht, und die Space Marines schlagen gegen das Lager des Waaghbosses los.',
  'The hive falls': 'Die Makropole fällt',
  'The Orks overrun Hive Tartarus.': 'Die Orks überrennen die Makropole Tartarus.',
  'The Hill of Saint Khanis': 'Der Hügel des Heiligen Khanis',
  'A flow chart of battles: the result of each picks the next, two battles to a great victory or a crushing defeat.':
    'Ein Ablaufplan von Schlachten: Das Ergebnis jeder Schlacht bestimmt die nächste, zwei Schlachten bis zu einem großen Sieg oder einer vernichtenden Niederlage.',
  'Captain Idaeus': 'Captain Idaeus',
  'Renegade Captain Gorthax': 'Renegatenhauptmann Gorthax',
  'Assault on the Hill': 'Sturm auf den Hügel',
  'The renegades hold the chapel on the hill. Take it, and the valley beyond lies open.':
    'Die Renegaten halten die Kapelle auf dem Hügel. Nimm sie, und das Tal dahinter liegt offen.',
  'Into the Valley': 'Hinab ins Tal',
  "With the hill taken, strike at the renegades' base before they regroup.":
    'Der Hügel ist genommen: Schlag gegen die Basis der Renegaten los, bevor sie sich neu formieren.',
  'Hold the Line': 'Die Linie halten',
  'Thrown back from the hill, stop the renegade armour before it reaches the camp.':
    'Vom Hügel zurückgeworfen: Halte die Panzer der Renegaten auf, bevor sie das Lager erreichen.',
  'A great victory': 'Ein großer Sieg',
  'The renegades are broken and their base burns.':
    'Die Renegaten sind gebrochen, und ihre Basis brennt.',
  Stalemate: 'Patt',
  'Neither side can drive the other from the valley.':
    'Keine Seite kann die andere aus dem Tal vertreiben.',
  Crushed: 'Vernichtet',
  'The renegades overrun the camp.': 'Die Renegaten überrennen das Lager.',
  'The Road to the Spaceport': 'Der Weg zum Raumhafen',
  'Three battles agreed in advance, each result earning a reward or a penalty for the next; the last battle decides the campaign.':
    'Drei vorab vereinbarte Schlachten; jedes Ergebnis bringt eine Belohnung oder eine Strafe für die nächste, die letzte Schlacht entscheidet die Kampagne.',
  'The Landing Fields': 'Die Landefelder',
  "Gorthax's renegades have seized the landing fields outside the spaceport. Drive them off before their reinforcements arrive from orbit.":
    'Gorthax’ Renegaten haben die Landefelder vor dem Raumhafen besetzt. Vertreibe sie, bevor ihre Verstärkung aus dem Orbit eintrifft.',
  'Breakout on the Highway': 'Ausbruch auf der Fernstraße',
  'Both sides race along the highway in their transports. Whoever holds the crossroads controls the road to the spaceport.':
    'Beide Seiten jagen in ihren Transportern die Fernstraße entlang. Wer die Kreuzung hält, beherrscht den Weg zum Raumhafen.',
  'The Spaceport Gates': 'Die Tore des Raumhafens',
  'The armour of both sides meets before the spaceport gates. This battle decides the campaign.':
    'Die Panzer beider Seiten treffen vor den Toren des Raumhafens aufeinander. Diese Schlacht entscheidet die Kampagne.',
  "The Chapter's Training League": 'Die Übungsliga des Ordens',
  'A league of the person and three AI players of different levels on Basic Training, points per result (3 for a win on victory conditions, 2 for a win on victory points or a draw, 1 for a loss), then a final between the top two.':
    'Eine Liga von dir und drei KI-Spielern verschiedener Stärke auf dem Schlachtfeld der Grundausbildung, Punkte je Ergebnis (3 für einen Sieg nach Siegbedingungen, 2 für einen Sieg nach Siegpunkten oder ein Unentschieden, 1 für eine Niederlage), dann ein Finale der beiden Besten.',
  You: 'Du',
  'Brother-Captain Aldus': 'Bruder-Captain Aldus',
  'Veteran Sergeant Kor': 'Veteranensergeant Kor',
  'Scout Varro': 'Scout Varro',
  'League game': 'Ligaspiel',
  'A league game on the Basic Training battlefield.':
    'Ein Ligaspiel auf dem Schlachtfeld der Grundausbildung.',
  // What the engine says when a campaign ends (engine/netea/campaigns/progress.ts).
  'The campaign is over': 'Die Kampagne ist zu Ende',
  'The last battle decides the campaign (5.4.2).':
    'Die letzte Schlacht entscheidet die Kampagne (5.4.2).',
  'The side with more battles won takes the campaign.':
    'Die Seite mit mehr gewonnenen Schlachten gewinnt die Kampagne.',
  'The league is over': 'Die Liga ist zu Ende',
  // The bundled map campaign (armageddon-map.json).
  'The Hive War on Armageddon': 'Der Makropolkrieg auf Armageddon',
  'A campaign map of seven regions between Hades Hive and Acheron: move your forces each campaign turn, fight where they meet the renegades, keep them linked to a depot, and hold Hive Tartarus and the spaceport when the fourth turn ends.':
    'Eine Kampagnenkarte mit sieben Regionen zwischen der Makropole Hades und Acheron: Bewege deine Streitmächte in jeder Kampagnenrunde, kämpfe, wo sie auf die Renegaten treffen, halte sie mit einem Nachschublager verbunden und halte die Makropole Tartarus und den Raumhafen, wenn die vierte Runde endet.',
  'Hades Hive depot': 'Nachschublager Makropole Hades',
  'Helsreach Road': 'Straße nach Helsreach',
  'Death Mire': 'Todessumpf',
  'Hive Tartarus': 'Makropole Tartarus',
  'Tartarus Spaceport': 'Raumhafen Tartarus',
  'Ash Wastes': 'Aschewüste',
  'Acheron depot': 'Nachschublager Acheron',
  'Strike Force Idaeus': 'Einsatzgruppe Idaeus',
  'Armoured Column': 'Panzerkolonne',
  "Gorthax's Warband": 'Gorthax’ Kriegsbande',
  'Renegade Armour': 'Renegatenpanzer',
  'Tactical reserve': 'Taktische Reserve',
  'Renegade assault squads': 'Renegaten-Sturmtrupps',
  'One side has no forces left on the map.': 'Eine Seite hat keine Streitmacht mehr auf der Karte.',
  // armageddon-scenarios.json: the 5.3 scenarios on Armageddon (our words, after the rulebook's
  // background to 5.3.2, 5.3.5 and 5.3.7).
  'Armageddon: Behind the Lines': 'Armageddon: Hinter den Linien',
  "Three battles of the Armageddon war on the scenarios of 5.3, in order: a patrol clash that escalates, the Minervan tank legion's breakout, and the Angels of Fire's ambush of an Ork convoy. Each result earns a reward or a penalty for the next battle; the side with more battles won takes the campaign.":
    'Drei Schlachten des Kriegs um Armageddon auf den Szenarien von 5.3, der Reihe nach: ein Patrouillengefecht, das eskaliert, der Ausbruch der Minervanischen Panzerlegion und der Hinterhalt der Angels of Fire auf einen Ork-Konvoi. Jedes Ergebnis bringt eine Belohnung oder eine Strafe für die nächste Schlacht; die Seite mit mehr gewonnenen Schlachten gewinnt die Kampagne.',
  'The Imperial commanders': 'Die imperialen Befehlshaber',
  "Warlord Morbad's host": 'Die Horde von Kriegsherr Morbad',
  'Patrols in the Jungle': 'Patrouillen im Dschungel',
  "Between Hive Primus and Hive Secundus the front is thin and the jungle thick. An Angels of Fire patrol scouting the gap runs into a renegade warband in Morbad's pay; both call for help, and the skirmish grows into a battle as every nearby formation comes in from the table edge.":
    'Zwischen den Makropolen Primus und Secundus ist die Front dünn und der Dschungel dicht. Eine Patrouille der Angels of Fire, die die Lücke erkundet, trifft auf eine abtrünnige Kriegerschar in Morbads Sold; beide rufen Hilfe herbei, und aus dem Scharmützel wird eine Schlacht, während jeder Verband in der Nähe von der Tischkante her eintrifft.',
  "The renegades are Space Marines who have thrown in their lot with the Orks: both sides field the scenario's Space Marine force.":
    'Die Abtrünnigen sind Space Marines, die sich mit den Orks verbündet haben: beide Seiten stellen die Space-Marine-Streitmacht des Szenarios auf.',
  'The Breakout of the Tenth': 'Der Ausbruch der Zehnten',
  "The 10th Minervan Tank Legion, caught on the flank of the Viterdo line, is ringed by Ork warbands pouring out of the jungle. Its general will not sit and die: the tanks must smash through the Ork lines at either short edge and rejoin the hive's defenders, whatever the cost.":
    'Die 10. Minervanische Panzerlegion, an der Flanke der Viterdo-Linie überrascht, ist von Ork-Kriegerbanden eingeschlossen, die aus dem Dschungel strömen. Ihr General will nicht ausharren und sterben: die Panzer müssen an einer der kurzen Tischkanten durch die Ork-Linien brechen und sich den Verteidigern der Makropole anschließen, koste es, was es wolle.',
  'A win in the jungle kept the gap open: a relief column (250 points) reaches the Minervans. A loss let Morbad feed 250 points more into the ring.':
    'Ein Sieg im Dschungel hielt die Lücke offen: eine Entsatzkolonne (250 Punkte) erreicht die Minervaner. Eine Niederlage ließ Morbad 250 Punkte mehr in den Ring werfen.',
  'Ambush on the Convoy Road': 'Hinterhalt an der Konvoistraße',
  "Dropped behind the Ork lines early in the war, the 3rd Company of the Angels of Fire has lived off the land for a week when its scouts report a column of Morbad's artillery marching down the road toward them. The Marines lie in wait on either side: strike the convoy, wreck its big guns and vanish before the Orks can turn.":
    'Früh im Krieg hinter den Ork-Linien abgesetzt, schlägt sich die 3. Kompanie der Angels of Fire seit einer Woche allein durch, als ihre Späher eine Kolonne von Morbads Artillerie melden, die die Straße entlang auf sie zu marschiert. Die Marines legen sich zu beiden Seiten auf die Lauer: den Konvoi angreifen, seine großen Geschütze zerstören und verschwinden, bevor die Orks sich umwenden können.',
  "A Minervan breakout drew the Ork patrols away: a Thunderhawk brings the Angels one more Land Speeder detachment. A failed breakout left the Orks watchful (the Angels' strategy rating one lower); a drawn one left them bolder (the Orks' one higher).":
    'Ein Ausbruch der Minervaner zog die Ork-Patrouillen ab: ein Thunderhawk bringt den Angels eine weitere Landspeeder-Abteilung. Ein gescheiterter Ausbruch ließ die Orks wachsam zurück (der Strategiewert der Angels um eins niedriger); ein unentschiedener machte sie kühner (der der Orks um eins höher).',
};

/** Sentences of the engine with values in them: an English pattern and its German. */
const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /^Final: (.+) against (.+)$/,
    (m) => `Finale: ${storyGerman(m[1]!)} gegen ${storyGerman(m[2]!)}`,
  ],
  // 5.4.2 Map-based (engine/netea/campaigns/map*.ts).
  [
    /^(.+) against (.+) at (.+)$/,
    (m) => `${storyGerman(m[1]!)} gegen ${storyGerman(m[2]!)} bei ${storyGerman(m[3]!)}`,
  ],
  [
    /^Campaign turn (\d+): the forces meet at (.+)\.$/,
    (m) =>
      `Kampagnenrunde ${m[1]}: Die Streitmächte treffen bei ${storyGerman(m[2]!)} aufeinander.`,
  ],
  [
    /^After (\d+) campaign turns the objectives are held (\d+) to (\d+)\.$/,
    (m) => `Nach ${m[1]} Kampagnenrunden stehen die gehaltenen Missionsziele ${m[2]} zu ${m[3]}.`,
  ],
  [
    /^After (\d+) campaign turns (\d+) formations stand against (\d+)\.$/,
    (m) => `Nach ${m[1]} Kampagnenrunden stehen ${m[2]} Verbände gegen ${m[3]}.`,
  ],
  [
    /^(.+) is out of supply and loses (.+)\.$/,
    (m) => `${storyGerman(m[1]!)} ist ohne Nachschub und verliert ${m[2]}.`,
  ],
  [/^(.+) is out of supply\.$/, (m) => `${storyGerman(m[1]!)} ist ohne Nachschub.`],
  [/^(.+) arrived at (.+)\.$/, (m) => `${storyGerman(m[1]!)} traf bei ${storyGerman(m[2]!)} ein.`],
  [
    /^(.+) reinforced (.+) at (.+)\.$/,
    (m) => `${storyGerman(m[1]!)} verstärkte ${storyGerman(m[2]!)} bei ${storyGerman(m[3]!)}.`,
  ],
  [
    /^(.+) fell back to (.+) and joined (.+)\.$/,
    (m) =>
      `${storyGerman(m[1]!)} zog sich nach ${storyGerman(m[2]!)} zurück und schloss sich ${storyGerman(m[3]!)} an.`,
  ],
  [
    /^(.+) fell back to (.+)\.$/,
    (m) => `${storyGerman(m[1]!)} zog sich nach ${storyGerman(m[2]!)} zurück.`,
  ],
  [
    /^(.+) had nowhere to fall back to and was destroyed\.$/,
    (m) => `${storyGerman(m[1]!)} konnte sich nirgendwohin zurückziehen und wurde vernichtet.`,
  ],
  [
    /^(.+) was destroyed at (.+)\.$/,
    (m) => `${storyGerman(m[1]!)} wurde bei ${storyGerman(m[2]!)} vernichtet.`,
  ],
  [
    /^(.+) lost (.+) at (.+)\.$/,
    (m) => `${storyGerman(m[1]!)} verlor ${m[2]} bei ${storyGerman(m[3]!)}.`,
  ],
  [
    /^(.+) joined (.+) in (.+)\.$/,
    (m) => `${storyGerman(m[1]!)} schloss sich ${storyGerman(m[2]!)} in ${storyGerman(m[3]!)} an.`,
  ],
  [/^(.+) against (.+)$/, (m) => `${storyGerman(m[1]!)} gegen ${storyGerman(m[2]!)}`],
  [/^(.+) is the league champion\.$/, (m) => `${storyGerman(m[1]!)} ist Ligameister.`],
  [
    /^The campaign ends after (\d+) battles; the side with more battles won takes it\.$/,
    (m) =>
      `Die Kampagne endet nach ${m[1]} Schlachten; die Seite mit mehr gewonnenen Schlachten gewinnt sie.`,
  ],
];

/** A bundled campaign's text in German; anything else (a person's own words) as written. */
export function storyGerman(text: string): string {
  const german = STORY_DE[text];
  if (german !== undefined) return german;
  for (const [pattern, word] of PATTERNS) {
    const m = pattern.exec(text);
    if (m) return word(m);
  }
  return text;
}
