//! Code Knacker at the table (`assets/i18n/en/rules/code-knacker.md`): the player's inputs (a die to set
//! aside and the digit it covers, roll, stop), the keyboard and gamepad focus over dice and digits,
//! the hint, and the app's view of the rules' events. Drawing and the mouse are in [`view`].

pub mod turn_values;
pub mod view;

use crate::input::TableAction;
use crate::session::{GameId, InPlay, MatchResult, MatchSetup, Paused, Screen};
use crate::settings::Settings;
use crate::table::turn::{TurnPhase, register};
use crate::table::{AppGame, Happened, Match, ShowsRefusals, Submit, show_refusals};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, futures_lite::future};
use codebreakers_code_knacker::bots::{Advice, CodeKnackerBot};
use codebreakers_code_knacker::deck::card;
use codebreakers_code_knacker::{
    Action, CardId, CodeKnacker, DICE, DigitRef, Event, Face, Observation, Phase, TurnEnd,
};
use codebreakers_kernel::{BotLevel, Game, SeatId, Words, words};
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    register::<CodeKnacker>(app);
    app.init_resource::<DiceFocus>()
        .add_message::<KnackerInput>()
        .add_systems(OnEnter(Screen::Playing), reset_focus)
        .add_systems(
            Update,
            (
                keyboard_input
                    .run_if(in_state(TurnPhase::AwaitingHuman).and_then(in_state(Paused::No))),
                apply_inputs,
                finish_hint,
                show_refusals::<CodeKnacker, DiceFocus>,
                after_play,
            )
                .chain()
                .run_if(in_state(InPlay::Game(GameId::CodeKnacker))),
        )
        .add_systems(Update, record_solo_best);
}

/// A card's code as the player reads it, e.g. `2345`.
pub fn code_text(id: CardId) -> String {
    card(id).code.iter().map(|d| char::from(b'0' + d)).collect()
}

/// A die's face in words: its number, or the microchip.
fn face_words(face: Face) -> Words {
    match face {
        Face::Digit(d) => words!("code-knacker-face-digit", digit = d),
        Face::Chip => words!("code-knacker-face-chip"),
    }
}

/// Items in words as a list, `a, b, c`, each language joining them its own way.
fn list_words(items: impl DoubleEndedIterator<Item = Words>) -> Words {
    let mut items = items.rev();
    let Some(last) = items.next() else {
        return words!("code-knacker-nothing");
    };
    items.fold(last, |rest, first| {
        words!("code-knacker-list", first = first, rest = rest)
    })
}

/// Safe cards with their values, e.g. `2345 (3 M), 123 (2 M)`.
fn cards_words(cards: &[CardId]) -> Words {
    list_words(cards.iter().map(|&c| {
        words!(
            "code-knacker-card",
            code = code_text(c),
            value = card(c).value
        )
    }))
}

impl AppGame for CodeKnacker {
    const GAME: GameId = GameId::CodeKnacker;

    /// Between the rolling area and the tray, under the dice it is about.
    fn move_caption_place() -> Option<(bevy_egui::egui::Align2, [f32; 2])> {
        Some((bevy_egui::egui::Align2::CENTER_CENTER, [22.0, 125.0]))
    }

