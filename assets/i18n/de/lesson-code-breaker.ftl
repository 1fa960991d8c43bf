## Die Lektion zu Code Breaker (assets/lessons/code-breaker.json)

lesson-code-breaker-welcome = Code Breaker ist ein Logik-Duell. Einer versteckt einen Code aus fünf verschiedenen Farben; der andere knackt ihn Reihe für Reihe, mit Hilfe der Signalstifte. Du versteckst den ersten Code, und Ada versucht, ihn zu knacken.
lesson-code-breaker-make-code = Ziehe einen roten Stecker aus der Palette ins erste Loch, dann einen grünen, blauen, gelben und schwarzen in die nächsten. Die Zahlentasten tun dasselbe: 3, 5, 4, 6, 1. Klicke dann auf „Code verstecken“.
lesson-code-breaker-make-code-wrong = Verstecke für diese Lektion Rot, Grün, Blau, Gelb und Schwarz, von links nach rechts, damit Adas Antworten Sinn ergeben.
lesson-code-breaker-rival-guesses = Dein Code steckt hinter dem Sichtschutz. Jetzt rät Ada Reihen aus fünf Farben, und jede Reihe wird mit Signalstiften beantwortet. Die steckt der Tisch für dich, also ist keine Antwort je falsch.
lesson-code-breaker-white-pegs = Vier weiße Signalstifte: Vier von Adas Farben sind in deinem Code, aber keine am richtigen Platz. Weiß, die fünfte Farbe ihrer Reihe, kommt in deinem Code gar nicht vor.
lesson-code-breaker-black-pegs = Zwei schwarze und drei weiße: Ein schwarzer Signalstift steht für eine richtige Farbe am richtigen Platz, ein weißer für eine richtige Farbe am falschen Platz. Zu welchem Stecker sie gehören, verraten Signalstifte nie; das ist das Rätsel des Code-Brechers.
lesson-code-breaker-scoring = Ada hat deinen Code in Reihe 3 geknackt. Der Code-Brecher punktet nach der Reihe: Reihe 1-4: 12 Punkte, 5-6: 10, 7-8: 8, 9-10: 6, 11-12: 4, nicht geknackt: 0. Wer zuerst 30 erreicht, gewinnt. Jetzt tauscht ihr die Rollen: Ada versteckt, du knackst.
lesson-code-breaker-first-row = Deine erste Reihe: Schwarz, Weiß, Rot, Blau, Grün. Drücke die Tasten 1, 2, 3, 4, 5 (jede füllt das nächste Loch) oder ziehe die Stecker aus der Palette. Klicke dann auf „Reihe abgeben“ oder drücke Eingabe.
lesson-code-breaker-first-row-wrong = Rate für diese Lektion Schwarz, Weiß, Rot, Blau und Grün, von links nach rechts.
lesson-code-breaker-deduce = Nur zwei Signalstifte: Nur zwei von Schwarz, Weiß, Rot, Blau und Grün sind im Code. Ein Code hat fünf verschiedene der acht Farben, also sind die anderen drei, Gelb, Rosa und Orange, alle darin.
lesson-code-breaker-second-row = Prüfe das: Rate Gelb, Rosa, Orange, Blau, Grün (Tasten 6, 7, 8, 4, 5 oder ziehen), dann gib die Reihe ab.
lesson-code-breaker-second-row-wrong = Rate für diese Lektion Gelb, Rosa, Orange, Blau und Grün, von links nach rechts.
lesson-code-breaker-all-white = Fünf weiße Signalstifte: Das sind die fünf Farben des Codes, und keine steht an ihrem Platz. Also muss jede Farbe wandern und dabei auch die Plätze meiden, die die erste Reihe ausgeschlossen hat.
lesson-code-breaker-third-row = Grün, Gelb, Rosa, Orange, Blau passt zu beiden Antworten. Stecke diese Reihe, dann gib sie ab. Ziehst du einen Stecker in ein anderes Loch, wandert er dorthin; lässt du ihn auf einem Stecker los, tauschen die beiden.
lesson-code-breaker-third-row-wrong = Rate für diese Lektion Grün, Gelb, Rosa, Orange und Blau, von links nach rechts.
lesson-code-breaker-done = In Reihe 3 geknackt: 12 Punkte auch für dich. So geht Code Breaker: Nach jeder Runde tauscht ihr die Rollen, bis jemand 30 erreicht. In einer echten Partie zeigen H oder „Tipp“, was der Computer der Stufe Schwer raten würde. Wähle „Fertig“ oder „Weiterspielen“ gegen Ada.
