/**
 * Refusals in German, by their code (engine/kernel/result.ts). Each code has one or more pairs of
 * the engine's English sentence as a pattern (`{{name}}` stands for a value in it) and the German
 * sentence the values go into; a message that no pattern matches is shown in English.
 * Rule terms as the German glossary (6.1) gives them.
 */
export const REFUSALS_DE: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  // Hot seat (main/host/hotSeat.ts): two people at one machine.
  'host/not-at-the-machine': [
    ['{{player}} is not at the machine.', '{{player}} sitzt nicht am Rechner.'],
  ],
  'host/not-your-turn-at-the-machine': [
    [
      '{{player}} is not the one to take the machine now.',
      'Nicht {{player}} ist jetzt an der Reihe, den Rechner zu übernehmen.',
    ],
  ],
  'host/not-hot-seat': [
    [
      'Only in a game of two people at one machine is the machine handed over.',
      'Nur in einem Spiel zweier Personen an einem Rechner wird der Rechner übergeben.',
    ],
  ],
  // Seed 001 5.3.11: games of three or four players.
  'command/no-such-player': [
    [
      'This game has {{count}} players: there is no player {{number}}.',
      'Dieses Spiel hat {{count}} Spieler: Es gibt keinen Spieler {{number}}.',
    ],
  ],
  'overwatch/not-your-turn': [
    [
      'The players with formations on overwatch answer this move in turn: it is not yours now.',
      'Die Spieler mit Verbänden in Feuerbereitschaft antworten der Reihe nach auf diese Bewegung: Du bist jetzt nicht dran.',
    ],
  ],
  'aircraft/not-aboard': [
    [
      '{{unit}} is not aboard the landing aircraft.',
      '{{unit}} ist nicht an Bord des landenden Flugzeugs.',
    ],
  ],
  'aircraft/disembark-too-far': [
    [
      '{{unit}} must be placed within 5cm of the aircraft.',
      '{{unit}} muss innerhalb von 5 cm um das Flugzeug aufgestellt werden.',
    ],
    [
      '{{unit}} must be placed within 15cm of the aircraft.',
      '{{unit}} muss innerhalb von 15 cm um das Flugzeug aufgestellt werden.',
    ],
  ],
  'aircraft/disembark-in-zoc': [
    [
      'Units getting out of a landed aircraft may not be placed in an enemy zone of control, unless it air assaults.',
      'Einheiten, die aus einem gelandeten Flugzeug aussteigen, dürfen nicht in einer feindlichen Kontrollzone aufgestellt werden, außer bei einem Luftlandeangriff.',
    ],
    [
      'In an air assault, units getting out may enter only the zone of control of the formation they assault.',
      'Bei einem Luftlandeangriff dürfen aussteigende Einheiten nur die Kontrollzone des angegriffenen Verbands betreten.',
    ],
  ],
  'aircraft/part-formation': [
    [
      'In an air assault a formation gets out whole, to fight with the aircraft.',
      'Bei einem Luftlandeangriff steigt ein Verband vollständig aus, um mit dem Flugzeug zu kämpfen.',
    ],
  ],
  'aircraft/pick-up': [
    [
      '{{unit}} is not a friendly unit on the table that could get in.',
      '{{unit}} ist keine eigene Einheit auf dem Tisch, die einsteigen könnte.',
    ],
    ['Aircraft do not carry aircraft.', 'Flugzeuge transportieren keine Flugzeuge.'],
    [
      'Choose a landed transport aircraft of your own to consolidate into.',
      'Wähle ein eigenes gelandetes Transportflugzeug, in das die Einheit bei der Konsolidierung einsteigt.',
    ],
  ],
  'aircraft/no-contact': [
    [
      '{{unit}} must end its move in base contact with the {{aircraft}} to get on board.',
      '{{unit}} muss die Bewegung in Basenkontakt mit {{aircraft}} beenden, um einzusteigen.',
    ],
  ],
  'aircraft/boarded-by-consolidation': [
    [
      'Units got into {{formation}} with their consolidation move: it may not make a disengagement move this turn.',
      'Einheiten sind mit ihrer Konsolidierungsbewegung in {{formation}} eingestiegen: es darf in diesem Zug keine Abflugbewegung machen.',
    ],
  ],
  'aircraft/pick-up-too-far': [
    [
      '{{unit}} is not within 5cm of the landed aircraft.',
      '{{unit}} ist nicht innerhalb von 5 cm um das gelandete Flugzeug.',
    ],
  ],
  'aircraft/whole-formation': [
    [
      '{{formation}} must get in whole: a transport aircraft carries only formations that fit inside it.',
      '{{formation}} muss vollständig einsteigen: ein Transportflugzeug befördert nur Verbände, die ganz hineinpassen.',
    ],
    [
      '{{formation}} must get in whole: {{carrier}} has no room for all of it.',
      '{{formation}} muss vollständig einsteigen: {{carrier}} hat nicht für alle Platz.',
    ],
  ],
  'aircraft/no-transport': [
    [
      '{{formation}} has no transport capacity: only transport aircraft may land.',
      '{{formation}} hat keine Transportkapazität: nur Transportflugzeuge dürfen landen.',
    ],
  ],
  'aircraft/land-ground-attack': [
    [
      'An aircraft must carry out a ground attack action in order to transport units.',
      'Ein Flugzeug muss einen Bodenangriff durchführen, um Einheiten zu transportieren.',
    ],
  ],
  'aircraft/landed': [
    ['{{formation}} has landed already.', '{{formation}} ist bereits gelandet.'],
    [
      '{{formation}} has landed: it takes off with a disengagement move in the end phase.',
      '{{formation}} ist gelandet: es startet mit einer Abflugbewegung in der Endphase.',
    ],
  ],
  'aircraft/not-landed': [
    [
      'Only a landed aircraft may stay on the table in the end phase.',
      'Nur ein gelandetes Flugzeug darf in der Endphase auf dem Tisch bleiben.',
    ],
  ],
  'aircraft/jinked': [
    [
      'Aircraft that jinked lose their attack: they may only land, or give the attack up.',
      'Flugzeuge, die ausgewichen sind, verlieren ihren Angriff: sie dürfen nur landen oder auf den Angriff verzichten.',
    ],
  ],
  'aircraft/board-off-table': [
    [
      'Only units not yet set up may start aboard an aircraft off the table.',
      'Nur noch nicht aufgestellte Einheiten dürfen an Bord eines Flugzeugs außerhalb des Tisches beginnen.',
    ],
  ],
  'aircraft/not-aircraft': [
    ['{{formation}} is not an aircraft formation.', '{{formation}} ist kein Flugzeugverband.'],
  ],
  'aircraft/ground-action': [
    [
      '{{formation}} is an aircraft formation: it may only fly an interception or a ground attack, or stand down.',
      '{{formation}} ist ein Flugzeugverband: er darf nur abfangen, einen Bodenangriff fliegen oder am Boden bleiben.',
    ],
  ],
  'aircraft/set-up': [
    [
      '{{formation}} is an aircraft formation: it stays off the table until it acts.',
      '{{formation}} ist ein Flugzeugverband: er bleibt außerhalb des Tisches, bis er handelt.',
    ],
  ],
  'aircraft/not-fighters': [
    [
      'Only fighters and fighter-bombers may fly an interception.',
      'Nur Jäger und Jagdbomber dürfen abfangen.',
    ],
    [
      'Only fighters and fighter-bombers may fly an interception or a combat air patrol.',
      'Nur Jäger und Jagdbomber dürfen abfangen oder Luftraumüberwachung fliegen.',
    ],
  ],
  'aircraft/no-entry': [
    [
      'Show where on your table edge the aircraft will enter play.',
      'Zeige, wo an deiner Tischkante die Flugzeuge ins Spiel kommen.',
    ],
  ],
  'cap/not-now': [
    [
      'A combat air patrol intercepts only an enemy ground attack that has just made its approach move.',
      'Luftraumüberwachung fängt nur einen feindlichen Bodenangriff ab, der gerade seine Anflugbewegung gemacht hat.',
    ],
  ],
  'cap/not-yours': [
    [
      'Only the opponent of the ground attack intercepts it.',
      'Nur der Gegner des Bodenangriffs fängt ihn ab.',
    ],
    [
      "That ground attack is your team-mate's (player {{player}}): a combat air patrol intercepts only an enemy ground attack.",
      'Dieser Bodenangriff gehört deinem Mitspieler (Spieler {{player}}): eine Luftraumüberwachung fängt nur einen feindlichen Bodenangriff ab.',
    ],
  ],
  'cap/not-your-turn': [
    [
      'Player {{player}} is asked now whether to intercept; each enemy player with a formation on combat air patrol is asked in turn.',
      'Jetzt wird Spieler {{player}} gefragt, ob er abfängt; jeder feindliche Spieler mit einem Verband auf Luftraumüberwachung wird der Reihe nach gefragt.',
    ],
  ],
  'cap/not-on-patrol': [
    [
      'That formation is not on combat air patrol.',
      'Dieser Verband fliegt keine Luftraumüberwachung.',
    ],
    [
      'At the end of the turn only a formation still on combat air patrol stays on it or returns to base.',
      'Am Ende der Runde bleibt nur ein Verband, der noch Luftraumüberwachung fliegt, dabei oder kehrt zur Basis zurück.',
    ],
  ],
  'cap/entry': [
    [
      '{{formation}} enters play where it was set up on combat air patrol.',
      '{{formation}} kommt dort ins Spiel, wo er zur Luftraumüberwachung aufgestellt wurde.',
    ],
  ],
  'aircraft/no-approach': [
    [
      'An aircraft on an interception or ground attack sets up at its table edge and makes an approach move.',
      'Ein Flugzeug im Abfangeinsatz oder Bodenangriff wird an seiner Tischkante aufgestellt und macht eine Anflugbewegung.',
    ],
  ],
  'aircraft/off-table': [
    [
      'The approach move must stay over the table.',
      'Die Anflugbewegung muss über dem Tisch bleiben.',
    ],
    [
      'The disengagement move flies over the table to an edge.',
      'Die Abflugbewegung führt über den Tisch zu einer Kante.',
    ],
  ],
  'aircraft/not-own-edge': [
    [
      '{{formation}} must be set up touching its own ({{edge}}) table edge.',
      '{{formation}} muss an seiner eigenen Tischkante ({{edge}}) aufgestellt werden.',
    ],
    [
      '{{formation}} must be set up touching a table edge.',
      '{{formation}} muss an einer Tischkante aufgestellt werden.',
    ],
  ],
  'aircraft/not-onto-table': [
    [
      'The aircraft must fly onto the table from its edge.',
      'Das Flugzeug muss von seiner Kante aus auf den Tisch fliegen.',
    ],
  ],
  'aircraft/bad-path': [
    ['Each point of the flight path must move on.', 'Jeder Punkt der Flugbahn muss weiterführen.'],
    [
      'The disengagement move starts where the aircraft ended its approach move.',
      'Die Abflugbewegung beginnt, wo das Flugzeug seine Anflugbewegung beendet hat.',
    ],
  ],
  'aircraft/turn-too-soon': [
    [
      'An aircraft must fly straight for {{distance}}cm before it may turn (it has flown {{flown}}cm).',
      'Ein Flugzeug muss {{distance}} cm geradeaus fliegen, bevor es wenden darf (es ist {{flown}} cm geflogen).',
    ],
  ],
  'aircraft/turn-too-sharp': [
    [
      'A {{class}} may turn at most {{max}}° at a time (this turn is {{turn}}°).',
      'Ein {{class}} darf höchstens um {{max}}° auf einmal wenden (diese Wende beträgt {{turn}}°).',
    ],
  ],
  'aircraft/no-exit': [
    [
      'The disengagement move must end at a table edge.',
      'Die Abflugbewegung muss an einer Tischkante enden.',
    ],
  ],
  'aircraft/not-in-the-air': [
    ['That formation is not in the air.', 'Dieser Verband ist nicht in der Luft.'],
  ],
  'aircraft/ground-attack-only': [
    [
      'A ground attack attacks an enemy ground formation.',
      'Ein Bodenangriff greift einen feindlichen Bodenverband an.',
    ],
  ],
  'aircraft/interception-only': [
    [
      'An interception from combat air patrol attacks the ground attack it intercepted.',
      'Ein Abfangen aus der Luftraumüberwachung greift den abgefangenen Bodenangriff an.',
    ],
    [
      'An interception attacks an enemy aircraft formation in the air.',
      'Ein Abfangeinsatz greift einen feindlichen Flugzeugverband in der Luft an.',
    ],
  ],
  'assault/aircraft': [
    [
      '{{formation}} is in the air: aircraft in the air cannot be assaulted.',
      '{{formation}} ist in der Luft: Flugzeuge in der Luft können nicht angegriffen werden.',
    ],
    [
      '{{formation}} is in the air and cannot be assaulted.',
      '{{formation}} ist in der Luft und kann nicht angegriffen werden.',
    ],
  ],
  'shooting/at-aircraft': [
    [
      'Ground units may only shoot at aircraft with flak attacks, not in their actions.',
      'Bodeneinheiten dürfen nur mit Flak auf Flugzeuge schießen, nicht in ihren Aktionen.',
    ],
  ],
  'flak/not-yours': [
    ['Flak is fired by the opponent of the aircraft.', 'Flak schießt der Gegner des Flugzeugs.'],
    [
      "Those aircraft are your team-mate's (player {{player}}): flak is fired only at enemy aircraft.",
      'Diese Flugzeuge gehören deinem Mitspieler (Spieler {{player}}): Flak schießt nur auf feindliche Flugzeuge.',
    ],
  ],
  'flak/not-your-turn': [
    [
      'Player {{player}} is asked for his flak now; each enemy player fires his flak in turn.',
      'Jetzt wird Spieler {{player}} nach seiner Flak gefragt; jeder feindliche Spieler schießt seine Flak der Reihe nach.',
    ],
    [
      'Player {{player}} is asked for his flak now; yours at these aircraft is already resolved.',
      'Jetzt wird Spieler {{player}} nach seiner Flak gefragt; deine auf diese Flugzeuge ist schon abgehandelt.',
    ],
  ],
  'flak/twice': [
    [
      'Each unit makes one flak attack at an aircraft formation.',
      'Jede Einheit macht einen Flakangriff auf einen Flugzeugverband.',
    ],
  ],
  'flak/already-fired': [
    [
      '{{unit}} has already shot at this aircraft formation this turn.',
      '{{unit}} hat in dieser Runde schon auf diesen Flugzeugverband geschossen.',
    ],
  ],
  'flak/not-eligible': [
    [
      '{{unit}} may not flak it: it needs an AA weapon the aircraft came within range of, in a formation neither marching nor broken.',
      '{{unit}} darf keine Flak schießen: es braucht eine Flugabwehrwaffe, in deren Reichweite das Flugzeug kam, in einem Verband, der weder marschiert noch aufgerieben ist.',
    ],
  ],
  'flak/suppressed': [
    [
      "{{formation}}'s Blast markers suppress its units within range: only {{n}} may fire.",
      'Die Beschussmarken von {{formation}} unterdrücken seine Einheiten in Reichweite: nur {{n}} dürfen schießen.',
    ],
  ],
  'jink/not-yours': [
    [
      'The owner of the aircraft decides whether they jink.',
      'Der Besitzer der Flugzeuge entscheidet, ob sie ausweichen.',
    ],
  ],
  'jink/bomber': [
    [
      'Aircraft of the bomber manoeuvre class may not jink.',
      'Flugzeuge der Manöverklasse Bomber dürfen nicht ausweichen.',
    ],
  ],
  'aircraft/allocation-count': [
    [
      'Allocate each of the {{hits}} hits to one of the aircraft.',
      'Weise jeden der {{hits}} Treffer einem der Flugzeuge zu.',
    ],
  ],
  'aircraft/allocation-unit': [
    [
      '{{unit}} is not one of the aircraft hit.',
      '{{unit}} gehört nicht zu den getroffenen Flugzeugen.',
    ],
  ],
  'aircraft/allocation-spread': [
    [
      'Each aircraft takes one hit before any takes a second, and so on.',
      'Jedes Flugzeug erhält einen Treffer, bevor eines einen zweiten erhält, und so weiter.',
    ],
  ],
  'action/already-activated': [
    [
      'A formation may only be activated once per action phase.',
      'Ein Verband darf nur einmal pro Aktionsphase aktiviert werden.',
    ],
  ],
  'action/broken': [
    [
      'Broken formations may not take an action; they rally in the end phase.',
      'Aufgeriebene Verbände dürfen keine Aktion ausführen; sie formieren sich in der Endphase neu.',
    ],
  ],
  'action/cannot-regroup': [
    [
      'Only a marshal or hold action allows a formation to regroup.',
      'Nur mit den Aktionen Ordnen oder Halten darf ein Verband sammeln.',
    ],
  ],
  'action/destroyed': [
    ['The formation has no units left.', 'Der Verband hat keine Einheiten mehr.'],
  ],
  'action/plant-buildings': [
    [
      'The water plant\u2019s buildings are shot at and assaulted like an enemy formation, but they never take an action.',
      'Die Gebäude der Wasseraufbereitungsanlage werden wie ein feindlicher Verband beschossen und angegriffen, führen aber nie eine Aktion aus.',
    ],
  ],
  'action/not-in-play': [
    [
      '{{formation}} is still off the table: it enters play at the start of a turn.',
      '{{formation}} ist noch außerhalb des Tisches: er kommt zu Beginn einer Runde ins Spiel.',
    ],
  ],
  'action/hold-one-thing': [
    [
      'A hold action may move or shoot or regroup: only one of them.',
      'Mit der Aktion Halten darf ein Verband sich bewegen, schießen oder sammeln: nur eines davon.',
    ],
  ],
  'action/in-progress': [
    [
      'Another formation is carrying out its action.',
      'Ein anderer Verband führt gerade seine Aktion aus.',
    ],
  ],
  'action/moves-first': [
    [
      'Complete the action’s moves first (a 0cm move counts as a move, and triggers overwatch).',
      'Erst die Bewegungen der Aktion abschließen (eine Bewegung um 0 cm zählt als Bewegung und löst Feuerbereitschaft aus).',
    ],
  ],
  'action/must-close-up': [
    [
      'Units are out of formation: the formation must move back into formation.',
      'Einheiten sind außer Formation: der Verband muss sich wieder in Formation bewegen.',
    ],
  ],
  'action/must-leave-zoc': [
    [
      '{{unit}} is in an enemy zone of control: the formation must charge or move out of it.',
      '{{unit}} steht in einer feindlichen Kontrollzone: der Verband muss angreifen oder sie verlassen.',
    ],
    [
      '{{unit}} is in an enemy zone of control: the formation must charge or move out of it. It may not take an overwatch action, which does not move.',
      '{{unit}} steht in einer feindlichen Kontrollzone: der Verband muss angreifen oder sie verlassen. Deshalb darf er keine Aktion Feuerbereitschaft ausführen, die keine Bewegung erlaubt.',
    ],
    [
      '{{unit}} is in an enemy zone of control: the formation must charge or move out of it. It may not take a sustained fire action, which does not move.',
      '{{unit}} steht in einer feindlichen Kontrollzone: der Verband muss angreifen oder sie verlassen. Deshalb darf er keine Aktion Dauerfeuer ausführen, die keine Bewegung erlaubt.',
    ],
  ],
  'action/not-your-turn': [
    [
      'It is your opponent’s turn to carry out an action.',
      'Dein Gegner ist mit einer Aktion an der Reihe.',
    ],
  ],
  // Seed 001 5.3.11.2: the commander's pick in hierarchical team play.
  'team/pick-first': [
    [
      'Your team’s commander first decides which of its players carries out the next action.',
      'Der Oberbefehlshaber eures Teams bestimmt zuerst, welcher seiner Spieler die nächste Aktion ausführt.',
    ],
  ],
  'team/not-hierarchical': [
    [
      'Only in hierarchical team play does a commander pick who acts.',
      'Nur im hierarchischen Teamspiel bestimmt ein Oberbefehlshaber, wer handelt.',
    ],
  ],
  'team/not-commander': [
    [
      'The pick is the commander’s: player {{player}} decides which player of the team acts.',
      'Die Wahl hat der Oberbefehlshaber: Spieler {{player}} bestimmt, welcher Spieler des Teams handelt.',
    ],
  ],
  'team/not-in-team': [
    [
      'Player {{player}} is not of the commander’s team.',
      'Spieler {{player}} gehört nicht zum Team des Oberbefehlshabers.',
    ],
  ],
  'team/nothing-to-activate': [
    [
      'Player {{player}} has no formation left to activate this turn.',
      'Spieler {{player}} hat in dieser Runde keinen Verband mehr zu aktivieren.',
    ],
  ],
  'action/nothing-to-hand-over': [
    ['There is no initiative to hand over now.', 'Es gibt jetzt keine Initiative abzugeben.'],
  ],
  'action/out-of-formation': [
    [
      'Units are out of formation: the formation must move back into formation. It may not take an overwatch action, which does not move.',
      'Einheiten sind außer Formation: der Verband muss sich wieder in Formation bewegen. Deshalb darf er keine Aktion Feuerbereitschaft ausführen, die keine Bewegung erlaubt.',
    ],
    [
      'Units are out of formation: the formation must move back into formation. It may not take a sustained fire action, which does not move.',
      'Einheiten sind außer Formation: der Verband muss sich wieder in Formation bewegen. Deshalb darf er keine Aktion Dauerfeuer ausführen, die keine Bewegung erlaubt.',
    ],
  ],
  'action/retain-after-failure': [
    [
      'You may only retain the initiative after a successful action, and not twice in a row.',
      'Du darfst die Initiative nur nach einer erfolgreichen Aktion behalten, und nicht zweimal hintereinander.',
    ],
    [
      'You may only retain the initiative after a successful action.',
      'Die Initiative darf nur nach einer erfolgreichen Aktion behalten werden.',
    ],
  ],
  'action/retain-twice': [
    [
      'You cannot retain the initiative twice in a row.',
      'Die Initiative darf nicht zweimal hintereinander behalten werden.',
    ],
  ],
  'action/road-march': [
    ['A road march is a march action.', 'Ein Straßenmarsch ist eine Marsch-Aktion.'],
  ],
  'assault/allocation-count': [
    [
      'Allocate each of the {{count}} sniper hits to one unit.',
      'Verteile jeden der {{count}} Scharfschützentreffer auf eine Einheit.',
    ],
  ],
  'assault/ignore-cover-to-cover': [
    [
      'Ignore-cover hits go to units that would have a cover save, as agreed in the warm-up (1.12.5 FAQ).',
      'Treffer, die Deckung ignorieren, gehen an Einheiten, die einen Deckungswurf hätten, wie beim Aufwärmen vereinbart (1.12.5 FAQ).',
    ],
  ],
  'assault/already-charged': [
    ['{{unit}} has made its charge move.', '{{unit}} hat seine Angriffsbewegung gemacht.'],
  ],
  'assault/already-consolidated': [
    ['{{unit}} has consolidated.', '{{unit}} hat sich konsolidiert.'],
  ],
  'assault/already-counter-charged': [
    ['{{unit}} has counter charged.', '{{unit}} hat einen Gegenangriff gemacht.'],
  ],
  'assault/cannot-support': [
    [
      '{{formation}} cannot lend support: it is broken, marched this turn, in the assault, or has no unit within 15cm with a line of fire to an enemy unit that attacked.',
      '{{formation}} kann keine Feuerunterstützung geben: er ist aufgerieben, ist in dieser Runde marschiert, ist am Angriff beteiligt oder hat keine Einheit innerhalb von 15 cm mit Sichtlinie zu einer angreifenden feindlichen Einheit.',
    ],
  ],
  'assault/follower-cannot-act': [
    [
      '{{formation}} cannot take an engage action now: it has acted, is broken or has no units left.',
      '{{formation}} kann jetzt keine Offensive durchführen: er hat schon gehandelt, ist aufgerieben oder hat keine Einheiten mehr.',
    ],
  ],
  'assault/follower-too-far': [
    [
      '{{formation}} has no unit within 5cm of a unit of {{leader}}.',
      '{{formation}} hat keine Einheit innerhalb von 5 cm einer Einheit von {{leader}}.',
    ],
  ],
  'assault/followers-not-engaging': [
    [
      'Other formations follow a commander only into an assault: declare an engage action.',
      'Andere Verbände folgen einem Befehlshaber nur in einen Angriff: sage eine Offensive an.',
    ],
  ],
  'assault/in-progress': [
    [
      'The engaging formation carries out its assault.',
      'Der Verband mit der Aktion Offensive führt seinen Angriff aus.',
    ],
  ],
  'assault/no-commander': [
    [
      '{{formation}} has no commander to order other formations to follow it.',
      '{{formation}} hat keinen Befehlshaber, der anderen Verbänden befehlen könnte, ihm zu folgen.',
    ],
  ],
  'assault/no-target': [
    [
      'There is no enemy formation left to assault.',
      'Es gibt keinen feindlichen Verband mehr anzugreifen.',
    ],
  ],
  'assault/not-a-follower': [
    [
      'That formation is not another formation of yours.',
      'Dieser Verband ist keiner deiner anderen Verbände.',
    ],
    [
      '{{formation}} is not another formation of yours.',
      '{{formation}} ist keiner deiner anderen Verbände.',
    ],
  ],
  'assault/not-a-skimmer': [
    [
      '{{sheet}} is no skimmer: in base contact it fights in close combat.',
      '{{sheet}} ist keine Antigrav-Einheit: in Basenkontakt kämpft sie im Nahkampf.',
    ],
  ],
  'assault/not-charging': [
    [
      'Only units of the engaging formation (and those following its commander) charge.',
      'Nur Einheiten des Verbands mit der Offensive (und der Verbände, die seinem Befehlshaber folgen) machen eine Angriffsbewegung.',
    ],
  ],
  'assault/not-eligible': [
    [
      'A sniper hit goes to an enemy unit within 15cm and in the line of fire of the sniper.',
      'Ein Scharfschützentreffer geht an eine feindliche Einheit innerhalb von 15 cm und in der Schusslinie des Scharfschützen.',
    ],
  ],
  'assault/not-enemy': [
    [
      'Pick an enemy formation on the table to air assault.',
      'Wähle einen feindlichen Verband auf dem Tisch für den Luftlandeangriff.',
    ],
    [
      'The target must be an enemy formation in play.',
      'Das Ziel muss ein feindlicher Verband im Spiel sein.',
    ],
  ],
  'assault/not-engaging': [
    [
      'Only a formation carrying out an engage action assaults.',
      'Nur ein Verband mit der Aktion Offensive greift an.',
    ],
  ],
  'assault/not-in-assault': [
    [
      '{{unit}} is not a unit of a formation in the assault on your side.',
      '{{unit}} gehört zu keinem Verband deiner Seite im Angriff.',
    ],
    [
      'Only your own units fighting in the assault may choose how they fight.',
      'Nur deine eigenen Einheiten, die im Angriff kämpfen, dürfen wählen, wie sie kämpfen.',
    ],
  ],
  'assault/not-in-formation': [
    ['{{unit}} is not one of these units.', '{{unit}} ist keine dieser Einheiten.'],
  ],
  'assault/two-armies': [
    [
      'An assault may not attack formations of two enemy armies: {{formation}} belongs to player {{player}}, {{target}} to player {{other}}.',
      'Ein Angriff darf keine Verbände aus zwei feindlichen Armeen angreifen: {{formation}} gehört Spieler {{player}}, {{target}} Spieler {{other}}.',
    ],
  ],
  'assault/not-intermingled': [
    [
      '{{formation}} has no unit within 5cm of a unit of {{target}}.',
      '{{formation}} hat keine Einheit innerhalb von 5 cm einer Einheit von {{target}}.',
    ],
    [
      '{{formation}} is not another enemy formation.',
      '{{formation}} ist kein weiterer feindlicher Verband.',
    ],
  ],
  'assault/not-now': [
    [
      'There are no assault hits to allocate.',
      'Es gibt keine Treffer aus dem Angriff zu verteilen.',
    ],
  ],
  'assault/not-winner': [
    [
      '{{unit}} is not a unit of the winning side in the assault.',
      '{{unit}} gehört nicht zur Seite, die den Angriff gewonnen hat.',
    ],
  ],
  'assault/not-withdrawing': [
    [
      '{{unit}} is not a unit of the losing formation on the table.',
      '{{unit}} gehört nicht zum unterlegenen Verband auf dem Tisch.',
    ],
  ],
  'assault/not-your-decision': [
    [
      'The player whose units were hit allocates the hits.',
      'Der Spieler, dessen Einheiten getroffen wurden, verteilt die Treffer.',
    ],
    ['Your opponent decides this step.', 'Diesen Schritt entscheidet dein Gegner.'],
  ],
  'assault/target-chosen': [['The target has already been chosen.', 'Das Ziel ist schon gewählt.']],
  'assault/too-many-followers': [
    [
      'A commander orders at most {{count}} more formations to follow it.',
      'Ein Befehlshaber kann höchstens {{count}} weiteren Verbänden befehlen, ihm zu folgen.',
    ],
  ],
  'assault/withdrawal-moves-used': [
    ['A withdrawing unit makes two moves.', 'Eine Einheit auf dem Rückzug macht zwei Bewegungen.'],
  ],
  'barrage/extra-not-touching': [
    [
      'Extra template {{n}} must touch the first.',
      'Zusätzliche Schablone {{n}} muss die erste berühren.',
    ],
  ],
  'barrage/no-template': [['Place the Barrage template.', 'Lege die Sperrfeuerschablone.']],
  'barrage/no-weapon-with-ability': [
    [
      'No barrage weapon of the formation has {{abilities}}.',
      'Keine Sperrfeuerwaffe des Verbands hat {{abilities}}.',
    ],
  ],
  'barrage/not-maximal': [
    [
      'Templates must catch as many target units as possible ({{best}} can be caught, not {{count}}).',
      'Die Schablonen müssen so viele Zieleinheiten wie möglich erfassen ({{best}} sind möglich, nicht {{count}}).',
    ],
  ],
  'barrage/out-of-range': [
    [
      'No barrage weapon has range and line of fire to a target unit under the template.',
      'Keine Sperrfeuerwaffe hat Reichweite und Sichtlinie zu einer Zieleinheit unter der Schablone.',
    ],
  ],
  'barrage/templates-overlap': [
    ['Barrage templates may not overlap.', 'Sperrfeuerschablonen dürfen sich nicht überlappen.'],
  ],
  'barrage/too-many-templates': [
    [
      'The Barrage table gives fewer extra templates.',
      'Die Sperrfeuertabelle gibt weniger zusätzliche Schablonen.',
    ],
  ],
  'character/not-a-character': [
    [
      'Only a character that has not joined a unit yet can be added to one.',
      'Nur ein Charaktermodell, das sich noch keiner Einheit angeschlossen hat, kann einer Einheit hinzugefügt werden.',
    ],
  ],
  'character/not-now': [
    [
      'A character joins its unit at set-up and stays with it for the whole battle.',
      'Ein Charaktermodell schließt sich seiner Einheit bei der Aufstellung an und bleibt die ganze Schlacht über bei ihr.',
    ],
  ],
  'character/onto-character': [
    [
      '{{character}} must be added to a unit on the table, not to another character.',
      '{{character}} muss einer Einheit auf dem Tisch hinzugefügt werden, nicht einem anderen Charaktermodell.',
    ],
  ],
  'character/other-formation': [
    [
      '{{character}} must be added to a unit of its own formation, not to {{unit}}.',
      '{{character}} muss einer Einheit seines eigenen Verbands hinzugefügt werden, nicht {{unit}}.',
    ],
  ],
  'command/malformed': [['{{issues}}', 'Ungültiger Befehl: {{issues}}']],
  'command/not-your-formation': [
    ['Those aircraft belong to your opponent.', 'Diese Flugzeuge gehören deinem Gegner.'],
    ['Choose one of your own formations.', 'Wähle einen deiner eigenen Verbände.'],
    ['{{formation}} belongs to your opponent.', '{{formation}} gehört deinem Gegner.'],
  ],
  'command/not-your-unit': [
    ['Both units must be yours.', 'Beide Einheiten müssen deine sein.'],
    ['{{unit}} belongs to your opponent.', '{{unit}} gehört deinem Gegner.'],
  ],
  'command/unknown-formation': [
    ['There is no formation "{{formation}}".', 'Es gibt keinen Verband „{{formation}}“.'],
    ['There is no such formation.', 'Diesen Verband gibt es nicht.'],
  ],
  'command/unknown-unit': [
    ['No such unit.', 'Diese Einheit gibt es nicht.'],
    ['There is no unit "{{unit}}".', 'Es gibt keine Einheit „{{unit}}“.'],
    ['There is no such unit of yours.', 'Eine solche Einheit hast du nicht.'],
  ],
  'deploy/impassable': [
    [
      '{{terrain}} ({{feature}}) is impassable to {{sheet}}.',
      '{{terrain}} ({{feature}}) ist für {{sheet}} unpassierbar.',
    ],
  ],
  'deploy/no-base': [
    [
      '{{sheet}} has no base to place on the table.',
      '{{sheet}} hat keine Base, die auf den Tisch gestellt werden kann.',
    ],
    ['{{unit}} has no base.', '{{unit}} hat keine Base.'],
  ],
  'deploy/not-available': [
    ['{{unit}} cannot be set up now.', '{{unit}} kann jetzt nicht aufgestellt werden.'],
  ],
  'deploy/off-table': [
    [
      'The unit must be placed wholly on the table.',
      'Die Einheit muss vollständig auf dem Tisch stehen.',
    ],
  ],
  'deploy/outside-zone': [
    [
      'Units must be set up wholly within {{zone}}.',
      'Einheiten müssen vollständig innerhalb von {{zone}} aufgestellt werden.',
    ],
  ],
  'assault/not-a-war-engine': [
    [
      'Only your own war engines split their dice between close combat and firefight.',
      'Nur eigene Kriegsmaschinen teilen ihre Würfel zwischen Nahkampf und Feuergefecht auf.',
    ],
  ],
  'assault/dice-split': [
    [
      '{{unit}} rolls {{dice}} dice: between 0 and {{max}} of them may be close combat rolls.',
      '{{unit}} würfelt {{dice}} Würfel: zwischen 0 und {{max}} davon dürfen Nahkampfwürfe sein.',
    ],
  ],
  'deploy/outside-area': [
    [
      'Units of {{formation}} must be set up wholly {{area}}.',
      'Einheiten von {{formation}} müssen vollständig aufgestellt werden: {{area}}.',
    ],
  ],
  'deploy/area-full': [
    [
      'There is no area left for {{formation}}: the others are taken by other formations.',
      'Für {{formation}} ist kein Bereich mehr frei: die anderen sind von anderen Verbänden belegt.',
    ],
  ],
  'deploy/overlap': [
    ['The unit would stand on {{unit}}.', 'Die Einheit würde auf {{unit}} stehen.'],
  ],
  'flow/game-over': [
    [
      'The game is over; no further commands are taken.',
      'Das Spiel ist vorbei; es werden keine Befehle mehr angenommen.',
    ],
  ],
  'flow/not-now': [
    // Seed 001 5.3.11.3 combined attacks.
    [
      'Nobody has asked to attack together now.',
      'Gerade hat niemand um einen gemeinsamen Angriff gebeten.',
    ],
    // Seed 001 5.3.11.2 hierarchical team play.
    ['No commander’s pick is due now.', 'Jetzt ist keine Wahl des Oberbefehlshabers fällig.'],
    // Seed 001 5.3.5 breakthrough.
    [
      'Formations leave the table only in the breakthrough scenario.',
      'Verbände verlassen den Tisch nur im Szenario Durchbruch.',
    ],
    // Seed 001 5.3.2 escalation arrivals.
    [
      'Formations arrive from the table edge only in an escalation.',
      'Verbände kommen nur im Eskalationsgefecht über die Tischkante ins Spiel.',
    ],
    [
      'Formations arrive at the start of the turn.',
      'Verbände kommen zu Beginn der Runde ins Spiel.',
    ],
    ['The aircraft in the air disengage first.', 'Zuerst fliegen die Flugzeuge in der Luft ab.'],
    [
      'Aircraft land after their approach move and the flak.',
      'Flugzeuge landen nach ihrer Anflugbewegung und der Flak.',
    ],
    [
      'Aircraft disengage before any formation rallies.',
      'Flugzeuge fliegen ab, bevor sich ein Verband neu formiert.',
    ],
    ['No aircraft is in reach of flak now.', 'Gerade ist kein Flugzeug in Reichweite der Flak.'],
    ['No aircraft has hits to save now.', 'Gerade hat kein Flugzeug Treffer zu retten.'],
    ['No aircraft is ready to attack now.', 'Gerade ist kein Flugzeug bereit zum Angriff.'],
    ['Another aircraft is disengaging.', 'Ein anderes Flugzeug fliegt gerade ab.'],
    ['The game is over.', 'Das Spiel ist vorbei.'],
    [
      'Tunnelers surface at the start of a turn, before the strategy roll.',
      'Tunnler tauchen zu Beginn einer Runde auf, vor dem Strategiewurf.',
    ],
    [
      'The game waits for {{what}} ({{commands}}) from player {{players}}.',
      'Das Spiel wartet auf eine Entscheidung ({{commands}}) von Spieler {{players}}.',
    ],
    [
      'A broken formation is withdrawing first.',
      'Zuerst zieht sich ein aufgeriebener Verband zurück.',
    ],
    [
      'Formations teleport in at the start of a turn, before the strategy roll.',
      'Verbände teleportieren zu Beginn einer Runde, vor dem Strategiewurf.',
    ],
    ['No formation is withdrawing.', 'Kein Verband ist auf dem Rückzug.'],
    [
      'No formation of yours is carrying out an action.',
      'Keiner deiner Verbände führt gerade eine Aktion aus.',
    ],
    [
      'Only the formation carrying out its action assaults.',
      'Nur der Verband, der seine Aktion ausführt, greift an.',
    ],
    [
      'Only the formation carrying out its action may disembark.',
      'Nur der Verband, der seine Aktion ausführt, darf aussteigen.',
    ],
    [
      'Only the formation carrying out its action may regroup.',
      'Nur der Verband, der seine Aktion ausführt, darf sammeln.',
    ],
    [
      'Overwatch fire at the withdrawal comes first.',
      'Zuerst kommt das Feuer aus Feuerbereitschaft auf den Rückzug.',
    ],
    ['The strategy rolls have not been made yet.', 'Die Strategiewürfe sind noch nicht gemacht.'],
    ['There are no hits to allocate.', 'Es gibt keine Treffer zu verteilen.'],
    [
      'Wait until the overwatch fire or attack is resolved.',
      'Warte, bis das Feuer aus Feuerbereitschaft oder der Beschuss abgehandelt ist.',
    ],
    [
      'There is no roll-off for the start of the turn now.',
      'Jetzt ist kein Wurf für den Beginn der Runde fällig.',
    ],
    [
      'There is no order of start-of-turn abilities to choose now.',
      'Jetzt ist keine Reihenfolge der Fähigkeiten zu Beginn der Runde zu wählen.',
    ],
    [
      'You have no start-of-turn abilities to use now.',
      'Du hast jetzt keine Fähigkeiten zu Beginn der Runde einzusetzen.',
    ],
  ],
  'flow/wrong-phase': [
    [
      'Aircraft disengage at the start of the end phase.',
      'Flugzeuge fliegen zu Beginn der Endphase ab.',
    ],
    [
      'Secret plans are written down before the battle.',
      'Geheime Pläne werden vor der Schlacht notiert.',
    ],
    [
      'Spacecraft are set up at the start of the battle.',
      'Raumschiffe werden zu Beginn der Schlacht aufgestellt.',
    ],
    [
      'Deployment is over: the battle has begun.',
      'Die Aufstellung ist vorbei: die Schlacht hat begonnen.',
    ],
    ['Formations act in the action phase.', 'Verbände handeln in der Aktionsphase.'],
    ['Formations rally in the end phase.', 'Verbände formieren sich in der Endphase neu.'],
    [
      'Strategy rolls are made in the strategy phase.',
      'Strategiewürfe werden in der Strategiephase gemacht.',
    ],
    [
      'This is not the set-up of a tournament game.',
      'Dies ist nicht die Vorbereitung eines Turnierspiels.',
    ],
  ],
  'formation/in-formation': [
    [
      '{{unit}} is in formation with the rest and cannot be chosen as out of formation.',
      '{{unit}} ist mit den übrigen in Formation und kann nicht als außer Formation gewählt werden.',
    ],
  ],
  'formation/not-in-formation': [
    ['{{unit}} is not on the table in it.', '{{unit}} steht nicht in ihm auf dem Tisch.'],
  ],
  'formation/still-incoherent': [
    [
      'The units left must be in formation: choose more units as out of formation.',
      'Die übrigen Einheiten müssen in Formation sein: wähle weitere Einheiten als außer Formation.',
    ],
  ],
  'move/action-does-not-move': [
    ['A {{action}} action does not move.', 'Eine Aktion {{action}} bewegt sich nicht.'],
  ],
  'move/after-shooting': [
    [
      'The formation moves and then shoots, not the other way round.',
      'Der Verband bewegt sich und schießt danach, nicht umgekehrt.',
    ],
  ],
  'move/already-moved': [
    ['{{unit}} has already made this move.', '{{unit}} hat diese Bewegung schon gemacht.'],
  ],
  'move/bad-path': [
    [
      "A move's path starts where the unit stands.",
      'Der Weg einer Bewegung beginnt dort, wo die Einheit steht.',
    ],
  ],
  'move/cannot-move': [
    [
      '{{sheet}} may not move (speed immobile).',
      '{{sheet}} darf sich nicht bewegen (unbeweglich).',
    ],
    [
      '{{sheet}} may not move (speed {{speed}}).',
      '{{sheet}} darf sich nicht bewegen (Geschwindigkeit {{speed}}).',
    ],
  ],
  'move/charge-nearest': [
    [
      'A charging unit that enters a zone of control must move into base contact with the nearest enemy whose zone it entered ({{units}}).',
      'Eine angreifende Einheit, die eine Kontrollzone betritt, muss in Basenkontakt mit dem nächsten Feind gehen, dessen Zone sie betreten hat ({{units}}).',
    ],
  ],
  'move/contact-in-impassable': [
    [
      '{{unit}} is wholly within {{terrain}}, impassable to the charging unit (1.12.3 FAQ).',
      '{{unit}} steht vollständig in {{terrain}}, unpassierbar für die angreifende Einheit (1.12.3 FAQ).',
    ],
  ],
  'move/counter-charge-direction': [
    [
      'A counter charge must move directly towards the closest enemy unit ({{units}}).',
      'Ein Gegenangriff muss sich direkt auf die nächste feindliche Einheit zu bewegen ({{units}}).',
    ],
  ],
  'move/counter-charge-in-contact': [
    [
      'Units already in base contact with an enemy unit may not counter charge.',
      'Einheiten in Basenkontakt mit einer feindlichen Einheit dürfen keinen Gegenangriff machen.',
    ],
  ],
  'move/barge-limit': [
    [
      '{{unit}} may barge at most {{limit}} units aside; this charge would barge {{count}}.',
      '{{unit}} darf höchstens {{limit}} Einheiten beiseiteschieben; dieser Angriff würde {{count}} beiseiteschieben.',
    ],
  ],
  'move/defender-full': [
    [
      '{{unit}} has no room for another attacker.',
      'An {{unit}} ist kein Platz für einen weiteren Angreifer.',
    ],
    [
      '{{unit}} already has {{limit}} enemy units in base contact.',
      '{{unit}} hat schon {{limit}} feindliche Einheiten in Basenkontakt.',
    ],
  ],
  'move/ends-on-unit': [
    ['The move would end on top of {{unit}}.', 'Die Bewegung würde auf {{unit}} enden.'],
  ],
  'move/enters-zoc': [
    [
      'The move enters the zone of control of {{unit}}; only a charge may do that.',
      'Die Bewegung betritt die Kontrollzone von {{unit}}; das darf nur eine Angriffsbewegung.',
    ],
  ],
  'move/impassable': [
    [
      '{{terrain}} ({{feature}}) is impassable to {{sheet}}.',
      '{{terrain}} ({{feature}}) ist für {{sheet}} unpassierbar.',
    ],
  ],
  'move/lands-on-impassable': [
    [
      '{{sheet}} may not land on impassable terrain ({{terrain}}).',
      '{{sheet}} darf nicht auf unpassierbarem Gelände landen ({{terrain}}).',
    ],
  ],
  'move/must-leave-zoc': [
    [
      'The charge must completely leave the zone of control of {{unit}} (1.7.3 FAQ).',
      'Der Angriff muss die Kontrollzone von {{unit}} vollständig verlassen (1.7.3 FAQ).',
    ],
    [
      'The unit must leave the zone of control of {{unit}} by the end of the action.',
      'Die Einheit muss die Kontrollzone von {{unit}} bis zum Ende der Aktion verlassen.',
    ],
  ],
  'move/no-moves-left': [
    [
      'The formation has made all the moves its action allows.',
      'Der Verband hat alle Bewegungen gemacht, die seine Aktion erlaubt.',
    ],
  ],
  'move/not-acting-formation': [
    [
      '{{unit}} is not in the formation carrying out its action.',
      '{{unit}} gehört nicht zum Verband, der seine Aktion ausführt.',
    ],
  ],
  // Seed 001 5.3.11.3: combined fire with moves.
  'move/not-moving-formation': [
    [
      '{{unit}} is not in the formation making its moves now: each formation of the combined fire makes its own, one after the other.',
      '{{unit}} gehört nicht zu dem Verband, der jetzt seine Bewegungen macht: jeder Verband des gemeinsamen Beschusses macht seine eigenen, einer nach dem anderen.',
    ],
  ],
  'move/not-on-road': [
    [
      'The road bonus and road marches need the whole move on a road.',
      'Straßenbonus und Straßenmarsch verlangen die ganze Bewegung auf einer Straße.',
    ],
  ],
  'move/not-on-table': [['{{unit}} is not on the table.', '{{unit}} steht nicht auf dem Tisch.']],
  'move/off-table': [
    [
      'Units may not move off the table (1.7 FAQ).',
      'Einheiten dürfen den Tisch nicht verlassen (1.7 FAQ).',
    ],
  ],
  'move/over-enemy': [
    [
      'Units may never move over or through enemy units ({{unit}}).',
      'Einheiten dürfen sich nie über oder durch feindliche Einheiten bewegen ({{unit}}).',
    ],
  ],
  'move/over-friendly': [
    [
      'Only infantry may be moved over by friendly units; {{unit}} is not infantry.',
      'Nur über Infanterie dürfen sich befreundete Einheiten bewegen; {{unit}} ist keine Infanterie.',
    ],
  ],
  'move/shot-instead': [
    [
      'A {{action}} action shoots or moves, not both.',
      'Eine Aktion {{action}} schießt oder bewegt sich, nicht beides.',
    ],
  ],
  'move/too-far': [
    [
      '{{sheet}} may move {{allowance}}cm in this move; the path is {{length}}cm.',
      '{{sheet}} darf sich in dieser Bewegung {{allowance}} cm bewegen; der Weg ist {{length}} cm lang.',
    ],
  ],
  'move/zoc-of-other-formation': [
    [
      'Charging units may not enter the zone of control of {{unit}}, whose formation is not a target.',
      'Angreifende Einheiten dürfen die Kontrollzone von {{unit}} nicht betreten, dessen Verband kein Ziel ist.',
    ],
  ],
  'overwatch/cannot-shoot': [
    [
      '{{formation}} cannot shoot at the formation that moved.',
      '{{formation}} kann nicht auf den Verband schießen, der sich bewegt hat.',
    ],
  ],
  'overwatch/no-trigger': [
    [
      'Overwatch fire answers an enemy move that has just been completed.',
      'Feuer aus Feuerbereitschaft antwortet auf eine gerade beendete feindliche Bewegung.',
    ],
  ],
  'overwatch/not-all-on-overwatch': [
    [
      'Only when every formation you have left to activate is on overwatch may they all remain on it.',
      'Nur wenn jeder noch zu aktivierende Verband in Feuerbereitschaft ist, dürfen alle darin bleiben.',
    ],
  ],
  'overwatch/not-on-overwatch': [
    ['{{formation}} is not on overwatch.', '{{formation}} ist nicht in Feuerbereitschaft.'],
  ],
  'overwatch/not-yours': [
    [
      'Only the opponent of the moving formation may fire on overwatch.',
      'Nur der Gegner des sich bewegenden Verbands darf aus Feuerbereitschaft feuern.',
    ],
  ],
  'overwatch/window-open': [
    [
      'Enemy formations on overwatch may fire after the first withdrawal move, before the second.',
      'Feindliche Verbände in Feuerbereitschaft dürfen nach der ersten Rückzugsbewegung feuern, vor der zweiten.',
    ],
    [
      'Formations on overwatch may fire before the assault goes on.',
      'Verbände in Feuerbereitschaft dürfen feuern, bevor der Angriff weitergeht.',
    ],
    [
      'Formations on overwatch may fire before the formation goes on.',
      'Verbände in Feuerbereitschaft dürfen feuern, bevor der Verband weitermacht.',
    ],
  ],
  'rally/not-needed': [
    [
      '{{formation}} has no Blast markers to rally from, or has rallied.',
      '{{formation}} hat keine Beschussmarken für eine Neuformierung oder hat sich schon neu formiert.',
    ],
  ],
  'rally/not-your-turn': [
    [
      'The players take turns to rally; it is your opponent’s turn.',
      'Die Spieler formieren abwechselnd neu; dein Gegner ist an der Reihe.',
    ],
  ],
  'setup/already-rolled': [
    [
      'The roll for the choice of table edge has been made.',
      'Der Wurf um die Wahl der Tischkante ist gemacht.',
    ],
  ],
  'setup/deployment-finished': [
    ['You have already finished deploying.', 'Du hast die Aufstellung schon beendet.'],
  ],
  'setup/no-zone': [
    ['Choose your table edge before deploying.', 'Wähle deine Tischkante vor der Aufstellung.'],
    [
      'The table edges are chosen before the objectives are set up.',
      'Die Tischkanten werden gewählt, bevor die Zielmarker aufgestellt werden.',
    ],
  ],
  'setup/no-zones': [
    [
      'This battlefield has fewer than two deployment zones.',
      'Dieses Schlachtfeld hat weniger als zwei Aufstellungszonen.',
    ],
  ],
  'setup/not-your-choice': [
    [
      'Your opponent won the roll and chooses the table edge.',
      'Dein Gegner hat den Wurf gewonnen und wählt die Tischkante.',
    ],
  ],
  'setup/not-your-objective': [
    [
      'It is not your turn to set up an objective.',
      'Du bist nicht an der Reihe, einen Zielmarker aufzustellen.',
    ],
  ],
  'setup/objective-off-table': [
    ['Objectives are set up on the table.', 'Zielmarker werden auf dem Tisch aufgestellt.'],
  ],
  'setup/objective-too-close': [
    [
      'An objective must be at least {{spacing}}cm from any other ({{near}}).',
      'Ein Zielmarker muss mindestens {{spacing}} cm von jedem anderen entfernt sein ({{near}}).',
    ],
  ],
  'setup/objectives-first': [
    [
      'The objectives are set up before deployment.',
      'Die Zielmarker werden vor der Aufstellung aufgestellt.',
    ],
  ],
  'setup/roll-first': [
    ['Roll to see who chooses the table edge first.', 'Würfle zuerst, wer die Tischkante wählt.'],
  ],
  'setup/units-left': [
    [
      'You must deploy all of your units: {{count}} still to set up ({{unit}}…).',
      'Du musst alle deine Einheiten aufstellen: noch {{count}} aufzustellen ({{unit}} …).',
    ],
  ],
  'setup/unknown-zone': [
    ['There is no deployment zone {{zone}}.', 'Es gibt keine Aufstellungszone {{zone}}.'],
  ],
  'setup/zone-chosen': [
    ['The table edges have already been chosen.', 'Die Tischkanten sind schon gewählt.'],
  ],
  'shooting/action-does-not-shoot': [
    ['A {{action}} action does not shoot.', 'Eine Aktion {{action}} schießt nicht.'],
  ],
  'shooting/all-suppressed': [
    [
      'Every unit that could shoot is suppressed or has no weapon ready.',
      'Jede Einheit, die schießen könnte, ist niedergehalten oder hat keine feuerbereite Waffe.',
    ],
  ],
  'shooting/already-shot': [
    [
      'The formation has already shot in this action.',
      'Der Verband hat in dieser Aktion schon geschossen.',
    ],
  ],
  'shooting/broken': [
    [
      'A broken formation may not take actions or shoot.',
      'Ein aufgeriebener Verband darf keine Aktionen ausführen und nicht schießen.',
    ],
  ],
  'shooting/cover-choice-needed': [
    [
      'Choose whether {{type}} fire takes the cover modifier.',
      'Wähle, ob {{type}}-Feuer die Deckungsmodifikation nimmt.',
    ],
  ],
  'shooting/fired-twice': [
    [
      'A weapon fires once, with one value for all its shots (1.9.5 FAQ).',
      'Eine Waffe feuert einmal, mit einem Wert für alle ihre Schüsse (1.9.5 FAQ).',
    ],
  ],
  'shooting/front-to-back': [
    [
      'Unit {{target}} is closer than {{unit}} and must take the hit first{{via}}.',
      'Einheit {{target}} ist näher als {{unit}} und muss den Treffer zuerst nehmen{{via}}.',
    ],
  ],
  'shooting/hit-count': [
    [
      'Hit group {{group}} needs {{due}} hits allocated, got {{given}}.',
      'Treffergruppe {{group}} braucht {{due}} verteilte Treffer, erhalten {{given}}.',
    ],
  ],
  'shooting/in-progress': [
    ['An attack is being resolved.', 'Ein Beschuss wird gerade abgehandelt.'],
  ],
  'shooting/indirect-needs-sustained': [
    [
      'Indirect fire needs a sustained fire action.',
      'Indirektes Feuer verlangt die Aktion Dauerfeuer.',
    ],
  ],
  'shooting/moved-instead': [
    [
      'A {{action}} action moves or shoots, not both.',
      'Eine Aktion {{action}} bewegt sich oder schießt, nicht beides.',
    ],
  ],
  'shooting/no-formation': [['No such formation.', 'Diesen Verband gibt es nicht.']],
  'shooting/no-such-value': [
    [
      'Weapon {{weapon}} has no {{firepower}} value.',
      'Waffe {{weapon}} hat keinen {{firepower}}-Wert.',
    ],
  ],
  'shooting/not-a-potential-target': [
    [
      'Unit {{unit}} cannot take this hit (type, range or line of fire).',
      'Einheit {{unit}} kann diesen Treffer nicht nehmen (Typ, Reichweite oder Sichtlinie).',
    ],
  ],
  'shooting/not-defender': [
    [
      'The player whose formation was hit allocates the hits.',
      'Der Spieler, dessen Verband getroffen wurde, verteilt die Treffer.',
    ],
  ],
  'shooting/not-enemy': [
    ['Pick an enemy formation as the target.', 'Wähle einen feindlichen Verband als Ziel.'],
  ],
  'shooting/not-mixed': [
    [
      'Only attacks on a formation of both war engines and other units are directed at one or the other.',
      'Nur Beschuss auf einen Verband aus Kriegsmaschinen und anderen Einheiten wird auf die einen oder die anderen gerichtet.',
    ],
  ],
  'shooting/nothing-to-fire': [
    [
      'None of the formation’s weapons can fire at that target.',
      'Keine Waffe des Verbands kann auf dieses Ziel feuern.',
    ],
  ],
  'shooting/out-of-range': [
    [
      'No unit is in range and line of fire of the target formation.',
      'Keine Einheit hat Reichweite und Sichtlinie zum Zielverband.',
    ],
    [
      'No aircraft has {{formation}} within range and fire arc of an AA weapon.',
      'Kein Flugzeug hat {{formation}} in Reichweite und Feuerwinkel einer Flugabwehrwaffe.',
    ],
  ],
  'shooting/small-arms-only': [
    [
      'Small arms alone cannot shoot at a formation (1.9.4 FAQ).',
      'Mit Handfeuerwaffen allein kann nicht auf einen Verband geschossen werden (1.9.4 FAQ).',
    ],
  ],
  'shooting/spread-hits': [
    [
      'Unit {{unit}} takes hit {{hit}} before {{target}} has {{had}}{{via}}.',
      'Einheit {{unit}} nimmt Treffer {{hit}}, bevor {{target}} {{had}} hat{{via}}.',
    ],
  ],
  'shooting/suppression-order': [
    [
      'Units are suppressed from the back: only among equally far units may the player choose.',
      'Einheiten werden von hinten niedergehalten: nur unter gleich weit entfernten Einheiten darf der Spieler wählen.',
    ],
  ],
  'shooting/weapon-cannot-fire': [
    ['Weapon {{weapon}} may not fire.', 'Waffe {{weapon}} darf nicht feuern.'],
  ],
  'skimmer/no-pop-up': [
    [
      'A skimmer may not pop up as part of a sustained fire or a marshal action.',
      'Eine Antigrav-Einheit darf nicht als Teil einer Aktion Dauerfeuer oder Ordnen auftauchen.',
    ],
  ],
  'skimmer/not-a-skimmer': [
    [
      '{{unit}} is not a skimmer and cannot pop up.',
      '{{unit}} ist keine Antigrav-Einheit und kann nicht auftauchen.',
    ],
  ],
  'skimmer/not-in-formation': [
    [
      'Only units of the acting formation on the table may pop up.',
      'Nur Einheiten des handelnden Verbands auf dem Tisch dürfen auftauchen.',
    ],
  ],
  'skimmer/popped-up-transport': [
    [
      'A skimmer that has popped up may not take units on board or let them out.',
      'Eine aufgetauchte Antigrav-Einheit darf keine Einheiten aufnehmen oder aussteigen lassen.',
    ],
  ],
  'strategy/already-rolled': [
    [
      'The strategy rolls of this turn have been made.',
      'Die Strategiewürfe dieser Runde sind gemacht.',
    ],
  ],
  'strategy/not-winner': [
    [
      'Only the winner of the strategy roll chooses who goes first.',
      'Nur der Gewinner des Strategiewurfs wählt, wer beginnt.',
    ],
  ],
  'strategy/turn-start-first': [
    [
      'Start-of-turn abilities are resolved before the strategy roll: use them or pass.',
      'Fähigkeiten zu Beginn der Runde werden vor dem Strategiewurf abgehandelt: setze sie ein oder verzichte darauf.',
    ],
  ],
  'teleport/cannot-teleport': [
    [
      '{{unit}} cannot teleport: it may only ride in a transport that does.',
      '{{unit}} kann sich nicht teleportieren: die Einheit darf nur in einem Transporter mitfahren, der es kann.',
    ],
  ],
  'plot/hidden': [
    [
      'Write down where and when the formation arrives.',
      'Notiere, wo und wann der Verband ankommt.',
    ],
    [
      'Write down where the bombardment will fall.',
      'Notiere, wo das Orbitalbombardement einschlagen wird.',
    ],
  ],
  'planetfall/cannot-land': [
    [
      '{{formation}} cannot land by planetfall: every unit must have planetfall or ride in one that does, all off the table.',
      '{{formation}} kann nicht per Planetenlandung landen: jede Einheit muss Planetenlandung haben oder in einer solchen mitfahren, alle außerhalb des Tisches.',
    ],
  ],
  'planetfall/every-formation': [
    [
      'Land {{formation}} too: every formation with a drop zone lands, once.',
      'Lande auch {{formation}}: jeder Verband mit Landezone landet, einmal.',
    ],
  ],
  'planetfall/every-unit': [
    [
      'Place each unit of {{formation}} with planetfall once.',
      'Platziere jede Einheit von {{formation}} mit Planetenlandung genau einmal.',
    ],
  ],
  'planetfall/no-landing': [
    [
      'No unit of yours has just landed by planetfall with units aboard.',
      'Keine deiner Einheiten ist gerade per Planetenlandung mit Einheiten an Bord gelandet.',
    ],
  ],
  'planetfall/other-formation': [
    [
      '{{formation}} has just landed: its passengers decide now.',
      '{{formation}} ist gerade gelandet: jetzt wird über seine Passagiere entschieden.',
    ],
  ],
  'planetfall/placed-twice': [
    ['Place each unit getting out once.', 'Stelle jede aussteigende Einheit genau einmal auf.'],
  ],
  'planetfall/not-aboard': [
    [
      '{{unit}} is not aboard a unit that has just landed.',
      '{{unit}} ist nicht an Bord einer Einheit, die gerade gelandet ist.',
    ],
  ],
  'planetfall/no-drop-zone': [
    ['That formation has no drop zone plotted.', 'Für diesen Verband ist keine Landezone notiert.'],
  ],
  'planetfall/one-drop-zone': [
    ['{{formation}} has one drop zone.', '{{formation}} hat eine Landezone.'],
  ],
  'planetfall/too-far': [
    [
      '{{unit}} must be placed within {{cm}}cm of its drop zone.',
      '{{unit}} muss innerhalb von {{cm}} cm seiner Landezone platziert werden.',
    ],
  ],
  // The Space Marine list's Drop Pod rule (engine/netea/rules/4.3-4.4-spacecraft/dropPods.ts).
  'drop-pod/not-on-table': [
    ['That drop pod is not on the table.', 'Diese Landekapsel steht nicht auf dem Tisch.'],
  ],
  'drop-pod/all-out': [
    [
      '{{unit}} must get out: every unit a drop pod carries disembarks when it lands.',
      '{{unit}} muss aussteigen: jede Einheit in einer Landekapsel steigt bei der Landung aus.',
    ],
  ],
  'drop-pod/not-aboard': [
    ['{{unit}} is not aboard that drop pod.', '{{unit}} ist nicht an Bord dieser Landekapsel.'],
  ],
  'drop-pod/too-far': [
    [
      '{{unit}} must be placed within {{cm}}cm of its drop pod.',
      '{{unit}} muss innerhalb von {{cm}} cm seiner Landekapsel platziert werden.',
    ],
  ],
  'drop-pod/not-chained': [
    [
      '{{unit}} must be placed within {{cm}}cm of its drop pod or of a unit of its formation already out.',
      '{{unit}} muss innerhalb von {{cm}} cm seiner Landekapsel oder einer bereits ausgestiegenen Einheit seines Verbands platziert werden.',
    ],
  ],
  'self-planetfall/cannot-land': [
    [
      '{{formation}} cannot make a self planetfall: every unit must have self planetfall or ride in one that does.',
      '{{formation}} kann keine planetare Selbstlandung durchführen: jede Einheit muss planetare Selbstlandung haben oder in einer solchen mitfahren.',
    ],
  ],
  'self-planetfall/on-table': [
    [
      '{{formation}} has units set up on the table: only a formation kept off it lands by self planetfall.',
      '{{formation}} hat Einheiten auf dem Tisch: nur ein Verband außerhalb des Tisches landet per planetarer Selbstlandung.',
    ],
  ],
  'self-planetfall/off-table': [
    ['The landing point must be on the table.', 'Der Landepunkt muss auf dem Tisch liegen.'],
  ],
  'self-planetfall/spacecraft-turn': [
    [
      'Your spacecraft arrives on turn {{turn}}: a self planetfall may share a turn only with an enemy spacecraft.',
      'Dein Raumschiff kommt in Runde {{turn}}: eine planetare Selbstlandung darf sich eine Runde nur mit einem feindlichen Raumschiff teilen.',
    ],
  ],
  'self-planetfall/not-due': [
    [
      '{{formation}} is not due to land this turn: it lands on the turn written down.',
      '{{formation}} landet nicht in dieser Runde: er landet in der notierten Runde.',
    ],
  ],
  'spacecraft/turn-taken-by-landing': [
    [
      'A self planetfall of yours lands on turn {{turn}}: your spacecraft may not arrive then.',
      'Eine planetare Selbstlandung von dir landet in Runde {{turn}}: dein Raumschiff darf dann nicht ankommen.',
    ],
  ],
  'spacecraft/after-deployment': [
    [
      'Spacecraft are set up before any ground units are deployed.',
      'Raumschiffe werden aufgestellt, bevor Bodeneinheiten aufgestellt werden.',
    ],
  ],
  'spacecraft/already-set-up': [
    ['{{formation}} has already been set up.', '{{formation}} ist schon aufgestellt.'],
  ],
  'spacecraft/departed': [
    [
      '{{formation}} has carried out its operation and left.',
      '{{formation}} hat seine Operation durchgeführt und ist abgezogen.',
    ],
  ],
  'spacecraft/no-bombardment': [
    [
      '{{unit}} cannot carry out an orbital bombardment.',
      '{{unit}} kann kein Orbitalbombardement durchführen.',
    ],
  ],
  'spacecraft/not-due': [
    ['{{formation}} arrives on turn {{turn}}.', '{{formation}} kommt in Runde {{turn}} an.'],
  ],
  'spacecraft/not-spacecraft': [
    ['{{formation}} is not a spacecraft.', '{{formation}} ist kein Raumschiff.'],
  ],
  'spacecraft/off-table': [
    [
      'Bombardment points and drop zones must be on the table.',
      'Punkte des Bombardements und Landezonen müssen auf dem Tisch liegen.',
    ],
  ],
  'spacecraft/one-per-army': [
    [
      'Neither side may include more than one spacecraft in its army.',
      'Keine Seite darf mehr als ein Raumschiff in ihrer Armee haben.',
    ],
  ],
  'spacecraft/order': [
    [
      'The player with the higher strategy rating sets up his spacecraft first; then you take turns.',
      'Der Spieler mit dem höheren Strategiewert stellt sein Raumschiff zuerst auf; danach wechselt ihr euch ab.',
    ],
  ],
  'spacecraft/pin-point-target': [
    [
      'Pin-point attacks may be made on enemy war engines on the table only.',
      'Punktgenaue Angriffe dürfen nur auf feindliche Kriegsmaschinen auf dem Tisch erfolgen.',
    ],
  ],
  'spacecraft/pin-points': [
    ['{{formation}} has no pin-point attacks.', '{{formation}} hat keine punktgenauen Angriffe.'],
    [
      '{{formation}} has {{n}} pin-point attacks, not {{m}}.',
      '{{formation}} hat {{n}} punktgenaue Angriffe, nicht {{m}}.',
    ],
  ],
  'spacecraft/set-up-first': [
    [
      'Spacecraft are set up before any ground units are deployed.',
      'Raumschiffe werden aufgestellt, bevor Bodeneinheiten aufgestellt werden.',
    ],
  ],
  'spacecraft/slow-and-steady': [
    [
      '{{unit}} is slow and steady: it may not arrive before turn {{turn}}.',
      '{{unit}} ist langsam und stetig: es darf nicht vor Runde {{turn}} ankommen.',
    ],
  ],
  'spacecraft/table-edge': [
    [
      'A spacecraft is set up touching your own table edge.',
      'Ein Raumschiff wird an deiner eigenen Tischkante aufgestellt.',
    ],
  ],
  'spacecraft/too-early': [
    ['Choose a turn from the first turn onwards.', 'Wähle eine Runde ab der ersten Runde.'],
  ],
  'spacecraft/too-many-templates': [
    [
      'The bombardment of {{unit}} may not have more templates than {{n}}.',
      'Das Bombardement von {{unit}} darf nicht mehr als {{n}} Schablonen haben.',
    ],
  ],
  'spacecraft/turn-taken': [
    [
      'Another spacecraft arrives on turn {{turn}}: only one may travel over the battlefield each turn.',
      'In Runde {{turn}} kommt schon ein anderes Raumschiff: nur eines darf pro Runde über das Schlachtfeld ziehen.',
    ],
  ],
  'tunnel/at-location': [
    [
      'The first unit surfaces at ({{x}}, {{y}}), where the tunneler was plotted to appear or was diverted to.',
      'Die erste Einheit taucht bei ({{x}}, {{y}}) auf, wo der Tunnler notiert war oder wohin er umgelenkt wurde.',
    ],
  ],
  'tunnel/cannot-tunnel': [
    [
      '{{formation}} cannot tunnel: every unit must be a tunneler or ride in one.',
      '{{formation}} kann nicht tunneln: jede Einheit muss ein Tunnler sein oder in einem mitfahren.',
    ],
    [
      '{{unit}} is no tunneler: it may only ride in one.',
      '{{unit}} ist kein Tunnler: er darf nur in einem mitfahren.',
    ],
  ],
  'tunnel/chain': [
    [
      '{{unit}} must be placed within {{cm}}cm of a unit of its formation already placed.',
      '{{unit}} muss innerhalb von {{cm}} cm einer schon platzierten Einheit seines Verbands platziert werden.',
    ],
  ],
  'tunnel/enemy-zoc': [
    [
      'A tunneler cannot surface in an enemy zone of control ({{unit}}).',
      'Ein Tunnler kann nicht in einer feindlichen Kontrollzone auftauchen ({{unit}}).',
    ],
  ],
  'tunnel/every-unit': [
    [
      '{{unit}} must surface too: set it up, or aboard a tunneler that can carry it.',
      '{{unit}} muss mit auftauchen: stelle ihn auf oder lade ihn in einen Tunnler, der ihn tragen kann.',
    ],
    [
      'Put each unit of {{formation}} in one place.',
      'Setze jede Einheit von {{formation}} an genau eine Stelle.',
    ],
  ],
  'tunnel/full': [['{{unit}} has no room left.', '{{unit}} hat keinen Platz mehr.']],
  'tunnel/half': [
    [
      '{{unit}} must surface in the same half of the table as the surfacing point.',
      '{{unit}} muss in derselben Tischhälfte wie der Auftauchpunkt auftauchen.',
    ],
  ],
  'tunnel/must-surface': [
    [
      '{{formation}} surfaces at the start of the turn you wrote down: it cannot stay below.',
      '{{formation}} taucht zu Beginn der notierten Runde auf: er kann nicht unten bleiben.',
    ],
  ],
  'tunnel/not-due': [
    [
      '{{formation}} is not due to surface this turn: it surfaces on the turn written down.',
      '{{formation}} taucht nicht in dieser Runde auf, sondern in der notierten.',
    ],
  ],
  'tunnel/not-in-formation': [
    ['That unit is not of {{formation}}.', 'Diese Einheit gehört nicht zu {{formation}}.'],
  ],
  'tunnel/nowhere': [
    ['{{formation}} finds nowhere to surface.', '{{formation}} findet keinen Ort zum Auftauchen.'],
  ],
  'tunnel/off-table': [
    ['The surfacing point must be on the table.', 'Der Auftauchpunkt muss auf dem Tisch liegen.'],
  ],
  'tunnel/on-table': [
    [
      '{{formation}} has units set up on the table: only a formation kept off it tunnels.',
      '{{formation}} hat Einheiten auf dem Tisch: nur ein Verband außerhalb des Tisches tunnelt.',
    ],
  ],
  'tunnel/spread': [
    [
      '{{unit}} must be within {{cm}}cm of the surfacing point.',
      '{{unit}} muss innerhalb von {{cm}} cm um den Auftauchpunkt stehen.',
    ],
  ],
  'tunnel/too-early': [
    [
      'A tunneler may surface in your own half from the second turn onwards.',
      'Ein Tunnler darf in der eigenen Hälfte ab der zweiten Runde auftauchen.',
    ],
    [
      'A tunneler may surface in the opposing half of the table from turn three onwards.',
      'Ein Tunnler darf in der gegnerischen Tischhälfte ab der dritten Runde auftauchen.',
    ],
  ],
  'turn-start/tunnelers-first': [
    [
      'Tunnelers surface before units with teleport are placed.',
      'Tunnler tauchen auf, bevor Einheiten mit Teleport platziert werden.',
    ],
  ],
  // Seed 001 5.3.5 Durchbruch.
  'breakthrough/orks-first': [
    [
      'The Orks set up first; your army sets up once they have finished.',
      'Die Orks stellen zuerst auf; deine Armee stellt auf, sobald sie fertig sind.',
    ],
  ],
  'breakthrough/not-yours': [
    [
      'Only the side breaking out leaves the table.',
      'Nur die durchbrechende Seite verlässt den Tisch.',
    ],
  ],
  'breakthrough/not-now': [
    [
      'A formation leaves the table when you are to choose your next formation to act.',
      'Ein Verband verlässt den Tisch, wenn du deinen nächsten Verband wählst.',
    ],
  ],
  'breakthrough/gone': [
    ['{{formation}} is no longer on the table.', '{{formation}} ist nicht mehr auf dem Tisch.'],
  ],
  'breakthrough/all-or-nothing': [
    [
      '{{unit}} is not at a short table edge: all surviving units of {{formation}} leave the table together or none does.',
      '{{unit}} steht nicht an einer schmalen Tischkante: Alle überlebenden Einheiten von {{formation}} verlassen den Tisch gemeinsam oder keine.',
    ],
  ],
  // Seed 001 5.3.7 Hinterhalt.
  'ambush/convoy-enters': [
    [
      'The convoy is not set up on the table: choose its road end and order; it marches on in the first turn.',
      'Der Konvoi wird nicht auf dem Tisch aufgestellt: Wähle sein Straßenende und seine Reihenfolge; er marschiert in der ersten Runde ein.',
    ],
  ],
  'ambush/orks-first': [
    [
      'The Orks set up first: your army sets up once their convoy is in order.',
      'Die Orks stellen zuerst auf: Deine Armee stellt auf, sobald ihr Konvoi geordnet ist.',
    ],
  ],
  'ambush/scouts-off-the-road': [
    [
      "The Scouts may come within {{near}}cm of the road, but more than {{zoc}}cm from it: their zone of control may not close the convoy's road.",
      'Die Scouts dürfen innerhalb von {{near}} cm von der Straße stehen, aber mehr als {{zoc}} cm von ihr entfernt: Ihre Kontrollzone darf die Straße des Konvois nicht sperren.',
    ],
  ],
  'ambush/away-from-the-road': [
    [
      'Set up at least {{gap}}cm from the road (this unit would be {{distance}}cm from it); only the Scouts may come closer.',
      'Stelle mindestens {{gap}} cm von der Straße entfernt auf (diese Einheit stünde {{distance}} cm von ihr entfernt); nur die Scouts dürfen näher kommen.',
    ],
  ],
  'ambush/convoy-first': [
    [
      'Put the convoy in order first: road end and order.',
      'Ordne zuerst den Konvoi: Straßenende und Reihenfolge.',
    ],
    ['The convoy has no road end yet.', 'Der Konvoi hat noch kein Straßenende.'],
  ],
  'ambush/not-now': [
    ['The convoy is ordered at set-up.', 'Der Konvoi wird bei der Aufstellung geordnet.'],
    [
      'The convoy comes on at the start of the first turn, and only the Orks bring it on.',
      'Der Konvoi kommt zu Beginn der ersten Runde ins Spiel, und nur die Orks bringen ihn herein.',
    ],
  ],
  'ambush/not-an-ambush': [
    ['Only the ambush has a convoy.', 'Nur der Hinterhalt hat einen Konvoi.'],
  ],
  'ambush/not-the-convoy': [['The convoy is the Orks’.', 'Der Konvoi gehört den Orks.']],
  'ambush/convoy-set': [['The convoy is already in order.', 'Der Konvoi ist bereits geordnet.']],
  'ambush/not-in-convoy': [
    ['A formation named is not of the convoy.', 'Ein genannter Verband gehört nicht zum Konvoi.'],
  ],
  'ambush/every-formation-once': [
    [
      'Name every formation of the convoy once: "eine Einheit aus jedem Verband".',
      'Nenne jeden Verband des Konvois genau einmal: „eine Einheit aus jedem Verband“.',
    ],
  ],
  'ambush/not-in-formation': [
    ['That unit is not of {{formation}}.', 'Diese Einheit gehört nicht zu {{formation}}.'],
  ],
  'ambush/on-the-road': [
    [
      '{{unit}} may not leave the road in the first turn: its centre must end on the road.',
      '{{unit}} darf die Straße in der ersten Runde nicht verlassen: Ihr Mittelpunkt muss auf der Straße enden.',
    ],
  ],
  'ambush/march-distance': [
    [
      '{{unit}} marches {{march}}cm from the table edge it comes on at (1.6.1); that point is {{along}}cm along the road.',
      '{{unit}} marschiert {{march}} cm von der Tischkante, an der sie ins Spiel kommt (1.6.1); dieser Punkt liegt {{along}} cm weit auf der Straße.',
    ],
  ],
  'ambush/enemy-zoc': [
    [
      '{{unit}} would end inside the zone of control of {{enemy}}.',
      '{{unit}} würde in der Kontrollzone von {{enemy}} enden.',
    ],
  ],
  'ambush/coherency': [
    [
      '{{unit}} must end within {{n}}cm of a unit of its formation already placed.',
      '{{unit}} muss innerhalb von {{n}} cm um eine bereits platzierte Einheit ihres Verbands enden.',
    ],
  ],
  'ambush/convoy-order': [
    [
      'The convoy arrives in the order set up: {{next}} comes on now, not {{named}}.',
      'Der Konvoi trifft in der festgelegten Reihenfolge ein: Jetzt kommt {{next}}, nicht {{named}}.',
    ],
    [
      'The convoy arrives in the order set up: {{next}} comes on now.',
      'Der Konvoi trifft in der festgelegten Reihenfolge ein: Jetzt kommt {{next}}.',
    ],
  ],
  'ambush/every-unit': [
    [
      'Bring every unit of {{formation}} on, each once: all Ork units come on in the first turn.',
      'Bringe jede Einheit von {{formation}} genau einmal ins Spiel: Alle Ork Einheiten kommen in der ersten Runde ins Spiel.',
    ],
  ],
  'ambush/convoy-comes-on': [
    ['The Ork convoy comes on first.', 'Zuerst kommt der Ork Konvoi ins Spiel.'],
  ],
  'ambush/rout-near-marines': [
    [
      'The routing Orks may not end a move within {{gap}}cm of a Space Marine unit: {{unit}} would end near {{marine}}.',
      'Die fliehenden Orks dürfen ihre Bewegung nicht innerhalb von {{gap}} cm um eine Space Marine Einheit beenden: {{unit}} endete nahe {{marine}}.',
    ],
  ],
  'ambush/volley-only': [
    [
      'In the first turn the Space Marines only shoot, as if on overwatch: declare an advance and make no move.',
      'In der ersten Runde schießen die Space Marines nur, als ob sie in Feuerbereitschaft wären: Erkläre Vorrücken und bewege dich nicht.',
    ],
  ],
  'ambush/volley-no-move': [
    [
      'In the first turn the Space Marines only shoot, as if on overwatch: end the move without moving.',
      'In der ersten Runde schießen die Space Marines nur, als ob sie in Feuerbereitschaft wären: Beende die Bewegung, ohne dich zu bewegen.',
    ],
  ],
  // Seed 001 5.3.2 Eskalationsgefecht.
  'escalation/arrives-later': [
    [
      '{{formation}} arrives from your table edge on turn {{turn}}; only {{start}} starts on the table.',
      '{{formation}} kommt in Runde {{turn}} über deine Tischkante; nur {{start}} beginnt auf dem Tisch.',
    ],
    [
      '{{formation}} enters play by its own rules (aircraft, teleport, planetfall); only {{start}} starts on the table.',
      '{{formation}} kommt nach seinen eigenen Regeln ins Spiel (Flugzeuge, Teleport, Planetenlandung); nur {{start}} beginnt auf dem Tisch.',
    ],
  ],
  'escalation/start-formation': [
    [
      'Set up {{start}} within 45cm of your table edge first.',
      'Stelle zuerst {{start}} innerhalb von 45 cm deiner Tischkante auf.',
    ],
  ],
  'escalation/every-unit': [
    [
      'Bring every unit of {{formation}} on, each once: the whole formation arrives.',
      'Bringe jede Einheit von {{formation}} genau einmal ins Spiel: Der ganze Verband kommt an.',
    ],
  ],
  'escalation/no-edge': [
    ['Your table edge is not known yet.', 'Deine Tischkante steht noch nicht fest.'],
  ],
  'escalation/not-in-formation': [
    ['That unit is not of {{formation}}.', 'Diese Einheit gehört nicht zu {{formation}}.'],
  ],
  'escalation/at-the-edge': [
    [
      '{{unit}} must come on at your own table edge (within {{cm}}cm of it).',
      '{{unit}} muss an deiner eigenen Tischkante ins Spiel kommen (innerhalb von {{cm}} cm).',
    ],
  ],
  'escalation/enemy-zoc': [
    [
      '{{unit}} would come on inside the zone of control of {{enemy}}.',
      '{{unit}} käme in der Kontrollzone von {{enemy}} ins Spiel.',
    ],
  ],
  'escalation/together': [
    [
      '{{unit}} must come on within {{cm}}cm of a unit of its formation already placed: the formation arrives at one point.',
      '{{unit}} muss innerhalb von {{cm}} cm einer schon platzierten Einheit seines Verbands ins Spiel kommen: Der Verband kommt an einem Punkt an.',
    ],
  ],
  'escalation/not-due': [
    [
      '{{formation}} does not arrive from the table edge now.',
      '{{formation}} kommt jetzt nicht über die Tischkante.',
    ],
    ['{{formation}} arrives on turn {{turn}}.', '{{formation}} kommt in Runde {{turn}}.'],
  ],
  'escalation/not-your-turn': [
    [
      'The players take turns bringing formations in, the lower strategy rating first: it is not yours now.',
      'Die Spieler bringen abwechselnd Verbände ins Spiel, der niedrigere Strategiewert zuerst: Du bist jetzt nicht an der Reihe.',
    ],
  ],
  'teleport/chain': [
    [
      '{{unit}} must be placed within {{cm}}cm of a unit of its formation already placed.',
      '{{unit}} muss innerhalb von {{cm}} cm einer schon platzierten Einheit seines Verbands platziert werden.',
    ],
  ],
  'teleport/enemy-zoc': [
    [
      'Units must be placed outside enemy zones of control ({{unit}}).',
      'Einheiten müssen außerhalb feindlicher Kontrollzonen platziert werden ({{unit}}).',
    ],
  ],
  'teleport/every-unit': [
    [
      'Place every unit of {{formation}} that teleports, each once.',
      'Platziere jede Einheit von {{formation}}, die sich teleportiert, jede genau einmal.',
    ],
    [
      'Place every unit of {{formation}}, each once.',
      'Platziere jede Einheit von {{formation}}, jede genau einmal.',
    ],
  ],
  'teleport/full': [['{{transport}} has no room left.', '{{transport}} hat keinen Platz mehr.']],
  'teleport/no-carrier': [
    ['{{unit}} cannot ride in that unit.', '{{unit}} kann nicht in dieser Einheit mitfahren.'],
    ['{{unit}} cannot ride in {{transport}}.', '{{unit}} kann nicht in {{transport}} mitfahren.'],
  ],
  'teleport/not-in-formation': [
    ['That unit is not of {{formation}}.', 'Diese Einheit gehört nicht zu {{formation}}.'],
  ],
  'teleport/not-waiting': [
    [
      '{{formation}} is not off the table with every unit able to teleport.',
      '{{formation}} steht nicht mit lauter teleportfähigen Einheiten außerhalb des Tisches bereit.',
    ],
  ],
  'teleport/room-aboard': [
    [
      '{{unit}} can be transported: put it aboard instead of leaving it behind.',
      '{{unit}} kann transportiert werden: bring die Einheit an Bord, statt sie zurückzulassen.',
    ],
  ],
  'action/no-pass': [
    [
      'You must activate a formation if you can: there is no passing outside a tournament game.',
      'Du musst einen Verband aktivieren, wenn du kannst: außerhalb eines Turnierspiels gibt es kein Passen.',
    ],
    [
      'You may only pass when every formation you have left to activate is in reserve: {{formation}} is not.',
      'Du darfst nur passen, wenn jeder Verband, den du noch aktivieren kannst, in Reserve ist: {{formation}} ist es nicht.',
    ],
  ],
  'action/nothing-to-pass': [
    ['You have no formation left to activate.', 'Du hast keinen Verband mehr zu aktivieren.'],
  ],
  'tournament/already-set-up': [
    ['{{formation}} is already set up.', '{{formation}} ist schon aufgestellt.'],
  ],
  'tournament/garrison-far': [
    [
      'A garrison needs a unit within {{cm}}cm of an objective in your own half of the table.',
      'Eine Garnison braucht eine Einheit innerhalb von {{cm}} cm um einen Zielmarker in deiner eigenen Tischhälfte.',
    ],
  ],
  'tournament/in-reserve': [
    ['{{formation}} is kept in reserve.', '{{formation}} wird in Reserve gehalten.'],
  ],
  'tournament/no-means': [
    [
      '{{formation}} cannot teleport: it cannot be kept in reserve that way.',
      '{{formation}} kann sich nicht teleportieren und deshalb nicht auf diese Weise in Reserve gehalten werden.',
    ],
    [
      '{{formation}} cannot fly in as aircraft: it cannot be kept in reserve that way.',
      '{{formation}} kann nicht als Flugzeug einfliegen und deshalb nicht auf diese Weise in Reserve gehalten werden.',
    ],
    [
      '{{formation}} cannot ride in a transport aircraft: it cannot be kept in reserve that way.',
      '{{formation}} kann nicht in einem Transportflugzeug mitfliegen und deshalb nicht auf diese Weise in Reserve gehalten werden.',
    ],
    [
      '{{formation}} cannot make planetfall: it cannot be kept in reserve that way.',
      '{{formation}} kann keine planetare Landung durchführen und deshalb nicht auf diese Weise in Reserve gehalten werden.',
    ],
    [
      '{{formation}} cannot tunnel: it cannot be kept in reserve that way.',
      '{{formation}} kann sich nicht eingraben und deshalb nicht auf diese Weise in Reserve gehalten werden.',
    ],
    [
      '{{formation}} cannot enter play by portal: only infantry, light vehicles and armoured walkers use portals ({{unit}} is neither).',
      '{{formation}} kann nicht durch ein Portal ins Spiel kommen: nur Infanterie, leichte Fahrzeuge und gepanzerte Läufer benutzen Portale ({{unit}} ist nichts davon).',
    ],
    [
      '{{formation}} cannot enter play by portal: your army has no portal.',
      '{{formation}} kann nicht durch ein Portal ins Spiel kommen: deine Armee hat kein Portal.',
    ],
  ],
  // 6.1.6: reserves entering play through a portal (the Necron lists' Portal).
  'portal/not-in-reserve': [
    [
      '{{formation}} has no portal left to enter play through this turn.',
      '{{formation}} hat in dieser Runde kein Portal mehr, um ins Spiel zu kommen.',
    ],
    [
      'Only a formation kept in reserve by portal enters play through one.',
      'Nur ein Verband, der für ein Portal in Reserve gehalten wird, kommt durch eines ins Spiel.',
    ],
  ],
  'portal/must-move': [
    [
      'The formation stands in the portal: it enters play only by moving out of it.',
      'Der Verband steht im Portal: er kommt nur ins Spiel, indem er sich aus ihm heraus bewegt.',
    ],
  ],
  'portal/name-the-portal': [
    [
      '{{formation}} is in reserve: name the portal it enters play through.',
      '{{formation}} ist in Reserve: nenne das Portal, durch das er ins Spiel kommt.',
    ],
  ],
  'portal/not-usable': [
    [
      '{{portal}} is not a portal of yours on the table that is still unused this turn (each portal once per turn).',
      '{{portal}} ist kein eigenes Portal auf dem Tisch, das in dieser Runde noch unbenutzt ist (jedes Portal einmal pro Runde).',
    ],
  ],
  'portal/must-enter-play': [
    [
      'A formation in reserve must take an action that lets it enter play (advance, double, march, engage or marshal), not {{action}}.',
      'Ein Verband in Reserve muss eine Aktion wählen, mit der er ins Spiel kommt (Vorrücken, Eilschritt, Marsch, Offensive oder Ordnen), nicht {{action}}.',
    ],
  ],
  'portal/in-enemy-zoc': [
    [
      '{{portal}} stands in an enemy zone of control: only an engage action may enter play through it (1.7.3).',
      '{{portal}} steht in einer feindlichen Kontrollzone: nur eine Offensive darf durch es ins Spiel kommen (1.7.3).',
    ],
  ],
  'tournament/no-carrier': [
    [
      'Name the transport aircraft formation of yours that {{formation}} starts aboard.',
      'Nenne die eigene Transportflugzeug-Formation, in der {{formation}} das Spiel beginnt.',
    ],
  ],
  'tournament/no-drop-zone': [
    [
      '{{formation}} lands by planetfall only where its drop zone or landing point is written down (4.4, 2.1.21): write it down first.',
      '{{formation}} landet per planetarer Landung nur dort, wo ihre Landezone oder ihr Landepunkt notiert ist (4.4, 2.1.21): notiere sie zuerst.',
    ],
  ],
  'tournament/no-tunnel-plot': [
    [
      '{{formation}} surfaces where and when it is written down (2.1.23): write it down first.',
      '{{formation}} taucht dort und dann auf, wo und wann es notiert ist (2.1.23): notiere es zuerst.',
    ],
  ],
  'tournament/drop-zone-garrison': [
    [
      '{{formation}} has a drop zone written down: it lands by planetfall, it cannot garrison.',
      'Für {{formation}} ist eine Landezone notiert: er landet per planetarer Landung und kann keine Garnison sein.',
    ],
  ],
  'tournament/drop-zone-undeclared': [
    [
      '{{formation}} has a drop zone written down: declare it in reserve to enter play by planetfall.',
      'Für {{formation}} ist eine Landezone notiert: halte sie in Reserve, um per planetarer Landung ins Spiel zu kommen.',
    ],
  ],
  'tournament/no-roll': [
    [
      'The strategy ratings differ: no dice are needed.',
      'Die Strategiewerte sind verschieden: es muss nicht gewürfelt werden.',
    ],
  ],
  'tournament/no-roll-on': [
    ['No roll to carry the game on is due.', 'Es ist kein Wurf fällig, ob das Spiel weitergeht.'],
  ],
  'tournament/not-a-garrison': [
    [
      '{{formation}} cannot garrison: half or more of its units must be scouts, or no more than one may move over 15cm with no war engine, or one must have speed 0.',
      '{{formation}} kann keine Garnison sein: mindestens die Hälfte seiner Einheiten muss Aufklärer sein, oder höchstens eine darf eine Geschwindigkeit über 15 cm haben und keine eine Kriegsmaschine sein, oder eine muss Geschwindigkeit 0 haben.',
    ],
  ],
  'tournament/not-in-formation': [
    [
      'A unit named is not part of {{formation}}.',
      'Eine der genannten Einheiten gehört nicht zu {{formation}}.',
    ],
  ],
  'tournament/not-your-choice': [
    ['Your opponent chooses the table edge.', 'Dein Gegner wählt die Tischkante.'],
  ],
  'tournament/not-your-turn': [
    [
      'The players take turns; it is your opponent’s.',
      'Die Spieler wechseln sich ab; jetzt ist dein Gegner an der Reihe.',
    ],
  ],
  'tournament/objective-near-edge': [
    [
      "Objectives must be at least {{cm}}cm from your opponent's table edge.",
      'Zielmarker müssen mindestens {{cm}} cm von der Tischkante des Gegners entfernt sein.',
    ],
  ],
  'tournament/objective-on-edge': [
    [
      'Your first objective must be placed on your own table edge.',
      'Dein erster Zielmarker muss an deiner eigenen Tischkante platziert werden.',
    ],
  ],
  'tournament/objective-opponent-half': [
    [
      "Your other objectives must be set up in your opponent's half of the table.",
      'Deine übrigen Zielmarker müssen in der gegnerischen Tischhälfte aufgestellt werden.',
    ],
  ],
  'tournament/opponent-half': [
    [
      "{{unit}} of {{formation}} would stand in your opponent's half of the table.",
      '{{unit}} von {{formation}} würde in der gegnerischen Tischhälfte stehen.',
    ],
    [
      "{{unit}} would stand in your opponent's half of the table.",
      '{{unit}} würde in der gegnerischen Tischhälfte stehen.',
    ],
  ],
  'tournament/outside-edge-zone': [
    [
      '{{unit}} of {{formation}} must be set up within 15cm of your own table edge.',
      '{{unit}} von {{formation}} muss innerhalb von 15 cm von deiner eigenen Tischkante aufgestellt werden.',
    ],
    [
      '{{unit}} must be set up within 15cm of your own table edge.',
      '{{unit}} muss innerhalb von 15 cm von deiner eigenen Tischkante aufgestellt werden.',
    ],
  ],
  'tournament/overwatch-limit': [
    [
      'At most {{count}} garrisons may start on overwatch.',
      'Höchstens {{count}} Garnisonen dürfen das Spiel in Feuerbereitschaft beginnen.',
    ],
  ],
  'tournament/reserve-twice': [
    ['{{formation}} is declared twice.', '{{formation}} ist zweimal als Reserve erklärt.'],
  ],
  'tournament/reserves-declared': [
    ['You have declared your reserves.', 'Du hast deine Reserven schon erklärt.'],
  ],
  'tournament/roll-first': [
    [
      'Equal strategy ratings: dice to see who chooses the table edge.',
      'Gleiche Strategiewerte: würfelt, wer die Tischkante wählt.',
    ],
    [
      'Equal strategy ratings: dice to see who places the first objective.',
      'Gleiche Strategiewerte: würfelt, wer den ersten Zielmarker platziert.',
    ],
  ],
  'tournament/unit-twice': [
    [
      'A unit of {{formation}} is set up twice.',
      'Eine Einheit von {{formation}} wird zweimal aufgestellt.',
    ],
  ],
  'tournament/whole-formation': [
    [
      'Formations are set up one at a time, whole: every unit of {{formation}} must be placed or start aboard a transport.',
      'Verbände werden einzeln und vollständig aufgestellt: jede Einheit von {{formation}} muss platziert werden oder an Bord eines Transporters beginnen.',
    ],
  ],
  'tournament/wrong-step': [
    [
      'Spacecraft are set up after the objectives and before the garrisons.',
      'Raumschiffe werden nach den Missionszielen und vor den Garnisonen aufgestellt.',
    ],
    [
      'The set-up is at another step (edge).',
      'Die Vorbereitung ist bei einem anderen Schritt (Wahl der Tischkante).',
    ],
    [
      'The set-up is at another step (objectives).',
      'Die Vorbereitung ist bei einem anderen Schritt (Zielmarker).',
    ],
    [
      'The set-up is at another step (garrisons).',
      'Die Vorbereitung ist bei einem anderen Schritt (Garnisonen).',
    ],
    [
      'The set-up is at another step (reserves).',
      'Die Vorbereitung ist bei einem anderen Schritt (Reserven).',
    ],
    [
      'The set-up is at another step (deploy).',
      'Die Vorbereitung ist bei einem anderen Schritt (übrige Verbände aufstellen).',
    ],
    [
      'The set-up is at another step (battle).',
      'Die Vorbereitung ist vorbei: die Schlacht hat begonnen.',
    ],
    [
      'The set-up is at another step ({{step}}).',
      'Die Vorbereitung ist bei einem anderen Schritt ({{step}}).',
    ],
  ],
  'transport/already-moved': [
    [
      '{{unit}} has moved in this move and may not be picked up in it.',
      '{{unit}} hat sich in dieser Bewegung bewegt und darf in ihr nicht aufgenommen werden.',
    ],
  ],
  'transport/cannot-carry': [
    ['{{transport}} cannot carry {{unit}}.', '{{transport}} kann {{unit}} nicht transportieren.'],
  ],
  'transport/full': [
    [
      'The aircraft have no room for all of those units.',
      'Die Flugzeuge haben nicht genug Platz für all diese Einheiten.',
    ],
    [
      '{{transport}} carries {{load}}; there is no room for {{unit}}.',
      '{{transport}} transportiert {{load}}; für {{unit}} ist kein Platz.',
    ],
    ['{{transport}} has no room left.', '{{transport}} hat keinen Platz mehr.'],
  ],
  'transport/impassable': [
    ['{{terrain}} is impassable to it.', '{{terrain}} ist für sie unpassierbar.'],
  ],
  'transport/in-zoc': [
    [
      'Disembarking units may not be placed in an enemy zone of control, except in base contact with the target of an engage action.',
      'Aussteigende Einheiten dürfen nicht in eine feindliche Kontrollzone gestellt werden, außer in Basenkontakt mit dem Ziel einer Offensive.',
    ],
  ],
  'transport/no-base': [['{{sheet}} has no base.', '{{sheet}} hat keine Base.']],
  'transport/no-contact': [
    [
      'The transport must move into base contact with {{unit}} to pick it up.',
      'Der Transporter muss in Basenkontakt mit {{unit}} gehen, um sie aufzunehmen.',
    ],
  ],
  'transport/not-a-transport': [
    ['{{transport}} carries no units.', '{{transport}} transportiert keine Einheiten.'],
  ],
  'transport/not-aboard': [
    ['{{unit}} is not aboard {{transport}}.', '{{unit}} ist nicht an Bord von {{transport}}.'],
  ],
  'transport/not-acting-formation': [
    [
      'The transport must belong to the acting formation.',
      'Der Transporter muss zum handelnden Verband gehören.',
    ],
    [
      'The transport must belong to the engaging formation.',
      'Der Transporter muss zum angreifenden Verband gehören.',
    ],
  ],
  'transport/not-end-of-move': [
    [
      'Units disembark at the end of a move, before the formation shoots.',
      'Einheiten steigen am Ende einer Bewegung aus, bevor der Verband schießt.',
    ],
  ],
  'transport/not-on-table': [
    ['Set up the transport first.', 'Stelle zuerst den Transporter auf.'],
    ['{{unit}} is not on the table.', '{{unit}} steht nicht auf dem Tisch.'],
  ],
  'transport/off-table': [
    [
      'Units must be placed wholly on the table.',
      'Einheiten müssen vollständig auf dem Tisch stehen.',
    ],
  ],
  'transport/on-unit': [
    ['It would stand on {{unit}}.', 'Sie würde auf {{unit}} stehen.'],
    ['{{unit}} would stand on another unit.', '{{unit}} würde auf einer anderen Einheit stehen.'],
  ],
  'transport/other-formation': [
    [
      'Transport vehicles may only carry units from their own formation.',
      'Transportfahrzeuge dürfen nur Einheiten ihres eigenen Verbands transportieren.',
    ],
    [
      'Transport vehicles may only carry units from their own formation ({{unit}}).',
      'Transportfahrzeuge dürfen nur Einheiten ihres eigenen Verbands transportieren ({{unit}}).',
    ],
  ],
  'transport/pick-up-impassable': [
    [
      '{{unit}} is wholly within {{terrain}}, impassable to {{sheet}} (1.7.5 FAQ).',
      '{{unit}} steht vollständig in {{terrain}}, unpassierbar für {{sheet}} (1.7.5 FAQ).',
    ],
  ],
  'transport/russian-doll': [
    [
      'A transport carrying units cannot itself be transported.',
      'Ein Transporter mit Einheiten an Bord kann nicht selbst transportiert werden.',
    ],
    [
      '{{unit}} is carrying units: a transported transport may not carry others.',
      '{{unit}} transportiert Einheiten: ein transportierter Transporter darf keine anderen tragen.',
    ],
  ],
  'transport/same-move': [
    [
      'Units may not get in and out of the aircraft at the same time.',
      'Einheiten dürfen nicht gleichzeitig in das Flugzeug ein- und aus ihm aussteigen.',
    ],
    [
      'Units may not be picked up and disembark as part of the same move.',
      'Einheiten dürfen nicht in derselben Bewegung aufgenommen werden und aussteigen.',
    ],
  ],
  'transport/too-far': [
    [
      'Disembarking units are placed {{how}} within 5cm of the transport.',
      'Aussteigende Einheiten werden innerhalb von 5 cm des Transporters platziert ({{how}}).',
    ],
  ],
  'transport/trapped': [
    [
      'A transport in base contact with two enemy units may not take units on board.',
      'Ein Transporter in Basenkontakt mit zwei feindlichen Einheiten darf keine Einheiten aufnehmen.',
    ],
    ['The units are trapped inside the transport.', 'Die Einheiten sitzen im Transporter fest.'],
  ],
  'turn-start/not-chooser': [
    [
      'The player with the higher strategy rating (or who won the roll-off) chooses who goes first.',
      'Der Spieler mit dem höheren Strategiewert (oder der den Wurf gewonnen hat) wählt, wer beginnt.',
    ],
  ],
  'turn-start/not-your-turn': [
    [
      'The players take turns resolving start-of-turn abilities: it is not yours now.',
      'Die Spieler handeln Fähigkeiten zu Beginn der Runde abwechselnd ab: du bist jetzt nicht an der Reihe.',
    ],
  ],
  'turn-start/order-not-chosen': [
    [
      'Both players have abilities used at the start of the turn: first settle who goes first.',
      'Beide Spieler haben Fähigkeiten zu Beginn der Runde: klärt zuerst, wer beginnt.',
    ],
  ],
  // 3.1.3 Transport War Engines and the FAQ of 3.3.
  'we-transport/no-war-engine': [
    [
      'Choose a war engine of your own on the table to mount up in.',
      'Wähle eine eigene Kriegsmaschine auf dem Tisch, in die der Verband einsteigt.',
    ],
    [
      'Choose a war engine of your own on the table to consolidate into.',
      'Wähle eine eigene Kriegsmaschine auf dem Tisch, in die die Einheit bei ihrer Konsolidierung einsteigt.',
    ],
    ['No formation is acting.', 'Kein Verband führt gerade eine Aktion aus.'],
  ],
  'we-transport/not-a-transport': [
    [
      '{{transport}} is not a war engine that carries other formations.',
      '{{transport}} ist keine Kriegsmaschine, die andere Verbände transportiert.',
    ],
  ],
  'we-transport/cannot-carry': [
    ['{{transport}} cannot carry {{unit}}.', '{{transport}} kann {{unit}} nicht transportieren.'],
  ],
  'we-transport/no-room': [
    [
      '{{transport}} carries {{load}}; the entire formation must fit inside it.',
      '{{transport}} transportiert {{load}}; der ganze Verband muss hineinpassen.',
    ],
  ],
  'we-transport/not-one-move': [
    [
      'The entire formation mounts up as part of the same move; some of its units have moved in this one already.',
      'Der ganze Verband steigt in derselben Bewegung ein; einige seiner Einheiten haben sich in dieser Bewegung schon bewegt.',
    ],
  ],
  'we-transport/own-formation': [
    [
      'A war engine carries units of its own formation by the normal transport rules (1.7.5): pick them up in its move.',
      'Eine Kriegsmaschine transportiert Einheiten ihres eigenen Verbands nach den normalen Transportregeln (1.7.5): nimm sie in ihrer Bewegung auf.',
    ],
  ],
  'we-transport/whole-formation': [
    [
      'The entire {{formation}} formation must mount up in one war engine in the same move; a war engine cannot carry part of another formation.',
      'Der ganze Verband {{formation}} muss in derselben Bewegung in eine Kriegsmaschine einsteigen; eine Kriegsmaschine kann keinen Teil eines anderen Verbands transportieren.',
    ],
  ],
  'we-transport/no-contact': [
    [
      '{{unit}} must end its move in base contact with the war engine to get on board.',
      '{{unit}} muss die Bewegung in Basenkontakt mit der Kriegsmaschine beenden, um einzusteigen.',
    ],
  ],
  'we-transport/broken-stay-aboard': [
    [
      '{{formation}} is broken: it stays aboard and may not disembark to fight in the assault.',
      '{{formation}} ist aufgerieben: er bleibt an Bord und darf nicht aussteigen, um im Angriff zu kämpfen.',
    ],
  ],
  'we-transport/dismount-whole': [
    [
      'The entire {{formation}} formation dismounts together.',
      'Der ganze Verband {{formation}} steigt gemeinsam aus.',
    ],
  ],
  'we-transport/engine-consolidated': [
    [
      '{{transport}} has made its consolidation move: units may no longer get into it.',
      '{{transport}} hat sich schon konsolidiert: Einheiten dürfen nicht mehr einsteigen.',
    ],
  ],
  'we-transport/engine-stays': [
    [
      'Units got into {{transport}} in their consolidation move: it may not make one.',
      'Einheiten sind bei ihrer Konsolidierung in {{transport}} eingestiegen: sie darf sich nicht mehr konsolidieren.',
    ],
  ],
  'withdrawal/first-move-made': [
    [
      "{{unit}} has made its first withdrawal move: end the formation's first move (enemy overwatch may fire, 1.10) before the second.",
      '{{unit}} hat seine erste Rückzugsbewegung gemacht: beende die erste Bewegung des Verbands (feindliche Feuerbereitschaft darf feuern, 1.10) vor der zweiten.',
    ],
  ],
  'withdrawal/moves-used': [
    ['A withdrawing unit makes two moves.', 'Eine Einheit auf dem Rückzug macht zwei Bewegungen.'],
  ],
  'withdrawal/not-withdrawing': [
    [
      '{{unit}} is not in a withdrawing formation.',
      '{{unit}} gehört zu keinem Verband auf dem Rückzug.',
    ],
  ],
  'withdrawal/not-yours': [
    [
      'Player {{player}} withdraws the broken formation now, not you.',
      'Spieler {{player}} zieht den aufgeriebenen Verband jetzt zurück, nicht du.',
    ],
  ],
  // Seed 001 5.3.15: the defence of water purification plant 10927.
  'plant/other-ork-table': [
    [
      "{{formation}} came in from the air: it moves on table {{own}} and table 1, never on table {{other}}, the other Ork command's.",
      '{{formation}} kam aus der Luft: Er bewegt sich auf Tisch {{own}} und Tisch 1, nie auf Tisch {{other}}, dem des anderen Ork Kommandos.',
    ],
  ],
  'plant/mission-off-own-table': [
    [
      "{{formation}} flies its missions over table {{own}} only, its own command's.",
      '{{formation}} fliegt seine Einsätze nur über Tisch {{own}}, dem seines eigenen Kommandos.',
    ],
  ],
  'plant/no-blizzard-now': [
    [
      'The blizzard is rolled for at the start of each turn, before the strategy roll.',
      'Der Schneesturm wird zu Beginn jeder Runde ausgewürfelt, vor dem Strategiewurf.',
    ],
  ],
  'plant/not-your-blizzard': [
    [
      'The Imperial player rolls for the blizzard.',
      'Der imperiale Spieler würfelt für den Schneesturm.',
    ],
    [
      'The other team chooses the table the blizzard strikes.',
      'Das andere Team wählt den Tisch, auf dem der Schneesturm tobt.',
    ],
  ],
  'plant/roll-first': [
    [
      'Roll for the blizzard first: a table is chosen only on a 4 or a 5.',
      'Würfle zuerst für den Schneesturm: Ein Tisch wird nur bei einer 4 oder 5 gewählt.',
    ],
  ],
  'plant/choose-table': [
    ['Choose the table the blizzard strikes.', 'Wähle den Tisch, auf dem der Schneesturm tobt.'],
  ],
  'plant/blizzard-first': [
    [
      'The blizzard of this turn is rolled for first.',
      'Zuerst wird der Schneesturm dieser Runde ausgewürfelt.',
    ],
  ],
  'plant/not-now': [
    [
      'The control centre is set up at set-up.',
      'Das Kontrollzentrum wird bei der Aufstellung aufgestellt.',
    ],
  ],
  'plant/imperials-set-up': [
    [
      'The Imperial player sets up the buildings of the plant.',
      'Der imperiale Spieler stellt die Gebäude der Anlage auf.',
    ],
  ],
  'plant/centre-placed': [['The control centre is set up.', 'Das Kontrollzentrum steht bereits.']],
  'plant/centre-on-table-1': [
    [
      'The control centre is set up on table 1.',
      'Das Kontrollzentrum wird auf Tisch 1 aufgestellt.',
    ],
  ],
  'plant/no-centre': [
    ['There is no control centre to storm.', 'Es gibt kein Kontrollzentrum zu stürmen.'],
  ],
  'plant/centre-forbidden': [
    [
      'Imperial defenders may not enter the control centre.',
      'Imperiale Verteidiger dürfen das Kontrollzentrum nicht betreten.',
    ],
  ],
  'plant/storm-engage': [
    [
      'The control centre is entered by an assault: with an engage action, in place of its charge.',
      'Das Kontrollzentrum wird durch einen Angriff betreten: mit einer Sturmangriff Aktion, anstelle des Angriffs.',
    ],
  ],
  'plant/not-in-formation': [
    [
      'That unit is not of {{formation}} on the table.',
      'Diese Einheit gehört nicht zu {{formation}} auf dem Tisch.',
    ],
  ],
  'plant/cannot-enter': [
    [
      '{{sheet}} cannot enter buildings, so not the control centre either.',
      '{{sheet}} kann keine Gebäude betreten, also auch nicht das Kontrollzentrum.',
    ],
  ],
  'plant/entrance-too-far': [
    [
      '{{sheet}} cannot reach the entrance with its {{cm}}cm charge.',
      '{{sheet}} erreicht den Eingang mit seinem Angriff von {{cm}} cm nicht.',
    ],
  ],
  'plant/hold-the-entrance': [
    [
      'Part of {{formation}} stays outside: at least one of those units must be within {{cm}}cm of the entrance to keep the formation together.',
      'Ein Teil von {{formation}} bleibt draußen: Mindestens eine dieser Einheiten muss innerhalb von {{cm}} cm vom Eingang bleiben, um den Verband aufrechtzuerhalten.',
    ],
    [
      'Part of {{formation}} is inside the control centre: at least one of its units outside must stay within {{cm}}cm of the entrance to keep the formation together.',
      'Ein Teil von {{formation}} ist im Kontrollzentrum: Mindestens eine seiner Einheiten draußen muss innerhalb von {{cm}} cm vom Eingang bleiben, um den Verband aufrechtzuerhalten.',
    ],
  ],
  'plant/arrives-at-edge': [
    [
      '{{formation}} waits just beyond its table edge: it comes on in the action phase of the first turn.',
      '{{formation}} wartet knapp außerhalb seiner Tischkante: Er kommt in der Aktionsphase der ersten Runde ins Spiel.',
    ],
  ],
  'plant/centre-first': [
    [
      'Set up the control centre first: the storage tanks and the pump station go within 15cm of it.',
      'Stelle zuerst das Kontrollzentrum auf: Die Wasserspeichertanks und die Pumpstation stehen innerhalb von 15 cm davon.',
    ],
  ],
  'plant/near-the-centre': [
    [
      'The storage tanks and the pump station are set up on table 1 within {{cm}}cm of the control centre.',
      'Die Wasserspeichertanks und die Pumpstation werden auf Tisch 1 innerhalb von {{cm}} cm vom Kontrollzentrum aufgestellt.',
    ],
  ],
  'plant/own-table': [
    [
      '{{formation}} belongs to the command of table {{table}}: it sets up on that table.',
      '{{formation}} gehört zum Kommando von Tisch {{table}}: Er wird auf diesem Tisch aufgestellt.',
    ],
  ],
  'plant/none-inside': [
    [
      'Name the units of {{formation}} that go into the control centre: none of it is inside yet.',
      'Nenne die Einheiten von {{formation}}, die ins Kontrollzentrum gehen: noch ist keine davon drinnen.',
    ],
  ],
  'plant/not-inside': [
    ['{{unit}} is not inside the control centre.', '{{unit}} ist nicht im Kontrollzentrum.'],
  ],
  // Seed 001 5.3.11.3 combined fire and assault of team-mates.
  'team/combined-not-simultaneous': [
    [
      'Only in simultaneous team play do formations of team-mates attack together.',
      'Nur im simultanen Teamspiel greifen Verbände von Mitspielern gemeinsam an.',
    ],
  ],
  'team/combined-not-attack': [
    [
      'Team-mates join an attack: an engage action or a shooting action.',
      'Mitspieler schließen sich einem Angriff an: einer Angriffsaktion oder einer Schussaktion.',
    ],
    [
      'A road march or an entry through a portal is no combined attack.',
      'Ein Straßenmarsch oder ein Eintritt durch ein Portal ist kein gemeinsamer Angriff.',
    ],
  ],
  'team/combined-mix': [
    [
      'Formations of one team may not shoot at a formation and assault it together: the assaulting troops are in the way. All shoot or all assault.',
      'Verbände eines Teams dürfen einen Verband nicht zugleich beschießen und angreifen: die angreifenden Truppen sind im Weg. Alle schießen oder alle greifen an.',
    ],
  ],
  'team/combined-one-action': [
    [
      'The formations of a combined attack take one action together: the acting formation’s.',
      'Die Verbände eines gemeinsamen Angriffs führen eine Aktion zusammen aus: die des handelnden Verbands.',
    ],
  ],
  'team/combined-not-team-mate': [
    [
      '{{formation}} is not a formation of a team-mate.',
      '{{formation}} ist kein Verband eines Mitspielers.',
    ],
  ],
  'team/combined-partner-cannot-act': [
    [
      '{{formation}} cannot join: it has acted this turn, is broken or is not on the table.',
      '{{formation}} kann sich nicht anschließen: er hat in dieser Runde schon gehandelt, ist aufgerieben oder nicht auf dem Tisch.',
    ],
  ],
  'team/join-first': [
    [
      'The team-mates asked to join the attack answer first.',
      'Zuerst antworten die Mitspieler, die um Teilnahme am Angriff gebeten wurden.',
    ],
  ],
  'team/join-not-yours': [
    [
      'Player {{player}} answers now: his formations were asked to join the attack.',
      'Jetzt antwortet Spieler {{player}}: seine Verbände wurden gebeten, sich dem Angriff anzuschließen.',
    ],
  ],
  'plant/one-edge': [
    [
      "{{formation}} comes on at one table edge, all together: table 2's or table 3's.",
      '{{formation}} kommt geschlossen an einer Tischkante ins Spiel: an der von Tisch 2 oder Tisch 3.',
    ],
    [
      "{{formation}} comes on at one table edge, all together: table {{table}}'s.",
      '{{formation}} kommt geschlossen an einer Tischkante ins Spiel: an der von Tisch {{table}}.',
    ],
  ],
};