    fn describe(event: &Event, names: &[String]) -> Option<Words> {
        Some(match event {
            Event::TurnStarted { seat, turn } => words!(
                "code-knacker-log-turn-started",
                turn = *turn,
                name = &names[seat.index()]
            ),
            Event::Rolled { dice } => words!(
                "code-knacker-log-rolled",
                dice = list_words(dice.iter().map(|&(_, f)| face_words(f)))
            ),
            Event::SetAside { face, card, .. } => match (face, card) {
                (Face::Digit(d), Some(card)) => words!(
                    "code-knacker-log-covers",
                    digit = *d,
                    code = code_text(*card)
                ),
                _ => words!("code-knacker-log-chip-aside"),
            },
            Event::CycleComplete { chips } => {
                words!("code-knacker-log-cycle-complete", count = *chips)
            }
            Event::TurnEnded {
                seat,
                how,
                taken,
                to_bottom,
                ..
            } => {
                let name = &names[seat.index()];
                match how {
                    TurnEnd::Voluntary if taken.is_empty() => {
                        words!("code-knacker-log-stops-empty", name = name)
                    }
                    TurnEnd::Voluntary => words!(
                        "code-knacker-log-stops-takes",
                        name = name,
                        cards = cards_words(taken)
                    ),
                    TurnEnd::Forced if to_bottom.is_empty() => {
                        words!("code-knacker-log-forced", name = name)
                    }
                    TurnEnd::Forced => words!(
                        "code-knacker-log-forced-loses",
                        name = name,
                        cards = cards_words(to_bottom)
                    ),
                }
            }
            Event::Refilled { card, .. } => {
                words!("code-knacker-log-refilled", code = code_text(*card))
            }
            Event::CardRemoved { card } => {
                words!("code-knacker-log-card-removed", code = code_text(*card))
            }
            Event::FinalTurn => words!("code-knacker-log-final-turn"),
            Event::GameOver { .. } => words!("code-knacker-log-game-over"),
        })
    }

    fn summary(_event: &Event, _names: &[String]) -> Option<Vec<Words>> {
        None
    }

    fn story(&self, names: &[String]) -> Vec<Words> {
        let mut lines: Vec<Words> = self
            .taken()
            .iter()
            .enumerate()
            .map(|(seat, cards)| {
                let total: u32 = cards.iter().map(|&c| card(c).value).sum();
                if cards.is_empty() {
                    words!("code-knacker-story-none", name = &names[seat])
                } else {
                    words!(
                        "code-knacker-story",
                        name = &names[seat],
                        total = total,
                        count = cards.len(),
                        cards = cards_words(cards)
                    )
                }
            })
            .collect();
        if let Some(outcome) = self.outcome() {
            let best = outcome.scores.iter().max().copied().unwrap_or(0);
            let tied = outcome.scores.iter().filter(|&&s| s == best).count();
            if self.seat_count() > 1 && tied > 1 {
                lines.push(if outcome.winners.len() > 1 {
                    words!("code-knacker-story-shared")
                } else {
                    words!("code-knacker-story-more-safes")
                });
            }
        }
        lines
    }

    fn spectator_seat(&self) -> SeatId {
        self.current()
    }
}

/// What a player does at the dice table, from the mouse, the keyboard or a gamepad.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnackerInput {
    Roll,
    Stop,
    Hint,
    /// Set this die aside: on this digit, or (a microchip) with no cover.
    SetAside {
        die: u8,
        cover: Option<DigitRef>,
    },
    /// A die was clicked: set aside at once if it has only one use, else pick it up.
    Die(u8),
    /// A digit was clicked: cover it with the picked-up die, or any die that fits.
    Digit(DigitRef),
    /// A number key: the first die on the table showing this face (6: a microchip).
    Face(Face),
    /// Keyboard and gamepad: move the focus over the dice on the table.
    FocusDie(i8),
    /// Keyboard and gamepad: move between the digits the focused die may cover.
    FocusTarget(i8),
    /// Keyboard and gamepad: set the focused die aside on the focused digit.
    Place,
}

/// The keyboard and gamepad focus, the die picked up with the mouse, and what the player
/// was last told.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct DiceFocus {
    pub die: Option<u8>,
    /// Index into the focused die's uses (digits it may cover).
    pub target: usize,
    /// A die picked up by a click, waiting for a digit.
    pub picked: Option<u8>,
    /// A note on the last choice, or a refusal (rendered when drawn).
    pub message: Option<Words>,
    /// The hard player's advice, once worked out: one or two sentences.
    pub advice: Option<Vec<Words>>,
}

fn reset_focus(mut focus: ResMut<DiceFocus>) {
    *focus = DiceFocus::default();
}

