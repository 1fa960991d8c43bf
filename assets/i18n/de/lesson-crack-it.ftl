## Lesson: a guided first game of Crack It (assets/lessons/crack-it.json)

lesson-crack-it-welcome = Willkommen bei Crack It! Du, Ada und Blaise versteckt je drei Ziffern in einem Tresor. Ihr spielt König der Diebe: Wessen drei Ziffern alle aufgedeckt sind, scheidet aus, und wer als Letzter einen geschlossenen Tresor hat, gewinnt.
lesson-crack-it-arrange = Deine Kombinationskarten: 0, 5, 8. Die Gegner knacken sie von links, und ein mittlerer Wert wie die 5 braucht die meisten Zahlenscheibenkarten. Leg sie nach vorn: Klicke die 0 und die 5 zum Tauschen an (oder ziehe die 5 nach links), dann Auslegen (Eingabe).
lesson-crack-it-arrange-wrong = Die 5 nach vorn, dann die 0, die 8 bleibt hinten: Klicke die ersten beiden Karten zum Tauschen an, dann Auslegen.
lesson-crack-it-hand = Ada und Blaise haben ihre Tresore auch ausgelegt, und du beginnst. Deine fünf Ressourcenkarten: Zahlenscheibenkarten (0-9) grenzen eine Ziffer ein, Aktionskarten wie Hinweis und Sperre helfen dir, und ein Verbot hält die Aktionskarte eines Gegners auf.
lesson-crack-it-dial = Einmal pro Zug spielst du eine Zahlenscheibenkarte gegen die erste verdeckte Ziffer eines Gegners, von links. Klicke deine 7 an, dann Adas Tresor (oder ziehe sie dorthin; Tasten: 1, dann Leertaste).
lesson-crack-it-dial-wrong = Spiele deine Zahlenscheibenkarte 7 gegen Ada: Klicke sie an, dann Adas Tresor.
lesson-crack-it-above = Die 7 kam darüber: Adas erste Ziffer ist kleiner, 0 bis 6. Eine kleinere Karte käme darunter, die richtige Ziffer macht CLICK. Alle sehen, wohin jede Zahlenscheibenkarte kommt, aber nur Ada kennt ihre Ziffer.
lesson-crack-it-end-turn = Du hast in diesem Zug eingegrenzt. Klicke auf Zug beenden (Eingabe): Du ziehst wieder auf fünf Karten nach, und Ada ist dran.
lesson-crack-it-end-turn-wrong = Beende jetzt deinen Zug: Klicke auf Zug beenden oder drücke Eingabe.
lesson-crack-it-ada-dialled = Ada hat eine 2 gegen deine erste Ziffer gespielt, die 5: Sie kam darunter, also weiß Ada, dass es 3 bis 9 ist. Deine eigenen Ziffern siehst nur du.
lesson-crack-it-prohibit = Blaise spielt CRACK IT gegen dich: Es würde deine 5 ganz ohne Zahlenscheibenkarte aufdecken! Jeder Spieler kann eine Aktionskarte mit einem Verbot aufhalten: Klicke auf Verbieten (Leertaste).
lesson-crack-it-prohibit-wrong = Lass es nicht zu: Klicke auf Verbieten (Leertaste), um Blaises CRACK IT aufzuhalten.
lesson-crack-it-stopped = Ein Verbot hält es auf (ein zweites hätte es wieder durchgelassen). Nach einem CRACK IT, ob aufgehalten oder nicht, darf sein Spieler keine Karten mehr einsetzen: Blaise hat seinen Zug beendet. Dein Verbot wird erst am Ende deines eigenen Zuges ersetzt.
lesson-crack-it-click = Du bist dran. Adas erste Ziffer liegt unter 7: Versuche deine 4. Klicke die 4 an, dann Adas Tresor.
lesson-crack-it-click-wrong = Spiele deine 4 gegen Ada: Klicke sie an, dann Adas Tresor.
lesson-crack-it-bonus = CLICK! Adas 4 wird aufgedeckt, ihre Zahlenscheibenkarten kommen auf den Ablagestapel. Der CLICK-Bonus: sofort eine weitere Karte gegen Adas nächste Ziffer. Klicke deine 3 an, dann Adas Tresor.
lesson-crack-it-bonus-wrong = Nutze jetzt den CLICK-Bonus: Klicke deine 3 an, dann Adas Tresor.
lesson-crack-it-clue = Die 3 kam darunter. Ein Hinweis grenzt noch einmal ein: Er nimmt eine Zahlenscheibenkarte vom Ablagestapel oder aus der Hand eines Gegners. Deine 7 und 4 liegen auf dem Ablagestapel: Klicke deinen Hinweis an, dann den Ablagestapel.
lesson-crack-it-clue-wrong = Klicke deinen Hinweis an, dann den Ablagestapel (oder ziehe den Hinweis darauf).
lesson-crack-it-take-dial = Niemand hat deinen Hinweis aufgehalten. Er hat die 7 im Ablagestapel gefunden: Spiele sie sofort gegen Ada, wie jede Zahlenscheibenkarte: Klicke die 7 über deiner Hand an, dann Adas Tresor.
lesson-crack-it-take-dial-wrong = Nimm die 7 für Ada: Klicke die 7 über deiner Hand an, dann Adas Tresor.
lesson-crack-it-block = Die 7 kam darüber: Adas zweite Ziffer ist 4, 5 oder 6. Mit einer Umstellung könnte Ada ihre 4 durch eine neue verdeckte Ziffer ersetzen. Verhindere das: Klicke deine Sperre an, dann Adas Tresor. Eine gesperrte Ziffer kann nie umgestellt werden.
lesson-crack-it-block-wrong = Lege deine Sperre auf Ada: Klicke sie an, dann Adas Tresor.
lesson-crack-it-refill = Adas 4 ist gesperrt. Deine Hand ist leer: Klicke auf Zug beenden (Eingabe), um fünf neue Karten zu ziehen.
lesson-crack-it-thieves-end = Wird die dritte Ziffer eines Spielers aufgedeckt, ist sein Tresor geöffnet und er scheidet aus. Sind nur noch zwei übrig, beginnt das finale Duell: keine Umstellungen mehr. Wer als Letzter eine verdeckte Ziffer hat, erhält die Siegkarte.
lesson-crack-it-done = Jetzt kennst du Crack It: Eingrenzen, CLICK, Hinweis, Sperre und Verbot. Drücke Fertig zum Beenden oder Weiterspielen, um diese Partie gegen Ada und Blaise zu Ende zu spielen.
