//! The browser's connection: its own `WebSocket` (web-sys), whose callbacks queue what comes
//! for the game loop to poll. The browser answers the server's pings itself, in a hidden tab
//! too.

use crate::connection::{Connection, ConnectionState, Connector, parse_server_message};
use codebreakers_protocol::{ClientMessage, ServerMessage};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{CloseEvent, Event, MessageEvent, WebSocket};

/// What the socket's callbacks share with the connection.
#[derive(Default)]
struct Inbox {
    messages: VecDeque<ServerMessage>,
    closed: bool,
    /// Sent before the socket opened: they go when it does.
    waiting: Vec<String>,
}

/// A WebSocket in the browser (`ws(s)://HOST/api/play`).
pub struct WebConnection {
    socket: Option<WebSocket>,
    inbox: Rc<RefCell<Inbox>>,
    // Kept alive as long as the socket may call them.
    _on_open: Option<Closure<dyn FnMut(Event)>>,
    _on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    _on_close: Option<Closure<dyn FnMut(CloseEvent)>>,
    _on_error: Option<Closure<dyn FnMut(Event)>>,
}

impl WebConnection {
    /// Starts opening a WebSocket to `url`; returns at once (closed if the browser refuses
    /// the URL).
    pub fn open(url: &str) -> WebConnection {
        let inbox = Rc::new(RefCell::new(Inbox::default()));
        let Ok(socket) = WebSocket::new(url) else {
            inbox.borrow_mut().closed = true;
            return WebConnection {
                socket: None,
                inbox,
                _on_open: None,
                _on_message: None,
                _on_close: None,
                _on_error: None,
            };
        };
        let on_open = {
            let inbox = inbox.clone();
            let socket = socket.clone();
            Closure::<dyn FnMut(Event)>::new(move |_: Event| {
                let waiting = std::mem::take(&mut inbox.borrow_mut().waiting);
                for text in waiting {
                    let _ = socket.send_with_str(&text);
                }
            })
        };
        let on_message = {
            let inbox = inbox.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                if let Some(text) = event.data().as_string()
                    && let Some(message) = parse_server_message(&text)
                {
                    inbox.borrow_mut().messages.push_back(message);
                }
            })
        };
        let on_close = {
            let inbox = inbox.clone();
            Closure::<dyn FnMut(CloseEvent)>::new(move |_: CloseEvent| {
                inbox.borrow_mut().closed = true;
            })
        };
        let on_error = {
            let inbox = inbox.clone();
            Closure::<dyn FnMut(Event)>::new(move |_: Event| {
                inbox.borrow_mut().closed = true;
            })
        };
        socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        socket.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        WebConnection {
            socket: Some(socket),
            inbox,
            _on_open: Some(on_open),
            _on_message: Some(on_message),
            _on_close: Some(on_close),
            _on_error: Some(on_error),
        }
    }
}

impl Connection for WebConnection {
    fn send(&mut self, message: &ClientMessage) -> bool {
        let Ok(text) = serde_json::to_string(message) else {
            return false;
        };
        match self.state() {
            ConnectionState::Closed => false,
            ConnectionState::Connecting => {
                self.inbox.borrow_mut().waiting.push(text);
                true
            }
            ConnectionState::Open => self
                .socket
                .as_ref()
                .is_some_and(|socket| socket.send_with_str(&text).is_ok()),
        }
    }

    fn try_recv(&mut self) -> Option<ServerMessage> {
        self.inbox.borrow_mut().messages.pop_front()
    }

    fn state(&self) -> ConnectionState {
        let Some(socket) = &self.socket else {
            return ConnectionState::Closed;
        };
        if self.inbox.borrow().closed {
            return ConnectionState::Closed;
        }
        match socket.ready_state() {
            WebSocket::CONNECTING => ConnectionState::Connecting,
            WebSocket::OPEN => ConnectionState::Open,
            _ => ConnectionState::Closed,
        }
    }

    fn close(&mut self) {
        self.inbox.borrow_mut().closed = true;
        if let Some(socket) = &self.socket {
            let _ = socket.close();
        }
    }
}

impl Drop for WebConnection {
    fn drop(&mut self) {
        if let Some(socket) = self.socket.take() {
            socket.set_onopen(None);
            socket.set_onmessage(None);
            socket.set_onclose(None);
            socket.set_onerror(None);
            let _ = socket.close();
        }
    }
}

/// Opens [`WebConnection`]s to one server's play socket.
#[derive(Clone, Debug)]
pub struct WebConnector {
    url: String,
}

impl WebConnector {
    /// Connections to the play socket at `url` (`ws(s)://HOST/api/play`).
    pub fn new(url: impl Into<String>) -> Self {
        WebConnector { url: url.into() }
    }

    /// Connections to the play socket of the server at `base` (`http(s)://HOST[:PORT]`).
    pub fn for_server(base: &str) -> Self {
        WebConnector::new(crate::play_url(base))
    }

    pub fn url(&self) -> &str {
        &self.url
    }
}

impl Connector for WebConnector {
    type Connection = WebConnection;
    fn connect(&mut self) -> WebConnection {
        WebConnection::open(&self.url)
    }
}