/// The uses of die `die` now: the set-aside actions the rules allow for it.
pub fn uses_of(obs: &Observation, actions: &[Action], die: u8) -> Vec<Action> {
    let _ = obs;
    actions
        .iter()
        .filter(|a| matches!(a, Action::SetAside { die: d, .. } if *d == die))
        .copied()
        .collect()
}

/// Dice on the table (rolled, not set aside), in order.
pub fn dice_on_table(obs: &Observation) -> Vec<u8> {
    (0..DICE as u8)
        .filter(|&i| {
            let d = obs.dice[usize::from(i)];
            !d.aside && d.face.is_some()
        })
        .collect()
}

fn keyboard_input(
    actions: Single<&ActionState<TableAction>>,
    mut input: MessageWriter<KnackerInput>,
) {
    let faces = [
        Face::Digit(1),
        Face::Digit(2),
        Face::Digit(3),
        Face::Digit(4),
        Face::Digit(5),
        Face::Chip,
    ];
    for (key, face) in TableAction::COLOURS.iter().zip(faces) {
        if actions.just_pressed(key) {
            input.write(KnackerInput::Face(face));
        }
    }
    let pairs = [
        (TableAction::FocusLeft, KnackerInput::FocusDie(-1)),
        (TableAction::FocusRight, KnackerInput::FocusDie(1)),
        (TableAction::ChoiceUp, KnackerInput::FocusTarget(-1)),
        (TableAction::ChoiceDown, KnackerInput::FocusTarget(1)),
        (TableAction::Place, KnackerInput::Place),
        (TableAction::Roll, KnackerInput::Roll),
        (TableAction::Submit, KnackerInput::Roll),
        (TableAction::Stop, KnackerInput::Stop),
        (TableAction::Hint, KnackerInput::Hint),
    ];
    for (key, what) in pairs {
        if actions.just_pressed(&key) {
            input.write(what);
        }
    }
}

/// Why a die cannot be set aside, in the player's words.
fn why_not(obs: &Observation, die: u8) -> Words {
    match obs.dice[usize::from(die)].face {
        _ if obs.dice[usize::from(die)].aside => words!("code-knacker-why-already-aside"),
        None => words!("code-knacker-why-roll-first"),
        Some(Face::Digit(_)) if obs.stock == 0 => words!("code-knacker-why-stock-empty"),
        Some(Face::Digit(d)) => words!("code-knacker-why-no-safe-needs", digit = d),
        Some(Face::Chip) => words!("code-knacker-why-not-now"),
    }
}

