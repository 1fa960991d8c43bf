## Crack It

## The cards, by name (in sentences)

crack-it-card-dial = dial { $value }
crack-it-card-prohibition = Prohibition
crack-it-card-clue = Clue
crack-it-card-block = Block
crack-it-card-reset = Reset
crack-it-card-crack-it = CRACK IT
crack-it-card-master-crack-it = Master CRACK IT
crack-it-card-unknown = card

## The cards' faces on the table (short lines)

crack-it-face-prohibition =
    PROHI-
    BITION
crack-it-face-clue = CLUE
crack-it-face-block = BLOCK
crack-it-face-reset = RESET
crack-it-face-crack-it =
    CRACK
    IT
crack-it-face-master-crack-it =
    MASTER
    CRACK IT
crack-it-face-back =
    CRACK
    IT
crack-it-face-victory = VICTORY

## The table

crack-it-safe-out = OUT
crack-it-safe-opened = OPENED
crack-it-safe-yours = your safe: only you see its digits
crack-it-pile = Pile: { $count }
crack-it-discard = Discard: { $count }
crack-it-discard-dials = Discard: { $count } · dials { $dials }
crack-it-bank-tokens = Bank: { $prestige } ★ · { $infamy } ×

## The side panel

crack-it-help = Keys 1-5 or Up/Down pick a card · Left/Right aim · Space plays it (or prohibits) · Enter ends the turn (or lets it be) · Backspace discards instead · H hint · Esc menu
crack-it-mode-thieves = King of Thieves
crack-it-mode-safes = King of Safes · game { $game } of 2
crack-it-final-duel = Final duel: no Resets
crack-it-bank = Bank: ☠ { $infamy } infamy · ★ { $prestige } prestige
crack-it-status-over = The game is over.
crack-it-status-arrange = { $name }, lay out your combination: drag a card to its place (or click two to swap them), then Lay down (Enter).
crack-it-status-answer = { $name }, answer: stop it with a Prohibition, or let it be.
crack-it-status-clue = Your Clue found these dial cards (only you see them): click one, then the rival's safe to play it on.
crack-it-status-bonus = CLICK! You may play one more dial card against the same rival.
crack-it-status-turn = { $name }, your turn: pick a card, then a rival's safe (or a pile).
crack-it-status-arranging = Everyone lays out a combination...
crack-it-status-answers = Answers are being collected...
crack-it-status-playing = { $name } is playing...
crack-it-key-enter = Enter
crack-it-key-space = Space
crack-it-key-backspace = Backspace
crack-it-end-unplayed-title = End your turn?
crack-it-end-unplayed = You have played no card this turn. End it all the same?
crack-it-end-unplayed-yes = End my turn
crack-it-end-unplayed-no = Keep playing
crack-it-undo-none = Nothing to take back: every card played is seen by all. Only two things can be taken back: laying out your combination, and letting an action card through.
crack-it-end-turn = End turn
crack-it-discard-instead = Discard instead
crack-it-discard-instead-why = Tick the cards to discard, then confirm
crack-it-discard-ticked = Discard the ticked cards
crack-it-hint-button = Hint
crack-it-hint-button-why = What the hard computer would do (H)
crack-it-play-it = Play it

## The answer window, the Clue's choice and the arrangement

crack-it-answer-title = Answer
crack-it-chain-of = This chain is { $name }'s.
crack-it-chain-stopped =
    { $count ->
        [one] { $count } Prohibition so far: it is stopped.
       *[other] { $count } Prohibitions so far: it is stopped.
    }
crack-it-chain-going =
    { $count ->
        [one] { $count } Prohibition so far: it is going through.
       *[other] { $count } Prohibitions so far: it is going through.
    }
