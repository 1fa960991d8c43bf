//! The player's inputs at the Code Knacker table (a die to set aside and the digit it covers,
//! roll, stop): the keyboard and gamepad focus over dice and digits, the hint, and the refusals
//! shown where the player looks. The pointer's inputs come from [`super::table`].

use super::words::{advice_words, why_not};
use crate::input::TableAction;
use crate::session::{GameId, InPlay, Paused, Screen};
use crate::table::turn::TurnPhase;
use crate::table::{Happened, Match, ShowsRefusals, Submit, show_refusals};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, futures_lite::future};
use codebreakers_code_knacker::bots::{Advice, CodeKnackerBot};
use codebreakers_code_knacker::{Action, CodeKnacker, DICE, DigitRef, Face, Observation};
use codebreakers_kernel::{BotLevel, Words, words};
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
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
        );
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

/// The digits die `die` may cover now, one for each safe (equal digits of one safe are
/// one choice: the die covers either alike).
pub fn safes_to_cover(obs: &Observation, actions: &[Action], die: u8) -> Vec<DigitRef> {
    let mut covers: Vec<DigitRef> = uses_of(obs, actions, die)
        .into_iter()
        .filter_map(|action| match action {
            Action::SetAside { cover, .. } => cover,
            _ => None,
        })
        .collect();
    covers.dedup_by_key(|at| at.slot);
    covers
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
                chosen = die_clicked(&mut focus, &obs, &legal, die, &mut cues)
            }
            KnackerInput::Digit(at) => chosen = digit_clicked(&mut focus, &legal, &on_table, at),
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
            KnackerInput::FocusDie(step) => focus_next_die(&mut focus, &on_table, step),
            KnackerInput::FocusTarget(step) => {
                if let Some(die) = focus.die {
                    let n = uses_of(&obs, &legal, die).len().max(1);
                    focus.target =
                        (focus.target as isize + isize::from(step)).rem_euclid(n as isize) as usize;
                }
            }
            KnackerInput::Place => chosen = place_focused(&mut focus, &obs, &legal, &on_table),
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

/// A die clicked: set aside at once when it has one use (or several equal digits on one
/// card), else picked up to choose the digit; a die of no use says why.
fn die_clicked(
    focus: &mut DiceFocus,
    obs: &Observation,
    legal: &[Action],
    die: u8,
    cues: &mut MessageWriter<crate::audio::Cue>,
) -> Option<Action> {
    let uses = uses_of(obs, legal, die);
    let slots: Vec<Option<u8>> = uses
        .iter()
        .map(|a| match a {
            Action::SetAside { cover, .. } => cover.map(|c| c.slot),
            _ => None,
        })
        .collect();
    if uses.is_empty() {
        focus.message = Some(why_not(obs, die));
        None
    } else if slots.iter().all(|s| *s == slots[0]) {
        Some(uses[0])
    } else {
        focus.picked = Some(die);
        focus.die = Some(die);
        focus.target = 0;
        focus.message = Some(words!("code-knacker-which-digit"));
        cues.write(crate::audio::Cue::Click);
        None
    }
}

/// A digit clicked: covered by the picked-up die, or by any die on the table that fits.
fn digit_clicked(
    focus: &mut DiceFocus,
    legal: &[Action],
    on_table: &[u8],
    at: DigitRef,
) -> Option<Action> {
    let wanted = |die: u8| Action::SetAside {
        die,
        cover: Some(at),
    };
    let by_picked = focus.picked.map(wanted).filter(|a| legal.contains(a));
    let by_any = on_table
        .iter()
        .map(|&d| wanted(d))
        .find(|a| legal.contains(a));
    let action = by_picked.or(by_any);
    if action.is_none() {
        focus.message = Some(words!("code-knacker-no-die-covers"));
    }
    action
}

/// The keyboard's focus to the next (or previous) die on the table.
fn focus_next_die(focus: &mut DiceFocus, on_table: &[u8], step: i8) {
    if on_table.is_empty() {
        return;
    }
    let at = focus
        .die
        .and_then(|d| on_table.iter().position(|&x| x == d))
        .map_or(0, |i| {
            (i as isize + isize::from(step)).rem_euclid(on_table.len() as isize) as usize
        });
    focus.die = Some(on_table[at]);
    focus.target = 0;
}

/// The focused die set aside on the focused digit; a focused die already set aside passes
/// the focus to the first one left.
fn place_focused(
    focus: &mut DiceFocus,
    obs: &Observation,
    legal: &[Action],
    on_table: &[u8],
) -> Option<Action> {
    let die = focus
        .die
        .filter(|d| on_table.contains(d))
        .or(on_table.first().copied())?;
    let uses = uses_of(obs, legal, die);
    let action = uses
        .get(focus.target.min(uses.len().saturating_sub(1)))
        .copied();
    if action.is_none() {
        focus.message = Some(why_not(obs, die));
    }
    action
}

/// A hint being worked out.
#[derive(Resource)]
struct HintTask(Task<Advice>);

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

#[cfg(test)]
mod tests {
    use super::*;
    use codebreakers_code_knacker::deck::{card, cards};
    use codebreakers_code_knacker::{Die, Phase, Slot};
    use codebreakers_kernel::SeatId;

    /// A card of the deck whose code holds `digit` `times` times.
    fn card_with(digit: u8, times: usize) -> u8 {
        let found = cards()
            .iter()
            .position(|c| c.code.iter().filter(|&&d| d == digit).count() == times)
            .expect("the deck has such a card");
        found as u8
    }

    #[test]
    fn a_die_covers_one_digit_a_safe_however_often_it_shows_there() {
        let twice = card_with(3, 2);
        let once = card_with(3, 1);
        let slot = |id: u8| {
            Some(Slot {
                card: id,
                covered: vec![false; card(id).code.len()],
            })
        };
        let mut dice = [Die::default(); DICE];
        for die in &mut dice {
            die.face = Some(Face::Digit(1));
        }
        dice[0].face = Some(Face::Digit(3));
        let obs = Observation {
            seat: SeatId(0),
            current: SeatId(0),
            phase: Phase::Choosing,
            display: vec![slot(twice), None, slot(once)],
            stock: 10,
            dice,
            aside_since_roll: 0,
            deck_len: 20,
            taken: vec![vec![], vec![]],
            removed: vec![],
            final_turn: false,
            turn: 1,
        };
        let covers = safes_to_cover(&obs, &obs.legal_actions(), 0);
        let slots: Vec<u8> = covers.iter().map(|at| at.slot).collect();
        assert_eq!(slots, [0, 2]);
        for at in covers {
            let code = &card(obs.display[usize::from(at.slot)].as_ref().unwrap().card).code;
            assert_eq!(code[usize::from(at.digit)], 3);
        }
    }
}
