//! The lobby's work and the running matches: creating a match, joining it, listing a
//! player's matches, webhooks and rematches, and finding (or recovering from the store) the
//! task of a match. Started, a hub also sends the kept notices and starts the matches whose
//! clock runs.

use crate::clock::Time;
use crate::notify::{self, Delivery, Poster, WebhookRules};
use crate::referee::{Command, MatchHandle, Rematched, Shared, Start, Taker, parse_options};
use crate::secret::{self, NoRandomness, TokenHash};
use crate::store::{Changed, MatchRecord, SeatRecord, Store};
use codebreakers_kernel::{MatchSeeds, SeatId, SetupError};
use codebreakers_protocol::{
    AskRematch, CreateMatch, Created, ErrorCode, InviteCode, JoinMatch, Joined, ListMatches,
    MatchSummary, PROTOCOL_VERSION, Refusal, SeatChoice, SetWebhook, WebhookSet,
};
use codebreakers_registry::{ForGame, GAMES, Registered, with_game};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tokio::sync::{Mutex, Notify, OnceCell, mpsc, oneshot};

/// The most tokens one list request may carry.
pub const MAX_LISTED_TOKENS: usize = 100;

/// How a hub keeps time and sends notices.
#[derive(Clone, Debug)]
pub struct HubSettings {
    pub time: Time,
    pub delivery: Delivery,
    /// Where webhooks may point.
    pub webhooks: WebhookRules,
    /// How long a match no socket holds stays in memory.
    pub idle: Duration,
    /// How often the hub looks for matches whose move is overdue and that no task of its
    /// own runs (another process that ran them died).
    pub sweep: Duration,
    /// How long a seat a socket holds here counts as present to other processes unless
    /// renewed: how soon they learn the sockets of a process that died are gone. The hub
    /// renews its leases every third of it.
    pub presence_lease: Duration,
}

impl Default for HubSettings {
    fn default() -> Self {
        HubSettings {
            time: Time::default(),
            delivery: Delivery::default(),
            webhooks: WebhookRules::default(),
            idle: Duration::from_secs(10 * 60),
            sweep: Duration::from_secs(30),
            presence_lease: Duration::from_secs(60),
        }
    }
}

/// Everything the server shares between requests.
pub struct Hub {
    store: Arc<dyn Store>,
    /// The matches in memory, by invite code: each place filled once its task is loaded.
    running: std::sync::Mutex<HashMap<String, Arc<OnceCell<MatchHandle>>>>,
    settings: HubSettings,
    /// Woken when a write keeps a notice.
    notices: Arc<Notify>,
    started: AtomicBool,
    /// The states tests dealt their matches ([`Hub::create_with_state`]), by invite code.
    dealt: Mutex<HashMap<String, Value>>,
    /// This process, as the store's presence table names it: drawn at random.
    process: Arc<str>,
}

impl From<NoRandomness> for Refusal {
    fn from(e: NoRandomness) -> Self {
        Refusal::new(ErrorCode::Internal, format!("no randomness: {}", e.0))
    }
}

fn store_failed(e: impl std::fmt::Display) -> Refusal {
    Refusal::new(ErrorCode::Internal, e.to_string())
}

fn gone() -> Refusal {
    Refusal::new(ErrorCode::Internal, "the match's task stopped")
}

/// Sends the match's task the command `command` makes with a reply, and waits for the reply.
async fn ask<T>(
    handle: &MatchHandle,
    command: impl FnOnce(oneshot::Sender<Result<T, Refusal>>) -> Command,
) -> Result<T, Refusal> {
    let (reply, answer) = oneshot::channel();
    handle
        .commands
        .send(command(reply))
        .await
        .map_err(|_| gone())?;
    answer.await.map_err(|_| gone())?
}

/// A name for this process in the store's presence table, unlike any other's: random, or
/// (without randomness) its process id and the time it started.
fn process_name() -> String {
    match secret::new_seed() {
        Ok(seed) => format!("{seed:016x}"),
        Err(_) => format!(
            "{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |since| since.as_nanos())
        ),
    }
}

