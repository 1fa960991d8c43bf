//! Input mapping through leafwing-input-manager: one set of table actions that the
//! keyboard and the gamepad both reach, and menu actions for the gamepad.
//! Mouse input on the table is hit-tested by each game's board.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(InputManagerPlugin::<TableAction>::default())
        .add_plugins(InputManagerPlugin::<MenuAction>::default())
        .init_resource::<HeldTaps>()
        .init_resource::<KeysQuiet>()
        .add_systems(
            PreUpdate,
            (
                hold_taps_for_a_frame
                    .after(bevy::input::InputSystems)
                    .before(leafwing_input_manager::plugin::InputManagerSystem::Unify),
                keep_keys_quiet
                    .in_set(KeysQuietSystems)
                    .after(leafwing_input_manager::plugin::InputManagerSystem::Update),
            ),
        )
        .add_systems(
            Update,
            hush_as_a_screen_opens.run_if(
                state_changed::<crate::session::Screen>
                    .or_else(state_changed::<crate::session::Paused>),
            ),
        )
        .add_systems(Startup, spawn_controls)
        .add_systems(
            Update,
            log_keys.run_if(|| std::env::var_os("CODEBREAKERS_DEBUG_INPUT").is_some()),
        );
}

/// Keys pressed and released within one frame, held down until the next.
#[derive(Resource, Default)]
struct HeldTaps(Vec<KeyCode>);

/// A key pressed and released between two frames (a quick tap at a low frame rate, e.g.
/// in a browser drawing by software) would never be seen held, and the action maps read
/// only held keys: such a key counts as held for one frame and released in the next.
fn hold_taps_for_a_frame(mut keys: ResMut<ButtonInput<KeyCode>>, mut held: ResMut<HeldTaps>) {
    for key in held.0.drain(..) {
        if keys.pressed(key) && !keys.just_pressed(key) {
            keys.release(key);
        }
    }
    let taps: Vec<KeyCode> = keys
        .get_just_pressed()
        .filter(|key| !keys.pressed(**key))
        .copied()
        .collect();
    for key in taps {
        keys.press(key);
        keys.clear_just_released(key);
        held.0.push(key);
    }
}

/// Seconds after something new asks the player (a screen, a window, their turn) in which
/// keys and pad buttons do nothing: a press meant for what was there before does not act on
/// what replaced it.
pub const QUIET_SECONDS: f32 = 0.45;

/// Keys and pad buttons held back from the table and the menus: for a moment after
/// something new asks the player ([`KeysQuiet::hush`]), and those already down then until
/// they are let go (a key that acted, [`KeysQuiet::spend`], the same). Nothing acts on what
/// the player did not see it act on.
#[derive(Resource, Default, Debug)]
pub struct KeysQuiet {
    /// Seconds of quiet left (real time: a paused or hurried clock does not change it).
    left: f32,
    /// The keys down now are spent at the next frame: they act again only once let go.
    spend: bool,
    /// Table and menu actions held since the quiet began or they acted, not yet let go.
    held_table: Vec<TableAction>,
    held_menu: Vec<MenuAction>,
}

impl KeysQuiet {
    /// Something new asks the player: keys down now, and keys pressed in the next
    /// [`QUIET_SECONDS`], do nothing.
    pub fn hush(&mut self) {
        self.left = QUIET_SECONDS;
        self.spend = true;
    }

    /// A key acted: it acts again only once let go and pressed anew.
    pub fn spend(&mut self) {
        self.spend = true;
    }

    /// Whether a key pressed now reaches the table and the menus.
    pub fn listening(&self) -> bool {
        self.left <= 0.0 && !self.spend
    }

    /// Whether the keys are in a quiet moment (a new key press does nothing).
    pub fn quiet(&self) -> bool {
        self.left > 0.0
    }
}

/// Where the keys are held back: game systems reading actions in `PreUpdate` run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct KeysQuietSystems;

/// Releases, before anything reads them, the actions pressed while the keys are quiet and
/// those still held since ([`KeysQuiet`]).
fn keep_keys_quiet(
    mut quiet: ResMut<KeysQuiet>,
    time: Res<Time<Real>>,
    mut states: Query<(&mut ActionState<TableAction>, &mut ActionState<MenuAction>)>,
) {
    let quiet = &mut *quiet;
    let hushing = quiet.left > 0.0 || quiet.spend;
    quiet.spend = false;
    for (mut table, mut menu) in &mut states {
        hold_back(&mut table, &mut quiet.held_table, hushing);
        hold_back(&mut menu, &mut quiet.held_menu, hushing);
    }
    quiet.left = (quiet.left - time.delta_secs()).max(0.0);
}

/// Adds the actions pressed now to `held` when `hushing`; releases every held action still
/// pressed, and forgets those let go.
fn hold_back<A: Actionlike + Copy>(state: &mut ActionState<A>, held: &mut Vec<A>, hushing: bool) {
    if hushing {
        for action in state.get_pressed() {
            if !held.contains(&action) {
                held.push(action);
            }
        }
    }
    held.retain(|action| state.pressed(action));
    for action in held.iter() {
        state.release(action);
    }
}

/// A screen opens, or the pause menu opens or closes.
fn hush_as_a_screen_opens(mut quiet: ResMut<KeysQuiet>) {
    quiet.hush();
}

/// With `CODEBREAKERS_DEBUG_INPUT` set, logs the keys and table actions of each frame.
fn log_keys(
    keys: Res<ButtonInput<KeyCode>>,
    actions: Query<&ActionState<TableAction>>,
    mut raw: MessageReader<bevy::input::keyboard::KeyboardInput>,
) {
    for message in raw.read() {
        info!(
            "keyboard message: {:?} {:?} {:?}",
            message.key_code, message.logical_key, message.state
        );
    }
    for key in keys.get_just_pressed() {
        info!("key pressed: {key:?}");
    }
    for state in &actions {
        for action in state.get_just_pressed() {
            info!("table action: {action:?}");
        }
    }
}