crack-it-prohibit = Prohibit
crack-it-let-it-be = Let it be
crack-it-clue-offer = Your Clue's find: click a card, then a rival's safe
crack-it-clue-keys = Keys: Up/Down a dial card, Left/Right a rival, Space plays it
crack-it-pick-offered = First click one of the dial cards your Clue found, then a rival's safe.
crack-it-offered-on-rival = A Clue's dial card is played on a rival's safe.
crack-it-arrange-title = Your combination
crack-it-arrange-how = Lay your three cards face down, left to right. Rivals crack them from the left.
crack-it-arrange-drag = Drag a card of your safe to its place, or click two to swap them.
crack-it-lay-down = Lay down

## Notes on the player's choices

crack-it-pick-first = Pick a card from your hand first.
crack-it-pick-card-keys = Pick a card first (1-5, or Up/Down).
crack-it-prohibition-answers = A Prohibition answers a rival's action card.
crack-it-needs-rival-click = { $card } needs a rival: click their safe.
crack-it-needs-rival-aim = { $card } needs a rival to aim at.
crack-it-pick-clue = Pick a Clue from your hand to search there.
crack-it-discard-how = Tick the cards to discard (click, or Up/Down and Space), then confirm (Enter).

## The hint

crack-it-hint-arrange = Hint: lay the cards out as { $digits }
crack-it-hint-dial = Hint: play your { $card } against { $rival }
crack-it-hint-clue-discard = Hint: play your Clue on the discard pile
crack-it-hint-clue-hand = Hint: play your Clue on { $rival }'s hand
crack-it-hint-block = Hint: block { $rival }'s discovered digit
crack-it-hint-reset = Hint: reset your own digit
crack-it-hint-crack-it = Hint: CRACK IT against { $rival }
crack-it-hint-master = Hint: play Master CRACK IT
crack-it-hint-take-dial = Hint: take the dial { $value } and play it against { $rival }
crack-it-hint-prohibit = Hint: stop it with a Prohibition
crack-it-hint-pass = Hint: let it be
crack-it-hint-discard =
    { $count ->
        [one] Hint: discard one card
       *[other] Hint: discard { $count } cards
    }
crack-it-hint-end-turn = Hint: end your turn

## The log

crack-it-log-arranged = { $name } lays out a combination.
crack-it-log-turn = { $name }'s turn.
crack-it-log-ends-turn = { $name } ends the turn.
crack-it-log-dial-above = { $name } dials { $dial } on { $rival }'s digit { $digit }: goes above
crack-it-log-dial-below = { $name } dials { $dial } on { $rival }'s digit { $digit }: goes below
crack-it-log-dial-click = { $name } dials { $dial } on { $rival }'s digit { $digit }: CLICK!
crack-it-log-dial-narrowed = { $name } dials { $dial } on { $rival }'s digit { $digit }: leaves one value: discovered
crack-it-log-discovered = { $rival }'s digit { $digit } is { $value }.
crack-it-log-plays-clue-discard = { $name } plays a Clue on the discard pile.
crack-it-log-plays-clue-hand = { $name } plays a Clue on { $rival }'s hand.
crack-it-log-plays-block = { $name } plays a Block against { $rival }.
crack-it-log-plays-reset = { $name } plays a Reset of their own safe.
crack-it-log-plays-crack-it = { $name } plays CRACK IT against { $rival }.
crack-it-log-plays-master = { $name } plays Master CRACK IT against everyone.
crack-it-log-prohibited = { $name } plays a Prohibition ({ $count } in the chain).
crack-it-log-stopped = { $card } is stopped.
crack-it-log-goes-through = { $card } goes through.
crack-it-log-goes-through-except = { $card } goes through, except for { $names }.
crack-it-log-clue-taken = { $name } takes the dial { $value } with the Clue.
crack-it-log-clue-wasted = { $name }'s Clue finds no dial card.
crack-it-log-blocked = { $rival }'s digit { $digit } is blocked.
crack-it-log-reset = { $name } resets digit { $digit }.
crack-it-log-discarded =
    { $count ->
        [one] { $name } discards one card.
       *[other] { $name } discards { $count } cards.
    }
