# Was ein Spielteil auf dem Tisch ist und bewirkt: angezeigt, wenn der Zeiger darauf ruht, wenn Tastatur
# oder Gamepad es auswählen, oder bei langem Tippen. Ein kurzer Titel, dann ein oder zwei Sätze.

## Crack It

about-crack-it-dial = Zahlenscheibenkarte { $value }. Spiele sie gegen die erste verdeckte Ziffer eines Gegners: Sie kommt für alle sichtbar über oder unter diese Ziffer, oder, wenn sie die Ziffer ist, CLICK: Die Ziffer ist aufgedeckt, und du darfst noch eine Zahlenscheibenkarte gegen die nächste spielen.
about-crack-it-prohibition = Verbot. Wird auch außerhalb des eigenen Zuges gespielt, um eine Aktionskarte aufzuhalten, die ein Spieler gerade gespielt hat (Sperre, Hinweis, Umstellung, CRACK IT oder Meister-CRACK-IT). Ein weiteres Verbot kann es aufheben: Eine ungerade Anzahl hält die Aktion auf.
about-crack-it-clue = Hinweis. Suche eine Zahlenscheibenkarte im Ablagestapel oder in der Hand eines Gegners; findest du eine, darfst du sie nehmen und sofort gegen einen beliebigen Gegner spielen.
about-crack-it-block = Sperre. Wird auf die erste aufgedeckte Ziffer eines Gegners gelegt: Diese Ziffer kann nie mehr umgestellt werden. Der Gegner nimmt einen Schandmarker.
about-crack-it-block-thieves = Sperre. Wird auf die erste aufgedeckte Ziffer eines Gegners gelegt: Diese Ziffer kann nie mehr umgestellt werden.
about-crack-it-reset = Umstellung. Ersetzt deine erste aufgedeckte Ziffer, von rechts gezählt, durch eine neue verdeckte Karte: Deine Gegner müssen sie erneut aufdecken.
about-crack-it-crack-it = CRACK IT. Deckt sofort die erste verdeckte Ziffer eines Gegners auf, ohne CLICK. Danach setzt du in diesem Zug keine Karten mehr ein.
about-crack-it-master-crack-it = Meister-CRACK-IT. Deckt sofort bei jedem Gegner die erste verdeckte Ziffer auf; jeder Gegner kann es für sich mit einem Verbot aufhalten. Danach setzt du in diesem Zug keine Karten mehr ein.
about-crack-it-victory = Die Siegkarte. Sie geht an den letzten Spieler, dessen Tresor noch eine verdeckte Ziffer hat.
about-crack-it-hidden-digit = Eine verdeckte Ziffer dieser Kombination (0-9). Zahlenscheibenkarten, die gegen sie gespielt werden, grenzen sie ein; auf ihrer Rückseite steht, welche Werte noch möglich sind.
about-crack-it-found-digit = Eine aufgedeckte Ziffer: offen für alle sichtbar. Gegen sie werden keine Zahlenscheibenkarten mehr gespielt.
about-crack-it-own-digit = Eine Ziffer deiner eigenen Kombination: Nur du siehst sie. Deine Gegner versuchen, sie aufzudecken, von links nach rechts.
about-crack-it-safe = Tresor von { $name }: drei Kombinationskarten, die von links nach rechts aufgedeckt werden. Wer als Letzter noch eine verdeckte Ziffer hat, gewinnt.
about-crack-it-rival-hand = Hand von { $name }: { $count } Karten, verdeckt. Ein Hinweis kann darin nach einer Zahlenscheibenkarte suchen.
about-crack-it-prestige = Prestigemarker: +2 Punkte am Ende von König der Tresore. Du erhältst ihn, wenn du den Tresor eines Gegners öffnest.
about-crack-it-infamy = Schandmarker: -1 Punkt am Ende von König der Tresore. Jeder beginnt mit dreien; für jede Ziffer, die du aufdeckst, gibst du einen zurück.
about-crack-it-pile = Der Nachziehstapel. Am Ende deines Zuges ziehst du wieder auf fünf Karten nach.
about-crack-it-discard = Der Ablagestapel: gespielte und abgeworfene Karten, offen. Ein Hinweis kann eine Zahlenscheibenkarte daraus nehmen.

## Passcode

