## Lesson: a guided first game of Crack It (assets/lessons/crack-it.json)

lesson-crack-it-welcome = Welcome to Crack It! You, Ada and Blaise each hide three digits in a safe. This is King of Thieves: a player whose three digits are all discovered is out, and the last one with a closed safe wins.
lesson-crack-it-arrange = Here are your combination cards: 0, 5, 8. Rivals crack them from the left, and a middle value like 5 takes the most dial cards to pin down. Put it first: click the 0 and the 5 to swap them (or drag the 5 left), then Lay down (Enter).
lesson-crack-it-arrange-wrong = Put the 5 first, then the 0, and leave the 8 last: click the first two cards to swap them, then Lay down.
lesson-crack-it-hand = Ada and Blaise have laid their safes too, and you play first. Your five resource cards: dial cards (0-9) narrow a rival's digit, action cards such as Clue and Block do tricks, and a Prohibition stops a rival's action card.
lesson-crack-it-dial = Once per turn you may play a dial card against a rival's first undiscovered digit, from the left. Click your dial 7, then Ada's safe (or drag it there; keys: 1, then Space).
lesson-crack-it-dial-wrong = Play your dial 7 against Ada: click it, then click Ada's safe.
lesson-crack-it-above = The 7 went above: Ada's first digit is lower, 0 to 6. A lower dial card goes below, and the very digit makes a CLICK. Everyone sees where each dial card goes, but only Ada knows her digit.
lesson-crack-it-end-turn = You have narrowed once this turn. Click End turn (Enter): you draw back up to five cards and Ada plays.
lesson-crack-it-end-turn-wrong = Now end your turn: click End turn, or press Enter.
lesson-crack-it-ada-dialled = Ada played a dial 2 against your first digit, the 5: it went below, so she knows it is 3 to 9. Your own digits are face up only for you.
lesson-crack-it-prohibit = Blaise plays CRACK IT against you: it would turn your 5 face up without any dial card! Any player may stop an action card with a Prohibition: click Prohibit (Space).
lesson-crack-it-prohibit-wrong = Don't let it be: click Prohibit (Space) to stop Blaise's CRACK IT.
lesson-crack-it-stopped = One Prohibition stops it (a second one would have let it through). After a CRACK IT, stopped or not, its player may use no more cards, so Blaise ended his turn. Your Prohibition is only replaced at the end of your own turn.
lesson-crack-it-click = Your turn. Ada's first digit is below 7: try your dial 4 on it. Click the 4, then Ada's safe.
lesson-crack-it-click-wrong = Play your dial 4 against Ada: click it, then click Ada's safe.
lesson-crack-it-bonus = CLICK! Ada's 4 is turned face up and its dial cards go to the discard pile. A CLICK earns one more dial card at once, against Ada's next digit: click your dial 3, then Ada's safe.
lesson-crack-it-bonus-wrong = Use the CLICK bonus now: click your dial 3, then Ada's safe.
lesson-crack-it-clue = The 3 went below. A Clue narrows once more: it takes a dial card from the discard pile or from a rival's hand. Your 7 and 4 lie in the discard pile: click your Clue, then the discard pile.
lesson-crack-it-clue-wrong = Click your Clue, then click the discard pile (or drag the Clue onto it).
lesson-crack-it-take-dial = Nobody stopped your Clue. It found the dial 7 in the discard pile: play it at once against Ada, as any dial card: click the 7 above your hand, then Ada's safe.
lesson-crack-it-take-dial-wrong = Take the dial 7 for Ada: click the 7 above your hand, then Ada's safe.
lesson-crack-it-block = The 7 went above: Ada's second digit is 4, 5 or 6. Ada could play a Reset to hide a new digit in place of her 4. Stop that for good: click your Block, then Ada's safe. A blocked digit can never be reset.
lesson-crack-it-block-wrong = Lay your Block on Ada: click it, then click Ada's safe.
lesson-crack-it-refill = Ada's 4 is blocked. Your hand is empty: click End turn (Enter) to draw five new cards.
lesson-crack-it-thieves-end = When a player's third digit is discovered, the safe is open and that player is out. With two players left, the final duel begins: no more Resets. The last player with an undiscovered digit wins the victory card.
lesson-crack-it-done = Now you know Crack It: narrowing, CLICK, Clue, Block and Prohibition. Press Finish to leave, or Play on to finish this game against Ada and Blaise.
