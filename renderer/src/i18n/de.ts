/**
 * German words of the renderer, keyed by the English sentence. Rule terms as the German
 * edition's glossary gives them (6.1 Übersetzungen): Verband (formation), Beschussmarke (Blast
 * marker), Runde (turn), Kontrollzone, Aufgerieben (broken), Aktionstest, Sammeln (regroup),
 * Neuformierung (rally), Sperrfeuer, Zielmarker, Feuergefecht, Nahkampf, Gegenangriff,
 * Feuerunterstützung, Rückzug, Konsolidierung, Teleportieren, Erstschlag, Scharfschütze.
 */
export const DE: Readonly<Record<string, string>> = {
};