/// Refuses a request of another protocol version.
pub fn check_version(version: u32) -> Result<(), Refusal> {
    if version == PROTOCOL_VERSION {
        return Ok(());
    }
    Err(Refusal::new(
        ErrorCode::UnsupportedVersion,
        format!("this server speaks protocol version {PROTOCOL_VERSION}, not {version}"),
    ))
}

/// Reads an invite code as a person typed it.
pub fn parse_code(code: &str) -> Result<InviteCode, Refusal> {
    code.parse::<InviteCode>()
        .map_err(|why| Refusal::new(ErrorCode::UnknownMatch, why))
}

fn bad_token() -> Refusal {
    Refusal::new(ErrorCode::BadToken, "this token holds no seat of any match")
}

impl Hub {
    pub fn new(store: Arc<dyn Store>) -> Self {
        Self::with_settings(store, HubSettings::default())
    }

    pub fn with_settings(store: Arc<dyn Store>, settings: HubSettings) -> Self {
        Hub {
            store,
            running: std::sync::Mutex::new(HashMap::new()),
            settings,
            notices: Arc::new(Notify::new()),
            started: AtomicBool::new(false),
            dealt: Mutex::new(HashMap::new()),
            process: process_name().into(),
        }
    }

    /// Starts the hub's own work, once: the sender of the notices (those kept from before
    /// first); the task of every match whose clock runs with a computer for late moves, so
    /// that a move that fell due while the server was down is played now; and every
    /// `sweep` after, the task of each match whose move is overdue (those this process runs
    /// have their own timers; another's, if that process died, are taken up here).
    pub fn start(self: &Arc<Self>) {
        if self.started.swap(true, Ordering::SeqCst) {
            return;
        }
        match Poster::new(
            self.settings.webhooks.clone(),
            self.settings.delivery.timeout,
        ) {
            Ok(poster) => {
                tokio::spawn(notify::send_notices(
                    self.store.clone(),
                    self.settings.time,
                    self.settings.delivery,
                    poster,
                    self.notices.clone(),
                ));
            }
            Err(e) => tracing::error!("no notices will be sent: {e}"),
        }
        // Other processes' writes, told by the store, reach the tasks of the matches here.
        let (changed, mut heard) = mpsc::channel(1024);
        let store = self.store.clone();
        tokio::spawn(async move { store.listen(changed).await });
        let hub = self.clone();
        tokio::spawn(async move {
            while let Some(changed) = heard.recv().await {
                hub.refresh(changed);
            }
        });
        // The leases of the seats held here, renewed while the process lives.
        let hub = self.clone();
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(hub.settings.presence_lease / 3).await;
                let now = hub.settings.time.now_ms();
                let until = now + hub.settings.presence_lease.as_millis() as u64;
                if let Err(e) = hub.store.renew_presence(&hub.process, until, now).await {
                    tracing::error!("renewing who is present: {e}");
                }
            }
        });
        let hub = self.clone();
        tokio::spawn(async move {
            hub.start_timed(u64::MAX).await;
            loop {
                tokio::time::sleep(hub.settings.sweep).await;
                hub.forget_ended();
                hub.start_timed(hub.settings.time.now_ms()).await;
            }
        });
    }

    /// Starts the task (if none runs) of each match whose clock runs with a computer for
    /// late moves and runs out by `due_by_ms`.
    async fn start_timed(&self, due_by_ms: u64) {
        let timed = match self.store.timed_matches(due_by_ms).await {
            Ok(timed) => timed,
            Err(e) => {
                tracing::error!("the timed matches could not be read: {e}");
                return;
            }
        };
        for code in timed {
            let started = match code.parse::<InviteCode>() {
                Ok(code) => self.handle(&code).await.map(|_| ()),
                Err(why) => Err(Refusal::new(ErrorCode::Internal, why)),
            };
            if let Err(refusal) = started {
                tracing::error!("match {code} could not be started: {refusal}");
            }
        }
    }

    /// A webhook a client gave, checked against the hub's rules (none stays none).
    fn check_webhook(&self, url: Option<String>) -> Result<Option<String>, Refusal> {
        self.settings.webhooks.check_webhook(url)
    }

    /// The clock the hub reads.
    pub fn time(&self) -> Time {
        self.settings.time
    }

    /// A new match of `request`, on a fresh random seed.
    pub async fn create(&self, request: CreateMatch) -> Result<Created, Refusal> {
        let seed = secret::new_seed()?;
        self.create_with_seed(request, seed).await
    }

    /// A new match of `request` on `seed`: what [`Hub::create`] does, with the seed chosen
    /// by the caller (tests compare matches on one seed).
    pub async fn create_with_seed(
        &self,
        mut request: CreateMatch,
        seed: u64,
    ) -> Result<Created, Refusal> {
        check_version(request.version)?;
        if let Some(clock) = &mut request.clock {
            clock.check()?;
            // The level a late move is played at, named even when it is the default.
            clock.level = clock.late_level();
        }
        let webhook = self.check_webhook(request.webhook.clone())?;
        let check = CheckSetup {
            options: request.options.clone(),
            seats: request.seats.clone(),
            seed,
        };
        with_game(&request.game, check).ok_or_else(|| {
            Refusal::new(
                ErrorCode::UnknownGame,
                format!(
                    "unknown game `{}`: expected one of {}",
                    request.game,
                    GAMES.join(", ")
                ),
            )
        })??;
        let (token, hash) = secret::new_token()?;
        let now_ms = self.settings.time.now_ms();
        let seats: Vec<SeatRecord> = request
            .seats
            .iter()
            .map(|&choice| match choice {
                SeatChoice::Me => SeatRecord {
                    kind: choice.kind(),
                    token: Some(hash),
                    taken_ms: Some(now_ms),
                    webhook: webhook.clone(),
                    resigned: None,
                    name: request.name.clone(),
                },
                _ => SeatRecord::open(choice.kind()),
            })
            .collect();
        let seat = request
            .seats
            .iter()
            .position(|&choice| choice == SeatChoice::Me)
            .unwrap_or(0);
        // A code already taken is drawn again; with 19^6 codes that is rare, and four in a
        // row means something else is wrong.
        for _ in 0..4 {
            let code = secret::new_invite_code()?;
            let record = MatchRecord {
                code: code.to_string(),
                game: request.game.clone(),
                options: request.options.clone(),
                seed,
                seats: seats.clone(),
                created: now_ms / 1000,
                clock: request.clock,
                rematch_of: None,
                rematch: None,
                rematch_by: None,
            };
            if self
                .store
                .create_match(&record)
                .await
                .map_err(store_failed)?
            {
                return Ok(Created {
                    invite: code.link(),
                    code,
                    seat: SeatId(seat as u8),
                    token,
                });
            }
        }
        Err(Refusal::new(ErrorCode::Internal, "no free invite code"))
    }

    /// A new match of `request` on `seed` that starts from `state`, the game's whole state
    /// as JSON (for its number of seats), instead of the seed's setup: for tests that compare
    /// two deals differing in one seat's secrets alone. Only this hub knows the state (the
    /// store does not keep it: another process, or this one restarted, sets the match up from
    /// the seed), and the save sent at the end replays the seed, not the state.
    #[doc(hidden)]
    pub async fn create_with_state(
        &self,
        request: CreateMatch,
        seed: u64,
        state: Value,
    ) -> Result<Created, Refusal> {
        let check = CheckState {
            state: state.clone(),
        };
        if let Some(checked) = with_game(&request.game, check) {
            checked?;
        }
        let created = self.create_with_seed(request, seed).await?;
        self.dealt
            .lock()
            .await
            .insert(created.code.to_string(), state);
        Ok(created)
    }

    /// Takes the first open seat of the match `request` names.
    pub async fn join(&self, request: JoinMatch) -> Result<Joined, Refusal> {
        check_version(request.version)?;
        let webhook = self.check_webhook(request.webhook)?;
        let code = parse_code(&request.code)?;
        let handle = self.handle(&code).await?;
        let (token, hash) = secret::new_token()?;
        let taker = Taker {
            token: hash,
            webhook,
            name: request.name,
        };
        let seat = ask(&handle, |reply| Command::Join { taker, reply }).await?;
        Ok(Joined {
            invite: code.link(),
            code,
            game: handle.game.to_string(),
            seat,
            token,
        })
    }

    /// The match and seat `token` holds (the first, should it hold several).
    async fn seat_held(&self, token: &str) -> Result<(InviteCode, MatchHandle), Refusal> {
        let held = self
            .store
            .seats_held(&[TokenHash::of(token)])
            .await
            .map_err(store_failed)?;
        let (code, _) = held.into_iter().next().ok_or_else(bad_token)?;
        let code = parse_code(&code)?;
        let handle = self.handle(&code).await?;
        Ok((code, handle))
    }

    /// Sets or takes away the webhook of the seat of `request`'s token.
    pub async fn set_webhook(&self, request: SetWebhook) -> Result<WebhookSet, Refusal> {
        check_version(request.version)?;
        let webhook = self.check_webhook(request.webhook)?;
        let (code, handle) = self.seat_held(&request.token).await?;
        let seat = ask(&handle, |reply| Command::SetWebhook {
            token: TokenHash::of(&request.token),
            webhook: webhook.clone(),
            reply,
        })
        .await?;
        Ok(WebhookSet {
            code,
            seat,
            webhook,
        })
    }

    /// The seat of `request`'s token in the rematch of its match (made if none is): the
    /// same seat, with a new token.
    pub async fn rematch(&self, request: AskRematch) -> Result<Joined, Refusal> {
        check_version(request.version)?;
        let webhook = self.check_webhook(request.webhook)?;
        let (_, old) = self.seat_held(&request.token).await?;
        let Rematched {
            code,
            seat,
            webhook: webhook_before,
            name: name_before,
        } = ask(&old, |reply| Command::Rematch {
            token: TokenHash::of(&request.token),
            reply,
        })
        .await?;
        let code = code.parse::<InviteCode>().map_err(store_failed)?;
        let rematch = self.handle(&code).await?;
        let (token, hash) = secret::new_token()?;
        let taker = Taker {
            token: hash,
            webhook: webhook.or(webhook_before),
            name: request.name.or(name_before),
        };
        let seat = ask(&rematch, |reply| Command::Claim { seat, taker, reply }).await?;
        Ok(Joined {
            invite: code.link(),
            code,
            game: rematch.game.to_string(),
            seat,
            token,
        })
    }

    /// The matches the tokens of `request` hold seats in.
    pub async fn list(&self, request: ListMatches) -> Result<Vec<MatchSummary>, Refusal> {
        check_version(request.version)?;
        if request.tokens.len() > MAX_LISTED_TOKENS {
            return Err(Refusal::new(
                ErrorCode::TooLarge,
                format!("at most {MAX_LISTED_TOKENS} tokens a request"),
            ));
        }
        let hashes: Vec<TokenHash> = request.tokens.iter().map(|t| TokenHash::of(t)).collect();
        let held = self.store.seats_held(&hashes).await.map_err(store_failed)?;
        let mut listed = Vec::new();
        for (code, seat) in held {
            let code = parse_code(&code)?;
            let handle = self.handle(&code).await?;
            // The token of this seat (two tokens may hold two seats of one match).
            for hash in &hashes {
                let (reply, answer) = oneshot::channel();
                let asked = Command::Summary {
                    token: *hash,
                    reply,
                };
                if handle.commands.send(asked).await.is_err() {
                    continue;
                }
                if let Ok(Some(summary)) = answer.await
                    && summary.seat == seat
                {
                    listed.push(summary);
                    break;
                }
            }
        }
        Ok(listed)
    }

    /// The task of match `code`: the running one, or one recovered from the store. The
    /// lobby's lock is held only to find or make the match's place: a match being loaded
    /// keeps no other waiting.
    pub async fn handle(&self, code: &InviteCode) -> Result<MatchHandle, Refusal> {
        let place = {
            let mut running = self.running.lock().unwrap_or_else(|e| e.into_inner());
            let place = running.entry(code.to_string()).or_default();
            // A task that ended (idle, out of memory) is started again.
            if place.get().is_some_and(|h| h.commands.is_closed()) {
                *place = Arc::default();
            }
            place.clone()
        };
        let loaded = place.get_or_try_init(|| self.start_match(code)).await;
        match loaded {
            Ok(handle) => Ok(handle.clone()),
            Err(refusal) => {
                // An unknown code leaves nothing behind.
                let mut running = self.running.lock().unwrap_or_else(|e| e.into_inner());
                if running
                    .get(code.as_str())
                    .is_some_and(|kept| Arc::ptr_eq(kept, &place) && kept.get().is_none())
                {
                    running.remove(code.as_str());
                }
                Err(refusal)
            }
        }
    }

    /// Starts the task of match `code` from the store.
    async fn start_match(&self, code: &InviteCode) -> Result<MatchHandle, Refusal> {
        let stored = self
            .store
            .load_match(code.as_str())
            .await
            .map_err(store_failed)?
            .ok_or_else(|| {
                Refusal::new(
                    ErrorCode::UnknownMatch,
                    format!("no match has the code {code}"),
                )
            })?;
        let game = stored.record.game.clone();
        let dealt = self.dealt.lock().await.get(code.as_str()).cloned();
        let start = Start {
            dealt,
            stored,
            shared: Shared {
                store: self.store.clone(),
                time: self.settings.time,
                notices: self.notices.clone(),
                idle: self.settings.idle,
                process: self.process.clone(),
                lease: self.settings.presence_lease,
            },
        };
        with_game(&game, start).ok_or_else(|| {
            Refusal::new(
                ErrorCode::Internal,
                format!("stored game `{game}` is unknown"),
            )
        })?
    }

    /// Asks the task of each match another process wrote (that this one has in memory) to
    /// read it again.
    fn refresh(&self, changed: Changed) {
        let running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        let live = |place: &Arc<OnceCell<MatchHandle>>| place.get().cloned();
        let handles: Vec<MatchHandle> = match changed {
            Changed::Match(code) => running.get(&code).and_then(live).into_iter().collect(),
            Changed::Unknown => running.values().filter_map(live).collect(),
        };
        drop(running);
        for handle in handles {
            // A task with a full inbox has work queued; it reads the store as it acts.
            let _ = handle.commands.try_send(Command::Refresh);
        }
    }

    /// How many matches have a task in memory now.
    pub fn matches_in_memory(&self) -> usize {
        let running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        running
            .values()
            .filter(|place| place.get().is_some_and(|h| !h.commands.is_closed()))
            .count()
    }

    /// Forgets the places of matches whose task ended.
    fn forget_ended(&self) {
        let mut running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        running.retain(|_, place| place.get().is_none_or(|h| !h.commands.is_closed()));
    }
}

