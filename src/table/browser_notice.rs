//! "Your turn" as the browser's own notification, while the page is hidden or another
//! window has the focus. The browser is asked for leave once, and only when the player
//! asks for notices (a button in the online status at the table), never on its own.
//! Through `js_sys` alone: `Notification` is read from the page's global object, so a
//! browser without it simply shows no button.

use js_sys::wasm_bindgen::closure::Closure;
use js_sys::wasm_bindgen::{JsCast, JsValue};
use js_sys::{Array, Function, Object, Reflect};

/// What the browser says of notifications for this page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Permission {
    /// The browser has no notifications.
    Unsupported,
    /// The player has not been asked yet.
    NotAsked,
    Granted,
    Denied,
}

fn get(target: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(target, &JsValue::from_str(name))
        .ok()
        .filter(|value| !value.is_undefined() && !value.is_null())
}

/// The page's `Notification` class, if the browser has one.
fn notification_class() -> Option<Function> {
    get(&js_sys::global(), "Notification")?.dyn_into().ok() // not words: a browser API
}

/// Whether notices may be shown, or the player may be asked.
pub fn permission() -> Permission {
    let Some(class) = notification_class() else {
        return Permission::Unsupported;
    };
    match get(&class, "permission")
        .and_then(|p| p.as_string())
        .as_deref()
    {
        Some("granted") => Permission::Granted,
        Some("denied") => Permission::Denied,
        _ => Permission::NotAsked,
    }
}

/// Asks the browser for leave to show notices (it asks the player). Called right after
/// the player's click, while the page may still ask.
pub fn ask() {
    let Some(class) = notification_class() else {
        return;
    };
    if let Some(request) =
        get(&class, "requestPermission").and_then(|f| f.dyn_into::<Function>().ok())
    {
        let _ = request.call0(&class);
    }
}

/// Whether the player cannot see the page now: its tab hidden, or its window not in focus.
pub fn page_out_of_sight() -> bool {
    web_sys::window()
        .and_then(|window| window.document())
        .is_some_and(|document| document.hidden() || !document.has_focus().unwrap_or(true))
}

/// Shows `title` and `body` as a notice, if the player allowed notices. One notice per
/// match (`tag`): a newer one replaces the last. Where pages may not make notices
/// themselves (Chrome on Android), the page's service worker shows it.
pub fn show(title: &str, body: &str, tag: &str) {
    if permission() != Permission::Granted {
        return;
    }
    let Some(class) = notification_class() else {
        return;
    };
    let options = Object::new();
    for (name, value) in [("body", body), ("tag", tag), ("icon", "favicon.svg")] {
        let _ = Reflect::set(
            &options,
            &JsValue::from_str(name),
            &JsValue::from_str(value),
        );
    }
    let made = Reflect::construct(&class, &Array::of2(&JsValue::from_str(title), &options));
    if made.is_ok() {
        return;
    }
    let registration = web_sys::window()
        .and_then(|window| get(&window.navigator(), "serviceWorker"))
        .and_then(|workers| {
            let ready = get(&workers, "getRegistration")?
                .dyn_into::<Function>()
                .ok()?;
            ready.call0(&workers).ok()
        });
    let Some(registration) = registration else {
        return;
    };
    let title = JsValue::from_str(title);
    let show = Closure::once_into_js(move |registration: JsValue| {
        if let Some(show) =
            get(&registration, "showNotification").and_then(|f| f.dyn_into::<Function>().ok())
        {
            let _ = show.call2(&registration, &title, &options);
        }
    });
    if let Some(then) = get(&registration, "then").and_then(|f| f.dyn_into::<Function>().ok()) {
        let _ = then.call1(&registration, &show);
    }
}

/// A button offering notices, while the player has not been asked: asking is the
/// player's choice.
pub fn offer_notices(ui: &mut bevy_egui::egui::Ui) {
    if permission() != Permission::NotAsked {
        return;
    }
    if ui
        .button(crate::t!("online-notify-me"))
        .on_hover_text(crate::t!("online-notify-me-about"))
        .clicked()
    {
        ask();
    }
}
