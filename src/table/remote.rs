//! A match refereed elsewhere: the server holds the whole game and this screen holds one
//! seat's session of it (`codebreakers_client::OnlineMatch`): the seat's observation, who
//! is to decide, the outcome, never more. The turn machine drives it as it drives a local
//! match; the other seats' moves come from the server instead of from computers here, and
//! the player's own go to it ([`Remote::act`]). Once the match is over the server gives
//! out its whole save, and the table becomes a local record of it ([`Match::finish_online`]).

pub use super::online_seat::{AppConnector, OnlineTable};
use super::online_seat::{Held, Remote, connector};
use super::play::{AppGame, GameLog, Match, Recorder, Rejected, TookBack};
use crate::records::{CurrentSave, Saves};
use crate::session::{MatchSetup, Screen, SeatChoice};
use crate::t;
use bevy::prelude::*;
use codebreakers_client::{ActError, MatchEvent, OnlineMatch};
use codebreakers_kernel::{SeatId, SeatKind, Words};
use codebreakers_protocol::{Acted, PlayerName};

/// The online match to open at the table: the server, the match's invite code, the seat's
/// token (none to watch as a spectator), and the last sequence number seen before.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct OnlineFrom {
    pub server: String,
    pub code: String,
    pub token: Option<String>,
    pub last_seq: Option<u64>,
}

/// Why the server refused to open the match the player chose (a wrong code, a seat's token
/// no longer valid), for the lobby to say.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct OnlineRefused(pub String);

/// A session waiting for the server's welcome and first view, before the table is laid.
#[derive(Resource)]
pub(crate) struct Joining<G: AppGame> {
    /// Taken out when the table is laid.
    session: Option<Held<OnlineMatch<G, AppConnector>>>,
    /// Who acted in the match, as far as the server keeps it.
    since: Vec<Acted>,
    from: OnlineFrom,
}

/// The match opened is of another game (a spectator opens a match by its code alone): the
/// lobby opens it again as that game.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct ReopenAs {
    pub game: String,
    pub from: OnlineFrom,
}

/// Opened, the log tells the match so far as the server keeps it (its last
/// [`codebreakers_protocol::View::MAX_ACTED`] actions), every seat's moves in the words a
/// move played at this screen is told in; opened again, the others' moves since the player
/// last saw it (`seen`, the last action then) under a heading of their own.
fn tell_the_match_so_far<G: AppGame>(
    log: &mut GameLog,
    acted: &[Acted],
    here: Option<SeatId>,
    seen: Option<u64>,
    names: &[String],
) {
    let mut headed = false;
    for moved in acted {
        let new = seen.is_some_and(|seen| moved.seq > seen);
        if new && !headed && Some(moved.seat) != here {
            log.lines.push(Words::new("online-since-last-visit"));
            headed = true;
        }
        let name = names.get(moved.seat.index()).map_or("", String::as_str);
        let told: Vec<Words> = events_of::<G>(moved)
            .iter()
            .filter_map(|event| G::describe(event, names))
            .collect();
        if moved.late {
            log.lines
                .push(Words::new("online-moved-late").with("name", name));
        } else if told.is_empty() {
            log.lines
                .push(Words::new("online-moved").with("name", name));
        }
        log.lines.extend(told);
    }
}

/// The events of `moved` as the server told them to this screen, read as the game's own; one
/// this build cannot read (a newer server's) is left out.
fn events_of<G: AppGame>(moved: &Acted) -> Vec<G::Event> {
    moved
        .events
        .iter()
        .filter_map(|event| serde_json::from_value(event.clone()).ok())
        .collect()
}

/// How an online match's seats are called at this table: by the names their players gave;
/// a seat without one "Player 2" or "Computer 3" (never "You": the log builds sentences on
/// the name).
pub fn online_seats(kinds: &[SeatKind], names: &[Option<PlayerName>]) -> Vec<SeatChoice> {
    kinds
        .iter()
        .enumerate()
        .map(|(i, kind)| SeatChoice {
            name: match names.get(i).cloned().flatten() {
                Some(name) => name.to_string(),
                None if kind.is_human() => t!("setup-player-name", number = i + 1),
                None => t!("online-computer-name", number = i + 1),
            },
            kind: *kind,
        })
        .collect()
}

