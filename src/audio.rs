//! Sound through bevy_kira_audio: an effects channel and a music channel with their own
//! volumes. The sounds are made by `assets/audio/make_sounds.py`. Without a sound device
//! the game plays on in silence.

use crate::settings::Settings;
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_audio_channel::<Music>()
        .add_audio_channel::<Effects>()
        .add_systems(Startup, (load_sounds, start_music).chain())
        .add_systems(Update, (play_cues, follow_volumes));
}

/// The music channel.
#[derive(Resource)]
pub struct Music;

/// The effects channel.
#[derive(Resource)]
pub struct Effects;

/// A sound to play, sent by any plugin.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    PegPlaced,
    /// The n-th key peg of a row (0-based), pitched up each time.
    KeyPeg(usize),
    Click,
    Solved,
    NotSolved,
    Victory,
    Shield,
    DiceRoll,
    Marker,
    CardSlide,
    /// A combination digit found (Crack It's CLICK).
    SafeClick,
    /// A human's turn (or answer) comes round.
    YourTurn,
}

#[derive(Resource)]
struct Sounds {
    peg: Handle<AudioSource>,
    key_pegs: Vec<Handle<AudioSource>>,
    click: Handle<AudioSource>,
    solved: Handle<AudioSource>,
    not_solved: Handle<AudioSource>,
    victory: Handle<AudioSource>,
    shield: Handle<AudioSource>,
    dice: Handle<AudioSource>,
    marker: Handle<AudioSource>,
    card: Handle<AudioSource>,
    safe_click: Handle<AudioSource>,
    your_turn: Handle<AudioSource>,
    music: Handle<AudioSource>,
}

fn load_sounds(mut commands: Commands, assets: Res<AssetServer>) {
    commands.insert_resource(Sounds {
        peg: assets.load("audio/peg_place.wav"),
        key_pegs: (1..=5)
            .map(|n| assets.load(format!("audio/key_peg_{n}.wav")))
            .collect(),
        click: assets.load("audio/ui_click.wav"),
        solved: assets.load("audio/solved.wav"),
        not_solved: assets.load("audio/not_solved.wav"),
        victory: assets.load("audio/victory.wav"),
        shield: assets.load("audio/shield.wav"),
        dice: assets.load("audio/dice_roll.wav"),
        marker: assets.load("audio/marker.wav"),
        card: assets.load("audio/card_slide.wav"),
        safe_click: assets.load("audio/safe_click.wav"),
        your_turn: assets.load("audio/your_turn.wav"),
        music: assets.load("audio/music_loop.wav"),
    });
}

fn start_music(music: Res<AudioChannel<Music>>, sounds: Res<Sounds>, settings: Res<Settings>) {
    music.set_volume(Decibels(linear_to_db(settings.music_volume)));
    music
        .play(sounds.music.clone())
        .looped()
        .fade_in(AudioTween::linear(std::time::Duration::from_secs(2)));
}

fn linear_to_db(volume: f32) -> f32 {
    if volume <= 0.001 {
        -60.0
    } else {
        20.0 * volume.log10()
    }
}

fn follow_volumes(
    settings: Res<Settings>,
    music: Res<AudioChannel<Music>>,
    effects: Res<AudioChannel<Effects>>,
) {
    if settings.is_changed() {
        music.set_volume(Decibels(linear_to_db(settings.music_volume)));
        effects.set_volume(Decibels(linear_to_db(settings.effects_volume)));
    }
}

fn play_cues(
    mut cues: MessageReader<Cue>,
    effects: Res<AudioChannel<Effects>>,
    sounds: Res<Sounds>,
) {
    for cue in cues.read() {
        let sound = match cue {
            Cue::PegPlaced => &sounds.peg,
            Cue::KeyPeg(n) => &sounds.key_pegs[(*n).min(sounds.key_pegs.len() - 1)],
            Cue::Click => &sounds.click,
            Cue::Solved => &sounds.solved,
            Cue::NotSolved => &sounds.not_solved,
            Cue::Victory => &sounds.victory,
            Cue::Shield => &sounds.shield,
            Cue::DiceRoll => &sounds.dice,
            Cue::Marker => &sounds.marker,
            Cue::CardSlide => &sounds.card,
            Cue::SafeClick => &sounds.safe_click,
            Cue::YourTurn => &sounds.your_turn,
        };
        effects.play(sound.clone());
    }
}
