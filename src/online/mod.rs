//! Play online: the lobby screen (a server, or hosting on this computer; create, join,
//! watch, my matches, the waiting room with the invite), the seats this player holds, and
//! the banner at the table of an online match. The match itself is played by the table
//! (`table::remote`), from the seat's observation only.

pub mod banner;
pub mod book;
#[cfg(not(target_arch = "wasm32"))]
pub mod host;
pub mod screen;
pub mod work;

use crate::session::Screen;
use crate::settings::Settings;
use crate::table::remote::OnlineTable;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use book::OnlineBook;

/// What runs without a window: the seats remembered, the lobby's requests and answers.
pub fn plugin(app: &mut App) {
    if !app.world().contains_resource::<OnlineBook>() {
        app.insert_resource(OnlineBook::platform());
    }
    app.init_resource::<screen::OnlineScreen>()
        .init_resource::<work::LobbyWork>()
        .add_systems(
            Update,
            (screen::reopen, screen::take_answers, screen::look_again)
                .chain()
                .run_if(in_state(Screen::Online)),
        )
        // The results of an online match hear whether another player offers a rematch.
        .add_systems(
            Update,
            (screen::take_answers, screen::ask_about_the_rematch)
                .chain()
                .run_if(in_state(Screen::Results)),
        )
        .add_systems(Update, (name_from_settings, name_to_settings).chain())
        .add_systems(
            Update,
            remember_what_was_seen
                .run_if(resource_exists::<OnlineTable>.and_then(resource_changed::<OnlineTable>)),
        );
    #[cfg(not(target_arch = "wasm32"))]
    app.init_resource::<host::HostedServer>();
}

/// The player's name is kept in the settings, between visits: the lobby shows it...
fn name_from_settings(settings: Option<Res<Settings>>, mut screen: ResMut<screen::OnlineScreen>) {
    if let Some(settings) = settings
        && settings.is_changed()
        && screen.name != settings.online_name
    {
        screen.name = settings.online_name.clone();
    }
}

/// ...and what the player types there is kept.
fn name_to_settings(screen: Res<screen::OnlineScreen>, settings: Option<ResMut<Settings>>) {
    if let Some(mut settings) = settings
        && screen.is_changed()
        && screen.name != settings.online_name
    {
        settings.online_name = screen.name.clone();
    }
}

/// The lobby screen and the banner at the table, for the windowed app.
pub fn view_plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        screen::online_ui.run_if(in_state(Screen::Online)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        banner::banner_ui
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<OnlineTable>)),
    );
    app.add_systems(Update, title_the_window);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(
        Update,
        notify_out_of_sight.run_if(
            resource_exists::<OnlineTable>.and_then(resource_changed::<crate::table::TurnCame>),
        ),
    );
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(
        Update,
        ask_for_attention.run_if(
            resource_exists::<OnlineTable>.and_then(resource_changed::<crate::table::TurnCame>),
        ),
    );
}

/// The player's online turn came round while the page is out of sight: the browser's
/// notice says so, once a turn, if the player allowed notices.
#[cfg(target_arch = "wasm32")]
fn notify_out_of_sight(
    came: Res<crate::table::TurnCame>,
    online: Res<OnlineTable>,
    mut told: Local<Option<codebreakers_kernel::SeatId>>,
) {
    if came.seat == *told {
        return;
    }
    *told = came.seat;
    if came.seat.is_none()
        || came.seat != online.seat
        || !crate::table::browser_notice::page_out_of_sight()
    {
        return;
    }
    let body = crate::t!("online-notice-body", code = online.code.as_str());
    crate::table::browser_notice::show(&crate::t!("online-tab-your-turn"), &body, &online.code);
}

/// The player's online turn came round while the window is in the background: the window
/// asks for attention (a flashing task bar entry), once.
#[cfg(not(target_arch = "wasm32"))]
fn ask_for_attention(
    came: Res<crate::table::TurnCame>,
    windows: Query<(Entity, &Window)>,
    mut asked: Local<Option<codebreakers_kernel::SeatId>>,
    _main_thread: bevy::ecs::system::NonSendMarker,
) {
    if came.seat == *asked {
        return;
    }
    *asked = came.seat;
    if came.seat.is_none() {
        return;
    }
    for (entity, window) in &windows {
        if window.focused {
            continue;
        }
        bevy::winit::WINIT_WINDOWS.with_borrow(|winit| {
            if let Some(window) = winit.get_window(entity) {
                window
                    .request_user_attention(Some(winit::window::UserAttentionType::Informational));
            }
        });
    }
}

/// The window's title (the browser tab's) says when the player's online turn has come, and
/// names the online match open, so a glance at the task bar or the tabs tells.
fn title_the_window(
    screen: Res<State<Screen>>,
    lobby: Res<screen::OnlineScreen>,
    online: Option<Res<OnlineTable>>,
    came: Res<crate::table::TurnCame>,
    mut windows: Query<&mut Window>,
) {
    let brand = "Code Breakers"; // not words: the brand
    let title = match (online.as_deref(), &lobby.page) {
        (Some(online), _) if came.seat.is_some() && came.seat == online.seat => {
            format!("{} · {brand}", crate::t!("online-tab-your-turn"))
        }
        (Some(online), _) => format!("{} · {brand}", online.code),
        (None, screen::Page::Waiting(seat)) if *screen.get() == Screen::Online => {
            format!("{} · {brand}", seat.code)
        }
        _ => brand.to_string(),
    };
    for mut window in &mut windows {
        if window.title != title {
            window.title = title.clone();
            #[cfg(target_arch = "wasm32")]
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                document.set_title(&title);
            }
        }
    }
}

/// What the player has seen of a match is kept with its seat: opened again, the log tells
/// what happened since.
fn remember_what_was_seen(online: Res<OnlineTable>, mut book: ResMut<OnlineBook>) {
    if online.seq > 0 {
        book.seen(&online.server, &online.code, online.seq);
    }
}