/// Opens the session of the online match the player chose.
pub(crate) fn start_online<G: AppGame>(commands: &mut Commands, from: &OnlineFrom) {
    let connector = connector(&from.server);
    let session = match &from.token {
        // The whole match asked for, not only what is new since `last_seq`: the log tells
        // it all, the new part under its heading.
        Some(token) => OnlineMatch::seat(connector, &from.code, token, None),
        None => OnlineMatch::spectate(connector, &from.code),
    };
    commands.insert_resource(Joining::<G> {
        session: Some(Held::new(session)),
        since: Vec::new(),
        from: from.clone(),
    });
    commands.insert_resource(OnlineTable {
        server: from.server.clone(),
        code: from.code.clone(),
        ..default()
    });
}

/// Waits for the server's welcome and first view, then lays the match on the table; a
/// session the server refuses goes back to the lobby with the reason.
pub(crate) fn join<G: AppGame>(
    mut commands: Commands,
    joining: Option<ResMut<Joining<G>>>,
    mut online: ResMut<OnlineTable>,
    mut setup: ResMut<MatchSetup>,
    mut screen: ResMut<NextState<Screen>>,
    mut log: ResMut<GameLog>,
    time: Res<Time<Real>>,
) {
    let Some(mut joining) = joining else { return };
    let Joining {
        session,
        since,
        from,
    } = &mut *joining;
    let Some(held) = session.as_mut() else {
        return;
    };
    let session = held.get();
    for event in session.poll(time.elapsed()) {
        match event {
            MatchEvent::View { acted, .. } => since.extend(acted),
            MatchEvent::ConnectionLost => online.lost = true,
            MatchEvent::Back | MatchEvent::Welcome { .. } => online.lost = false,
            MatchEvent::Stopped(_) if session.game().is_some_and(|game| game != G::ID) => {
                let game = session.game().unwrap_or_default().to_string();
                commands.insert_resource(ReopenAs {
                    game,
                    from: from.clone(),
                });
                commands.remove_resource::<Joining<G>>();
                screen.set(Screen::Online);
                return;
            }
            MatchEvent::Stopped(refusal) => {
                warn!("the server refused the match {}: {}", online.code, refusal);
                commands.insert_resource(OnlineRefused(refusal.message().to_string()));
                commands.remove_resource::<Joining<G>>();
                screen.set(Screen::Online);
                return;
            }
            _ => {}
        }
    }
    let Some(view) = session.observation().cloned() else {
        return;
    };
    let seat = session.my_seat();
    let seats = online_seats(session.seats(), session.names());
    online.seat = seat;
    online.open_seats = session.open_seats().to_vec();
    setup.game = G::GAME;
    setup.seats = seats.clone();
    setup.options = session
        .options()
        .ok()
        .and_then(|options| serde_json::to_value(options).ok())
        .unwrap_or_default();
    let Some(session) = joining.session.take() else {
        return;
    };
    let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
    tell_the_match_so_far::<G>(
        &mut log,
        &joining.since,
        seat,
        joining.from.last_seq,
        &names,
    );
    let remote = Remote::opened(session, view);
    commands.remove_resource::<Joining<G>>();
    commands.insert_resource(Match::online(remote, seats));
}

