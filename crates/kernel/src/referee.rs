//! One match's referee, the same at one screen and on a server: its [`Timeline`] (the state it
//! began in, every action with what it caused, the state now), who plays each seat (a human,
//! or a computer seeded from the match's seeds), who resigned, who decides now, how the match
//! ended, and what a seat may take back (`docs/architecture.md`, "One referee"). The app and
//! the server each add only where the match is kept and who is told what.

use crate::game::{Bot, Game, Outcome};
use crate::log::ReplayError;
use crate::seat::{BotLevel, SeatId, SeatKind};
use crate::seeds::MatchSeeds;
use crate::undo::{Played, Timeline};
use crate::words::{ToWords, Words};
use std::fmt;

/// A computer player, `Send` so that it may think on another thread.
pub type BoxedBot<G> = Box<dyn Bot<G> + Send + Sync>;

/// How a game makes its computer player of a level, seeded (the registry's `Registered::bot`).
pub type BotMaker<G> = fn(BotLevel, u64) -> BoxedBot<G>;

/// The level of the computer that plays on for a seat that resigned from a match of three or
/// more.
pub const STAND_IN: BotLevel = BotLevel::Normal;

/// Why the referee refused an action: the rules, or the match around them.
#[derive(Clone, Debug, PartialEq)]
pub enum Refused<E> {
    /// The rules said no.
    Rules(E),
    /// The match is over: its rules ended it, or a resignation did.
    Over,
    /// The seat resigned: from then on only the computer standing in for it plays it.
    Resigned(SeatId),
}

impl<E: fmt::Display> fmt::Display for Refused<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::Rules(error) => error.fmt(f),
            Refused::Over => write!(f, "the match is over"),
            Refused::Resigned(seat) => {
                write!(f, "{seat} has resigned: it plays no more in this match")
            }
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for Refused<E> {}

impl<E: ToWords> ToWords for Refused<E> {
    fn words(&self) -> Words {
        match self {
            Refused::Rules(error) => error.words(),
            Refused::Over => Words::new("refused-match-over"),
            Refused::Resigned(_) => Words::new("refused-resigned"),
        }
    }
}

/// What applying an action gives: the events it caused, or why it was refused.
pub type Applied<'a, G> = Result<&'a [<G as Game>::Event], Refused<<G as Game>::Error>>;

/// One action as the referee keeps it, beside the timeline's: who really chose it, and who
/// was to decide after it. Eight bytes, none on the heap: a server keeps one per action of
/// every match it serves.
#[derive(Clone, Copy, Debug)]
struct Kept {
    /// A computer chose it for a human's seat (the clock's move when time ran out, or the
    /// stand-in of a seat that resigned): its seat may not take it back.
    stood_in: bool,
    /// The seats to decide after it, one bit each.
    deciding: Seats,
}

/// A set of seats, one bit each (no game seats more than 32).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Seats(u32);

impl Seats {
    fn of(seats: &[SeatId]) -> Self {
        Seats(
            seats
                .iter()
                .filter(|seat| seat.0 < 32)
                .fold(0, |bits, seat| bits | 1 << seat.0),
        )
    }

    fn contains(self, seat: usize) -> bool {
        seat < 32 && self.0 & (1 << seat) != 0
    }
}

/// The referee of one match.
pub struct Referee<G: Game> {
    timeline: Timeline<G>,
    seats: Vec<SeatKind>,
    resigned: Vec<bool>,
    kept: Vec<Kept>,
    seeds: MatchSeeds,
    /// None in a test's match of humans ([`Referee::of_humans`]).
    make_bot: Option<BotMaker<G>>,
    /// One per seat a computer plays; out while it thinks ([`Referee::take_bot`]).
    bots: Vec<Option<BoxedBot<G>>>,
}

impl<G: Game> fmt::Debug for Referee<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Referee")
            .field("timeline", &self.timeline)
            .field("seats", &self.seats)
            .field("resigned", &self.resigned)
            .finish_non_exhaustive()
    }
}

