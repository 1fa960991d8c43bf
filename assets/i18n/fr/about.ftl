# Ce qu'est et ce que fait un élément sur la table : affiché quand le pointeur s'y arrête, quand le clavier
# ou la manette le sélectionne, ou lors d'un appui long. Un titre court, puis une ou deux phrases.

## Crack It

about-crack-it-dial = Carte de cadran { $value }. Jouez-la contre le premier chiffre non découvert d'un rival : elle va au-dessus ou en dessous de ce chiffre, à la vue de tous, ou, si c'est le chiffre, CLICK : le chiffre est découvert et vous pouvez jouer une carte de cadran de plus contre le suivant.
about-crack-it-prohibition = Interdiction. Se joue hors de son tour pour arrêter une carte action qu'un joueur vient de jouer (Blocage, Indice, Réinitialisation, CRACK IT ou CRACK IT maître). Une autre Interdiction peut l'annuler : un nombre impair arrête l'action.
about-crack-it-clue = Indice. Cherchez une carte de cadran dans la défausse ou dans la main d'un rival ; si vous en trouvez une, vous pouvez la prendre et la jouer aussitôt contre n'importe quel rival.
about-crack-it-block = Blocage. Se pose sur le premier chiffre découvert d'un rival : ce chiffre ne pourra plus jamais être réinitialisé. Le rival prend un jeton d'infamie.
about-crack-it-block-thieves = Blocage. Se pose sur le premier chiffre découvert d'un rival : ce chiffre ne pourra plus jamais être réinitialisé.
about-crack-it-reset = Réinitialisation. Remplace votre premier chiffre découvert, en partant de la droite, par une nouvelle carte face cachée : vos rivaux doivent le découvrir à nouveau.
about-crack-it-crack-it = CRACK IT. Découvre aussitôt le premier chiffre non découvert d'un rival, sans CLICK. Ensuite, vous ne pouvez plus utiliser de carte ce tour-ci.
about-crack-it-master-crack-it = CRACK IT maître. Découvre aussitôt le premier chiffre non découvert de chaque rival ; chaque rival peut l'arrêter pour lui-même avec une Interdiction. Ensuite, vous ne pouvez plus utiliser de carte ce tour-ci.
about-crack-it-victory = La carte de victoire. Elle revient au dernier joueur dont le coffre a encore un chiffre non découvert.
about-crack-it-hidden-digit = Un chiffre caché de cette combinaison (0-9). Les cartes de cadran jouées contre lui l'encadrent ; les valeurs encore possibles sont écrites au dos.
about-crack-it-found-digit = Un chiffre découvert : face visible pour tous. Il ne reçoit plus de cartes de cadran.
about-crack-it-own-digit = Un chiffre de votre propre combinaison : vous seul le voyez. Vos rivaux essaient de le découvrir, de gauche à droite.
about-crack-it-safe = Coffre de { $name } : trois cartes de combinaison, découvertes de gauche à droite. Le dernier joueur à avoir encore un chiffre non découvert gagne.
about-crack-it-rival-hand = Main de { $name } : { $count } cartes, face cachée. Un Indice peut y chercher une carte de cadran.
about-crack-it-prestige = Jeton de prestige : +2 points à la fin du Roi des coffres-forts. Il se gagne en ouvrant le coffre d'un rival.
about-crack-it-infamy = Jeton d'infamie : -1 point à la fin du Roi des coffres-forts. Chacun en a trois au départ ; chaque chiffre que vous découvrez vous permet d'en rendre un.
about-crack-it-pile = La pioche. À la fin de votre tour, vous complétez votre main à cinq cartes.
about-crack-it-discard = La défausse : les cartes jouées et défaussées, face visible. Un Indice peut y prendre une carte de cadran.

## Passcode

