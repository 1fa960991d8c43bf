//! The player's inputs at the Code Breaker board: the row (or code) being composed, the
//! keyboard and gamepad path into it, the hint, and the refusals shown where the player looks.
//! The pointer's inputs come from [`super::table`].

use crate::input::TableAction;
use crate::session::{GameId, InPlay, Paused, Screen};
use crate::table::turn::TurnPhase;
use crate::table::{Happened, Match, ShowsRefusals, Submit, show_refusals};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, futures_lite::future};
use codebreakers_code_breaker::bots::hard_player_guess;
use codebreakers_code_breaker::{Action, CODE_LENGTH, Code, CodeBreaker, Mode, Peg, Phase, Role};
use codebreakers_kernel::{Words, words};
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Draft>()
        .add_message::<DraftEdit>()
        .add_systems(OnEnter(Screen::Playing), reset_draft)
        .add_systems(
            Update,
            (
                keyboard_edits
                    .run_if(in_state(TurnPhase::AwaitingHuman).and_then(in_state(Paused::No))),
                apply_draft_edits,
                finish_hint,
                show_refusals::<CodeBreaker, Draft>,
                clear_draft_after_play,
            )
                .chain()
                .run_if(in_state(InPlay::Game(GameId::CodeBreaker))),
        );
}

/// The row (or hidden code) a human is composing, before it is submitted.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Draft {
    pub holes: [Option<Peg>; CODE_LENGTH],
    /// The hole the keyboard or gamepad works on.
    pub focus: usize,
    /// The palette colour the keyboard or gamepad places.
    pub choice: Peg,
    /// Why the last submission was not accepted, or the hint's note (rendered when drawn).
    pub message: Option<Words>,
}

impl Default for Draft {
    fn default() -> Self {
        Draft {
            holes: [None; CODE_LENGTH],
            focus: 0,
            choice: Peg::Black,
            message: None,
        }
    }
}

impl Draft {
    /// The code, once every hole holds a peg (or the empty-hole marker).
    pub fn code(&self) -> Option<Code> {
        let mut pegs = [Peg::Empty; CODE_LENGTH];
        for (peg, hole) in pegs.iter_mut().zip(self.holes) {
            *peg = hole?;
        }
        Some(Code(pegs))
    }

    /// A finger's tap on `hole` of the row in the sheet: the hole the palette fills next
    /// (the focus) is emptied if it holds a peg; any other becomes the next to fill.
    pub fn hole_tapped(&self, hole: usize) -> DraftEdit {
        if hole == self.focus && self.holes[hole].is_some() {
            DraftEdit::Clear(hole)
        } else {
            DraftEdit::Focus(hole)
        }
    }

    fn next_open_hole(&self, from: usize) -> Option<usize> {
        (0..CODE_LENGTH)
            .map(|k| (from + k) % CODE_LENGTH)
            .find(|&i| self.holes[i].is_none())
    }
}

/// A change to the draft, from the keyboard, a gamepad or the mouse.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DraftEdit {
    /// Put a peg into a hole (replacing what was there).
    Put(usize, Peg),
    /// Put a peg into the focused hole and move the focus to the next open one.
    FillNext(Peg),
    /// Take the peg out of a hole.
    Clear(usize),
    /// Move a peg from one hole to another (swapping with what is there).
    Move(usize, usize),
    /// Empty every hole.
    ClearAll,
    Focus(usize),
    Choose(Peg),
    /// Submit the row, or hide the code.
    Submit,
    /// Fill the row with the hard solver's guess.
    Hint,
}

fn reset_draft(mut draft: ResMut<Draft>) {
    *draft = Draft::default();
}

/// Which pegs the palette offers in this mode: the 8 colours, and the empty hole in the
/// advanced game.
pub fn palette(mode: Mode) -> &'static [Peg] {
    mode.pegs()
}