impl<G: Game> Referee<G> {
    /// A match about to begin in `start`, its seats played as `seats` say, each computer
    /// made by `make_bot` with its seat's seed of `seeds` ([`MatchSeeds::bot_seed`]).
    pub fn new(start: G, seats: Vec<SeatKind>, seeds: MatchSeeds, make_bot: BotMaker<G>) -> Self {
        Self::resume(Timeline::new(start), seats, seeds, make_bot)
    }

    /// A match taken up where `timeline` stands (a save resumed, a lesson's earlier step):
    /// every action in it its seat's own choice.
    pub fn resume(
        timeline: Timeline<G>,
        seats: Vec<SeatKind>,
        seeds: MatchSeeds,
        make_bot: BotMaker<G>,
    ) -> Self {
        let mut referee = Self::of_humans(timeline);
        referee.seats = seats;
        referee.resigned = vec![false; referee.seats.len()];
        referee.seeds = seeds;
        referee.make_bot = Some(make_bot);
        referee.bots = referee
            .seats
            .iter()
            .enumerate()
            .map(|(index, kind)| match kind {
                SeatKind::Computer(level) => {
                    Some(make_bot(*level, seeds.bot_seed(SeatId(index as u8))))
                }
                SeatKind::Human => None,
            })
            .collect();
        referee
    }

    /// A match of humans only where `timeline` stands: for tests of the rules' contracts.
    pub fn of_humans(timeline: Timeline<G>) -> Self {
        let mut state = timeline.start().clone();
        let kept = timeline
            .steps()
            .iter()
            .map(|step| {
                // Every step was applied to this very state before: the rules are deterministic.
                let replayed = state.apply(step.seat, &step.action);
                debug_assert!(replayed.is_ok(), "a recorded action replays");
                Kept {
                    stood_in: false,
                    deciding: Seats::of(&state.to_decide()),
                }
            })
            .collect();
        let seats = vec![SeatKind::Human; timeline.state().seat_count()];
        Referee {
            resigned: vec![false; seats.len()],
            bots: seats.iter().map(|_| None).collect(),
            kept,
            timeline,
            seats,
            seeds: MatchSeeds::from(0),
            make_bot: None,
        }
    }

    /// The match so far.
    pub fn timeline(&self) -> &Timeline<G> {
        &self.timeline
    }

    /// The state now.
    pub fn state(&self) -> &G {
        self.timeline.state()
    }

    /// Every action so far, with its events.
    pub fn steps(&self) -> &[Played<G>] {
        self.timeline.steps()
    }

    /// How many actions have been played.
    pub fn len(&self) -> usize {
        self.timeline.len()
    }

    pub fn is_empty(&self) -> bool {
        self.timeline.is_empty()
    }

    /// Who plays each seat.
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// The seeds the match's computers were made with.
    pub fn seeds(&self) -> MatchSeeds {
        self.seeds
    }

    fn is_human(&self, seat: SeatId) -> bool {
        self.seats
            .get(seat.index())
            .is_some_and(|kind| kind.is_human())
    }

    /// Whether `seat` has resigned.
    pub fn has_resigned(&self, seat: SeatId) -> bool {
        self.resigned.get(seat.index()).copied().unwrap_or(false)
    }

    /// The seats that resigned, in seat order.
    pub fn resigned(&self) -> Vec<SeatId> {
        (0..self.seats.len())
            .map(|index| SeatId(index as u8))
            .filter(|&seat| self.has_resigned(seat))
            .collect()
    }

    /// Whether a resignation ended the match before its rules did: at two seats, one
    /// resigning ends it (at more, a computer plays on for the seat).
    pub fn ended_by_resignation(&self) -> bool {
        self.seats.len() <= 2 && self.resigned.contains(&true) && self.state().outcome().is_none()
    }

