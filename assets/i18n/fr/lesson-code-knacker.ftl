## Leçon : une première partie guidée de Code Knacker

lesson-code-knacker-welcome = Bienvenue dans Code Knacker ! Trois coffres-forts sont dans la rangée : 123, 245 et 135, qui valent 2 millions chacun. Couvrez tous les chiffres d'un coffre-fort avec des marqueurs rouges, puis arrêtez-vous : il est à vous. Le plus de millions l'emporte.
lesson-code-knacker-roll = C'est votre tour. Lancez les cinq dés : cliquez sur Lancer (ou appuyez sur R).
lesson-code-knacker-suitable = Vous avez fait un 2, un 4 et trois puces. Un dé est utilisable s'il montre un chiffre non couvert d'un coffre-fort de la rangée, ou une puce ; les dés utilisables sont cerclés de laiton. Après chaque lancer, vous devez en mettre au moins un de côté.
lesson-code-knacker-cover-two = Mettez le 2 de côté sur le 2 de 123. Il convient à deux coffres-forts : cliquez sur le dé, puis sur le 2 de 123 (ou faites glisser le dé dessus). Un marqueur rouge couvre ce chiffre.
lesson-code-knacker-cover-two-wrong = Pas celui-là : cliquez sur le 2 qui brille (ou appuyez sur 2), puis sur le 2 du coffre-fort 123.
lesson-code-knacker-chip = Mettez maintenant une puce de côté : cliquez dessus, faites-la glisser dans le bac ou appuyez sur 6. Une puce ne couvre rien, mais elle compte quand les cinq dés sont de côté.
lesson-code-knacker-chip-wrong = Mettez de côté la puce qui brille : cliquez dessus ou appuyez sur 6.
lesson-code-knacker-second-chip = Mettez aussi une deuxième puce de côté. Laissez la troisième et le 4 sur la table : rien n'oblige à garder tous les dés utilisables, et ces deux-là seront relancés.
lesson-code-knacker-second-chip-wrong = Mettez de côté la puce qui brille (touche 6) ; gardez la dernière puce et le 4 pour le prochain lancer.
lesson-code-knacker-roll-rest = Relancez les deux dés restés sur la table : cliquez sur Relancer le reste (R). Vos marqueurs restent en place. Attention : si un lancer ne donne aucun dé utilisable, c'est la fin forcée du tour.
lesson-code-knacker-roll-rest-wrong = Laissez les autres dés pour l'instant : cliquez sur Relancer le reste (ou appuyez sur R).
lesson-code-knacker-cover-three = Un 3 et un 4. Mettez le 3 de côté sur le 3 de 123 : cliquez sur le dé, puis sur ce chiffre. Il ne restera que le 1 de 123 à couvrir.
lesson-code-knacker-cover-three-wrong = Mettez le 3 qui brille sur le 3 du coffre-fort 123 : cliquez sur le dé, puis sur le chiffre.
lesson-code-knacker-last-die = Vous arrêter, ou relancer votre dernier dé ? Osez : cliquez sur Relancer le reste (R).
lesson-code-knacker-last-die-wrong = Cette fois, relancez votre dernier dé : cliquez sur Relancer le reste (ou appuyez sur R).
lesson-code-knacker-last-chip = Une puce ! Mettez-la de côté : cliquez dessus ou appuyez sur 6. Les cinq dés seront alors de côté, dont trois puces.
lesson-code-knacker-roll-all = Les cinq dés sont de côté avec au moins deux puces : vous pouvez relancer les cinq, une nouvelle série dans le même tour, et vos marqueurs restent. Avec moins de deux puces, votre tour s'arrêterait ici. Cliquez sur Relancer les cinq (R).
lesson-code-knacker-roll-all-wrong = Relancez les cinq dés : cliquez sur Relancer les cinq (ou appuyez sur R).
lesson-code-knacker-cover-one = 1, 5, 5, 2, 4. Le 1 est le dernier chiffre libre de 123 : cliquez sur le dé 1, puis sur le 1 de 123. Le coffre-fort est forcé !
lesson-code-knacker-cover-one-wrong = Mettez le 1 qui brille sur le 1 du coffre-fort 123 : cliquez sur le dé, puis sur le chiffre.
lesson-code-knacker-stop = 123 est forcé, mais il n'est à vous que si vous vous arrêtez. Relancez et ratez, et il est perdu. Cliquez sur S'arrêter (ou appuyez sur S) pour le prendre.
lesson-code-knacker-stop-wrong = Ne tentez pas le sort : cliquez sur S'arrêter (ou appuyez sur S) pour prendre le coffre-fort 123.
lesson-code-knacker-taken = Le coffre-fort 123 est à vous : 2 millions ! Ses marqueurs retournent dans la réserve, et la pioche complète la rangée : voici 511. C'est au tour d'Ada ; regardez-la jouer.
lesson-code-knacker-ada-cracks = Ada a couvert 2, 4 et 5 : le coffre-fort 245 est forcé. Ses deux autres dés, un 4 et un 2, ne vont sur aucun chiffre libre. Au lieu de s'arrêter, elle les relance...
lesson-code-knacker-ada-forced = Un 2 et un 4 : plus aucun 2 ni 4 non couvert dans la rangée, et pas de puce. Fin forcée pour Ada : le coffre-fort 245 forcé passe sous la pioche et ses marqueurs retournent dans la réserve. Elle repart les mains vides.
lesson-code-knacker-done = Vous connaissez Code Knacker : lancer, couvrir des chiffres, relancer les cinq grâce aux puces, et s'arrêter à temps pour garder ses prises. La partie s'arrête quand la rangée ne peut plus compter trois cartes. À vous : « Terminer », ou « Continuer à jouer » contre Ada.
