## Settings (on the title and in the pause menu)

settings-language = Language
settings-music-volume = Music volume
settings-effects-volume = Effects volume
settings-animations = Animations
settings-speed-fast = Fast
settings-speed-normal = Normal
settings-speed-slow = Slow
settings-peg-symbols = Symbols on pegs
settings-peg-symbols-why = for colour-blind play
settings-smooth-edges = Smooth edges
settings-smooth-edges-why = Automatic: smooth, but not when the pictures are drawn by the processor (twice the frames there)
settings-automatic = Automatic
settings-on = On
settings-off = Off
settings-fullscreen = Fullscreen

## Transitional: an English line not yet given a key of its own.
raw = { $text }

## The table

table-continue = Continue