/// Turns inputs into actions; an action goes to the turn machine only if the rules accept
/// it, otherwise the player is told why.
fn apply_inputs(
    mut commands: Commands,
    mut inputs: MessageReader<KnackerInput>,
    mut focus: ResMut<DiceFocus>,
    table: Res<Match<CodeKnacker>>,
    phase: Res<State<TurnPhase>>,
    mut submit: MessageWriter<Submit<CodeKnacker>>,
    mut cues: MessageWriter<crate::audio::Cue>,
) {
    let Some(seat) = table
        .acting_human()
        .filter(|_| *phase.get() == TurnPhase::AwaitingHuman)
    else {
        inputs.clear();
        return;
    };
    let obs = table.view();
    let legal = table.legal_actions();
    let on_table = dice_on_table(&obs);
    let pending: Vec<KnackerInput> = inputs.read().copied().collect();
    let mut chosen: Option<Action> = None;
    for input in pending {
        match input {
            KnackerInput::Roll => chosen = Some(Action::Roll),
            KnackerInput::Stop => chosen = Some(Action::Stop),
            KnackerInput::SetAside { die, cover } => chosen = Some(Action::SetAside { die, cover }),
            KnackerInput::Die(die) => {
                let uses = uses_of(&obs, &legal, die);
                let slots: Vec<Option<u8>> = uses
                    .iter()
                    .map(|a| match a {
                        Action::SetAside { cover, .. } => cover.map(|c| c.slot),
                        _ => None,
                    })
                    .collect();
                if uses.is_empty() {
                    focus.message = Some(why_not(&obs, die));
                } else if slots.iter().all(|s| *s == slots[0]) {
                    // One use (or several equal digits on one card): at once.
                    chosen = Some(uses[0]);
                } else {
                    focus.picked = Some(die);
                    focus.die = Some(die);
                    focus.target = 0;
                    focus.message = Some(words!("code-knacker-which-digit"));
                    cues.write(crate::audio::Cue::Click);
                }
            }
            KnackerInput::Digit(at) => {
                let wanted = |die: u8| Action::SetAside {
                    die,
                    cover: Some(at),
                };
                let by_picked = focus.picked.map(wanted).filter(|a| legal.contains(a));
                let by_any = on_table
                    .iter()
                    .map(|&d| wanted(d))
                    .find(|a| legal.contains(a));
                match by_picked.or(by_any) {
                    Some(action) => chosen = Some(action),
                    None => focus.message = Some(words!("code-knacker-no-die-covers")),
                }
            }
            KnackerInput::Face(face) => {
                let dice: Vec<u8> = on_table
                    .iter()
                    .copied()
                    .filter(|&d| obs.dice[usize::from(d)].face == Some(face))
                    .collect();
                match dice.first() {
                    Some(&die) => {
                        let usable = dice
                            .iter()
                            .copied()
                            .find(|&d| !uses_of(&obs, &legal, d).is_empty())
                            .unwrap_or(die);
                        commands.queue(move |world: &mut World| {
                            world.write_message(KnackerInput::Die(usable));
                        });
                    }
                    None => {
                        focus.message = Some(match face {
                            Face::Digit(d) => words!("code-knacker-no-die-shows-digit", digit = d),
                            Face::Chip => words!("code-knacker-no-die-shows-chip"),
                        })
                    }
                }
            }
            KnackerInput::FocusDie(step) => {
                if !on_table.is_empty() {
                    let at = focus
                        .die
                        .and_then(|d| on_table.iter().position(|&x| x == d))
                        .map_or(0, |i| {
                            (i as isize + isize::from(step)).rem_euclid(on_table.len() as isize)
                                as usize
                        });
                    focus.die = Some(on_table[at]);
                    focus.target = 0;
                }
            }
            KnackerInput::FocusTarget(step) => {
                if let Some(die) = focus.die {
                    let n = uses_of(&obs, &legal, die).len().max(1);
                    focus.target =
                        (focus.target as isize + isize::from(step)).rem_euclid(n as isize) as usize;
                }
            }
            KnackerInput::Place => {
                // A focused die already set aside passes the focus to the first one left.
                let die = focus
                    .die
                    .filter(|d| on_table.contains(d))
                    .or(on_table.first().copied());
                if let Some(die) = die {
                    let uses = uses_of(&obs, &legal, die);
                    match uses.get(focus.target.min(uses.len().saturating_sub(1))) {
                        Some(&action) => chosen = Some(action),
                        None => focus.message = Some(why_not(&obs, die)),
                    }
                }
            }
            KnackerInput::Hint => {
                let observation = obs.clone();
                let task = AsyncComputeTaskPool::get()
                    .spawn(async move { CodeKnackerBot::new(BotLevel::Hard).advise(&observation) });
                commands.insert_resource(HintTask(task));
                focus.advice = Some(vec![words!("code-knacker-hint-working")]);
            }
        }
        if chosen.is_some() {
            break;
        }
    }
    if let Some(action) = chosen {
        submit.write(Submit { seat, action });
    }
}

/// A hint being worked out.
#[derive(Resource)]
struct HintTask(Task<Advice>);