/// Checks that a new match can be set up: options, seats (exactly one "me") and setup.
struct CheckSetup {
    options: Value,
    seats: Vec<SeatChoice>,
    seed: u64,
}

impl ForGame for CheckSetup {
    type Output = Result<(), Refusal>;

    fn run<G: Registered>(self) -> Self::Output {
        let options = parse_options::<G>(&self.options)?;
        let mine = self.seats.iter().filter(|&&s| s == SeatChoice::Me).count();
        if mine != 1 {
            return Err(Refusal::new(
                ErrorCode::BadSeats,
                format!("exactly one seat is \"me\", not {mine}"),
            ));
        }
        G::setup(
            &options,
            self.seats.len(),
            MatchSeeds::from(self.seed).chance(),
        )
        .map_err(|e| {
            let code = match e {
                SetupError::SeatCount { .. } => ErrorCode::BadSeats,
                _ => ErrorCode::BadOptions,
            };
            Refusal::new(code, e.to_string())
        })?;
        Ok(())
    }
}

/// Checks that a test's state is one of the game's ([`Hub::create_with_state`]).
struct CheckState {
    state: Value,
}

impl ForGame for CheckState {
    type Output = Result<(), Refusal>;

    fn run<G: Registered>(self) -> Self::Output {
        serde_json::from_value::<G>(self.state).map_err(|e| {
            Refusal::new(ErrorCode::BadOptions, format!("not a {} state: {e}", G::ID))
        })?;
        Ok(())
    }
}