about-passcode-digit = ZIFFER-Karte { $value }. Spiele sie auf die nächste Ziffer deines Codes, wenn diese Ziffer { $value } ist. Hast du sie auf der Hand, wenn ein anderer Spieler die Runde gewinnt, addiert sie { $value } zu deinem Punktestand.
about-passcode-key = SCHLÜSSEL-Karte. Steht für jede beliebige Ziffer deines Codes. Als FREIGABE ausgelegt oder auf der Hand, wenn ein anderer Spieler die Runde gewinnt, zählt sie 1.
about-passcode-fail = FEHLER-Karte. Ziehst du sie, legst du sie sofort vor dir aus, und dein Zug ist zu Ende. Mit drei FEHLERN bist du gesperrt: Drei Züge lang würfelst du, und die Zahl, die dein Code als Nächstes braucht, hebt die Sperre auf; jeder Fehlwurf dreht einen FEHLER um.
about-passcode-fail-spent = Eine umgedrehte FEHLER-Karte: ein vergeblicher Wurf dieser Sperre. Nach drei vergeblichen Würfen spielt der Spieler wieder normal, und diese FEHLER scheiden aus dem Spiel aus.
about-passcode-lock-in = FREIGABE. Ist dein Code vollständig, lege deine übrige Karte hier aus. Dann würfelst du in jedem Zug, statt zu ziehen: Zeigt der Würfel die Zahl dieser Karte, gibst du frei und gewinnst die Runde.
about-passcode-code = Eine Ziffer dieses Codes, zu Beginn ausgewürfelt. Karten werden der Reihe nach auf die Ziffern gespielt; eine Karte mit derselben Zahl oder ein SCHLÜSSEL deckt sie ab.
about-passcode-placed = Eine Karte, die eine Ziffer des Codes abdeckt.
about-passcode-set-aside = Die Karte, die beim Vervollständigen der STUFE 4 beiseitegelegt wurde: Gewinnt ein Spieler auf einer niedrigeren Stufe die Runde, wird sie zum Punktestand dieses Spielers addiert.
about-passcode-rival-hand = Die Handkarte von { $name }, verdeckt.
about-passcode-pile = Der Nachziehstapel. Zieh hier zu Beginn deines Zuges eine Karte, oder nimm stattdessen die oberste Karte des Ablagestapels.
about-passcode-discard = Der Ablagestapel. Statt zu ziehen, darfst du seine oberste Karte nehmen; du beendest einen Zug, indem du eine deiner beiden Karten hier abwirfst.
about-passcode-die = Der Würfel. Er hat die Codes ausgewürfelt; er entscheidet über die FREIGABE, zählt auf STUFE 4 den Punktestand herunter und kann eine Sperre aufheben.

## Code Knacker

about-code-knacker-die = Ein Würfel, der { $value } zeigt. Lege ihn zur Seite, um eine { $value } auf einer Tresorkarte mit einem roten Marker abzudecken.
about-code-knacker-dice = Die fünf Würfel: jeder zeigt 1 bis 5 oder einen Micro-Chip. Würfle sie, um die Ziffern der ausliegenden Tresore abzudecken.
about-code-knacker-chip = Ein Micro-Chip. Er deckt nichts ab, aber sind unter fünf zur Seite gelegten Würfeln zwei Micro-Chips, darfst du erneut mit allen fünf würfeln.
about-code-knacker-safe = Eine Tresorkarte im Wert von { $value } Millionen. Decke jede ihrer Ziffern mit einem Marker ab und hör dann freiwillig auf: Sie gehört dir.
about-code-knacker-marker = Ein roter Marker, der eine Ziffer abdeckt. Eine Tresorkarte, deren Ziffern alle abgedeckt sind, nimmt sich der Spieler, wenn er aufhört, und ihre Marker kommen zurück in den Vorrat.
about-code-knacker-deck = Der Stapel der Tresorkarten. Aus ihm wird die Auslage ergänzt; kann sie nicht mehr ergänzt werden, endet das Spiel, und die höchste Gesamtsumme gewinnt.
about-code-knacker-tray = Die Ablage: die in diesem Zug zur Seite gelegten Würfel. Würfle mit den übrigen, oder hör auf und nimm jede Tresorkarte, die du vollständig abgedeckt hast.

## Code Breaker

about-code-breaker-peg = Ein Farbstecker. Fünf davon bilden einen Rateversuch (oder den geheimen Code).
about-code-breaker-empty = Die Leer-Markierung (Spiel für Fortgeschrittene): Der Code darf ein Loch leer lassen, und es zählt wie eine neunte Farbe.
about-code-breaker-black = Ein schwarzer Signalstift: Ein Farbstecker der Reihe hat die richtige Farbe am richtigen Platz.
about-code-breaker-white = Ein weißer Signalstift: Ein weiterer Farbstecker der Reihe hat eine richtige Farbe am falschen Platz.
about-code-breaker-shield = Der Sichtschutz: Dahinter bleibt der Code des Code-Setzers verborgen, bis er geknackt ist oder die Reihen aufgebraucht sind.
about-code-breaker-track = Die Wertungsleiste: Der Wertungsstecker jedes Spielers rückt um die Punkte der Runden vor, in denen er den Code geknackt hat; wer zuerst 30 erreicht, gewinnt.