/// Keyboard and gamepad: number keys place a colour, arrows move the focus and the
/// chosen colour, Space places it, Backspace removes, Enter submits, H asks for a hint.
fn keyboard_edits(
    actions: Single<&ActionState<TableAction>>,
    table: Res<Match<CodeBreaker>>,
    draft: Res<Draft>,
    mut edits: MessageWriter<DraftEdit>,
) {
    let pegs = palette(table.view().mode);
    for (i, action) in TableAction::COLOURS.iter().enumerate() {
        if actions.just_pressed(action)
            && let Some(&peg) = pegs.get(i)
        {
            edits.write(DraftEdit::FillNext(peg));
        }
    }
    let step = |delta: isize, len: usize, at: usize| {
        ((at as isize + delta).rem_euclid(len as isize)) as usize
    };
    if actions.just_pressed(&TableAction::FocusLeft) {
        edits.write(DraftEdit::Focus(step(-1, CODE_LENGTH, draft.focus)));
    }
    if actions.just_pressed(&TableAction::FocusRight) {
        edits.write(DraftEdit::Focus(step(1, CODE_LENGTH, draft.focus)));
    }
    let chosen = pegs.iter().position(|&p| p == draft.choice).unwrap_or(0);
    if actions.just_pressed(&TableAction::ChoiceUp) {
        edits.write(DraftEdit::Choose(pegs[step(-1, pegs.len(), chosen)]));
    }
    if actions.just_pressed(&TableAction::ChoiceDown) {
        edits.write(DraftEdit::Choose(pegs[step(1, pegs.len(), chosen)]));
    }
    if actions.just_pressed(&TableAction::Place) {
        edits.write(DraftEdit::FillNext(draft.choice));
    }
    if actions.just_pressed(&TableAction::Remove) {
        let at = if draft.holes[draft.focus].is_some() {
            draft.focus
        } else {
            step(-1, CODE_LENGTH, draft.focus)
        };
        edits.write(DraftEdit::Clear(at));
    }
    if actions.just_pressed(&TableAction::Submit) {
        edits.write(DraftEdit::Submit);
    }
    if actions.just_pressed(&TableAction::Hint) {
        edits.write(DraftEdit::Hint);
    }
}

/// Applies draft edits; a submission goes to the turn machine only if the rules accept it,
/// otherwise the player is told why.
impl Draft {
    /// Puts `peg` in `hole`: the chosen colour follows it, and the focus goes on to the
    /// next open hole.
    fn place(&mut self, hole: usize, peg: Peg) {
        self.holes[hole] = Some(peg);
        self.choice = peg;
        self.focus = self.next_open_hole(hole).unwrap_or(hole);
        self.message = None;
    }

    /// Changes the row being made up as `edit` says (one that does not fit changes
    /// nothing); whether a peg went in or moved.
    fn edit(&mut self, edit: DraftEdit) -> bool {
        match edit {
            DraftEdit::Put(hole, peg) if hole < CODE_LENGTH => self.place(hole, peg),
            // Into the focused hole (which follows the next open hole as pegs go in).
            DraftEdit::FillNext(peg) => self.place(self.focus, peg),
            DraftEdit::Clear(hole) if hole < CODE_LENGTH => {
                self.holes[hole] = None;
                self.focus = hole;
                self.message = None;
                return false;
            }
            DraftEdit::Move(from, to) if from < CODE_LENGTH && to < CODE_LENGTH => {
                self.holes.swap(from, to);
                self.focus = to;
            }
            DraftEdit::ClearAll => {
                *self = Draft {
                    choice: self.choice,
                    ..Draft::default()
                };
                return false;
            }
            DraftEdit::Focus(hole) if hole < CODE_LENGTH => {
                self.focus = hole;
                return false;
            }
            DraftEdit::Choose(peg) => {
                self.choice = peg;
                return false;
            }
            _ => return false,
        }
        true
    }
}