/// The hard player's advice in words, with the expected value of the turn from here: a
/// sentence, and one more when it looks past the turn.
pub fn advice_words(obs: &Observation, advice: &Advice) -> Vec<Words> {
    let expected = millions(advice.expected);
    let first = match advice.action {
        Action::Roll if obs.phase == Phase::Rolling => {
            words!("code-knacker-hint-roll-first", expected = expected)
        }
        Action::Roll if obs.phase == Phase::CycleComplete => {
            words!("code-knacker-hint-roll-all", expected = expected)
        }
        Action::Roll => words!("code-knacker-hint-roll-rest", expected = expected),
        Action::Stop => words!("code-knacker-hint-stop", expected = expected),
        Action::SetAside { die, cover } => {
            let face = obs.dice[usize::from(die)].face;
            match (
                face,
                cover.and_then(|c| obs.display[usize::from(c.slot)].as_ref()),
            ) {
                (Some(Face::Digit(d)), Some(slot)) => words!(
                    "code-knacker-hint-set-aside",
                    digit = d,
                    code = code_text(slot.card),
                    expected = expected
                ),
                _ => words!("code-knacker-hint-set-aside-chip", expected = expected),
            }
        }
    };
    let mut sentences = vec![first];
    if let Some(weighed) = advice.looking_past {
        // Alone the next turn is yours; against one rival it is theirs.
        sentences.push(if obs.taken.len() == 1 {
            words!("code-knacker-hint-next-turn", value = millions(weighed))
        } else {
            words!("code-knacker-hint-rival-turn", value = millions(weighed))
        });
    }
    sentences
}

/// Millions with two decimals, with the decimal sign of the language they are shown in
/// (`number-two-decimals`).
fn millions(value: f64) -> Words {
    let hundredths = (value * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let hundredths = hundredths.abs();
    words!(
        "number-two-decimals",
        units = format!("{sign}{}", hundredths / 100),
        hundredths = format!("{:02}", hundredths % 100)
    )
}

fn finish_hint(
    mut commands: Commands,
    task: Option<ResMut<HintTask>>,
    mut focus: ResMut<DiceFocus>,
    table: Res<Match<CodeKnacker>>,
) {
    let Some(mut task) = task else { return };
    let Some(advice) = block_on(future::poll_once(&mut task.0)) else {
        return;
    };
    commands.remove_resource::<HintTask>();
    focus.advice = Some(advice_words(&table.view(), &advice));
}

impl ShowsRefusals for DiceFocus {
    fn refusal(&mut self) -> &mut Option<Words> {
        &mut self.message
    }
}

/// Anything played clears the picked-up die, the message and the advice (a pending hint
/// was for the position just left).
fn after_play(
    mut commands: Commands,
    mut happened: MessageReader<Happened<CodeKnacker>>,
    mut focus: ResMut<DiceFocus>,
) {
    if happened.read().count() > 0 {
        commands.remove_resource::<HintTask>();
        *focus = DiceFocus {
            die: focus.die,
            ..DiceFocus::default()
        };
    }
}

/// The solo variant's best score is kept with the settings; the results tell it.
fn record_solo_best(
    result: Option<ResMut<MatchResult>>,
    setup: Res<MatchSetup>,
    mut settings: ResMut<Settings>,
) {
    let Some(mut result) = result else { return };
    let solo = result.game == GameId::CodeKnacker
        && result.names.len() == 1
        && setup.seats.first().is_some_and(|s| s.kind.is_human());
    if !result.is_changed() || !solo || result.story.iter().any(|l| SOLO_BEST.contains(&l.key)) {
        return;
    }
    let score = result.outcome.scores[0].max(0) as u32;
    let line = match settings.code_knacker_solo_best {
        Some(best) if best >= score => words!("code-knacker-solo-best", best = best),
        Some(best) => words!("code-knacker-solo-new-best", score = score, best = best),
        None => words!("code-knacker-solo-first", score = score),
    };
    result.story.push(line);
    if settings
        .code_knacker_solo_best
        .is_none_or(|best| score > best)
    {
        settings.code_knacker_solo_best = Some(score);
    }
}

/// The results' line about the solo best.
const SOLO_BEST: [&str; 3] = [
    "code-knacker-solo-best",
    "code-knacker-solo-new-best",
    "code-knacker-solo-first",
];
