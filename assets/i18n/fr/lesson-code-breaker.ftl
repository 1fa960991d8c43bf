## La leçon de Code Breaker (assets/lessons/code-breaker.json)

lesson-code-breaker-welcome = Code Breaker est un duel de logique. L'un cache un code de cinq couleurs différentes ; l'autre le déchiffre rangée après rangée, aidé par les petits pions. Vous cachez le premier code, et Ada tente de le déchiffrer.
lesson-code-breaker-make-code = Faites glisser un pion rouge de la palette dans le premier trou, puis le vert, le bleu, le jaune et le noir dans les suivants. Les touches numériques font de même : 3, 5, 4, 6, 1. Cliquez ensuite sur Cacher le code.
lesson-code-breaker-make-code-wrong = Pour cette leçon, cachez rouge, vert, bleu, jaune et noir, de gauche à droite, pour que les réponses d'Ada aient un sens.
lesson-code-breaker-rival-guesses = Votre code est sous le couvercle. Ada propose maintenant des rangées de cinq couleurs, et chaque rangée reçoit une réponse en petits pions. La table les place pour vous : aucune réponse n'est jamais fausse.
lesson-code-breaker-white-pegs = Quatre petits pions blancs : quatre des couleurs d'Ada sont dans votre code, mais aucune à sa place. Le blanc, la cinquième couleur de sa rangée, n'est pas du tout dans votre code.
lesson-code-breaker-black-pegs = Deux noirs et trois blancs : un petit pion noir, c'est une bonne couleur à la bonne place ; un blanc, une bonne couleur mal placée. Les petits pions ne disent jamais à quel pion ils répondent : c'est toute l'énigme du Décrypteur.
lesson-code-breaker-scoring = Ada a déchiffré votre code à la rangée 3. Le Décrypteur marque selon la rangée : rangées 1 à 4 : 12 points ; 5-6 : 10 ; 7-8 : 8 ; 9-10 : 6 ; 11-12 : 4 ; non déchiffré : 0. Le premier à 30 gagne. Les rôles s'inversent : Ada cache, vous déchiffrez.
lesson-code-breaker-first-row = Votre première rangée : noir, blanc, rouge, bleu, vert. Appuyez sur les touches 1, 2, 3, 4, 5 (chacune remplit le trou suivant) ou faites glisser les pions de la palette. Puis cliquez sur Valider la rangée, ou appuyez sur Entrée.
lesson-code-breaker-first-row-wrong = Pour cette leçon, proposez noir, blanc, rouge, bleu et vert, de gauche à droite.
lesson-code-breaker-deduce = Deux petits pions seulement : seules deux des couleurs noir, blanc, rouge, bleu et vert sont dans le code. Un code compte cinq couleurs différentes sur huit, donc les trois autres, jaune, fuchsia et orange, y sont toutes.
lesson-code-breaker-second-row = Vérifiez-le : proposez jaune, fuchsia, orange, bleu, vert (touches 6, 7, 8, 4, 5, ou en faisant glisser), puis validez.
lesson-code-breaker-second-row-wrong = Pour cette leçon, proposez jaune, fuchsia, orange, bleu et vert, de gauche à droite.
lesson-code-breaker-all-white = Cinq petits pions blancs : ce sont les cinq couleurs du code, et aucune n'est à sa place. Chaque couleur doit donc bouger, tout en évitant les places que la première rangée a exclues.
lesson-code-breaker-third-row = Vert, jaune, fuchsia, orange, bleu convient aux deux réponses. Placez cette rangée, puis validez. Un pion glissé d'un trou à un autre s'y déplace ; lâché sur un autre pion, il échange sa place avec lui.
lesson-code-breaker-third-row-wrong = Pour cette leçon, proposez vert, jaune, fuchsia, orange et bleu, de gauche à droite.
lesson-code-breaker-done = Déchiffré à la rangée 3 : 12 points pour vous aussi. Voilà Code Breaker : les rôles s'inversent à chaque manche jusqu'à ce que l'un atteigne 30. En vraie partie, H ou le bouton Conseil montre ce que proposerait l'ordinateur de niveau difficile. À vous : « Terminer », ou « Continuer à jouer » contre Ada.