fn apply_draft_edits(
    mut commands: Commands,
    mut edits: MessageReader<DraftEdit>,
    mut draft: ResMut<Draft>,
    table: Res<Match<CodeBreaker>>,
    phase: Res<State<TurnPhase>>,
    mut submit: MessageWriter<Submit<CodeBreaker>>,
    mut cues: MessageWriter<crate::audio::Cue>,
) {
    let Some(seat) = table
        .acting_human()
        .filter(|_| *phase.get() == TurnPhase::AwaitingHuman)
    else {
        edits.clear();
        return;
    };
    let pending: Vec<DraftEdit> = edits.read().copied().collect();
    for edit in pending {
        match edit {
            DraftEdit::Submit => {
                let Some(code) = draft.code() else {
                    let open = draft.holes.iter().filter(|h| h.is_none()).count();
                    draft.message = Some(match table.view().mode {
                        Mode::Standard => words!("code-breaker-fill-every-hole", count = open),
                        Mode::Advanced => {
                            words!("code-breaker-fill-every-hole-advanced", count = open)
                        }
                    });
                    continue;
                };
                let action = match table.view().phase {
                    Phase::SettingCode => Action::SetCode(code),
                    _ => Action::Guess(code),
                };
                // One submission a frame: a key and a button pressed together count once.
                submit.write(Submit { seat, action });
                break;
            }
            DraftEdit::Hint => {
                let observation = table.view();
                if observation.role != Role::Breaker || observation.phase != Phase::Guessing {
                    draft.message = Some(words!("code-breaker-hint-breaker-only"));
                    continue;
                }
                // The solver may take a moment late in an advanced round: it thinks off the
                // main thread and the row fills in when it is done.
                let (mode, rows) = (observation.mode, observation.rows.clone());
                let task = AsyncComputeTaskPool::get()
                    .spawn(async move { hard_player_guess(mode, &rows) });
                commands.insert_resource(HintTask(task));
                draft.message = Some(words!("code-breaker-hint-thinking"));
            }
            edit => {
                if draft.edit(edit) {
                    cues.write(crate::audio::Cue::PegPlaced);
                }
            }
        }
    }
}

/// A hint being worked out.
#[derive(Resource)]
struct HintTask(Task<Option<Code>>);

/// Fills the row with the hint once the solver has it (if the row is still being composed).
fn finish_hint(
    mut commands: Commands,
    task: Option<ResMut<HintTask>>,
    mut draft: ResMut<Draft>,
    phase: Res<State<TurnPhase>>,
) {
    let Some(mut task) = task else { return };
    let Some(guess) = block_on(future::poll_once(&mut task.0)) else {
        return;
    };
    commands.remove_resource::<HintTask>();
    if let (Some(guess), TurnPhase::AwaitingHuman) = (guess, phase.get()) {
        draft.holes = guess.0.map(Some);
        draft.focus = 0;
        draft.message = Some(words!("code-breaker-hint-ready"));
    }
}

impl ShowsRefusals for Draft {
    fn refusal(&mut self) -> &mut Option<Words> {
        &mut self.message
    }
}

/// A played row or a hidden code empties the draft and drops a pending hint.
fn clear_draft_after_play(
    mut commands: Commands,
    mut happened: MessageReader<Happened<CodeBreaker>>,
    mut draft: ResMut<Draft>,
) {
    if happened.read().count() > 0 {
        // A hint still being worked out was for the row just played.
        commands.remove_resource::<HintTask>();
        *draft = Draft {
            choice: draft.choice,
            ..Draft::default()
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tapped_hole_is_filled_next_and_tapped_again_emptied() {
        let mut draft = Draft::default();
        for peg in [Peg::Red, Peg::Green, Peg::Blue, Peg::Yellow, Peg::Black] {
            draft.edit(DraftEdit::FillNext(peg));
        }
        // The row is full; its first hole is tapped: the palette fills it next.
        let first = draft.hole_tapped(0);
        assert_eq!(first, DraftEdit::Focus(0));
        draft.edit(first);
        // Tapped again, it is emptied, and the next colour goes there.
        let again = draft.hole_tapped(0);
        assert_eq!(again, DraftEdit::Clear(0));
        draft.edit(again);
        assert_eq!(draft.holes[0], None);
        assert!(draft.code().is_none());
        draft.edit(DraftEdit::FillNext(Peg::White));
        assert_eq!(draft.holes[0], Some(Peg::White));
        // An empty hole tapped twice stays the next to fill.
        draft.edit(DraftEdit::Clear(3));
        draft.edit(DraftEdit::Focus(2));
        assert_eq!(draft.hole_tapped(3), DraftEdit::Focus(3));
        draft.edit(DraftEdit::Focus(3));
        assert_eq!(draft.hole_tapped(3), DraftEdit::Focus(3));
    }
}
