## Lesson: a guided first game of Crack It (assets/lessons/crack-it.json)

lesson-crack-it-welcome = Bienvenue dans Crack It ! Vous, Ada et Blaise cachez chacun trois chiffres dans un coffre. C'est le Roi des voleurs : un joueur dont les trois chiffres sont découverts est éliminé, et le dernier à garder un coffre fermé gagne.
lesson-crack-it-arrange = Voici vos cartes de combinaison : 0, 5, 8. Les rivaux les percent par la gauche, et une valeur moyenne comme 5 demande le plus de cartes de cadran. Mettez-la en premier : cliquez sur le 0 et le 5 pour les échanger (ou glissez le 5 à gauche), puis Poser (Entrée).
lesson-crack-it-arrange-wrong = Le 5 en premier, puis le 0, le 8 reste au bout : cliquez sur les deux premières cartes pour les échanger, puis Poser.
lesson-crack-it-hand = Ada et Blaise ont posé leur coffre, et vous jouez en premier. Vos cinq cartes de ressources : les cartes de cadran (0-9) encadrent un chiffre, les cartes action comme Indice et Blocage vous aident, et une Interdiction arrête la carte action d'un rival.
lesson-crack-it-dial = Une fois par tour, jouez une carte de cadran contre le premier chiffre non découvert d'un rival, en partant de la gauche. Cliquez sur votre cadran 7, puis sur le coffre d'Ada (ou glissez-le ; touches : 1, puis Espace).
lesson-crack-it-dial-wrong = Jouez votre cadran 7 contre Ada : cliquez dessus, puis sur le coffre d'Ada.
lesson-crack-it-above = Le 7 est allé au-dessus : le premier chiffre d'Ada est plus bas, de 0 à 6. Un cadran plus bas irait en dessous, et le bon chiffre fait CLICK. Tout le monde voit où va chaque cadran, mais seule Ada connaît son chiffre.
lesson-crack-it-end-turn = Vous avez encadré une fois ce tour-ci. Cliquez sur Finir le tour (Entrée) : vous complétez votre main à cinq cartes, puis c'est à Ada.
lesson-crack-it-end-turn-wrong = Finissez maintenant votre tour : cliquez sur Finir le tour, ou appuyez sur Entrée.
lesson-crack-it-ada-dialled = Ada a joué un cadran 2 contre votre premier chiffre, le 5 : il est allé en dessous, elle sait donc qu'il est entre 3 et 9. Vous seul voyez vos propres chiffres.
lesson-crack-it-prohibit = Blaise joue CRACK IT contre vous : il découvrirait votre 5 sans aucune carte de cadran ! Tout joueur peut arrêter une carte action avec une Interdiction : cliquez sur Interdire (Espace).
lesson-crack-it-prohibit-wrong = Ne laissez pas passer : cliquez sur Interdire (Espace) pour arrêter le CRACK IT de Blaise.
lesson-crack-it-stopped = Une Interdiction l'arrête (une deuxième l'aurait laissé passer). Après un CRACK IT, arrêté ou non, son joueur ne peut plus utiliser de carte : Blaise a fini son tour. Votre Interdiction n'est remplacée qu'à la fin de votre propre tour.
lesson-crack-it-click = À vous. Le premier chiffre d'Ada est sous 7 : essayez votre cadran 4. Cliquez sur le 4, puis sur le coffre d'Ada.
lesson-crack-it-click-wrong = Jouez votre cadran 4 contre Ada : cliquez dessus, puis sur le coffre d'Ada.
lesson-crack-it-bonus = CLICK ! Le 4 d'Ada est retourné et ses cartes de cadran vont à la défausse. Le bonus CLICK : une carte de cadran de plus, aussitôt, contre le chiffre suivant d'Ada. Cliquez sur votre cadran 3, puis sur son coffre.
lesson-crack-it-bonus-wrong = Utilisez le bonus CLICK : cliquez sur votre cadran 3, puis sur le coffre d'Ada.
lesson-crack-it-clue = Le 3 est allé en dessous. Un Indice encadre encore une fois : il prend une carte de cadran dans la défausse ou dans la main d'un rival. Votre 7 et votre 4 sont à la défausse : cliquez sur votre Indice, puis sur la défausse.
lesson-crack-it-clue-wrong = Cliquez sur votre Indice, puis sur la défausse (ou glissez l'Indice dessus).
lesson-crack-it-take-dial = Personne n'a arrêté votre Indice. Il a trouvé le cadran 7 dans la défausse : jouez-le aussitôt contre Ada, comme toute carte de cadran : cliquez sur le 7 au-dessus de votre main, puis sur le coffre d'Ada.
lesson-crack-it-take-dial-wrong = Prenez le cadran 7 pour Ada : cliquez sur le 7 au-dessus de votre main, puis sur le coffre d'Ada.
lesson-crack-it-block = Le 7 est allé au-dessus : le deuxième chiffre d'Ada est 4, 5 ou 6. Avec une Réinitialisation, Ada pourrait cacher un nouveau chiffre à la place de son 4. Empêchez-le : cliquez sur votre Blocage, puis sur son coffre. Un chiffre bloqué ne peut plus être réinitialisé.
lesson-crack-it-block-wrong = Posez votre Blocage sur Ada : cliquez dessus, puis sur le coffre d'Ada.
lesson-crack-it-refill = Le 4 d'Ada est bloqué. Votre main est vide : cliquez sur Finir le tour (Entrée) pour piocher cinq nouvelles cartes.
lesson-crack-it-thieves-end = Quand le troisième chiffre d'un joueur est découvert, son coffre est ouvert et il est éliminé. Quand il n'en reste que deux, c'est le duel final : plus de Réinitialisation. Le dernier à garder un chiffre non découvert prend la carte de victoire.
lesson-crack-it-done = Vous connaissez Crack It : encadrer, CLICK, Indice, Blocage et Interdiction. Appuyez sur Terminer pour quitter, ou sur Continuer à jouer pour finir cette partie contre Ada et Blaise.