/// What the session tells at the table, each frame: the other seats' moves (told in the log
/// and on the table as a computer's are), the refusal of the player's own, the connection
/// lost and back, the end (the whole save, kept among the saved matches and watched again
/// from the results).
pub(crate) fn follow_the_server<G: AppGame>(
    mut table: ResMut<Match<G>>,
    mut online: ResMut<OnlineTable>,
    mut recorder: Recorder<G>,
    (mut rejected, mut took_back): (MessageWriter<Rejected<G>>, MessageWriter<TookBack>),
    saves: Res<Saves>,
    mut commands: Commands,
    time: Res<Time<Real>>,
) {
    let Some(remote) = table.remote_mut() else {
        return;
    };
    let events = remote.poll(time.elapsed());
    let here = remote.seat();
    for event in events {
        match event {
            MatchEvent::View { acted, .. } => {
                for moved in &acted {
                    recorder.tell_remote(&table, moved.seat, moved.late, events_of::<G>(moved));
                }
            }
            MatchEvent::Refused(refusal) => {
                if let Some(seat) = here {
                    rejected.write(Rejected::new(
                        seat,
                        Words::new("online-refused").with("why", refusal.message()),
                    ));
                }
            }
            MatchEvent::ConnectionLost => online.lost = true,
            MatchEvent::Back | MatchEvent::Welcome { .. } => online.lost = false,
            MatchEvent::Ended => {
                // Who resigned, as the last view said: the results tell it (the record
                // here is the save from now on).
                if let Some(remote) = table.remote_mut() {
                    online.resigned = remote.session().resigned().to_vec();
                }
                end_here(&mut table, &mut commands, &saves, &mut recorder.log);
            }
            MatchEvent::Rematch { code, by } => {
                online.rematch = Some(code);
                online.rematch_by = by;
            }
            MatchEvent::Stopped(refusal) => online.stopped = Some(refusal.message().to_string()),
            MatchEvent::Resigned { seat } => {
                let names = table.names();
                let name = names.get(seat.index()).map_or("", String::as_str);
                recorder
                    .log
                    .lines
                    .push(Words::new("online-resigned").with("name", name));
            }
            MatchEvent::TakenBack { seat, count, .. } => {
                let names = table.names();
                let name = names.get(seat.index()).map_or("", String::as_str);
                recorder.log.lines.push(
                    Words::new("online-took-back")
                        .with("name", name)
                        .with("count", count),
                );
                // Views that keep their own picture of the table rebuild it, as after an
                // undo here.
                took_back.write(TookBack);
            }
            MatchEvent::Seated => {
                // A friend joined: the table calls them by their name from now.
                if let Some(remote) = table.remote_mut() {
                    let session = remote.session();
                    let seats = online_seats(session.seats(), session.names());
                    table.seats = seats;
                }
            }
            MatchEvent::Accepted { .. } | MatchEvent::Presence { .. } => {}
        }
    }
    if let Some(remote) = table.remote_mut() {
        online.seq = remote.seq();
        online.deadline = remote.session().deadline();
        online.open_seats = remote.session().open_seats().to_vec();
        online.present = remote.session().present().to_vec();
        online.resigned = remote.session().resigned().to_vec();
        online.revocable = remote.session().revocable();
        online.waiting_for = remote
            .to_decide()
            .iter()
            .copied()
            .filter(|&s| Some(s) != remote.seat())
            .collect();
    }
}

/// The match is over: its whole save becomes the table's record (so the results tell the
/// story, and the replay shows everything), kept among the saved matches.
fn end_here<G: AppGame>(
    table: &mut Match<G>,
    commands: &mut Commands,
    saves: &Saves,
    log: &mut GameLog,
) {
    let Some(remote) = table.remote_mut() else {
        return;
    };
    let Some(file) = remote.session().save().cloned() else {
        return;
    };
    match file.timeline::<G>() {
        Ok(timeline) => {
            let settled = file.outcome_after(timeline.state());
            table.finish_online(timeline, settled);
            match saves.new_name(&file) {
                Ok(name) => {
                    if let Err(error) = saves.write(&name, &file) {
                        warn!("the online match could not be kept: {error}");
                    }
                    commands.insert_resource(CurrentSave { name, file });
                }
                Err(error) => warn!("the online match cannot be kept: {error}"),
            }
        }
        Err(error) => {
            warn!("the online match's save does not replay here: {error}");
            log.lines.push(Words::new("online-save-unreadable"));
        }
    }
}

/// The player at an online table resigns (the pause menu's Resign, said twice).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resign;

/// Resigning goes to the server, which ends a two-seat match or plays the seat from now.
pub(crate) fn resign<G: AppGame>(
    mut asked: MessageReader<Resign>,
    mut table: ResMut<Match<G>>,
    mut log: ResMut<GameLog>,
) {
    if asked.read().count() == 0 {
        return;
    }
    if let Some(remote) = table.remote_mut()
        && let Err(error) = remote.resign()
    {
        log.lines
            .push(Words::new("online-refused").with("why", error.to_string()));
    }
}

/// The player's decision goes to the server; what cannot even be sent is refused here.
pub(crate) fn send<G: AppGame>(
    table: &mut Match<G>,
    seat: SeatId,
    action: &G::Action,
    rejected: &mut MessageWriter<Rejected<G>>,
) {
    let Some(remote) = table.remote_mut() else {
        return;
    };
    match remote.act(action) {
        Ok(()) | Err(ActError::Unanswered(_)) => {}
        Err(error) => {
            rejected.write(Rejected::new(
                seat,
                Words::new("online-refused").with("why", error.to_string()),
            ));
        }
    }
}
