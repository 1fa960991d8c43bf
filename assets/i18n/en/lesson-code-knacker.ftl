## Lesson: a guided first game of Code Knacker

lesson-code-knacker-welcome = Welcome to Code Knacker! Three safes lie in the display: 123, 245 and 135, worth 2 million each. Cover every digit of a safe with red markers, then stop, and the safe is yours. The most millions wins.
lesson-code-knacker-roll = It is your turn. Roll all five dice: click Roll (or press R).
lesson-code-knacker-suitable = You rolled a 2, a 4 and three microchips. A die is suitable if it shows an uncovered digit of a safe in the display, or a microchip; suitable dice are ringed in brass. After each roll you must set aside at least one.
lesson-code-knacker-cover-two = Set the 2 aside on the 2 of 123. It fits two safes, so click the die, then the 2 on 123 (or drag the die onto it). A red marker covers that digit.
lesson-code-knacker-cover-two-wrong = Not that: click the glowing 2 (or press 2), then the 2 on the safe 123.
lesson-code-knacker-chip = Now set aside a microchip: click it, drag it onto the tray, or press 6. A microchip covers nothing, but it counts once all five dice are aside.
lesson-code-knacker-chip-wrong = Set aside the glowing microchip: click it or press 6.
lesson-code-knacker-second-chip = Set aside a second microchip too. Leave the third one and the 4 on the table: you need not set aside every suitable die, and those two get rolled again.
lesson-code-knacker-second-chip-wrong = Set aside the glowing microchip (key 6); keep the last chip and the 4 for the next roll.
lesson-code-knacker-roll-rest = Roll the two dice left on the table: click Roll the rest (R). Your markers stay. Mind the risk: if a roll shows no suitable die, your turn ends by force.
lesson-code-knacker-roll-rest-wrong = Leave the other dice for now: click Roll the rest (or press R).
lesson-code-knacker-cover-three = A 3 and a 4. Set the 3 aside on the 3 of 123: click the die, then that digit. Then only the 1 of 123 is still uncovered.
lesson-code-knacker-cover-three-wrong = Set the glowing 3 aside on the 3 of the safe 123: click the die, then the digit.
lesson-code-knacker-last-die = Stop now, or roll your last die? Be bold: click Roll the rest (R).
lesson-code-knacker-last-die-wrong = This time roll your last die: click Roll the rest (or press R).
lesson-code-knacker-last-chip = A microchip! Set it aside: click it or press 6. Then all five dice are aside, three of them microchips.
lesson-code-knacker-roll-all = All five dice are aside with at least two microchips: you may roll all five again, a new cycle in the same turn, and your markers stay. With fewer than two, your turn would end here. Click Roll all five (R).
lesson-code-knacker-roll-all-wrong = Roll all five again: click Roll all five (or press R).
lesson-code-knacker-cover-one = 1, 5, 5, 2, 4. The 1 is the last open digit of 123: click the die showing 1, then the 1 on 123. The safe is cracked!
lesson-code-knacker-cover-one-wrong = Set the glowing 1 aside on the 1 of the safe 123: click the die, then the digit.
lesson-code-knacker-stop = 123 is cracked, but it is yours only when you stop. Roll on and miss, and it is lost. Click Stop (or press S) to take it.
lesson-code-knacker-stop-wrong = Don't push your luck now: click Stop (or press S) to take the safe 123.
lesson-code-knacker-taken = The safe 123 is yours: 2 million! Its markers go back to the stock, and the deck fills the display again: 511 comes up. Now Ada takes the dice; watch her turn.
lesson-code-knacker-ada-cracks = Ada covered 2, 4 and 5: the safe 245 is cracked. Her other two dice, a 4 and a 2, fit no open digit. Instead of stopping, she rolls them again...
lesson-code-knacker-ada-forced = A 2 and a 4: no uncovered 2 or 4 in the display, and no microchip. Ada's turn ends by force: the cracked 245 goes under the deck and its markers back to the stock. She gets nothing.
lesson-code-knacker-done = Now you know Code Knacker: roll, cover digits, use microchips to roll all five again, and stop in time to keep what you cracked. The game ends when the display cannot be filled to three. Your turn: Finish, or Play on against Ada.