/// The one set of controls at the table: every keyboard and gamepad feeds it.
#[derive(Component)]
pub struct Controls;

fn spawn_controls(mut commands: Commands) {
    commands.spawn((
        Controls,
        TableAction::default_map(),
        MenuAction::default_map(),
    ));
}

/// What a player does at the table, from the keyboard or a gamepad.
#[derive(Actionlike, PartialEq, Eq, Clone, Copy, Hash, Debug, Reflect)]
pub enum TableAction {
    /// Focus the previous hole (or die, card...).
    FocusLeft,
    FocusRight,
    /// Choose the previous colour (or option).
    ChoiceUp,
    ChoiceDown,
    /// Put the chosen colour into the focused hole.
    Place,
    /// Take the peg out of the focused hole (or the last one placed).
    Remove,
    /// Submit the row (or confirm the turn).
    Submit,
    /// Ask for the hard bot's advice.
    Hint,
    /// Roll the dice (dice games).
    Roll,
    /// Stop and bank what is won (dice games).
    Stop,
    /// Open or close the pause menu.
    Pause,
    /// Take back the last action (where the rules allow it).
    Undo,
    /// Hurry the computers while they play (or stop hurrying them).
    Faster,
    /// Show or hide the list of keys and buttons over the table.
    Keys,
    /// Number keys 1 to 9: place that colour at once.
    Colour1,
    Colour2,
    Colour3,
    Colour4,
    Colour5,
    Colour6,
    Colour7,
    Colour8,
    Colour9,
}

impl TableAction {
    pub const COLOURS: [TableAction; 9] = [
        TableAction::Colour1,
        TableAction::Colour2,
        TableAction::Colour3,
        TableAction::Colour4,
        TableAction::Colour5,
        TableAction::Colour6,
        TableAction::Colour7,
        TableAction::Colour8,
        TableAction::Colour9,
    ];

    /// Arrows, Space, Backspace, Enter, H, R, S, U, F, Escape, F1, "?" and the number keys;
    /// the d-pad, A, B, X, Y, Select, Start, the left stick's press and the shoulder buttons.
    pub fn default_map() -> InputMap<TableAction> {
        use TableAction::*;
        let mut map = InputMap::new([
            (FocusLeft, KeyCode::ArrowLeft),
            (FocusRight, KeyCode::ArrowRight),
            (ChoiceUp, KeyCode::ArrowUp),
            (ChoiceDown, KeyCode::ArrowDown),
            (Place, KeyCode::Space),
            (Remove, KeyCode::Backspace),
            (Remove, KeyCode::Delete),
            (Submit, KeyCode::Enter),
            (Submit, KeyCode::NumpadEnter),
            (Hint, KeyCode::KeyH),
            (Roll, KeyCode::KeyR),
            (Stop, KeyCode::KeyS),
            (Pause, KeyCode::Escape),
            (Undo, KeyCode::KeyU),
            (Faster, KeyCode::KeyF),
            (Keys, KeyCode::F1),
        ]);
        // "?" is Shift and the slash on most layouts.
        map.insert(
            Keys,
            ButtonlikeChord::modified(ModifierKey::Shift, KeyCode::Slash),
        );
        map.insert(
            Undo,
            ButtonlikeChord::modified(ModifierKey::Control, KeyCode::KeyZ),
        );
        let digits = NUMBER_KEYS;
        let numpad = [
            KeyCode::Numpad1,
            KeyCode::Numpad2,
            KeyCode::Numpad3,
            KeyCode::Numpad4,
            KeyCode::Numpad5,
            KeyCode::Numpad6,
            KeyCode::Numpad7,
            KeyCode::Numpad8,
            KeyCode::Numpad9,
        ];
        for ((action, digit), pad) in Self::COLOURS.into_iter().zip(digits).zip(numpad) {
            map.insert(action, digit);
            map.insert(action, pad);
        }
        map.insert(FocusLeft, GamepadButton::DPadLeft)
            .insert(FocusRight, GamepadButton::DPadRight)
            .insert(ChoiceUp, GamepadButton::DPadUp)
            .insert(ChoiceDown, GamepadButton::DPadDown)
            .insert(Place, GamepadButton::South)
            .insert(Remove, GamepadButton::West)
            .insert(Submit, GamepadButton::North)
            .insert(Hint, GamepadButton::LeftThumb)
            .insert(Keys, GamepadButton::Select)
            .insert(Roll, GamepadButton::North)
            .insert(Stop, GamepadButton::East)
            .insert(Pause, GamepadButton::Start)
            .insert(Undo, GamepadButton::LeftTrigger)
            .insert(Faster, GamepadButton::RightTrigger);
        map
    }
}

/// The number keys of the top row, 1 to 9: colours, dice faces, cards and places.
pub const NUMBER_KEYS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// Moving through menus with a gamepad (the keyboard and mouse use egui's own focus).
#[derive(Actionlike, PartialEq, Eq, Clone, Copy, Hash, Debug, Reflect)]
pub enum MenuAction {
    Next,
    Previous,
    Activate,
    Back,
}

impl MenuAction {
    pub fn default_map() -> InputMap<MenuAction> {
        InputMap::new([
            (MenuAction::Next, GamepadButton::DPadDown),
            (MenuAction::Next, GamepadButton::DPadRight),
            (MenuAction::Previous, GamepadButton::DPadUp),
            (MenuAction::Previous, GamepadButton::DPadLeft),
            (MenuAction::Activate, GamepadButton::South),
            (MenuAction::Back, GamepadButton::East),
        ])
    }
}