    /// How the match ended, once it has: by its rules, or by a resignation (every seat but
    /// the resigned wins, on the scores as they stood).
    pub fn outcome(&self) -> Option<Outcome> {
        if self.ended_by_resignation() {
            return Some(Outcome::by_resignation(
                self.state().scores_now(),
                &self.resigned(),
            ));
        }
        self.state().outcome()
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The seats that must decide now: none once the match is over.
    pub fn to_decide(&self) -> Vec<SeatId> {
        if self.ended_by_resignation() {
            return Vec::new();
        }
        self.state().to_decide()
    }

    /// Applies `action`, chosen by `seat`'s own player (a human, or the computer of a
    /// computer's seat), if the match goes on, the seat has not resigned and the rules
    /// allow it; else it changes nothing.
    pub fn apply(&mut self, seat: SeatId, action: G::Action) -> Applied<'_, G> {
        if self.has_resigned(seat) {
            return Err(Refused::Resigned(seat));
        }
        self.push(seat, action, false)
    }

    /// Applies `action` chosen for a human's `seat` by a computer: the clock's move when its
    /// time ran out, or the stand-in's of a seat that resigned. Its seat may not take it back.
    pub fn apply_stood_in(&mut self, seat: SeatId, action: G::Action) -> Applied<'_, G> {
        let stood_in = self.is_human(seat);
        self.push(seat, action, stood_in)
    }

    fn push(&mut self, seat: SeatId, action: G::Action, stood_in: bool) -> Applied<'_, G> {
        if self.is_over() {
            return Err(Refused::Over);
        }
        self.timeline.apply(seat, action).map_err(Refused::Rules)?;
        self.kept.push(Kept {
            stood_in,
            deciding: Seats::of(&self.timeline.state().to_decide()),
        });
        Ok(&self.timeline.steps().last().expect("just applied").events)
    }

    /// An action as it was once applied (a stored match read again): `stood_in` as it was
    /// then. Only the rules may refuse it: a resignation kept later, say, does not.
    pub fn replay(
        &mut self,
        seat: SeatId,
        action: G::Action,
        stood_in: bool,
    ) -> Result<&[G::Event], ReplayError<G::Error>> {
        let index = self.len();
        let kept = action.clone();
        self.timeline
            .apply(seat, action)
            .map_err(|error| ReplayError {
                index,
                seat,
                action: serde_json::to_string(&kept).unwrap_or_default(),
                error,
            })?;
        self.kept.push(Kept {
            stood_in: stood_in && self.is_human(seat),
            deciding: Seats::of(&self.timeline.state().to_decide()),
        });
        Ok(&self.timeline.steps().last().expect("just applied").events)
    }

    /// Whether the computer, not the seat's player, chose the action at `index`.
    pub fn stood_in(&self, index: usize) -> bool {
        self.kept.get(index).is_some_and(|kept| kept.stood_in)
    }

    /// `seat` resigns, if the match goes on and it had not: at two seats the match ends; at
    /// more, a computer of level [`STAND_IN`] plays the seat from now on.
    pub fn resign(&mut self, seat: SeatId) -> Result<(), Refused<G::Error>> {
        if self.has_resigned(seat) {
            return Err(Refused::Resigned(seat));
        }
        if self.is_over() {
            return Err(Refused::Over);
        }
        self.mark_resigned(seat);
        Ok(())
    }

    /// Marks `seat` resigned whatever the match's state (a stored match read again, whose
    /// resignation was refereed when it was made).
    pub fn mark_resigned(&mut self, seat: SeatId) {
        let Some(resigned) = self.resigned.get_mut(seat.index()) else {
            return;
        };
        *resigned = true;
        if self.seats.len() > 2
            && self.is_human(seat)
            && let Some(make_bot) = self.make_bot
        {
            self.bots[seat.index()] = Some(make_bot(STAND_IN, self.seeds.bot_seed(seat)));
        }
    }

    /// How many of its last actions `seat` may take back now: its own run at the end of the
    /// match, each one the rules let go back ([`Game::revocable`]) and none a computer chose
    /// for it; none once it resigned or the match is over.
    pub fn revocable(&self, seat: SeatId) -> usize {
        if self.is_over() || self.has_resigned(seat) {
            return 0;
        }
        self.steps()
            .iter()
            .zip(&self.kept)
            .rev()
            .take_while(|(step, kept)| {
                step.seat == seat
                    && !kept.stood_in
                    && G::revocable(step.seat, &step.action, &step.events)
            })
            .count()
    }

    /// Takes back `seat`'s last `count` actions (at most [`Referee::revocable`]; fewer are
    /// taken back if fewer may be). Returns how many went back.
    pub fn take_back(&mut self, seat: SeatId, count: usize) -> usize {
        let count = count.min(self.revocable(seat));
        if count > 0 {
            self.rewind(self.len() - count);
        }
        count
    }

    /// Keeps only the first `index` actions, whatever they were (a replay stepping back, a
    /// write that failed undone). Play takes back through [`Referee::take_back`].
    pub fn rewind(&mut self, index: usize) {
        self.timeline.rewind(index);
        self.kept.truncate(index);
    }

    /// For each seat, how many actions had been played when it last came to decide (0 from
    /// the start): where a clock counting its move starts. A seat still to decide after its
    /// own action keeps its moment: a move is all it decides until it no longer is.
    pub fn came_to_decide(&self) -> Vec<usize> {
        let mut came = vec![0; self.seats.len()];
        let mut before = Seats::of(&self.timeline.start().to_decide());
        for (index, kept) in self.kept.iter().enumerate() {
            for (seat, came) in came.iter_mut().enumerate() {
                if kept.deciding.contains(seat) && !before.contains(seat) {
                    *came = index + 1;
                }
            }
            before = kept.deciding;
        }
        came
    }

    /// The first seat to decide now that a computer plays (its own, or a stand-in).
    pub fn computer_to_play(&self) -> Option<SeatId> {
        self.to_decide()
            .into_iter()
            .find(|seat| self.bots.get(seat.index()).is_some_and(Option::is_some))
    }

    /// Whether a computer plays `seat` (its own, or a stand-in), thinking or not.
    pub fn computer_plays(&self, seat: SeatId) -> bool {
        matches!(self.seats.get(seat.index()), Some(SeatKind::Computer(_)))
            || (self.has_resigned(seat) && self.seats.len() > 2)
    }

    /// The computer of `seat`, taken out to think on another thread, with what it decides
    /// from: its seat's observation alone. Give it back with [`Referee::give_back_bot`].
    pub fn take_bot(&mut self, seat: SeatId) -> Option<(BoxedBot<G>, G::Observation)> {
        let bot = self.bots.get_mut(seat.index())?.take()?;
        Some((bot, self.state().observe(seat)))
    }

    /// The computer of `seat` back from thinking (or another in its place: a lesson's script).
    pub fn give_back_bot(&mut self, seat: SeatId, bot: BoxedBot<G>) {
        if let Some(slot) = self.bots.get_mut(seat.index()) {
            *slot = Some(bot);
        }
    }

    /// A computer of `level` of its own for one move of `seat`, seeded by the seat and the
    /// move: the clock's, when a human's time runs out.
    pub fn bot_for_this_move(&self, seat: SeatId, level: BotLevel) -> Option<BoxedBot<G>> {
        let seed =
            self.seeds.bot_seed(seat) ^ (self.len() as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        Some((self.make_bot?)(level, seed))
    }
}

