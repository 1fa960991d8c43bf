//! The web build served on the server's own port, beside the lobby and play: one command
//! and a browser. From a temporary folder standing for `web/dist`.

use crate::common;

use codebreakers_server::{Settings, SqliteStore, Store};
use common::{get, runtime, start_server_with};
use std::sync::Arc;

async fn memory_store() -> Arc<dyn Store> {
    Arc::new(SqliteStore::in_memory().await.expect("a store in memory"))
}

#[test]
fn the_web_build_is_served_beside_the_lobby() {
    let dir = common::scratch("web");
    let index = b"<!doctype html><title>Code Breakers</title>".to_vec();
    let wasm = b"\0asm\x01\0\0\0".to_vec();
    let script = b"console.log('plain')".to_vec();
    // Not real gzip: the server sends the file as it is, and says how it is encoded.
    let script_gz = b"\x1f\x8b pretend".to_vec();
    let wasm_br = b"pretend brotli".to_vec();
    let wasm_gz = b"\x1f\x8b pretend wasm".to_vec();
    std::fs::write(dir.join("index.html"), &index).unwrap();
    std::fs::write(dir.join("codebreakers_bg.wasm"), &wasm).unwrap();
    std::fs::write(dir.join("loader.js"), &script).unwrap();
    std::fs::write(dir.join("loader.js.gz"), &script_gz).unwrap();
    std::fs::write(dir.join("codebreakers_bg.wasm.br"), &wasm_br).unwrap();
    std::fs::write(dir.join("codebreakers_bg.wasm.gz"), &wasm_gz).unwrap();
    runtime().block_on(async {
        let settings = Settings {
            web: Some(dir.clone()),
            ..Settings::default()
        };
        let (addr, _hub) = start_server_with(memory_store().await, settings).await;

        let (status, head, body) = get(addr, "/", &[]).await;
        assert_eq!(status, 200, "{head}");
        assert!(head.contains("content-type: text/html"), "{head}");
        assert_eq!(body, index);

        let (status, head, body) = get(addr, "/codebreakers_bg.wasm", &[]).await;
        assert_eq!(status, 200, "{head}");
        assert!(head.contains("content-type: application/wasm"), "{head}");
        assert_eq!(body, wasm);

        let (status, head, body) = get(addr, "/loader.js", &[("Accept-Encoding", "gzip")]).await;
        assert_eq!(status, 200, "{head}");
        assert!(head.contains("content-encoding: gzip"), "{head}");
        assert!(head.contains("javascript"), "{head}");
        assert_eq!(body, script_gz);
        // Brotli where the browser takes it (a browser on https sends "gzip, deflate, br"),
        // gzip where it takes only that, the file itself where it takes neither.
        for (accepted, encoding, expected) in [
            ("gzip, deflate, br", Some("br"), &wasm_br),
            ("br;q=0.5, gzip", Some("gzip"), &wasm_gz),
            ("gzip, deflate", Some("gzip"), &wasm_gz),
            ("identity", None, &wasm),
        ] {
            let (status, head, body) = get(
                addr,
                "/codebreakers_bg.wasm",
                &[("Accept-Encoding", accepted)],
            )
            .await;
            assert_eq!(status, 200, "{accepted}: {head}");
            assert!(
                head.contains("content-type: application/wasm"),
                "{accepted}: {head}"
            );
            match encoding {
                Some(encoding) => assert!(
                    head.contains(&format!("content-encoding: {encoding}")),
                    "{accepted}: {head}"
                ),
                None => assert!(!head.contains("content-encoding"), "{accepted}: {head}"),
            }
            assert_eq!(&body, expected, "{accepted}");
        }

        let (status, head, body) = get(addr, "/loader.js", &[]).await;
        assert_eq!(status, 200, "{head}");
        assert!(!head.contains("content-encoding"), "{head}");
        assert_eq!(body, script);

        for missing in ["/nothing.js", "/../Cargo.toml", "/%2e%2e/Cargo.toml"] {
            let (status, head, _) = get(addr, missing, &[]).await;
            assert!(status == 404 || status == 400, "{missing}: {head}");
        }

        // The lobby is still the lobby.
        let (status, head, body) = get(addr, "/api/about", &[]).await;
        assert_eq!(status, 200, "{head}");
        assert!(String::from_utf8_lossy(&body).contains("\"protocol\""));
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn without_a_web_folder_only_the_api_is_served() {
    runtime().block_on(async {
        let (addr, _hub) = start_server_with(memory_store().await, Settings::default()).await;
        let (status, head, _) = get(addr, "/", &[]).await;
        assert_eq!(status, 404, "{head}");
        let (status, head, _) = get(addr, "/api/about", &[]).await;
        assert_eq!(status, 200, "{head}");
    });
}
