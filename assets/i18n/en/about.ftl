# What a piece on the table is and does: shown when the pointer rests on it, when the keys
# or the gamepad focus it, or on a long touch. A short title, then one or two sentences.

## Crack It

about-crack-it-dial = Dial card { $value }. Play it against a rival's first undiscovered digit: it goes above or below that digit for everyone to see, or, if it is the digit, CLICK: the digit is discovered and you may play one more dial card on the next.
about-crack-it-prohibition = Prohibition. Played out of turn to stop an action card a player just played (a Block, Clue, Reset, CRACK IT or Master CRACK IT). Another Prohibition can cancel it: an odd number stops the action.
about-crack-it-clue = Clue. Look for a dial card in the discard pile or in a rival's hand; if you find one you may take it and play it at once against any rival.
about-crack-it-block = Block. Laid on a rival's first discovered digit: that digit can never be reset. The rival takes an infamy token.
about-crack-it-block-thieves = Block. Laid on a rival's first discovered digit: that digit can never be reset.
about-crack-it-reset = Reset. Replaces your first discovered digit, counting from the right, with a new hidden card: your rivals must discover it again.
about-crack-it-crack-it = CRACK IT. Discovers a rival's first undiscovered digit at once, without a CLICK. After it you play no more cards this turn.
about-crack-it-master-crack-it = Master CRACK IT. Discovers the first undiscovered digit of every rival at once; each rival may stop it for themself with a Prohibition. After it you play no more cards this turn.
about-crack-it-victory = The victory card. It goes to the last player whose safe still has an undiscovered digit.
about-crack-it-hidden-digit = A hidden digit of this combination (0-9). Dial cards played against it narrow it down; the range still possible is written on its back.
about-crack-it-found-digit = A discovered digit: face up for everyone. It no longer takes dial cards.
about-crack-it-own-digit = A digit of your own combination: only you see it. Your rivals try to discover it, left to right.
about-crack-it-safe = { $name }'s safe: three combination cards, discovered left to right. The last player with an undiscovered digit wins.
about-crack-it-rival-hand = { $name }'s hand: { $count } cards, face down. A Clue may look for a dial card among them.
about-crack-it-prestige = Prestige token: +2 points at the end of King of Safes. Taken for opening a rival's safe.
about-crack-it-infamy = Infamy token: -1 point at the end of King of Safes. Everyone starts with three; a digit you discover returns one.
about-crack-it-pile = The draw pile. At the end of your turn you draw back up to five cards.
about-crack-it-discard = The discard pile: played and discarded cards, face up. A Clue may take a dial card from it.

## Passcode

about-passcode-digit = Number card { $value }. Play it on the next digit of your code if that digit is { $value }. Held in your hand when another player wins the round, it adds { $value } to your score.
about-passcode-key = KEY card. Stands for any digit of your code. Laid as LOCK IN, or held when another player wins the round, it counts 1.
about-passcode-fail = FAIL card. Drawn, it is laid in front of you at once and ends your turn. With three FAILs you are locked out: for three turns you roll the die, and the number your code needs next ends the lock-out; each miss turns one FAIL over.
about-passcode-fail-spent = A FAIL card turned over: one roll of this lock-out missed. After three misses the player plays normally again, and these FAILs leave the game.
about-passcode-lock-in = LOCK IN. With your code complete, lay your remaining card here. Then on each turn you roll the die instead of drawing: when it shows this card's number you lock in and win the round.
about-passcode-code = A digit of this code, rolled at the start. Cards are played on the digits in order; a card of the same number, or a KEY, covers it.
about-passcode-placed = A card covering a digit of the code.
about-passcode-set-aside = The card set aside on completing LEVEL 4: if a player on a lower level wins the round, it is added to this player's score.
about-passcode-rival-hand = { $name }'s card in hand, face down.
about-passcode-pile = The draw pile. Draw a card here at the start of your turn, or take the top card of the discard pile instead.
about-passcode-discard = The discard pile. You may take its top card instead of drawing; end a turn by discarding one of your two cards here.
about-passcode-die = The die. It rolled the codes; it decides a LOCK IN, counts a LEVEL 4 score down and tests a lock-out.

## Code Knacker

about-code-knacker-die = A die showing { $value }. Set it aside to cover a digit { $value } on a safe with a red marker.
about-code-knacker-dice = The five dice: each shows 1 to 5 or a microchip. Roll them to cover the digits of the safes on display.
about-code-knacker-chip = A microchip. It covers nothing, but five dice aside with two microchips let you roll all five again.
about-code-knacker-safe = A safe worth { $value } million. Cover each of its digits with a marker, then stop your turn, and it is yours.
about-code-knacker-marker = A red marker covering a digit. A safe with every digit covered is taken when its player stops, and its markers go back to the stock.
about-code-knacker-deck = The deck of safe cards. The display of safes is filled from it; when it can no longer be filled the game ends, and the highest total value wins.
about-code-knacker-tray = The tray: dice set aside this turn. Roll the others, or stop and take every safe you fully covered.

## Code Breaker

about-code-breaker-peg = A code peg. Five of them make a guess (or the hidden code).
about-code-breaker-empty = The empty-hole marker (advanced game): the code may leave a hole empty, and it counts like a ninth colour.
about-code-breaker-black = A black key peg: one peg of the row is the right colour in the right place.
about-code-breaker-white = A white key peg: one more peg of the row is a right colour in a wrong place.
about-code-breaker-shield = The shield: the Maker's code hides behind it until the code is broken or the rows run out.
about-code-breaker-track = The scoring track: each player's peg moves up by the points of the rounds they broke; the first to 30 wins.
