## Lektion: eine geführte erste Partie Code Knacker

lesson-code-knacker-welcome = Willkommen bei Code Knacker! In der Auslage liegen drei Tresorkarten: 123, 245 und 135, je 2 Millionen wert. Deckst du alle Ziffern eines Codes mit roten Markern ab und hörst dann auf, gehört dir die Tresorkarte. Wer die meisten Millionen besitzt, gewinnt.
lesson-code-knacker-roll = Du bist an der Reihe. Würfle mit allen fünf Würfeln: Klicke auf „Würfeln“ (oder drücke R).
lesson-code-knacker-suitable = Du hast eine 2, eine 4 und drei Micro-Chips gewürfelt. Passend ist ein Würfel mit einer freien Ziffer einer ausliegenden Tresorkarte oder mit einem Micro-Chip; passende Würfel haben einen Messingring. Nach jedem Wurf musst du mindestens einen zur Seite legen.
lesson-code-knacker-cover-two = Lege die 2 zur Seite und decke damit die 2 auf 123 ab. Sie passt auf zwei Tresorkarten: Klicke erst den Würfel an, dann die 2 auf 123 (oder ziehe den Würfel darauf). Ein roter Marker deckt die Ziffer ab.
lesson-code-knacker-cover-two-wrong = Nicht so: Klicke die leuchtende 2 an (oder drücke 2), dann die 2 auf der Tresorkarte 123.
lesson-code-knacker-chip = Lege jetzt einen Micro-Chip zur Seite: Klicke ihn an, ziehe ihn auf die Ablage oder drücke 6. Ein Micro-Chip deckt nichts ab, zählt aber, sobald alle fünf Würfel zur Seite liegen.
lesson-code-knacker-chip-wrong = Lege den leuchtenden Micro-Chip zur Seite: Klicke ihn an oder drücke 6.
lesson-code-knacker-second-chip = Lege noch einen zweiten Micro-Chip zur Seite. Den dritten und die 4 lässt du liegen: Du musst nicht jeden passenden Würfel zur Seite legen, und mit diesen beiden würfelst du gleich neu.
lesson-code-knacker-second-chip-wrong = Lege den leuchtenden Micro-Chip zur Seite (Taste 6); den letzten Micro-Chip und die 4 würfelst du neu.
lesson-code-knacker-roll-rest = Würfle mit den zwei übrigen Würfeln neu: Klicke auf „Rest würfeln“ (R). Deine Marker bleiben liegen. Aber Vorsicht: Ist nach einem Wurf kein Würfel passend, endet dein Zug zwangsweise.
lesson-code-knacker-roll-rest-wrong = Lass die anderen Würfel vorerst liegen: Klicke auf „Rest würfeln“ (oder drücke R).
lesson-code-knacker-cover-three = Eine 3 und eine 4. Lege die 3 zur Seite und decke die 3 auf 123 ab: Klicke den Würfel an, dann die Ziffer. Danach ist auf 123 nur noch die 1 frei.
lesson-code-knacker-cover-three-wrong = Lege die leuchtende 3 auf die 3 der Tresorkarte 123: Klicke den Würfel an, dann die Ziffer.
lesson-code-knacker-last-die = Freiwillig aufhören oder mit dem letzten Würfel weiterwürfeln? Sei mutig wie Hanne in der Spielregel: Klicke auf „Rest würfeln“ (R).
lesson-code-knacker-last-die-wrong = Diesmal würfelst du mit dem letzten Würfel: Klicke auf „Rest würfeln“ (oder drücke R).
lesson-code-knacker-last-chip = Ein Micro-Chip! Lege ihn zur Seite: Klicke ihn an oder drücke 6. Dann liegen alle fünf Würfel zur Seite, drei davon mit Micro-Chips.
lesson-code-knacker-roll-all = Alle fünf Würfel liegen zur Seite, mindestens zwei zeigen Micro-Chips: Du darfst erneut mit allen fünf würfeln, ein neuer Durchgang im selben Zug; deine Marker bleiben liegen. Mit weniger als zwei wäre dein Zug hier zu Ende. Klicke auf „Alle fünf würfeln“ (R).
lesson-code-knacker-roll-all-wrong = Würfle noch einmal mit allen fünf: Klicke auf „Alle fünf würfeln“ (oder drücke R).
lesson-code-knacker-cover-one = 1, 5, 5, 2, 4. Die 1 ist die letzte freie Ziffer von 123: Klicke den Würfel mit der 1 an, dann die 1 auf 123. Damit ist der Code geknackt!
lesson-code-knacker-cover-one-wrong = Lege die leuchtende 1 auf die 1 der Tresorkarte 123: Klicke den Würfel an, dann die Ziffer.
lesson-code-knacker-stop = 123 ist geknackt, aber die Tresorkarte gehört dir erst, wenn du freiwillig aufhörst. Würfelst du weiter und nichts passt, ist sie verloren. Klicke auf „Aufhören“ (oder drücke S).
lesson-code-knacker-stop-wrong = Jetzt nichts riskieren: Klicke auf „Aufhören“ (oder drücke S) und nimm dir die Tresorkarte 123.
lesson-code-knacker-taken = Die Tresorkarte 123 gehört dir: 2 Millionen! Ihre Marker kommen zurück in den Vorrat, und die Auslage wird vom Stapel ergänzt: 511 kommt dazu. Jetzt ist Ada an der Reihe; schau ihr zu.
lesson-code-knacker-ada-cracks = Ada hat 2, 4 und 5 abgedeckt: 245 ist geknackt. Ihre beiden anderen Würfel, eine 4 und eine 2, passen auf keine freie Ziffer. Statt aufzuhören, würfelt sie mit ihnen weiter ...
lesson-code-knacker-ada-forced = Eine 2 und eine 4: keine freie 2 oder 4 in der Auslage und kein Micro-Chip. Adas Zug endet zwangsweise: Die geknackte 245 wird unter den Stapel geschoben, ihre Marker kommen zurück in den Vorrat. Ada geht leer aus.
lesson-code-knacker-done = Jetzt kennst du Code Knacker: würfeln, Ziffern abdecken, mit Micro-Chips alle fünf neu würfeln, rechtzeitig aufhören. Das Spiel endet, sobald die Auslage nicht mehr auf drei ergänzt werden kann. Wähle „Fertig“ oder spiele mit „Weiterspielen“ gegen Ada weiter.