about-passcode-digit = Carte CHIFFRE { $value }. Jouez-la sur le chiffre suivant de votre code si ce chiffre est un { $value }. Si vous l'avez en main quand un autre joueur gagne la manche, elle ajoute { $value } à votre score.
about-passcode-key = Carte CLÉ. Remplace n'importe quel chiffre de votre code. Posée en VALIDATION, ou en main quand un autre joueur gagne la manche, elle compte 1.
about-passcode-fail = Carte ÉCHEC. Piochée, elle se pose aussitôt devant vous et met fin à votre tour. Avec trois ÉCHECS, vous êtes bloqué : pendant trois tours, vous lancez le dé, et le nombre dont votre code a besoin ensuite met fin au blocage ; chaque lancer raté retourne un ÉCHEC.
about-passcode-fail-spent = Une carte ÉCHEC retournée : un lancer raté de ce blocage. Après trois lancers ratés, le joueur rejoue normalement, et ces ÉCHECS quittent la partie.
about-passcode-lock-in = VALIDATION. Quand votre code est complet, posez ici votre dernière carte. Ensuite, à chaque tour, vous lancez le dé au lieu de piocher : quand il affiche la valeur de cette carte, vous validez votre code et gagnez la manche.
about-passcode-code = Un chiffre de ce code, tiré au dé en début de partie. Les cartes se jouent sur les chiffres dans l'ordre ; une carte de même valeur, ou une CLÉ, le couvre.
about-passcode-placed = Une carte qui couvre un chiffre du code.
about-passcode-set-aside = La carte mise de côté en complétant le NIVEAU 4 : si un joueur d'un niveau inférieur gagne la manche, elle s'ajoute au score de ce joueur.
about-passcode-rival-hand = La carte en main de { $name }, face cachée.
about-passcode-pile = La pioche. Piochez-y une carte au début de votre tour, ou prenez plutôt la carte du dessus de la défausse.
about-passcode-discard = La défausse. Vous pouvez prendre sa carte du dessus au lieu de piocher ; terminez un tour en y défaussant l'une de vos deux cartes.
about-passcode-die = Le dé. Il a tiré les codes ; il décide d'une VALIDATION, fait descendre le score au NIVEAU 4 et peut mettre fin à un blocage.

## Code Knacker

about-code-knacker-die = Un dé qui montre un { $value }. Mettez-le de côté pour couvrir un { $value } d'un coffre-fort avec un marqueur rouge.
about-code-knacker-dice = Les cinq dés : chacun montre 1 à 5 ou une puce. Lancez-les pour couvrir les chiffres des coffres exposés.
about-code-knacker-chip = Une puce. Elle ne couvre rien, mais s'il y a deux puces parmi cinq dés mis de côté, vous pouvez relancer les cinq.
about-code-knacker-safe = Un coffre-fort de { $value } millions. Couvrez chacun de ses chiffres avec un marqueur, puis arrêtez-vous : il est à vous.
about-code-knacker-marker = Un marqueur rouge qui couvre un chiffre. Un coffre-fort dont tous les chiffres sont couverts revient au joueur quand il s'arrête, et ses marqueurs retournent dans la réserve.
about-code-knacker-deck = La pioche des cartes coffre-fort. Elle complète la rangée ; quand la rangée ne peut plus être complétée, la partie s'arrête et le plus gros total l'emporte.
about-code-knacker-tray = Le bac : les dés mis de côté ce tour-ci. Relancez les autres, ou arrêtez-vous et prenez chaque coffre-fort que vous avez entièrement couvert.

## Code Breaker

about-code-breaker-peg = Un pion de couleur. Cinq pions forment une proposition (ou le code secret).
about-code-breaker-empty = Le marqueur de trou vide (variante difficile) : le code peut laisser un trou vide, qui compte comme une neuvième couleur.
about-code-breaker-black = Un petit pion noir : un pion de la rangée est de la bonne couleur à la bonne place.
about-code-breaker-white = Un petit pion blanc : un autre pion de la rangée est d'une bonne couleur mais mal placé.
about-code-breaker-shield = Le couvercle : le code du Créateur reste caché dessous jusqu'à ce qu'il soit déchiffré ou que les rangées soient épuisées.
about-code-breaker-track = La piste de score : le pion de chaque joueur avance des points des manches où il a déchiffré le code ; le premier à 30 gagne.