/// Checks `referee` against the contract of taking back, for tests: if its last action may
/// be taken back by its seat, the chance stream (a state's `chance` field, when it has one)
/// is as before it, taking it back gives the state before it, and playing it again gives
/// the state after it; if it may not, taking it back changes nothing. `Err` says what broke.
pub fn check_referee_take_back<G: Game + PartialEq>(referee: &Referee<G>) -> Result<(), String> {
    let Some(last) = referee.steps().last().cloned() else {
        return Ok(());
    };
    let mut undone = Referee::of_humans(referee.timeline.clone());
    undone.seats.clone_from(&referee.seats);
    undone.kept.clone_from(&referee.kept);
    undone.resigned.clone_from(&referee.resigned);
    if referee.revocable(last.seat) == 0 {
        if undone.take_back(last.seat, 1) != 0 || undone.state() != referee.state() {
            return Err(format!("{:?} is not revocable but went back", last.action));
        }
        return Ok(());
    }
    let before = referee.timeline.state_at(referee.len() - 1);
    let chance = |state: &G| {
        serde_json::to_value(state)
            .ok()
            .map(|v| v["chance"].clone())
    };
    if chance(&before) != chance(referee.state()) {
        return Err(format!("{:?} is revocable but drew chance", last.action));
    }
    if undone.take_back(last.seat, 1) != 1 {
        return Err(format!(
            "{:?} is revocable but was not taken back",
            last.action
        ));
    }
    if *undone.state() != before {
        return Err(format!(
            "taking back {:?} is not the state before it",
            last.action
        ));
    }
    undone
        .apply(last.seat, last.action.clone())
        .map_err(|e| format!("{:?} taken back is refused again: {e}", last.action))?;
    if undone.state() != referee.state() {
        return Err(format!(
            "{:?} taken back and taken again differs",
            last.action
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chance::Chance;
    use crate::toy::{Toy, ToyAction, roller};
    use ToyAction::{Note, Roll};

    fn referee(seats: &[SeatKind]) -> Referee<Toy> {
        let start = Toy::setup(&(), seats.len(), Chance::seeded(5)).unwrap();
        Referee::new(start, seats.to_vec(), MatchSeeds::from(9), roller)
    }

    const HUMAN: SeatKind = SeatKind::Human;
    const COMPUTER: SeatKind = SeatKind::Computer(BotLevel::Hard);

    #[test]
    fn a_computer_seat_plays_from_its_observation_and_its_bot_comes_back() {
        let mut r = referee(&[HUMAN, COMPUTER]);
        assert_eq!(r.computer_to_play(), None, "the human decides first");
        r.apply(SeatId(0), Roll).unwrap();
        assert_eq!(r.computer_to_play(), Some(SeatId(1)));
        let (mut bot, observation) = r.take_bot(SeatId(1)).unwrap();
        assert_eq!(r.computer_to_play(), None, "its bot is out thinking");
        let action = bot.decide(&observation);
        r.give_back_bot(SeatId(1), bot);
        r.apply(SeatId(1), action).unwrap();
        assert_eq!(r.to_decide(), [SeatId(0)]);
        assert!(r.computer_plays(SeatId(1)) && !r.computer_plays(SeatId(0)));
    }

    #[test]
    fn a_refused_action_changes_nothing() {
        let mut r = referee(&[HUMAN, HUMAN]);
        let before = r.state().clone();
        assert!(matches!(
            r.apply(SeatId(1), Note(3)),
            Err(Refused::Rules(_))
        ));
        assert_eq!((r.state(), r.len()), (&before, 0));
    }

    #[test]
    fn at_two_seats_a_resignation_ends_the_match_and_nothing_more_is_played() {
        let mut r = referee(&[HUMAN, HUMAN]);
        r.apply(SeatId(0), Note(1)).unwrap();
        r.resign(SeatId(0)).unwrap();
        let outcome = r.outcome().expect("over");
        assert_eq!(outcome.winners, [SeatId(1)]);
        assert!(r.to_decide().is_empty());
        assert_eq!(
            r.apply(SeatId(0), Roll).unwrap_err(),
            Refused::Resigned(SeatId(0))
        );
        assert_eq!(r.apply(SeatId(1), Roll).unwrap_err(), Refused::Over);
        assert_eq!(r.resign(SeatId(1)).unwrap_err(), Refused::Over);
        assert_eq!(
            r.revocable(SeatId(0)),
            0,
            "nothing goes back once it is over"
        );
    }

    #[test]
    fn at_three_seats_a_stand_in_plays_a_resigned_seat_and_its_moves_stay() {
        let mut r = referee(&[HUMAN, HUMAN, HUMAN]);
        r.apply(SeatId(0), Roll).unwrap();
        r.resign(SeatId(1)).unwrap();
        assert!(!r.is_over());
        assert_eq!(r.computer_to_play(), Some(SeatId(1)), "the stand-in");
        assert_eq!(
            r.apply(SeatId(1), Note(2)).unwrap_err(),
            Refused::Resigned(SeatId(1))
        );
        let (mut bot, observation) = r.take_bot(SeatId(1)).unwrap();
        r.apply_stood_in(SeatId(1), bot.decide(&observation))
            .unwrap();
        assert!(r.stood_in(1) && !r.stood_in(0));
        assert_eq!(r.resigned(), [SeatId(1)]);
    }

    #[test]
    fn only_a_seats_own_run_of_revocable_actions_chosen_by_it_goes_back() {
        let mut r = referee(&[HUMAN, HUMAN]);
        r.apply(SeatId(0), Note(1)).unwrap();
        r.apply(SeatId(0), Note(2)).unwrap();
        assert_eq!(r.revocable(SeatId(0)), 2);
        assert_eq!(r.revocable(SeatId(1)), 0);
        // The clock's computer plays seat 0's next note: that one stays.
        r.apply_stood_in(SeatId(0), Note(3)).unwrap();
        assert_eq!(r.revocable(SeatId(0)), 0);
        r.apply(SeatId(0), Note(4)).unwrap();
        assert_eq!(
            r.take_back(SeatId(0), 5),
            1,
            "at most its own since the stand-in"
        );
        assert_eq!(r.state().notes, [1, 2, 3]);
        check_referee_take_back(&r).unwrap();
        r.apply(SeatId(0), Roll).unwrap();
        assert_eq!(r.revocable(SeatId(0)), 0, "a roll drew chance");
        check_referee_take_back(&r).unwrap();
    }

    #[test]
    fn a_stored_match_read_again_is_the_same_match() {
        let mut r = referee(&[HUMAN, HUMAN, HUMAN]);
        r.apply(SeatId(0), Roll).unwrap();
        r.resign(SeatId(1)).unwrap();
        r.apply_stood_in(SeatId(1), Roll).unwrap();
        r.apply(SeatId(2), Note(7)).unwrap();
        let start = r.timeline().start().clone();
        let mut again = Referee::new(start, r.seats().to_vec(), r.seeds(), roller);
        for (index, step) in r.steps().iter().enumerate() {
            again
                .replay(step.seat, step.action.clone(), r.stood_in(index))
                .unwrap();
        }
        again.mark_resigned(SeatId(1));
        assert_eq!(again.state(), r.state());
        assert_eq!(again.steps(), r.steps());
        assert_eq!(again.revocable(SeatId(2)), 1);
        assert!(again.stood_in(1));
        assert_eq!(again.came_to_decide(), r.came_to_decide());
    }

    #[test]
    fn a_seat_came_to_decide_when_its_turn_came_not_at_each_of_its_actions() {
        let mut r = referee(&[HUMAN, HUMAN]);
        assert_eq!(r.came_to_decide(), [0, 0]);
        r.apply(SeatId(0), Note(1)).unwrap();
        r.apply(SeatId(0), Roll).unwrap();
        assert_eq!(r.came_to_decide(), [0, 2]);
        r.apply(SeatId(1), Note(1)).unwrap();
        r.apply(SeatId(1), Roll).unwrap();
        assert_eq!(r.came_to_decide(), [4, 2]);
        r.take_back(SeatId(0), 1);
        assert_eq!(r.came_to_decide(), [4, 2], "a roll does not go back");
        r.rewind(1);
        assert_eq!(r.came_to_decide(), [0, 0]);
    }
}