crack-it-log-reshuffled = The discard pile is shuffled into a new pile.
crack-it-log-safe-opened = { $by } opens { $name }'s safe!
crack-it-log-out = { $name } is out.
crack-it-log-final-duel = Final duel: no more Resets.
crack-it-log-takes-infamy = { $name } takes an infamy token.
crack-it-log-returns-infamy = { $name } returns an infamy token.
crack-it-log-takes-prestige = { $name } takes a prestige token.
crack-it-log-takes-infamy-and-prestige = { $name } takes an infamy token and takes a prestige token.
crack-it-log-returns-infamy-takes-prestige = { $name } returns an infamy token and takes a prestige token.
crack-it-log-game-ended = Game { $game } ends.
crack-it-log-game-ended-last = Game { $game } ends: { $name } holds the last safe.
crack-it-log-new-game = Game { $game }: new combinations are dealt.
crack-it-log-game-over = The game is over.

## Between the two games of King of Safes

crack-it-summary-game-over = Game { $game } is over
crack-it-summary-tokens-kept = Tokens are kept; new combinations are dealt.
crack-it-summary-starts = { $name } starts game { $game }.

## The story of a match (results)

crack-it-story-victory = { $name } holds the last closed safe and takes the victory card.
crack-it-story-score = { $name }: { $prestige } prestige (+{ $plus }), { $infamy } infamy ({ $minus }).
crack-it-story-tie-prestige =
    { $points ->
        [one] { $names } tie on { $points } point; { $winner } has more prestige and wins.
       *[other] { $names } tie on { $points } points; { $winner } has more prestige and wins.
    }
crack-it-story-tie-shared =
    { $points ->
        [one] { $names } tie on { $points } point and on prestige: a shared victory.
       *[other] { $names } tie on { $points } points and on prestige: a shared victory.
    }
crack-it-story-combination = { $name }'s combination was { $digits }.

## Refusals: why the rules do not allow an action

crack-it-refusal-no-such-seat = There is no player { $seat } at this table.
crack-it-refusal-game-over = The game is over.
crack-it-refusal-not-your-decision = It is not player { $seat }'s decision now.
crack-it-refusal-not-now = That is not possible now.
crack-it-refusal-bad-order = An order lists each of the three combination cards once.
crack-it-refusal-no-such-card = There is no card { $card } in hand.
crack-it-refusal-card-named-twice = The discard names card { $card } twice.
crack-it-refusal-wrong-card =
    { $card ->
        [dial] That card is not a dial card.
        [prohibition] That card is not a Prohibition.
        [clue] That card is not a Clue.
        [block] That card is not a Block.
        [reset] That card is not a Reset.
        [crack-it] That card is not a CRACK IT.
        [master-crack-it] That card is not a Master CRACK IT.
       *[other] That card cannot be played here.
    }
crack-it-refusal-already-narrowed = Narrowing is once per turn (a Clue or a CLICK bonus excepted).
crack-it-refusal-bonus-rival = After a CLICK the extra dial card goes against the same rival.
crack-it-refusal-locked = CRACK IT ends card use for this turn.
crack-it-refusal-self-target = You cannot target yourself.
crack-it-refusal-nothing-to-discover = That rival has no undiscovered digit.
crack-it-refusal-nothing-to-block = That rival has no discovered digit left to block.
crack-it-refusal-nothing-to-reset = No digit of yours can be reset: a blocked digit or an opened safe cannot.
crack-it-refusal-final-duel = Reset cannot be played in the final duel.
crack-it-refusal-already-used = Cards already used this turn cannot be followed by discarding instead.
crack-it-refusal-not-offered = That dial card is not among those the Clue offers.
crack-it-refusal-player-out = That player is out of the game.
crack-it-refusal-chance = The cards could not be shuffled or dealt.
